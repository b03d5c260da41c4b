/**
 * Live-game load benchmark (ARCHITECTURE §7, §11): real server processes, seeded players, whole games.
 *
 *   npm run bench:game -- --players 2000                   # one room, one instance, embedded PGlite in a temp folder
 *   npm run bench:game -- --players 500 --rooms 5 --questions 5 --think-min 300 --think-max 2500 --time-limit 30
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/qa_bench_game npm run bench:game -- --players 2000
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/qa_bench_game REDIS_URL=redis://127.0.0.1:6379 \
 *     npm run bench:game -- --players 500 --instances 2
 *   npm run bench:game:small   # 20 players, 2 rooms, 3 questions on PGlite; what CI runs
 *
 * 1. Seeds straight into the database before any server starts (PGlite allows one process at a time): the players,
 *    one host per room, and one public quiz per room with Q questions of 4 options, one of them correct. Session
 *    tokens are minted with the server's own signing function and the JWT_SECRET the servers get.
 * 2. Starts K servers (`node --import tsx apps/server/src/main.ts`) on free ports; more than one needs PostgreSQL
 *    and Redis. A DATABASE_URL must name a database whose name contains "bench": the run writes users and rooms
 *    (and deletes its own again at the end).
 * 3. Each host creates its room over HTTP; the players, in forked workers (bench/game-worker.ts) spread over the
 *    instances, connect and join; once a room's players have all joined, the host starts it over HTTP and plays
 *    too (the room completes only when every participant has finished). Players think --think-min..--think-max ms
 *    per question; the server refuses more than 20 game events a second per socket, so keep --think-min ≥ 100.
 * 4. Prints one table row, the budget line (answer → ack p95 under 100 ms at 2,000 players, 0 lost), and exits 1
 *    when an answer was lost or a room did not complete.
 *
 * Columns: "players" excludes the hosts (R more participants play); join = connect start → join-room ack; "join all"
 * = first connect → last join ack; ack = submit-answer emit → its acknowledgement; "lost" = no ack within 10 s (the
 * lines below the table say whether the database has the answer anyway); "msgs/player" = events received per
 * participant (socket.onAny); "games done" = rooms completed on the server whose every participant got
 * 'game-ended'; "wall" = first connect → last 'game-ended'.
 * Server CPU is the servers' user + system time from ready to the end of the game (start-up excluded); peak RSS is
 * VmHWM, the largest of the instances. The clients run on the same machine and their CPU is reported alongside.
 * --cpu-prof DIR writes each server's V8 CPU profile there (open it in Chrome DevTools → Performance).
 * --keep leaves the run's users, quizzes and rooms in PostgreSQL; --join-concurrency (default 50) is how many
 * players connect and join at once.
 */
import { execFileSync, fork, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { count, inArray, like, sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { options as optionsTable, questions, quizzes } from '../apps/server/src/db/schema/quizzes';
import { roomAnswers } from '../apps/server/src/db/schema/rooms';
import { users } from '../apps/server/src/db/schema/users';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { signSessionToken } from '../apps/server/src/lib/tokens';
import type { FromWorker, PlayerSpec, ToWorker, WorkerResults } from './game-worker';

const repoRoot = path.resolve(import.meta.dirname, '..');
const usage =
  'usage: npm run bench:game -- --players N [--rooms R] [--instances K] [--questions Q] ' +
  '[--think-min ms] [--think-max ms] [--time-limit s] [--join-concurrency n] [--keep] [--cpu-prof dir]\n' +
  '       npm run bench:game:small';

// ---------------------------------------------------------------------------------------------------------------
// Options

interface Plan {
  small: boolean;
  players: number;
  rooms: number;
  instances: number;
  questions: number;
  thinkMinMs: number;
  thinkMaxMs: number;
  timeLimitS: number;
  /** Connections being opened and joined at once, over all workers. */
  joinConcurrency: number;
  /** Keep the seeded users, quizzes and rooms in PostgreSQL. */
  keep: boolean;
  /** Write each server's V8 CPU profile (.cpuprofile) into this folder. */
  cpuProfDir: string | undefined;
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function parseArgs(argv: string[]): Plan {
  const small = argv.includes('--small');
  const plan: Plan = small
    ? {
        small,
        players: 20,
        rooms: 2,
        instances: 1,
        questions: 3,
        thinkMinMs: 150,
        thinkMaxMs: 500,
        timeLimitS: 10,
        joinConcurrency: 20,
        keep: false,
        cpuProfDir: undefined,
      }
    : {
        small,
        players: 0,
        rooms: 1,
        instances: 1,
        questions: 10,
        thinkMinMs: 300,
        thinkMaxMs: 2500,
        timeLimitS: 30,
        joinConcurrency: 50,
        keep: false,
        cpuProfDir: undefined,
      };
  const numeric: Record<string, keyof Plan> = {
    '--players': 'players',
    '--rooms': 'rooms',
    '--instances': 'instances',
    '--questions': 'questions',
    '--think-min': 'thinkMinMs',
    '--think-max': 'thinkMaxMs',
    '--time-limit': 'timeLimitS',
    '--join-concurrency': 'joinConcurrency',
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split('=', 2) as [string, string | undefined];
    if (flag === '--small') continue;
    if (flag === '--keep') {
      plan.keep = true;
      continue;
    }
    if (flag === '--cpu-prof') {
      const dir = inline ?? argv[++i];
      if (!dir) fail('--cpu-prof needs a folder');
      plan.cpuProfDir = path.resolve(dir);
      continue;
    }
    if (flag === '--help' || flag === '-h') {
      console.log(usage);
      process.exit(0);
    }
    const key = numeric[flag];
    if (!key) fail(`Unknown option ${argv[i]}\n${usage}`);
    const raw = inline ?? argv[++i];
    const value = Number(raw);
    if (raw === undefined || raw === '' || !Number.isInteger(value) || value < 0) {
      fail(`${flag} needs a whole number, got ${JSON.stringify(raw ?? '')}`);
    }
    (plan as unknown as Record<string, number>)[key] = value;
  }
  if (plan.players < 1) fail(`--players is required and must be at least 1\n${usage}`);
  if (plan.rooms < 1) fail('--rooms must be at least 1');
  if (plan.players < plan.rooms) fail('--players must be at least --rooms: a room starts only with a player in it');
  if (plan.instances < 1) fail('--instances must be at least 1');
  if (plan.questions < 1 || plan.questions > 100) fail('--questions must be between 1 and 100');
  if (plan.timeLimitS < 10 || plan.timeLimitS > 300) fail('--time-limit must be between 10 and 300 seconds');
  if (plan.thinkMaxMs < plan.thinkMinMs) fail('--think-max must not be below --think-min');
  if (plan.thinkMaxMs >= plan.timeLimitS * 1000 - 1000) {
    fail('--think-max must stay at least 1 s below --time-limit, or answers would arrive late');
  }
  if (Math.ceil(plan.players / plan.rooms) + 1 > 10_000) fail('at most 9,999 players per room (ROOM_MAX_PARTICIPANTS)');
  if (plan.joinConcurrency < 1) fail('--join-concurrency must be at least 1');
  return plan;
}

const plan = parseArgs(process.argv.slice(2));

// PostgreSQL and Redis only from the environment; --small is the CI run on the embedded database, like bench:api.
const databaseUrl = plan.small ? undefined : process.env.DATABASE_URL?.trim() || undefined;
const redisUrl = plan.small ? undefined : process.env.REDIS_URL?.trim() || undefined;
if (plan.instances > 1 && (!databaseUrl || !redisUrl)) {
  fail(
    `--instances ${plan.instances} needs a shared PostgreSQL and Redis:${databaseUrl ? '' : ' DATABASE_URL is not set.'}` +
      `${redisUrl ? '' : ' REDIS_URL is not set.'}\n` +
      "  psql -h 127.0.0.1 -U postgres -c 'create database qa_bench_game'\n" +
      '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/qa_bench_game REDIS_URL=redis://127.0.0.1:6379 \\\n' +
      `    npm run bench:game -- --players ${plan.players} --instances ${plan.instances}`,
  );
}
if (databaseUrl) {
  let name = '';
  try {
    name = new URL(databaseUrl).pathname.slice(1);
  } catch {
    fail('DATABASE_URL is not a URL');
  }
  if (!name.includes('bench')) {
    fail(
      `bench:game writes users, quizzes and rooms: DATABASE_URL must name a database whose name contains "bench" ` +
        `(got "${name}"), for example qa_bench_game.`,
    );
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Helpers

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => (ms / 1000).toFixed(1);

function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}
const ms = (value: number) => (Number.isNaN(value) ? '-' : `${value.toFixed(value < 10 ? 1 : 0)} ms`);

/** Resolves true when `done()` holds, false when the time is up first. */
async function until(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (!done()) {
    if (performance.now() >= deadline) return false;
    await sleep(25);
  }
  return true;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let clockTicks = 100;
try {
  clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
} catch {
  // Linux's usual value.
}

/** CPU seconds (utime + stime) and peak RSS in MB of one process, from /proc. */
function processFigures(pid: number): { cpuSeconds: number; peakRssMb: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after "(comm)": state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cpuSeconds = (Number(fields[11]) + Number(fields[12])) / clockTicks;
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const hwm = /^VmHWM:\s+(\d+)\s+kB/m.exec(status);
    return { cpuSeconds, peakRssMb: hwm ? Number(hwm[1]) / 1024 : NaN };
  } catch {
    return null;
  }
}

/** All cores together, from /proc/stat: time spent busy and in all, in clock ticks. */
function machineTicks(): { busy: number; total: number } {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const total = cpu.reduce((a, b) => a + b, 0);
    // idle and iowait are fields 4 and 5 of the "cpu" line.
    return { busy: total - (cpu[3] ?? 0) - (cpu[4] ?? 0), total };
  } catch {
    return { busy: NaN, total: NaN };
  }
}

async function api<T>(baseUrl: string, method: string, url: string, token: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, body: json as T };
}

// ---------------------------------------------------------------------------------------------------------------
// Seeding

const runId = randomBytes(4).toString('hex');
const userPrefix = `gb${runId}_`;

interface Seeded {
  /** User ids: the room hosts, then the players. */
  hostIds: string[];
  playerIds: string[];
  quizIds: string[];
}

async function seed(dataDir: string): Promise<Seeded> {
  const started = performance.now();
  const handle = await openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'db') });
  try {
    const passwordHash = await hashPassword(`bench-${runId}`);
    const now = new Date();
    const person = (kind: string, i: number) => ({
      id: randomUUID(),
      username: `${userPrefix}${kind}${i + 1}`,
      email: `${userPrefix}${kind}${i + 1}@bench.quiz-adventure.local`,
      displayName: `${kind === 'h' ? 'Host' : 'Player'} ${i + 1}`,
      passwordHash,
      emailVerifiedAt: now,
    });
    const hosts = Array.from({ length: plan.rooms }, (_, i) => person('h', i));
    const players = Array.from({ length: plan.players }, (_, i) => person('p', i));
    const everyone = [...hosts, ...players];
    for (let i = 0; i < everyone.length; i += 1000) {
      await handle.db.insert(users).values(everyone.slice(i, i + 1000));
    }
    const quizIds: string[] = [];
    for (let r = 0; r < plan.rooms; r++) {
      const quizId = randomUUID();
      quizIds.push(quizId);
      const questionRows = Array.from({ length: plan.questions }, (_, q) => ({
        id: randomUUID(),
        quizId,
        position: q,
        content: `Question ${q + 1} of the bench game: which option is the right one?`,
      }));
      const optionRows = questionRows.flatMap((question, q) =>
        Array.from({ length: 4 }, (_, o) => ({
          questionId: question.id,
          position: o,
          label: `Option ${'ABCD'[o]} of question ${q + 1}`,
          isCorrect: o === q % 4,
        })),
      );
      await handle.db.transaction(async (tx) => {
        await tx.insert(quizzes).values({
          id: quizId,
          title: `Bench game ${runId} room ${r + 1}`,
          description: 'Seeded by bench/game.ts',
          category: 'Other',
          isPublic: true,
          timeLimit: plan.timeLimitS,
          createdBy: hosts[r]!.id,
          questionCount: plan.questions,
        });
        await tx.insert(questions).values(questionRows);
        await tx.insert(optionsTable).values(optionRows);
      });
    }
    console.log(
      `Seeded ${everyone.length} users and ${plan.rooms} quiz${plan.rooms === 1 ? '' : 'zes'} in ` +
        `${seconds(performance.now() - started)} s.`,
    );
    return { hostIds: hosts.map((h) => h.id), playerIds: players.map((p) => p.id), quizIds };
  } finally {
    await handle.close();
  }
}

interface StoredAnswers {
  stored: number;
  withOption: number;
  timedOut: number;
  /** Answers with an option whose time counted as the whole limit: at or past the deadline. */
  atDeadline: number;
}

/** What the database holds for this run's rooms, read after the servers have stopped (PGlite has one owner). */
async function storedAnswers(dataDir: string, roomIds: string[]): Promise<StoredAnswers | undefined> {
  if (roomIds.length === 0) return undefined;
  const handle = await openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'db'), migrate: false });
  try {
    const [row] = await handle.db
      .select({
        stored: count(),
        withOption: sql<number>`count(${roomAnswers.optionId})::int`,
        timedOut: sql<number>`(count(*) filter (where ${roomAnswers.optionId} is null))::int`,
        atDeadline: sql<number>`(count(*) filter (where ${roomAnswers.optionId} is not null
                                  and ${roomAnswers.elapsedMs} >= ${plan.timeLimitS * 1000}))::int`,
      })
      .from(roomAnswers)
      .where(inArray(roomAnswers.roomId, roomIds));
    return row;
  } finally {
    await handle.close();
  }
}

/** Deletes this run's users; rooms, quizzes, participants and answers go with them (on delete cascade). */
async function cleanUp(dataDir: string) {
  if (!databaseUrl || plan.keep) return;
  const handle = await openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'db'), migrate: false });
  try {
    await handle.db.delete(users).where(like(users.username, `${userPrefix}%`));
  } finally {
    await handle.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Server and worker processes

interface Instance {
  index: number;
  url: string;
  child: ChildProcess;
  exited: boolean;
  logLines: number;
  baselineCpu: number;
}

const instances: Instance[] = [];
const workers: ChildProcess[] = [];
const maxLogLines = 40;

function forward(instance: Instance, chunk: Buffer) {
  for (const line of chunk.toString('utf8').split('\n')) {
    if (!line.trim()) continue;
    instance.logLines++;
    if (instance.logLines <= maxLogLines) console.error(`[server ${instance.index}] ${line.slice(0, 500)}`);
    else if (instance.logLines === maxLogLines + 1) console.error(`[server ${instance.index}] (further lines omitted)`);
  }
}

async function startServer(index: number, dataDir: string, jwtSecret: string): Promise<Instance> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.NODE_ENV;
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: jwtSecret,
    ROOM_MAX_PARTICIPANTS: String(Math.max(50, Math.ceil(plan.players / plan.rooms) + 1)),
    AUTH_RATE_LIMIT_MAX: '1000000',
    LOG_LEVEL: 'warn',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  });
  // `--import tsx` compiles in-process: child.pid is the server itself. The guard ends it when our stdin pipe
  // closes, so a server cannot outlive a bench that was killed outright.
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--import',
      path.join(import.meta.dirname, 'server-guard.ts'),
      ...(plan.cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', plan.cpuProfDir] : []),
      path.join(repoRoot, 'apps/server/src/main.ts'),
    ],
    { cwd: repoRoot, env, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  const instance: Instance = {
    index,
    url: `http://127.0.0.1:${port}`,
    child,
    exited: false,
    logLines: 0,
    baselineCpu: 0,
  };
  instances.push(instance);
  child.stdout!.on('data', (chunk: Buffer) => forward(instance, chunk));
  child.stderr!.on('data', (chunk: Buffer) => forward(instance, chunk));
  child.stdin!.on('error', () => undefined);
  child.on('exit', (code, signal) => {
    instance.exited = true;
    if (!shuttingDown) console.error(`[server ${index}] exited early (code ${code}, signal ${signal})`);
  });
  return instance;
}

async function waitHealthy(instance: Instance, timeoutMs = 60_000) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (instance.exited) throw new Error(`server ${instance.index} exited during start-up`);
    try {
      const response = await fetch(`${instance.url}/api/health`);
      const body = (await response.json()) as { data?: { status?: string } };
      if (response.ok && body.data?.status === 'ok') return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`server ${instance.index} did not answer GET /api/health within ${timeoutMs / 1000} s`);
}

let shuttingDown = false;
/** The temp folder (PGlite, uploads), removed at the end. */
let dataDir = '';

async function stopServers() {
  shuttingDown = true;
  await Promise.all(
    instances.map(async (instance) => {
      if (instance.exited) return;
      const exited = new Promise<void>((resolve) => instance.child.once('exit', () => resolve()));
      instance.child.kill('SIGTERM');
      if (!(await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]))) {
        instance.child.kill('SIGKILL');
        await exited;
      }
    }),
  );
}

function killEverything() {
  shuttingDown = true;
  for (const worker of workers) if (worker.exitCode === null && worker.signalCode === null) worker.kill('SIGKILL');
  for (const instance of instances) if (!instance.exited) instance.child.kill('SIGKILL');
}

process.on('exit', killEverything);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the servers and workers.`);
    killEverything();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    process.exit(130);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The run

interface RoomState {
  id: string;
  code: string;
  hostToken: string;
  /** Participants who play, the host included. */
  expected: number;
  joinAcks: number;
  joinFailures: number;
  joinedAt: number;
  startStatus: number | undefined;
  startError: string | undefined;
  finished: number;
  finishedOk: number;
  ended: number;
  serverStatus: string;
  serverAnswered: number;
}

async function runGame(dataDir: string) {
  const jwtSecret = randomBytes(48).toString('base64url');
  const secret = new TextEncoder().encode(jwtSecret);
  const seeded = await seed(dataDir);
  const tokenOf = (userId: string) => signSessionToken({ userId, sessionVersion: 0 }, secret);
  const hostTokens = await Promise.all(seeded.hostIds.map(tokenOf));
  const playerTokens = await Promise.all(seeded.playerIds.map(tokenOf));

  const serverStart = performance.now();
  for (let i = 0; i < plan.instances; i++) await startServer(i, dataDir, jwtSecret);
  await Promise.all(instances.map((instance) => waitHealthy(instance)));
  for (const instance of instances) instance.baselineCpu = processFigures(instance.child.pid!)?.cpuSeconds ?? 0;
  console.log(
    `${plan.instances} server${plan.instances === 1 ? '' : 's'} ready in ${seconds(performance.now() - serverStart)} s ` +
      `(pid ${instances.map((i) => i.child.pid).join(', ')}).`,
  );

  // The hosts create their rooms on instance 0.
  const rooms: RoomState[] = [];
  for (let r = 0; r < plan.rooms; r++) {
    const expected = Math.floor(plan.players / plan.rooms) + (r < plan.players % plan.rooms ? 1 : 0) + 1;
    const created = await api<{ data?: { _id: string; code: string }; message?: string }>(
      instances[0]!.url,
      'POST',
      '/api/rooms',
      hostTokens[r]!,
      { quizId: seeded.quizIds[r], maxParticipants: expected, timeLimit: plan.timeLimitS },
    );
    if (created.status !== 201 || !created.body.data?.code) {
      throw new Error(`POST /api/rooms answered ${created.status} ${JSON.stringify(created.body).slice(0, 300)}`);
    }
    rooms.push({
      id: created.body.data._id,
      code: created.body.data.code,
      hostToken: hostTokens[r]!,
      expected,
      joinAcks: 0,
      joinFailures: 0,
      joinedAt: 0,
      startStatus: undefined,
      startError: undefined,
      finished: 0,
      finishedOk: 0,
      ended: 0,
      serverStatus: 'unknown',
      serverAnswered: 0,
    });
  }

  // Player p plays in room p % R; within a room, players take the instances in turn; hosts play on instance 0.
  const workerCount = Math.max(1, Math.min(4, Math.ceil(plan.players / 250)));
  const assignments: PlayerSpec[][] = Array.from({ length: workerCount }, () => []);
  rooms.forEach((room, r) =>
    assignments[r % workerCount]!.push({
      room: r,
      code: room.code,
      url: instances[0]!.url,
      token: hostTokens[r]!,
      host: true,
    }),
  );
  playerTokens.forEach((token, p) => {
    const r = p % plan.rooms;
    assignments[p % workerCount]!.push({
      room: r,
      code: rooms[r]!.code,
      url: instances[Math.floor(p / plan.rooms) % plan.instances]!.url,
      token,
      host: false,
    });
  });

  const results: WorkerResults[] = [];
  const gameStart = performance.now();
  const machineAtStart = machineTicks();
  let lastJoinAck = gameStart;
  const startRoom = async (room: RoomState) => {
    try {
      const res = await api<{ message?: string }>(
        instances[0]!.url,
        'POST',
        `/api/rooms/${room.code}/start`,
        room.hostToken,
      );
      room.startStatus = res.status;
      if (res.status !== 200) room.startError = `${res.status} ${res.body.message ?? JSON.stringify(res.body)}`;
    } catch (error) {
      room.startStatus = 0;
      room.startError = error instanceof Error ? error.message : String(error);
    }
  };
  const onMessage = (message: FromWorker) => {
    if (message.type === 'results') {
      results.push(message.results);
      return;
    }
    const room = rooms[message.room]!;
    if (message.type === 'joined') {
      room.joinAcks++;
      if (!message.ok) room.joinFailures++;
      lastJoinAck = performance.now();
      if (room.joinAcks === room.expected) {
        room.joinedAt = lastJoinAck;
        // With nobody but the host in, the start would be refused; let the run report the join failures.
        if (room.joinFailures < room.expected - 1) void startRoom(room);
        else room.startError = 'no player joined';
      }
    } else if (message.type === 'finished') {
      room.finished++;
      if (message.ok) room.finishedOk++;
    } else if (message.type === 'ended') {
      room.ended++;
    }
  };
  for (const players of assignments) {
    const worker = fork(path.join(import.meta.dirname, 'game-worker.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    workers.push(worker);
    worker.on('message', onMessage);
    worker.on('exit', (code) => {
      if (code !== 0 && !shuttingDown) console.error(`A worker exited with code ${code}.`);
    });
    const start: ToWorker = {
      type: 'start',
      plan: {
        players,
        thinkMinMs: plan.thinkMinMs,
        thinkMaxMs: plan.thinkMaxMs,
        joinConcurrency: Math.ceil(plan.joinConcurrency / workerCount),
        joinTimeoutMs: 30_000,
        ackTimeoutMs: 10_000,
      },
    };
    worker.send(start);
  }
  console.log(
    `Playing: ${plan.players} players + ${plan.rooms} host${plan.rooms === 1 ? '' : 's'} in ${plan.rooms} ` +
      `room${plan.rooms === 1 ? '' : 's'} on ${plan.instances} instance${plan.instances === 1 ? '' : 's'}, ` +
      `${workerCount} client worker${workerCount === 1 ? '' : 's'}, ${plan.questions} questions, ` +
      `think ${plan.thinkMinMs}–${plan.thinkMaxMs} ms, time limit ${plan.timeLimitS} s.`,
  );

  const everyone = plan.players + plan.rooms;
  const sum = (pick: (room: RoomState) => number) => rooms.reduce((n, room) => n + pick(room), 0);
  const joinTimeoutMs = 120_000 + everyone * 100;
  const joinedAll = await until(() => sum((room) => room.joinAcks) === everyone, joinTimeoutMs);
  const joinTotalMs = lastJoinAck - gameStart;
  if (!joinedAll) console.error(`Not every player had an answer to join-room after ${seconds(joinTimeoutMs)} s.`);

  // Every player answers Q questions; each answer may wait up to 10 s for its acknowledgement.
  const gameTimeoutMs = plan.questions * (plan.thinkMaxMs + 2 * 10_000) + 60_000;
  const finishedAll = await until(
    () => sum((room) => room.finished) === everyone || rooms.every((room) => room.startError),
    gameTimeoutMs,
  );
  if (!finishedAll) console.error(`Not every player had finished after ${seconds(gameTimeoutMs)} s.`);
  const allPlayedAt = performance.now();
  // Finishers' 'game-ended' arrives as the last player of the room finishes.
  await until(() => sum((room) => room.ended) >= sum((room) => room.finishedOk), 15_000);
  const gameMs = performance.now() - gameStart;

  // What the servers recorded, then their CPU and memory, before anything is stopped.
  for (const room of rooms) {
    try {
      const res = await api<{ data?: { status: string; participants: { answeredCount: number }[] } }>(
        instances[0]!.url,
        'GET',
        `/api/rooms/${room.code}`,
        room.hostToken,
      );
      room.serverStatus = res.body.data?.status ?? `HTTP ${res.status}`;
      room.serverAnswered = (res.body.data?.participants ?? []).reduce((n, p) => n + p.answeredCount, 0);
    } catch (error) {
      room.serverStatus = `unreachable (${error instanceof Error ? error.message : String(error)})`;
    }
  }
  const machineAtEnd = machineTicks();
  const machineBusy = (machineAtEnd.busy - machineAtStart.busy) / (machineAtEnd.total - machineAtStart.total);
  const figures = instances.map((instance) => {
    const f = processFigures(instance.child.pid!);
    return {
      cpuSeconds: f ? f.cpuSeconds - instance.baselineCpu : NaN,
      startupCpuSeconds: instance.baselineCpu,
      peakRssMb: f?.peakRssMb ?? NaN,
    };
  });

  const collected = until(() => results.length === workers.length, 15_000);
  for (const worker of workers) if (worker.connected) worker.send({ type: 'stop' } satisfies ToWorker);
  if (!(await collected)) console.error('A worker did not send its results.');
  await stopServers();

  let stored: StoredAnswers | undefined;
  try {
    stored = await storedAnswers(
      dataDir,
      rooms.map((room) => room.id),
    );
  } catch (error) {
    console.error(`Could not count the stored answers: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { rooms, results, figures, stored, machineBusy, joinTotalMs, gameMs, allPlayedMs: allPlayedAt - gameStart };
}

// ---------------------------------------------------------------------------------------------------------------
// Report

function report(run: Awaited<ReturnType<typeof runGame>>, totalMs: number) {
  const { rooms, results, figures } = run;
  const all = <K extends keyof WorkerResults>(key: K) => results.map((r) => r[key]);
  const flat = (arrays: number[][]) => arrays.flat().sort((a, b) => a - b);
  const merge = (records: Record<string, number>[]) => {
    const out: Record<string, number> = {};
    for (const record of records) for (const [k, v] of Object.entries(record)) out[k] = (out[k] ?? 0) + v;
    return out;
  };
  const total = (values: number[]) => values.reduce((a, b) => a + b, 0);

  const joinMs = flat(all('joinMs'));
  const ackMs = flat(all('answerAckMs'));
  const messages = all('messagesPerPlayer').flat();
  const refused = merge(all('answersRefused'));
  const refusedCount = total(Object.values(refused));
  const lost = total(all('answersLost'));
  const sent = total(all('answersSent'));
  const accepted = total(all('answersAccepted'));
  const everyone = plan.players + plan.rooms;
  const completed = rooms.filter((room) => room.ended === room.expected && room.serverStatus === 'completed').length;
  const serverCpu = total(figures.map((f) => f.cpuSeconds));
  const peakRss = Math.max(...figures.map((f) => f.peakRssMb));

  const header = [
    'players',
    'rooms',
    'instances',
    'join p50',
    'join p95',
    'join all',
    'answers',
    'ack p50',
    'ack p95',
    'ack p99',
    'lost',
    'refused',
    'msgs/player',
    'msgs max',
    'games done',
    'server CPU',
    'peak RSS',
    'wall',
  ];
  const row = [
    String(plan.players),
    String(plan.rooms),
    String(plan.instances),
    ms(percentile(joinMs, 0.5)),
    ms(percentile(joinMs, 0.95)),
    `${seconds(run.joinTotalMs)} s`,
    String(sent),
    ms(percentile(ackMs, 0.5)),
    ms(percentile(ackMs, 0.95)),
    ms(percentile(ackMs, 0.99)),
    String(lost),
    String(refusedCount),
    messages.length ? (total(messages) / messages.length).toFixed(1) : '-',
    messages.length ? String(Math.max(...messages)) : '-',
    `${completed}/${plan.rooms}`,
    `${serverCpu.toFixed(1)} s`,
    `${peakRss.toFixed(0)} MB`,
    `${seconds(run.gameMs)} s`,
  ];
  const widths = header.map((h, i) => Math.max(h.length, row[i]!.length));
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padStart(widths[i]!)).join(' | ')} |`;
  console.log();
  console.log(format(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 1) + ':').join('|')}|`);
  console.log(format(row));
  console.log();

  const database = databaseUrl ? `PostgreSQL ${new URL(databaseUrl).pathname.slice(1)}` : 'PGlite (temp folder)';
  console.log(
    `Database ${database}, realtime ${redisUrl ? 'Redis adapter' : 'in-process'}; ${plan.questions} questions, ` +
      `think ${plan.thinkMinMs}–${plan.thinkMaxMs} ms, time limit ${plan.timeLimitS} s; ${everyone} participants ` +
      `(each room's host plays too).`,
  );
  console.log(
    `Answers: ${sent} sent, ${accepted} accepted, ${refusedCount} refused, ${lost} lost (no ack within 10 s); ` +
      `server recorded ${total(rooms.map((r) => r.serverAnswered))} of ${everyone * plan.questions} questions done.` +
      ` Ack max ${ms(ackMs.at(-1) ?? NaN)}.`,
  );
  const { stored } = run;
  if (stored) {
    console.log(
      `Database: ${stored.stored} answers stored, ${stored.withOption} with an option ` +
        `(${Math.max(0, stored.withOption - accepted)} more than were acknowledged: answers whose ack came late or ` +
        `never), ${stored.timedOut} timed out without one, ${stored.atDeadline} at or past the deadline.`,
    );
  }
  console.log(
    `Join: connect → join ack over ${joinMs.length} joins, max ${ms(joinMs.at(-1) ?? NaN)}; all joined in ` +
      `${seconds(run.joinTotalMs)} s (${plan.joinConcurrency} at a time). Last player finished at ` +
      `${seconds(run.allPlayedMs)} s.`,
  );
  const events = merge(all('eventCounts'));
  const sizes = new Map<string, { bytes: number; sampled: number }>();
  for (const record of all('eventSizes')) {
    for (const [name, size] of Object.entries(record)) {
      const sum = sizes.get(name) ?? { bytes: 0, sampled: 0 };
      sizes.set(name, { bytes: sum.bytes + size.bytes, sampled: sum.sampled + size.sampled });
    }
  }
  const averageSize = (name: string) => {
    const size = sizes.get(name);
    return size && size.sampled > 0 ? size.bytes / size.sampled : 0;
  };
  const receivedBytes = Object.entries(events).reduce((n, [name, count]) => n + count * averageSize(name), 0);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  console.log(
    `Messages received: ${Object.entries(events)
      .sort((a, b) => b[1] - a[1])
      .map(([name, n]) => `${name} ${n} (~${kb(averageSize(name))} each)`)
      .join(
        ', ',
      )}; about ${(receivedBytes / 1024 / 1024).toFixed(receivedBytes < 10 * 1024 * 1024 ? 1 : 0)} MB of JSON in all, ` +
      `${kb(receivedBytes / Math.max(1, messages.length))} per player. The largest join-room ack listed ` +
      `${Math.max(...all('joinAckMaxParticipants'))} participants (~${kb(Math.max(...all('joinAckMaxBytes')))}).`,
  );
  console.log(
    `Server CPU ${serverCpu.toFixed(1)} s during the run (+${total(figures.map((f) => f.startupCpuSeconds)).toFixed(1)} s ` +
      `start-up), peak RSS per instance ${figures.map((f) => `${f.peakRssMb.toFixed(0)} MB`).join(', ')}; ` +
      `client workers ${total(all('cpuSeconds')).toFixed(1)} s CPU on the same machine, whose ${availableParallelism()} ` +
      `cores were ${(run.machineBusy * 100).toFixed(0)}% busy during the game (servers, clients, database, anything else). ` +
      `Total run ${seconds(totalMs)} s.`,
  );

  const problems: string[] = [];
  const joinFailures = merge(all('joinFailures'));
  for (const [message, n] of Object.entries(joinFailures)) problems.push(`${n} join(s) failed: ${message}`);
  for (const [message, n] of Object.entries(refused)) problems.push(`${n} answer(s) refused: ${message}`);
  for (const [message, n] of Object.entries(merge(all('questionFailures')))) {
    problems.push(`${n} get-question failure(s): ${message}`);
  }
  const disconnects = total(all('disconnects'));
  if (disconnects > 0) problems.push(`${disconnects} socket(s) disconnected during the game`);
  rooms.forEach((room, r) => {
    if (room.startError) problems.push(`room ${r + 1} (${room.code}) did not start: ${room.startError}`);
    if (room.ended !== room.expected || room.serverStatus !== 'completed' || room.finishedOk !== room.expected) {
      problems.push(
        `room ${r + 1} (${room.code}): ${room.finishedOk}/${room.expected} finished, ${room.ended}/${room.expected} ` +
          `got game-ended, server status ${room.serverStatus}`,
      );
    }
  });
  if (stored && stored.withOption < accepted) {
    problems.push(`${accepted - stored.withOption} acknowledged answer(s) are missing from the database`);
  }
  if (results.length < workers.length) problems.push(`${workers.length - results.length} worker(s) sent no results`);
  for (const problem of problems) console.log(`  ! ${problem}`);

  const p95 = percentile(ackMs, 0.95);
  const budgetShape = plan.players >= 2000 && plan.rooms === 1 && plan.instances === 1;
  console.log(
    `\nBudget: answer→ack p95 < 100 ms at 2,000 players, 0 lost: ${p95 < 100 && lost === 0 ? 'yes' : 'no'}` +
      ` (p95 ${ms(p95)}, ${lost} lost` +
      (budgetShape
        ? ')'
        : `; on this run's figures: ${plan.players} players in ${plan.rooms} room(s) on ${plan.instances} ` +
          `instance(s), not the budget's 2,000 in one room on one instance)`),
  );

  return (
    lost === 0 &&
    completed === plan.rooms &&
    results.length === workers.length &&
    (!stored || stored.withOption >= accepted)
  );
}

// ---------------------------------------------------------------------------------------------------------------

const runStart = performance.now();
if (!existsSync(path.join(import.meta.dirname, 'server-guard.ts'))) fail('bench/server-guard.ts is missing');
dataDir = await mkdtemp(path.join(tmpdir(), 'qa-bench-game-'));
console.log(
  `bench:game${plan.small ? ' --small' : ''}: ${plan.players} players, ${plan.rooms} room(s), ${plan.instances} ` +
    `instance(s), ${databaseUrl ? `PostgreSQL ${new URL(databaseUrl).pathname.slice(1)}` : 'PGlite (temp folder)'}` +
    `${redisUrl ? ', Redis' : ''}`,
);
let ok = false;
try {
  const run = await runGame(dataDir);
  ok = report(run, performance.now() - runStart);
} catch (error) {
  console.error(`bench:game failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
} finally {
  await stopServers();
  killEverything();
  try {
    await cleanUp(dataDir);
  } catch (error) {
    console.error(`Could not delete this run's users: ${error instanceof Error ? error.message : String(error)}`);
  }
  await rm(dataDir, { recursive: true, force: true });
}
if (!ok) {
  console.error('\nbench:game: FAILED (an answer was lost, a room did not complete, or the run broke).');
  process.exitCode = 1;
}
// Stray handles (undici keep-alive sockets) must not hold the exit.
process.exit();
