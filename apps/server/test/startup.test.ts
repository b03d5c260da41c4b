/**
 * `npm start` that cannot start says why in one line and exits non-zero: a wrong DATABASE_URL or REDIS_URL, a
 * DATA_DIR it cannot write (read-only, full, a file in the way), a database from a newer release or a damaged one,
 * a port in use. A data folder from an older release is migrated forward and starts.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { migrationsFolder, openDatabase } from '../src/db/client';
import { failedStart, freePort, killServerProcesses, startServerProcess } from './server-process';

const jwtSecret = randomBytes(32).toString('base64url');
// Each test starts a server process (tsx, then the database): give it room when other test files share the cores
// (CI saw 60 s on a loaded machine).
vi.setConfig({ testTimeout: 120_000 });
const folders: string[] = [];
const mounts: string[] = [];

async function folder() {
  const dir = await mkdtemp(path.join(tmpdir(), 'qa-startup-'));
  folders.push(dir);
  return dir;
}

afterAll(async () => {
  killServerProcesses();
  for (const dir of mounts) execFileSync('umount', [dir]);
  for (const dir of folders) await rm(dir, { recursive: true, force: true });
});

/** The one line the server printed, checked for what every start-up failure must be. */
function expectOneClearLine(run: { code: number | null; output: string }, says: string | RegExp) {
  expect(run.code).toBe(1);
  const lines = run.output.split('\n').filter((l) => l.trim() !== '');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^Start-up failed: /);
  expect(lines[0]).toMatch(says);
  expect(run.output).not.toMatch(/^\s+at /m);
}

function mountTmpfs(dir: string, options: string) {
  execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir], { stdio: 'ignore' });
  mounts.push(dir);
}

/** A read-only or tiny disk of our own needs a tmpfs mount: root only (CI runs as root). */
const canMount = (() => {
  const probe = mkdtempSync(path.join(tmpdir(), 'qa-mount-probe-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe], { stdio: 'ignore' });
    execFileSync('umount', [probe]);
    return true;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
})();

const postgres = process.env.DATABASE_URL || undefined;

describe('a server that cannot start', () => {
  it('names PostgreSQL and its address, never the password, when DATABASE_URL refuses the connection', async () => {
    const run = await failedStart({
      dataDir: await folder(),
      jwtSecret,
      databaseUrl: 'postgres://postgres:hunter2-secret@127.0.0.1:1/quiz',
    });
    expectOneClearLine(run, 'cannot connect to PostgreSQL at 127.0.0.1:1 (connection refused). Check DATABASE_URL.');
    expect(run.output).not.toContain('hunter2-secret');
  });

  it.runIf(postgres)('names the database that does not exist', async () => {
    const url = new URL(postgres!);
    url.pathname = '/qa_no_such_database_here';
    const run = await failedStart({ dataDir: await folder(), jwtSecret, databaseUrl: url.toString() });
    expectOneClearLine(run, /has no database "qa_no_such_database_here"/);
  });

  it('names Redis and its address when REDIS_URL refuses the connection', async () => {
    const run = await failedStart({ dataDir: await folder(), jwtSecret, redisUrl: 'redis://127.0.0.1:1' });
    expectOneClearLine(run, 'cannot connect to Redis at 127.0.0.1:1 (connection refused). Check REDIS_URL.');
  });

  it('says a file is in the way when DATA_DIR cannot be a folder', async () => {
    const file = path.join(await folder(), 'not-a-folder');
    await writeFile(file, 'x');
    const run = await failedStart({ dataDir: path.join(file, 'data'), jwtSecret });
    expectOneClearLine(run, /DATA_DIR .*not-a-folder\/data cannot hold the data/);
  });

  it.runIf(canMount)('says DATA_DIR is read-only', async () => {
    const dir = await folder();
    mountTmpfs(dir, 'size=4m,ro');
    const run = await failedStart({ dataDir: dir, jwtSecret });
    expectOneClearLine(run, `DATA_DIR ${dir} is not writable (read-only file system`);
  });

  it.runIf(canMount)('says the disk is full', async () => {
    const dir = await folder();
    mountTmpfs(dir, 'size=2m');
    const run = await failedStart({ dataDir: dir, jwtSecret });
    expectOneClearLine(run, `no space left on the disk holding DATA_DIR ${dir}`);
  });

  it('says the port is taken', async () => {
    const port = await freePort();
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    try {
      const run = await failedStart({ dataDir: await folder(), jwtSecret, port });
      expectOneClearLine(run, `port ${port} is already in use (PORT)`);
    } finally {
      blocker.close();
    }
  });
});

describe('the embedded database in DATA_DIR', () => {
  it('is migrated forward when an older release wrote it', async () => {
    const dataDir = await folder();
    // The first five migrations, as the release that had only those left the folder.
    const older = path.join(await folder(), 'drizzle');
    await mkdir(path.join(older, 'meta'), { recursive: true });
    const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    journal.entries = journal.entries.slice(0, 5);
    await writeFile(path.join(older, 'meta/_journal.json'), JSON.stringify(journal));
    for (const entry of journal.entries) {
      await cp(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(older, `${entry.tag}.sql`));
    }
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = await PGlite.create(path.join(dataDir, 'db'));
    await migrate(drizzle(client), { migrationsFolder: older });
    await client.close();

    const server = await startServerProcess({ dataDir, jwtSecret });
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect((await server.stop()).code).toBe(0);
    const handle = await openDatabase({ databaseUrl: undefined, pgliteDir: path.join(dataDir, 'db'), migrate: false });
    const [applied] = await handle.query<{ n: number }>(
      'count-migrations',
      'select count(*)::int as n from drizzle.__drizzle_migrations',
      [],
    );
    await handle.close();
    expect(applied!.n).toBe(
      JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')).entries.length,
    );
  }, 180_000);

  it('is refused when a newer release wrote it', async () => {
    const dataDir = await folder();
    const handle = await openDatabase({ databaseUrl: undefined, pgliteDir: path.join(dataDir, 'db') });
    await handle.query(
      'newer-migration',
      `insert into drizzle.__drizzle_migrations (hash, created_at)
       select 'from-a-later-release', max(created_at) + 86400000 from drizzle.__drizzle_migrations`,
      [],
    );
    await handle.close();
    const run = await failedStart({ dataDir, jwtSecret });
    expectOneClearLine(run, /the database in DATA_DIR was written by a newer version of Quiz Adventure/);
  }, 180_000);

  it('is reported as damaged, with the way out, when it cannot be opened', async () => {
    const dataDir = await folder();
    const handle = await openDatabase({ databaseUrl: undefined, pgliteDir: path.join(dataDir, 'db') });
    await handle.close();
    await writeFile(path.join(dataDir, 'db/global/pg_control'), randomBytes(8192));
    const run = await failedStart({ dataDir, jwtSecret });
    expectOneClearLine(run, /the embedded database in .*could not be opened .*npm run restore -- FILE/);
  }, 180_000);
});
