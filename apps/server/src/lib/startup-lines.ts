/**
 * What a person starting the server reads first (issue 40): where it answers, which database and where the data
 * lives, how mail goes out and how instances meet. Addresses are named without their passwords.
 */
import path from 'node:path';
import type { Config } from '../config';

/** A connection string as host:port/name, with no user or password. */
export function withoutSecrets(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return 'an address that could not be read';
  }
}

export function startupLines(
  config: Config,
  running: { database: 'pglite' | 'postgres'; mail: 'smtp' | 'log'; processes: number },
) {
  const dataDir = path.resolve(config.dataDir);
  return [
    `Quiz Adventure is ready at ${config.publicUrl} (listening on ${config.host}:${config.port})`,
    running.database === 'pglite'
      ? `Database: embedded (PGlite) in ${path.join(dataDir, 'db')}, pictures included; back it up with npm run backup`
      : `Database: PostgreSQL at ${withoutSecrets(config.databaseUrl ?? '')}, pictures included`,
    running.mail === 'smtp'
      ? `Mail: sent through SMTP at ${withoutSecrets(config.smtpUrl ?? '')}`
      : 'Mail: not sent, written to this log (set SMTP_URL to send it)',
    config.redisUrl
      ? `Instances: meeting through Redis at ${withoutSecrets(config.redisUrl)}`
      : 'Instances: this one alone (set REDIS_URL to run several)',
    processesLine(config, running),
    `Data folder: ${dataDir}`,
  ];
}

/** How many server processes share the port, and why only one when that is so (decision 030). */
function processesLine(config: Config, running: { database: 'pglite' | 'postgres'; processes: number }) {
  if (running.processes > 1) {
    const meet = config.redisUrl ? 'through Redis' : "through Socket.IO's cluster adapter";
    return `Processes: ${running.processes} sharing the port, meeting ${meet} (WORKERS)`;
  }
  if (running.database === 'pglite' && config.workers > 1) {
    return `Processes: 1, as the embedded database belongs to one process (with DATABASE_URL, ${config.workers} would share the port)`;
  }
  return 'Processes: 1 (WORKERS sets how many share the port with PostgreSQL)';
}
