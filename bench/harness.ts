/**
 * What the benchmarks with real server processes (bench/game.ts, bench/chat.ts) share: their options and the run
 * (`Fleet`: the database it may write to, the people it seeds and their session tokens, the servers preloaded with
 * bench/server-guard.ts, the forked client workers, their CPU and memory from /proc). bench/figures.ts turns what
 * the workers measured into percentiles and the table.
 */
import { execFileSync, fork, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { like } from 'drizzle-orm';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { users } from '../apps/server/src/db/schema/users';
import { defaultPasswordHashCost, hashPassword } from '../apps/server/src/lib/passwords';
import { signSessionToken } from '../apps/server/src/lib/tokens';
import { ms, plural, seconds, total } from './figures';

const repoRoot = path.resolve(import.meta.dirname, '..');

// ---------------------------------------------------------------------------------------------------------------
// Small helpers

export function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves true when `done()` holds, false when the time is up first. */
export async function until(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (!done()) {
    if (performance.now() >= deadline) return false;
    await sleep(25);
  }
  return true;
}

// ---------------------------------------------------------------------------------------------------------------
// Options

/** The options every server benchmark takes besides its numbers. */
export interface CommonPlan {
  small: boolean;
  instances: number;
  /** Keep the seeded rows in PostgreSQL. */
  keep: boolean;
  /** Write each server's V8 CPU profile (.cpuprofile) into this folder. */
  cpuProfDir: string | undefined;
  /** Processes per server (WORKERS; PostgreSQL only): 1 unless --workers says otherwise. */
  workers: number;
}

/**
 * The plan of a run from the command line: `defaults(small)` (--small is the CI run), then --instances K, --keep,
 * --cpu-prof DIR, --help, and the whole-number flags named in `numeric`.
 */
export function parseFlags<P extends object>(
  argv: string[],
  defaults: (small: boolean) => P,
  numeric: Record<string, keyof P>,
  usage: string,
): P & CommonPlan {
  const small = argv.includes('--small');
  const plan: P & CommonPlan = {
    small,
    instances: 1,
    workers: 1,
    keep: false,
    cpuProfDir: undefined,
    ...defaults(small),
  };
  const flags: Record<string, keyof (P & CommonPlan)> = {
    ...numeric,
    '--instances': 'instances',
    '--workers': 'workers',
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
    const key = flags[flag];
    if (!key) fail(`Unknown option ${argv[i]}\n${usage}`);
    const raw = inline ?? argv[++i];
    const value = Number(raw);
    if (raw === undefined || raw === '' || !Number.isInteger(value) || value < 0) {
      fail(`${flag} needs a whole number, got ${JSON.stringify(raw ?? '')}`);
    }
    (plan as unknown as Record<string, number>)[key as string] = value;
  }
  if (plan.instances < 1) fail('--instances must be at least 1');
  if (plan.workers < 1) fail('--workers must be at least 1');
  return plan;
}

/** Which benchmark runs, and what it writes. */
export interface Target {
  /** The npm script, e.g. bench:game; its database in the examples is qa_bench_game. */
  bench: string;
  /** What the run writes, for the refusal: "users, quizzes and rooms". */
  writes: string;
  /** More environment for the servers. */
  env?: Record<string, string>;
  /** What the report's CPU figures cover ("the game"), and what came before it ("start-up"). */
  phase: [string, string];
  /** "answer→ack p95 < 100 ms at 2,000 players", and the p95 limit it names. */
  budget: { label: string; limitMs: number };
}

/**
 * PostgreSQL and Redis only from the environment; --small is the CI run on the embedded database. More than one
 * instance needs both; a DATABASE_URL must name a database whose name contains "bench", since the run writes to it.
 */
function benchDatabase(target: Target, plan: CommonPlan) {
  const example = `qa_${target.bench.replace(':', '_')}`;
  const databaseUrl = plan.small ? undefined : process.env.DATABASE_URL?.trim() || undefined;
  const redisUrl = plan.small ? undefined : process.env.REDIS_URL?.trim() || undefined;
  if (plan.instances > 1 && (!databaseUrl || !redisUrl)) {
    fail(
      `--instances ${plan.instances} needs a shared PostgreSQL and Redis:` +
        `${databaseUrl ? '' : ' DATABASE_URL is not set.'}${redisUrl ? '' : ' REDIS_URL is not set.'}\n` +
        `  psql -h 127.0.0.1 -U postgres -c 'create database ${example}'\n` +
        `  DATABASE_URL=postgres://postgres@127.0.0.1:5432/${example} REDIS_URL=redis://127.0.0.1:6379 \\\n` +
        `    npm run ${target.bench} -- ${process.argv.slice(2).join(' ')}`,
    );
  }
  if (plan.workers > 1 && !databaseUrl) {
    fail(`--workers ${plan.workers} needs PostgreSQL (DATABASE_URL): the embedded database belongs to one process.`);
  }
  let name = '';
  if (databaseUrl) {
    try {
      name = new URL(databaseUrl).pathname.slice(1);
    } catch {
      fail('DATABASE_URL is not a URL');
    }
    if (!name.includes('bench')) {
      fail(
        `${target.bench} writes ${target.writes}: DATABASE_URL must name a database whose name contains "bench" ` +
          `(got "${name}"), for example ${example}.`,
      );
    }
  }
  return { databaseUrl, redisUrl, databaseLabel: databaseUrl ? `PostgreSQL ${name}` : 'PGlite (temp folder)' };
}

// ---------------------------------------------------------------------------------------------------------------
// Figures from /proc

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
function oneProcessFigures(pid: number): { cpuSeconds: number; peakRssMb: number } | null {
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

/** The process and every process under it (a cluster's workers, tsx's compiler), from /proc. */
function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
    } catch {
      // gone meanwhile
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!) ?? []));
  return tree;
}

/**
 * CPU seconds and peak RSS (MB) of a server: the process and, with WORKERS > 1, its worker processes, summed. A
 * process that has ended counts no more (its CPU went to the parent's cutime, which is not read).
 */
function processFigures(pid: number): { cpuSeconds: number; peakRssMb: number } | null {
  const figures = processTree(pid).map(oneProcessFigures);
  if (!figures[0]) return null;
  return figures.reduce<{ cpuSeconds: number; peakRssMb: number }>(
    (sum, f) => (f ? { cpuSeconds: sum.cpuSeconds + f.cpuSeconds, peakRssMb: sum.peakRssMb + f.peakRssMb } : sum),
    { cpuSeconds: 0, peakRssMb: 0 },
  );
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

export interface Measured {
  /** Per server: CPU seconds since markCpu() and before it, peak RSS. */
  figures: { cpuSeconds: number; startupCpuSeconds: number; peakRssMb: number }[];
  /** The share of the machine's cores busy since markCpu(). */
  machineBusy: number;
}

// ---------------------------------------------------------------------------------------------------------------
// The run

export interface Instance {
  index: number;
  url: string;
  child: ChildProcess;
  exited: boolean;
  logLines: number;
  /** CPU seconds the server had used when the measured phase began. */
  baselineCpu: number;
}

const maxLogLines = 40;

/**
 * One run: where it writes, the people it seeds and their tokens, its real servers and client workers. Whatever
 * happens to the bench, none of the processes outlives it, and its users leave PostgreSQL with it (unless --keep).
 */
export class Fleet {
  readonly databaseUrl: string | undefined;
  readonly redisUrl: string | undefined;
  /** "PostgreSQL qa_bench_game" or "PGlite (temp folder)". */
  readonly databaseLabel: string;
  readonly runId = randomBytes(4).toString('hex');
  /** Every username of the run starts with it, which is how the run finds its users to delete. */
  readonly userPrefix: string;
  /** The servers' JWT_SECRET, which the run's session tokens are signed with. */
  readonly jwtSecret = randomBytes(48).toString('base64url');
  readonly instances: Instance[] = [];
  readonly workers: ChildProcess[] = [];
  /** Another run of a bench in its own process (runAfter), killed with the rest if this one is. */
  private readonly followers: ChildProcess[] = [];
  shuttingDown = false;
  /** The temp folder (PGlite, uploads), removed at the end. */
  dataDir = '';
  private passwordHash: Promise<string> | undefined;
  private machineAtMark = machineTicks();

  constructor(
    private readonly plan: CommonPlan,
    private readonly target: Target,
  ) {
    const where = benchDatabase(target, plan);
    this.databaseUrl = where.databaseUrl;
    this.redisUrl = where.redisUrl;
    this.databaseLabel = where.databaseLabel;
    // gb… for bench:game, cb… for bench:chat.
    this.userPrefix = `${target.bench.charAt(6)}b${this.runId}_`;
    process.on('exit', () => this.killEverything());
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, () => {
        console.error(`\n${signal}: stopping the servers and workers.`);
        this.killEverything();
        if (this.dataDir) rmSync(this.dataDir, { recursive: true, force: true });
        process.exit(130);
      });
    }
  }

  /** "Database …, realtime …", for the lines under the table. */
  get setting() {
    return `Database ${this.databaseLabel}, realtime ${this.redisUrl ? 'Redis adapter' : 'in-process'}`;
  }

  /** Opens the run's database (PGlite in the temp folder unless DATABASE_URL), runs `work`, closes it. */
  async database<T>(work: (db: Database) => Promise<T>, options: { migrate?: boolean } = {}): Promise<T> {
    const handle = await openDatabase({
      databaseUrl: this.databaseUrl,
      pgliteDir: path.join(this.dataDir, 'db'),
      migrate: options.migrate ?? false,
    });
    try {
      return await work(handle.db);
    } finally {
      await handle.close();
    }
  }

  /** What the database holds after the servers have stopped (PGlite has one owner); undefined when unreadable. */
  async readBack<T>(what: string, work: (db: Database) => Promise<T>): Promise<T | undefined> {
    try {
      return await this.database(work);
    } catch (error) {
      console.error(`Could not count ${what}: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  }

  /** Inserts `count` verified people named `<userPrefix><kind><n>` (n from 1), a thousand rows at a time. */
  async seedPeople(db: Database, kind: string, count: number, displayName: (i: number) => string) {
    this.passwordHash ??= hashPassword(`bench-${this.runId}`, defaultPasswordHashCost);
    const passwordHash = await this.passwordHash;
    const now = new Date();
    const people = Array.from({ length: count }, (_, i) => ({
      id: randomUUID(),
      username: `${this.userPrefix}${kind}${i + 1}`,
      email: `${this.userPrefix}${kind}${i + 1}@bench.quiz-adventure.local`,
      displayName: displayName(i),
      passwordHash,
      emailVerifiedAt: now,
    }));
    for (let i = 0; i < people.length; i += 1000) await db.insert(users).values(people.slice(i, i + 1000));
    return people;
  }

  /** Session tokens as the server mints them, for the JWT_SECRET the servers get. */
  tokens(userIds: string[]): Promise<string[]> {
    const secret = new TextEncoder().encode(this.jwtSecret);
    return Promise.all(userIds.map((userId) => signSessionToken({ userId, sessionVersion: 0 }, secret)));
  }

  private forward(instance: Instance, chunk: Buffer) {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      instance.logLines++;
      if (instance.logLines <= maxLogLines) console.error(`[server ${instance.index}] ${line.slice(0, 500)}`);
      else if (instance.logLines === maxLogLines + 1)
        console.error(`[server ${instance.index}] (further lines omitted)`);
    }
  }

  private async startServer(index: number): Promise<Instance> {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    delete env.NODE_ENV;
    Object.assign(env, {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: this.dataDir,
      JWT_SECRET: this.jwtSecret,
      RATE_LIMIT_AUTH_PER_ADDRESS: '1000000',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(this.dataDir, 'no-web-build'),
      WORKERS: String(this.plan.workers),
      ...this.target.env,
      ...(this.databaseUrl ? { DATABASE_URL: this.databaseUrl } : {}),
      ...(this.redisUrl ? { REDIS_URL: this.redisUrl } : {}),
    });
    const { cpuProfDir } = this.plan;
    // `--import tsx` compiles in-process: child.pid is the server itself. The guard ends it when our stdin pipe
    // closes, so a server cannot outlive a bench that was killed outright.
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--import',
        path.join(import.meta.dirname, 'server-guard.ts'),
        ...(cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', cpuProfDir] : []),
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
    this.instances.push(instance);
    child.stdout!.on('data', (chunk: Buffer) => this.forward(instance, chunk));
    child.stderr!.on('data', (chunk: Buffer) => this.forward(instance, chunk));
    child.stdin!.on('error', () => undefined);
    child.on('exit', (code, signal) => {
      instance.exited = true;
      if (!this.shuttingDown) console.error(`[server ${index}] exited early (code ${code}, signal ${signal})`);
    });
    return instance;
  }

  private async waitHealthy(instance: Instance, timeoutMs = 60_000) {
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

  /** Starts --instances servers one after the other (migrations), waits until each is healthy, then markCpu(). */
  async startServers() {
    const started = performance.now();
    for (let i = 0; i < this.plan.instances; i++) await this.startServer(i);
    await Promise.all(this.instances.map((instance) => this.waitHealthy(instance)));
    this.markCpu();
    console.log(
      `${plural(this.plan.instances, 'server')} ready in ${seconds(performance.now() - started)} s ` +
        `(pid ${this.instances.map((i) => i.child.pid).join(', ')}).`,
    );
  }

  /** From now on, measure() counts the servers' CPU and the machine's load. */
  markCpu() {
    for (const instance of this.instances) instance.baselineCpu = processFigures(instance.child.pid!)?.cpuSeconds ?? 0;
    this.machineAtMark = machineTicks();
  }

  /** The servers' CPU and peak memory, and the machine's load, since markCpu(); read before the servers stop. */
  measure(): Measured {
    const now = machineTicks();
    const figures = this.instances.map((instance) => {
      const f = processFigures(instance.child.pid!);
      return {
        cpuSeconds: f ? f.cpuSeconds - instance.baselineCpu : NaN,
        startupCpuSeconds: instance.baselineCpu,
        peakRssMb: f?.peakRssMb ?? NaN,
      };
    });
    return { figures, machineBusy: (now.busy - this.machineAtMark.busy) / (now.total - this.machineAtMark.total) };
  }

  /** The table's "server CPU" (all instances, since markCpu()) and "peak RSS" (the largest instance) cells. */
  serverCells(measured: Measured): [string, string] {
    const { figures } = measured;
    return [
      `${total(figures.map((f) => f.cpuSeconds)).toFixed(1)} s`,
      `${Math.max(...figures.map((f) => f.peakRssMb)).toFixed(0)} MB`,
    ];
  }

  /**
   * The lines that end a report: server CPU and memory, the clients' CPU and how busy the machine was during the
   * measured phase; the problems, with the sockets that dropped and the workers that sent no results; then the
   * budget, and how this run's shape differs from the budget's (`otherShape`), if it does.
   */
  conclude(
    measured: Measured,
    results: { cpuSeconds: number; startupCpuSeconds: number; disconnects: number }[],
    problems: string[],
    run: {
      totalMs: number;
      p95: number;
      lost: number;
      /** The clients' socket client, named in the CPU line. */
      client?: string;
      otherShape: string | undefined;
    },
  ) {
    const { budget } = this.target;
    const [phase, before] = this.target.phase;
    const { figures, machineBusy } = measured;
    const clientCpu =
      `${run.client ? `${run.client} client, ` : ''}` +
      `${total(results.map((r) => r.startupCpuSeconds)).toFixed(1)} s of it loading the workers`;
    console.log(
      `Server CPU ${total(figures.map((f) => f.cpuSeconds)).toFixed(1)} s during ${phase} ` +
        `(+${total(figures.map((f) => f.startupCpuSeconds)).toFixed(1)} s ${before}), peak RSS per instance ` +
        `${figures.map((f) => `${f.peakRssMb.toFixed(0)} MB`).join(', ')}; client workers ` +
        `${total(results.map((r) => r.cpuSeconds)).toFixed(1)} s CPU (${clientCpu}) on the same machine, whose ` +
        `${availableParallelism()} cores were ${(machineBusy * 100).toFixed(0)}% busy during ${phase} (servers, ` +
        `clients, database, anything else). Total run ${seconds(run.totalMs)} s.`,
    );
    const disconnects = total(results.map((r) => r.disconnects));
    const missing = this.workers.length - results.length;
    const all = [
      ...problems,
      ...(disconnects > 0 ? [`${disconnects} socket(s) disconnected during ${phase}`] : []),
      ...(missing > 0 ? [`${missing} worker(s) sent no results`] : []),
    ];
    for (const problem of all) console.log(`  ! ${problem}`);
    const met = run.p95 < budget.limitMs && run.lost === 0;
    console.log(
      `\nBudget: ${budget.label}, 0 lost: ${met ? 'yes' : 'no'} (p95 ${ms(run.p95)}, ${run.lost} lost` +
        `${run.otherShape ? `; on this run's figures: ${run.otherShape}` : ''})`,
    );
  }

  /** Forks a client worker (TypeScript through tsx) with an IPC channel. */
  forkWorker<M>(file: string, onMessage: (message: M) => void): ChildProcess {
    const worker = fork(file, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    this.workers.push(worker);
    worker.on('message', (message) => onMessage(message as M));
    worker.on('exit', (code) => {
      if (code !== 0 && !this.shuttingDown) console.error(`A worker exited with code ${code}.`);
    });
    return worker;
  }

  /**
   * Tells every worker to stop (they answer with their results), then stops the servers. `resultsIn()` says how
   * many results have arrived; a worker that has not sent its own within 15 s is reported.
   */
  async stopAll(stop: object, resultsIn: () => number) {
    const collected = until(() => resultsIn() === this.workers.length, 15_000);
    for (const worker of this.workers) if (worker.connected) worker.send(stop);
    if (!(await collected)) console.error('A worker did not send its results.');
    await this.stopServers();
  }

  private async stopServers() {
    this.shuttingDown = true;
    await Promise.all(
      this.instances.map(async (instance) => {
        if (instance.exited) return;
        const exited = new Promise<void>((resolve) => instance.child.once('exit', () => resolve()));
        instance.child.kill('SIGTERM');
        // The server forces its own exit after 10 s (which still writes a --cpu-prof profile); this is the backstop.
        if (!(await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]))) {
          instance.child.kill('SIGKILL');
          await exited;
        }
      }),
    );
  }

  private killEverything() {
    this.shuttingDown = true;
    for (const worker of [...this.workers, ...this.followers])
      if (worker.exitCode === null && worker.signalCode === null) worker.kill('SIGKILL');
    for (const instance of this.instances) if (!instance.exited) instance.child.kill('SIGKILL');
  }

  /**
   * Runs a bench script (TypeScript through tsx) with `args` in its own process, its output inline with this one's;
   * resolves whether it exited 0. For a second run after this one (`after` of main()), on its own servers.
   */
  runAfter(file: string, args: string[]): Promise<boolean> {
    console.log(`\n${path.relative(repoRoot, file)} ${args.join(' ')}:`);
    const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], { cwd: repoRoot, stdio: 'inherit' });
    this.followers.push(child);
    return new Promise((resolve) => {
      child.on('error', () => resolve(false));
      child.on('exit', (code) => resolve(code === 0));
    });
  }

  /**
   * The whole run: the banner, a temp folder, `run` (which returns whether the run passed), then servers and
   * workers stopped, the run's users deleted from PostgreSQL (unless --keep; what they own goes with them, on delete
   * cascade), the folder removed, then `after` (another run, which says whether it passed), and the exit code: 1
   * when the run did not pass, `failure` saying what that means, or when `after` did not.
   */
  async main(options: {
    banner: string;
    run: () => Promise<boolean>;
    failure: string;
    after?: () => Promise<boolean>;
  }): Promise<never> {
    const { bench } = this.target;
    console.log(
      `${bench}${this.plan.small ? ' --small' : ''}: ${options.banner}, ${this.databaseLabel}` +
        `${this.redisUrl ? ', Redis' : ''}`,
    );
    if (!existsSync(path.join(import.meta.dirname, 'server-guard.ts'))) fail('bench/server-guard.ts is missing');
    this.dataDir = await mkdtemp(path.join(tmpdir(), `qa-${bench.replace(':', '-')}-`));
    let ok = false;
    try {
      ok = await options.run();
    } catch (error) {
      console.error(`${bench} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    } finally {
      await this.stopServers();
      this.killEverything();
      try {
        if (this.databaseUrl && !this.plan.keep) {
          await this.database((db) => db.delete(users).where(like(users.username, `${this.userPrefix}%`)));
        }
      } catch (error) {
        console.error(`Could not delete this run's users: ${error instanceof Error ? error.message : String(error)}`);
      }
      await rm(this.dataDir, { recursive: true, force: true });
    }
    if (!ok) {
      console.error(`\n${bench}: FAILED ${options.failure}.`);
      process.exitCode = 1;
    }
    if (options.after && !(await options.after())) process.exitCode = 1;
    // Stray handles (undici keep-alive sockets) must not hold the exit.
    process.exit();
  }
}
