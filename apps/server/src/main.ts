/**
 * Start the server: read config, migrate, listen, and shut down cleanly on SIGTERM/SIGINT. With PostgreSQL and
 * WORKERS above 1, this process becomes the primary of WORKERS server processes (cluster/primary.ts), each of which
 * runs this file again as a worker.
 */
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { pino } from 'pino';
import pinoPretty from 'pino-pretty';
import { buildApp } from './app';
import { processesFor, readyMessage, runPrimary } from './cluster/primary';
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
    if (cluster.isWorker) await startWorker(config);
    else if (processesFor(config) > 1) await startPrimary(config);
    else await start(config);
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
function loggerFor(config: Config): FastifyServerOptions['logger'] & { level: string } {
  if (!process.stdout.isTTY) return { level: config.logLevel };
  return {
    level: config.logLevel,
    stream: pinoPretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', sync: true }),
  };
}

/** Graceful shutdown on SIGTERM/SIGINT, within 10 s; `after` runs once the app has closed. */
function closeOnSignals(app: FastifyInstance, after: () => Promise<void> = () => Promise.resolve()) {
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
      () => after().finally(() => process.exit(0)),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/** One process: the whole app, listening on the port. */
async function start(config: Config) {
  const backupKey = randomBytes(32).toString('base64url');
  const app = await buildApp(config, { backupKey, logger: loggerFor(config) });
  closeOnSignals(app, () => removeServerFile(config.dataDir));
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
  const running = { database: app.ctx.database.driver, mail: app.ctx.mailer.transport, processes: 1 };
  for (const line of startupLines(config, running)) app.log.info(line);
}

/** The primary of a cluster: it holds the port, starts the workers and replaces one that dies. */
async function startPrimary(config: Config) {
  const { stream, level } = loggerFor(config) as { level: string; stream?: NodeJS.WritableStream };
  const log = stream ? pino({ level }, stream) : pino({ level });
  const mail = config.smtpUrl ? 'smtp' : 'log';
  await runPrimary(config, log, (processes) => startupLines(config, { database: 'postgres', mail, processes }));
}

/** One worker of a cluster: the whole app, given its connections by the primary (it does not listen itself). */
async function startWorker(config: Config) {
  const app = await buildApp(config, { logger: loggerFor(config), clusterWorker: true });
  closeOnSignals(app);
  await app.ready();
  process.send?.({ type: readyMessage });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `Start-up failed: ${error.message}` : error);
  process.exit(1);
});
