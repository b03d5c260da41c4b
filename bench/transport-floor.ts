/**
 * What the transport alone costs on this machine (issue 41): a bare Socket.IO server, configured as the app's
 * (bench/../apps/server/src/realtime/io.ts: its WebSocket engine, no compression), that does nothing but what any
 * live quiz must: take a connection, acknowledge a join, broadcast each question and its results to the room, and
 * acknowledge each answer. No session check, no database, no validation, no scoring. The same lean clients as
 * bench:game (bench/lean-socket.ts), forked the same way, on the same cores.
 *
 * Its `Floor:` line is the server's CPU per join and per answer for that traffic: what no change to the app's own
 * code can go below here. The app's figures (bench:game's `Cost:` line) minus these are what the app adds.
 *
 *   npm run bench:floor -- [--players 2000] [--questions 3] [--think-min 100] [--think-max 2000]
 *                          [--join-concurrency 50] [--client-workers 2]
 *
 * One file, three roles: the run (no argument), its server (`server`) and its client workers (`clients`).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { CoalescingWebSocketServer } from '../apps/server/src/realtime/upgrade';
import { cpuSeconds, inPool, serveBench, sleep } from './clients';
import { fail, parseFlags, until } from './harness';
import { ms, percentile, plural, seconds, total } from './figures';
import { LeanSocket } from './lean-socket';

// Sizes close to the app's messages (bench:game's "Messages received" line): what each write carries.
const joinAck = { ok: true, data: { room: 'x'.repeat(900) } };
const question = (position: number) => ({ position, text: 'q'.repeat(400), options: ['a', 'b', 'c', 'd'] });
const results = (position: number) => ({ position, correct: 'a', counts: [1, 2, 3, 4], top: 'r'.repeat(250) });
const answerAck = { ok: true, data: { accepted: true, points: 950, correct: true } };

type ToServer = { type: 'cpu' } | { type: 'open' | 'results'; position: number };
type ToClients =
  | { type: 'join'; port: number; count: number; concurrency: number }
  | { type: 'think'; minMs: number; maxMs: number }
  | { type: 'stop' };
type FromClients = { type: 'joined'; ok: number; failed: number } | { type: 'answered'; position: number };
interface ClientResults {
  ackMs: number[];
  cpuSeconds: number;
  startupCpuSeconds: number;
  lost: number;
}

const role = process.argv[2];
if (role === 'server') serve();
else if (role === 'clients') play();
else void run().catch((error: unknown) => fail(String(error instanceof Error ? error.stack : error)));

function serve() {
  const http = createServer();
  const io = new Server(http, { serveClient: false, wsEngine: CoalescingWebSocketServer });
  io.on('connection', (socket) => {
    socket.on('join-room', (_payload: unknown, ack: (result: unknown) => void) => {
      void socket.join('room');
      ack(joinAck);
    });
    socket.on('answer', (_payload: unknown, ack: (result: unknown) => void) => ack(answerAck));
  });
  process.on('disconnect', () => process.exit(0));
  process.on('message', (message: ToServer) => {
    if (message.type === 'cpu') return process.send?.({ type: 'cpu', seconds: cpuSeconds() });
    if (message.type === 'open') io.to('room').emit('question', question(message.position));
    else io.to('room').emit('results', results(message.position));
  });
  http.listen(0, '127.0.0.1', () => {
    const address = http.address();
    process.send?.({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0 });
  });
}

function play() {
  const sockets: LeanSocket[] = [];
  const ackMs: number[] = [];
  let think = { minMs: 0, maxMs: 0 };
  let lost = 0;
  const answered = new Map<number, number>();
  const answer = (socket: LeanSocket, position: number) => {
    const sent = performance.now();
    socket.timeout(30_000).emit('answer', { position, option: 'a' }, (error: Error | null) => {
      if (error) lost++;
      else ackMs.push(performance.now() - sent);
      const n = (answered.get(position) ?? 0) + 1;
      answered.set(position, n);
      if (n === sockets.length) process.send?.({ type: 'answered', position });
    });
  };
  serveBench<ToClients, ClientResults>(
    (message) => {
      if (message.type === 'think') think = message;
      if (message.type !== 'join') return;
      let ok = 0;
      let failed = 0;
      const people = Array.from({ length: message.count }, (_, i) => i);
      void inPool(
        people,
        message.concurrency,
        async () => {
          const socket = new LeanSocket(`http://127.0.0.1:${message.port}`, { auth: {}, timeoutMs: 30_000 });
          const joined = await new Promise<boolean>((resolve) => {
            socket.once('connect_error', () => resolve(false));
            socket.once('connect', () =>
              socket.timeout(30_000).emit('join-room', { code: 'FLOOR1' }, (error: Error | null) => resolve(!error)),
            );
          });
          if (!joined) return void failed++;
          ok++;
          sockets.push(socket);
          socket.on('question', (q: { position: number }) => {
            const wait = think.minMs + Math.random() * (think.maxMs - think.minMs);
            setTimeout(() => answer(socket, q.position), wait);
          });
        },
        () => false,
      ).then(() => process.send?.({ type: 'joined', ok, failed }));
    },
    () => {
      for (const socket of sockets) socket.disconnect();
      return { ackMs, cpuSeconds: cpuSeconds(), startupCpuSeconds: 0, lost };
    },
  );
}

function forkRole<M>(name: 'server' | 'clients', onMessage: (message: M) => void): ChildProcess {
  const child = fork(import.meta.filename, [name], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.on('message', (message) => onMessage(message as M));
  return child;
}

async function run() {
  const plan = parseFlags(
    process.argv.slice(2),
    (small) => ({
      players: small ? 100 : 2000,
      questions: small ? 2 : 3,
      thinkMinMs: 100,
      thinkMaxMs: small ? 500 : 2000,
      joinConcurrency: 50,
      clientWorkers: 2,
    }),
    {
      '--players': 'players',
      '--questions': 'questions',
      '--think-min': 'thinkMinMs',
      '--think-max': 'thinkMaxMs',
      '--join-concurrency': 'joinConcurrency',
      '--client-workers': 'clientWorkers',
    },
    'npm run bench:floor -- [--players N] [--questions Q] [--think-min MS] [--think-max MS] [--join-concurrency C] ' +
      '[--client-workers W]',
  );
  if (plan.players < 1 || plan.clientWorkers < 1) fail('--players and --client-workers must be at least 1');

  let port = 0;
  let cpuReply: ((seconds: number) => void) | undefined;
  const server = forkRole('server', (message: { type: string; port?: number; seconds?: number }) => {
    if (message.type === 'ready') port = message.port ?? 0;
    if (message.type === 'cpu') cpuReply?.(message.seconds ?? 0);
  });
  const serverCpu = () =>
    new Promise<number>((resolve) => {
      cpuReply = resolve;
      server.send({ type: 'cpu' });
    });
  if (!(await until(() => port > 0, 30_000))) fail('The bare server did not start within 30 s.');

  const shares = Array.from(
    { length: plan.clientWorkers },
    (_, w) =>
      Math.floor(((w + 1) * plan.players) / plan.clientWorkers) - Math.floor((w * plan.players) / plan.clientWorkers),
  );
  let joined = 0;
  let failed = 0;
  let reported = 0;
  const answered = new Map<number, number>();
  const results: ClientResults[] = [];
  const workers = shares.map(() =>
    forkRole('clients', (message: FromClients | { type: 'results'; results: ClientResults }) => {
      if (message.type === 'joined') {
        joined += message.ok;
        failed += message.failed;
        reported++;
      } else if (message.type === 'answered') {
        answered.set(message.position, (answered.get(message.position) ?? 0) + 1);
      } else if (message.type === 'results') results.push(message.results);
    }),
  );

  const startCpu = await serverCpu();
  const joinStart = performance.now();
  workers.forEach((worker, w) => {
    worker.send({ type: 'think', minMs: plan.thinkMinMs, maxMs: plan.thinkMaxMs });
    worker.send({
      type: 'join',
      port,
      count: shares[w],
      concurrency: Math.ceil(plan.joinConcurrency / workers.length),
    });
  });
  await until(() => reported === workers.length, 600_000);
  const joinMs = performance.now() - joinStart;
  const joinedCpu = await serverCpu();

  const everyoneIn = workers.filter((_, w) => shares[w]! > 0).length;
  for (let position = 0; position < plan.questions; position++) {
    server.send({ type: 'open', position });
    const done = await until(() => answered.get(position) === everyoneIn, plan.thinkMaxMs + 30_000);
    if (!done) console.error(`Question ${position + 1}: not every answer was acknowledged in time.`);
    server.send({ type: 'results', position });
    await sleep(500);
  }
  const endCpu = await serverCpu();

  for (const worker of workers) worker.send({ type: 'stop' });
  await until(() => results.length === workers.length, 30_000);
  server.kill();

  const answers = joined * plan.questions;
  const acks = results.flatMap((r) => r.ackMs).sort((a, b) => a - b);
  const lost = total(results.map((r) => r.lost)) + failed;
  const clientCpu = total(results.map((r) => r.cpuSeconds));
  console.log(
    `${plural(joined, 'player')} joined in ${seconds(joinMs)} s${failed ? ` (${failed} failed)` : ''}; ` +
      `${plural(acks.length, 'answer')} acknowledged, p50 ${ms(percentile(acks, 0.5))}, p95 ${ms(percentile(acks, 0.95))}; ` +
      `${lost} lost. Clients' CPU ${seconds(clientCpu * 1000)} s.`,
  );
  console.log(
    `Floor: server CPU ${(((joinedCpu - startCpu) * 1000) / Math.max(1, joined)).toFixed(2)} ms per join, ` +
      `${(((endCpu - joinedCpu) * 1000) / Math.max(1, answers)).toFixed(2)} ms per answer (a bare Socket.IO server: ` +
      'connect, join ack, answer ack, a question and its results to the room).',
  );
  if (lost > 0) process.exitCode = 1;
}
