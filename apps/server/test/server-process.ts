/**
 * Real server processes for the fault tests (SIGTERM, kill -9, instance loss): `node --import tsx src/main.ts`, as
 * `npm start` runs it, with people seeded straight into the database and session tokens signed for them. Each
 * process is preloaded with bench/server-guard.ts, so it shuts down when this test process ends in any way.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema/users';
import { defaultPasswordHashCost, hashPassword } from '../src/lib/passwords';
import { signSessionToken } from '../src/lib/tokens';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const running = new Set<ChildProcess>();

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything it printed. */
  output: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends the signal and resolves when the process is gone, with how long that took. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
}

export interface ServerSettings {
  dataDir: string;
  jwtSecret: string;
  /** PostgreSQL and Redis for scale-out; the embedded database in `dataDir` otherwise. */
  databaseUrl?: string;
  redisUrl?: string;
  port?: number;
  env?: Record<string, string>;
  /** How long it may take to answer /api/health (60 s; a journey beside another on a busy machine may need more). */
  startTimeoutMs?: number;
}

/** `node --import tsx src/main.ts` with the settings, its output kept; not yet known to be up. */
async function spawnServer(settings: ServerSettings) {
  const port = settings.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'NODE_ENV', 'SMTP_URL', 'AI_BASE_URL']) delete env[name];
  Object.assign(env, {
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: settings.dataDir,
    JWT_SECRET: settings.jwtSecret,
    LOG_LEVEL: 'warn',
    ROOM_MAX_PARTICIPANTS: '500',
    WEB_DIST: path.join(settings.dataDir, 'no-web-build'),
    ...(settings.databaseUrl ? { DATABASE_URL: settings.databaseUrl } : {}),
    ...(settings.redisUrl ? { REDIS_URL: settings.redisUrl } : {}),
    ...settings.env,
  });
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--import',
      path.join(repoRoot, 'bench/server-guard.ts'),
      path.join(repoRoot, 'apps/server/src/main.ts'),
    ],
    { cwd: repoRoot, env, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  running.add(child);
  const output: string[] = [];
  const keep = (chunk: Buffer) => output.push(chunk.toString('utf8'));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  child.stdin!.on('error', () => undefined);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  return { port, child, output, exited };
}

/** Starts a server that is expected to fail, and resolves with its exit code and all it printed. */
export async function failedStart(settings: ServerSettings, timeoutMs = 110_000) {
  const { child, output, exited } = await spawnServer(settings);
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const { code, signal } = await exited;
  clearTimeout(timer);
  return { code, signal, output: output.join('') };
}

/** Starts the server and resolves once GET /api/health answers ok. */
export async function startServerProcess(settings: ServerSettings): Promise<ServerProcess> {
  const { port, child, output, exited } = await spawnServer(settings);
  let gone = false;
  void exited.then(() => (gone = true));

  const url = `http://127.0.0.1:${port}`;
  const startTimeoutMs = settings.startTimeoutMs ?? 60_000;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (gone) throw new Error(`the server exited during start-up:\n${output.join('')}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start within ${startTimeoutMs / 1000} s:\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    port,
    child,
    output,
    exited,
    async stop(signal = 'SIGTERM') {
      const started = Date.now();
      if (!gone) child.kill(signal);
      const result = await exited;
      return { ...result, ms: Date.now() - started };
    },
  };
}

/** Kills whatever is still running (afterAll). */
export function killServerProcesses() {
  for (const child of running) child.kill('SIGKILL');
}

/**
 * Verified people inserted straight into the database (before the embedded database's server opens it, or beside
 * PostgreSQL's), with session tokens signed by the servers' secret.
 */
export async function seedPeople(options: { dataDir: string; databaseUrl?: string; jwtSecret: string; count: number }) {
  const handle = await openDatabase({ databaseUrl: options.databaseUrl, pgliteDir: path.join(options.dataDir, 'db') });
  const run = randomUUID().slice(0, 8);
  const passwordHash = await hashPassword(randomBytes(12).toString('hex'), defaultPasswordHashCost);
  try {
    const rows = Array.from({ length: options.count }, (_, i) => ({
      id: randomUUID(),
      username: `fault_${run}_${i}`,
      email: `fault_${run}_${i}@example.test`,
      displayName: `Player ${i}`,
      passwordHash,
      emailVerifiedAt: new Date(),
    }));
    await handle.db.insert(users).values(rows);
    const secret = new TextEncoder().encode(options.jwtSecret);
    return Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        name: row.displayName,
        token: await signSessionToken({ userId: row.id, sessionVersion: 0 }, secret),
      })),
    );
  } finally {
    await handle.close();
  }
}

export type SeededPerson = Awaited<ReturnType<typeof seedPeople>>[number];
