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

export function startupLines(config: Config, running: { database: 'pglite' | 'postgres'; mail: 'smtp' | 'log' }) {
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
    `Data folder: ${dataDir}`,
  ];
}
