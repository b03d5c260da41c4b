/** Start the server: read config, migrate, listen, and shut down cleanly on SIGTERM/SIGINT. */
import { randomBytes } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import pinoPretty from 'pino-pretty';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { removeServerFile, writeServerFile } from './lib/server-file';
import { startupLines } from './lib/startup-lines';
import { describeStartupError } from './lib/startup-errors';

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  try {
    await start(config);
  } catch (error) {
    // One line that names the problem; the stack only when asked for.
    console.error(describeStartupError(error, config));
    if (config.logLevel === 'debug' || config.logLevel === 'trace') console.error(error);
    process.exit(1);
  }
}

/**
 * A person at a terminal reads one line per event, in local time; anything else (a file, a log collector) gets
 * pino's JSON lines. pino-pretty runs as a stream in this thread, so the last lines before an exit are not lost.
 */
function loggerFor(config: Config): FastifyServerOptions['logger'] {
  if (!process.stdout.isTTY) return { level: config.logLevel };
  return {
    level: config.logLevel,
    stream: pinoPretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', sync: true }),
  };
}

async function start(config: Config) {
  const backupKey = randomBytes(32).toString('base64url');
  const app = await buildApp(config, { backupKey, logger: loggerFor(config) });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => {
      // Said at warn, which every log level shows: an overrun shutdown is an operator's business.
      app.log.warn(`shutdown did not finish within 10 s (still ${app.shutdownStep}): exiting`);
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => removeServerFile(config.dataDir).finally(() => process.exit(0)),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  if (app.ctx.database.driver === 'pglite') {
    // For the CLIs: a server owns this data folder, and this is how to ask it for a backup.
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    await writeServerFile(config.dataDir, { pid: process.pid, url: `http://${host}:${port}`, key: backupKey });
  }
  for (const line of startupLines(config, { database: app.ctx.database.driver, mail: app.ctx.mailer.transport })) {
    app.log.info(line);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `Start-up failed: ${error.message}` : error);
  process.exit(1);
});
