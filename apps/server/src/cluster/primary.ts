/**
 * Every core in use (issue 41, decision 030): with PostgreSQL, `npm start` runs WORKERS server processes behind
 * this primary. The primary holds the port and hands each connection to a worker with
 * Socket.IO's sticky sessions (@socket.io/sticky: each new connection to the next worker in turn, the polling
 * requests of a live game to the worker that holds its session); the workers' sockets meet through Socket.IO's cluster adapter (or Redis when REDIS_URL is set); rate
 * limits are counted here for all of them (counters.ts) and GET /metrics sums their registries. The first worker
 * starts alone (it migrates the database), the others once it is up; one that dies is replaced.
 */
import cluster, { type Worker } from 'node:cluster';
import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { setupPrimary } from '@socket.io/cluster-adapter';
import { setupMaster } from '@socket.io/sticky';
import type { Logger } from 'pino';
import { AggregatorRegistry } from 'prom-client';
import type { Config } from '../config';
import { counterHandlers } from './counters';
import { answerWorkers } from './ipc';

export const readyMessage = 'qa:worker-ready';

/** Server processes for this configuration: the embedded database belongs to one process. */
export const processesFor = (config: Config) => (config.databaseUrl ? config.workers : 1);

/** How many unexpected exits within a minute end the whole server rather than being replaced again. */
const maxCrashesPerMinute = 5;
const shutdownLimitMs = 12_000;

export async function runPrimary(config: Config, log: Logger, lines: (processes: number) => string[]) {
  const count = processesFor(config);
  cluster.setupPrimary({ serialization: 'advanced' });
  const server = createServer();
  setupMaster(server, { loadBalancingMethod: 'round-robin' });
  stopReadingBeforeHandOver(server);
  if (!config.redisUrl) setupPrimary();
  const aggregator = new AggregatorRegistry();
  answerWorkers({ ...counterHandlers(), metrics: () => aggregator.clusterMetrics() });

  let closing = false;
  const crashes: number[] = [];
  const fork = () =>
    new Promise<Worker>((resolve, reject) => {
      const worker = cluster.fork();
      const onMessage = (message: unknown) => {
        if ((message as { type?: string } | null)?.type !== readyMessage) return;
        worker.off('message', onMessage);
        worker.off('exit', onEarlyExit);
        resolve(worker);
      };
      const onEarlyExit = (code: number | null) =>
        reject(new Error(`a server process stopped while starting (exit code ${code ?? 'none'})`));
      worker.on('message', onMessage);
      worker.once('exit', onEarlyExit);
    });

  // The first one alone: it migrates the database and makes the data folder's secret; then the others.
  await fork();
  await Promise.all(Array.from({ length: count - 1 }, fork));

  cluster.on('exit', (worker, code, signal) => {
    if (closing) return;
    const now = Date.now();
    crashes.push(now);
    while (crashes[0]! < now - 60_000) crashes.shift();
    log.error(`server process ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}): starting another`);
    if (crashes.length > maxCrashesPerMinute) {
      log.error(`${crashes.length} server processes stopped within a minute: giving up`);
      void stop(1);
      return;
    }
    fork().catch((error: unknown) => log.error({ err: error }, 'a replacement server process did not start'));
  });

  function stop(exitCode: number) {
    if (closing) return Promise.resolve();
    closing = true;
    server.close();
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    // Each worker drains what it promised its clients and closes (main.ts), within its own 10 s.
    for (const worker of workers) worker.process.kill('SIGTERM');
    const force = setTimeout(() => process.exit(1), shutdownLimitMs);
    force.unref();
    const exited = (w: Worker) =>
      w.isDead() ? Promise.resolve() : new Promise<void>((r) => w.once('exit', () => r()));
    return Promise.all(workers.map(exited)).then(() =>
      process.exit(workers.some((w) => w.process.exitCode !== 0) ? 1 : exitCode),
    );
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      log.info(`${signal} received, shutting down ${count} server processes`);
      void stop(0);
    });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  for (const line of lines(count)) log.info(line);
}

/**
 * @socket.io/sticky hands a connection whose first chunk is a whole request (a WebSocket upgrade, a GET) to a worker
 * with its socket handle. Node detaches the primary's copy at once (its reads go nowhere) but closes it only when the
 * worker has taken it, and the primary's copy is still reading meanwhile: a frame the client sends in that moment
 * (Socket.IO's connect packet, right after the upgrade's answer) is read here and dropped, and the connection hangs
 * (about one in 30–60). Listening ahead of sticky's own listener, this stops the primary's reads of such a
 * connection before it is handed over; a request with a body stays relayed by sticky, which keeps reading it.
 */
function stopReadingBeforeHandOver(server: Server) {
  server.on('connection', (socket: Socket) => {
    socket.prependOnceListener('data', (chunk: Buffer) => {
      const head = chunk.subarray(0, chunk.indexOf('\r\n\r\n')).toString('latin1').toLowerCase();
      if (head.includes('content-length:') || head.includes('transfer-encoding:')) return;
      (socket as Socket & { _handle?: { readStop?(): number } })._handle?.readStop?.();
    });
  });
}
