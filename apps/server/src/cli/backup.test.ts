/**
 * npm run backup / npm run restore on the embedded database, run as the commands a person types: back up (with the
 * server running or not), add data, restore, and the added data is gone while the rest, pictures too, is intact; a damaged or
 * foreign file is refused and the database is left exactly as it was.
 */
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { pictures } from '../db/schema/pictures';
import { users } from '../db/schema/users';
import { pictureRow } from '../lib/storage';
import { buildTestApp } from '../../test/helpers';
import { killServerProcesses, startServerProcess } from '../../test/server-process';

const run = promisify(execFile);
const folders: string[] = [];
afterAll(async () => {
  killServerProcesses();
  for (const dir of folders) await rm(dir, { recursive: true, force: true });
});

async function folder() {
  const dir = await mkdtemp(path.join(tmpdir(), 'qa-backup-'));
  folders.push(dir);
  return dir;
}

/** `npm run backup|restore -- FILE` on this DATA_DIR, always on the embedded database. */
function cli(command: 'backup' | 'restore', dataDir: string, file: string, env: Record<string, string> = {}) {
  const script = path.resolve(import.meta.dirname, `${command}.ts`);
  return run(process.execPath, ['--import', 'tsx', script, file], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'silent', ...env },
  }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );
}

async function withDatabase<T>(dataDir: string, work: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>) {
  const handle = await openDatabase({ databaseUrl: undefined, pgliteDir: path.join(dataDir, 'db') });
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

const addUser = (dataDir: string, name: string) =>
  withDatabase(dataDir, (h) =>
    h.db.insert(users).values({ username: name, email: `${name}@example.test`, passwordHash: 'x' }),
  );
const addPicture = (dataDir: string, name: string) =>
  withDatabase(dataDir, (h) =>
    h.db.insert(pictures).values(pictureRow(`/uploads/avatars/${name}.png`, 'image/png', Buffer.from(name))),
  );
const pictureBytes = (dataDir: string) =>
  withDatabase(dataDir, async (h) =>
    (await h.db.select({ data: pictures.data }).from(pictures)).map((r) => r.data.toString()).sort(),
  );
const usernames = (dataDir: string) =>
  withDatabase(dataDir, async (h) => (await h.db.select({ u: users.username }).from(users)).map((r) => r.u).sort());

// Each test runs the commands as child processes (tsx starts each): on a busy 2-core machine that takes minutes, so
// the time-outs are generous (they catch a hang, not slowness).
describe('npm run backup and npm run restore', () => {
  it('backs up a stopped database, and restoring it takes back what was added since', async () => {
    const dataDir = await folder();
    await addUser(dataDir, 'kept_anna');
    await addPicture(dataDir, 'kept-picture');
    const file = path.join(await folder(), 'lesson.backup');

    const backup = await cli('backup', dataDir, file);
    expect(backup).toMatchObject({ code: 0, out: expect.stringContaining('server not running') });
    expect(backup.out).toContain('pictures are in the database');
    await addUser(dataDir, 'added_binh');
    await addPicture(dataDir, 'added-picture');
    expect(await usernames(dataDir)).toEqual(['added_binh', 'kept_anna']);

    const restore = await cli('restore', dataDir, file);
    expect(restore).toMatchObject({ code: 0, out: expect.stringContaining('1 accounts, 1 pictures') });
    expect(await usernames(dataDir)).toEqual(['kept_anna']);
    expect(await pictureBytes(dataDir)).toEqual(['kept-picture']);
    // The database it replaced is kept beside it.
    expect(readdirSync(dataDir).filter((f) => f.startsWith('db.before-restore-'))).toHaveLength(1);
  }, 180_000);

  it('backs up while the server runs, and the restored folder starts with everything up to the backup', async () => {
    const dataDir = await folder();
    const jwtSecret = randomBytes(32).toString('base64url');
    const server = await startServerProcess({ dataDir, jwtSecret });
    const register = (username: string) =>
      fetch(`${server.url}/api/users/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, email: `${username}@example.test`, password: 'secret-password' }),
      });
    expect((await register('before_backup')).status).toBe(201);
    const file = path.join(await folder(), 'running.backup');

    const backup = await cli('backup', dataDir, file);
    expect(backup).toMatchObject({ code: 0, out: expect.stringContaining('taken by the running server') });
    expect((await register('after_backup')).status).toBe(201);

    const refused = await cli('restore', dataDir, file);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('Stop it first');

    expect((await server.stop()).code).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.json'))).toBe(false);
    expect((await cli('restore', dataDir, file)).code).toBe(0);
    const again = await startServerProcess({ dataDir, jwtSecret });
    const login = (email: string) =>
      fetch(`${again.url}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'secret-password' }),
      });
    expect((await login('before_backup@example.test')).status).toBe(200);
    expect((await login('after_backup@example.test')).status).toBe(401);
    expect((await again.stop()).code).toBe(0);
  }, 180_000);

  it('refuses a damaged, truncated or foreign file and leaves the database as it was', async () => {
    const dataDir = await folder();
    await addUser(dataDir, 'untouched');
    const dir = await folder();
    const good = path.join(dir, 'good.backup');
    expect((await cli('backup', dataDir, good)).code).toBe(0);
    const bytes = await readFile(good);

    const random = path.join(dir, 'random.backup');
    await writeFile(random, randomBytes(4096));
    const truncated = path.join(dir, 'truncated.backup');
    await writeFile(truncated, bytes.subarray(0, bytes.length >> 1));
    // A real PGlite data folder, but not ours.
    const foreignDir = await folder();
    const { PGlite } = await import('@electric-sql/pglite');
    const other = await PGlite.create(path.join(foreignDir, 'db'));
    await other.exec('create table notes (body text)');
    await writeFile(
      path.join(dir, 'foreign.backup'),
      Buffer.from(await (await other.dumpDataDir('gzip')).arrayBuffer()),
    );
    await other.close();

    for (const [name, says] of [
      ['random.backup', 'is not a backup made by npm run backup'],
      ['truncated.backup', 'is not a backup made by npm run backup'],
      ['foreign.backup', "not Quiz Adventure's"],
      ['missing.backup', 'no such file'],
    ] as const) {
      const result = await cli('restore', dataDir, path.join(dir, name));
      expect(result.code, name).toBe(1);
      expect(result.out, name).toContain(says);
      expect(result.out.trim().split('\n'), name).toHaveLength(1);
    }
    expect(await usernames(dataDir)).toEqual(['untouched']);
    expect(readdirSync(dataDir).filter((f) => f !== 'db')).toEqual([]);
  }, 180_000);

  it('points PostgreSQL users at pg_dump and pg_restore', async () => {
    const dataDir = await folder();
    const env = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/quiz' };
    const backup = await cli('backup', dataDir, path.join(dataDir, 'x'), env);
    expect(backup.code).toBe(1);
    expect(backup.out).toContain('pg_dump --format=custom');
    expect((await cli('restore', dataDir, path.join(dataDir, 'x'), env)).out).toContain('pg_restore');
  }, 30_000);
});

describe('GET /api/internal/backup', () => {
  it('does not exist without the key, or with a wrong one', async () => {
    const key = randomUUID();
    const t = await buildTestApp({}, { backupKey: key });
    try {
      for (const headers of [{}, { 'x-backup-key': 'wrong' }, { 'x-backup-key': `${key}x` }]) {
        const res = await t.app.inject({ url: '/api/internal/backup', headers });
        expect(res.statusCode).toBe(404);
      }
      const res = await t.app.inject({ url: '/api/internal/backup', headers: { 'x-backup-key': key } });
      // On the embedded database the key opens it; PostgreSQL (CI's first pass) has no such route at all.
      if (t.app.ctx.database.driver === 'pglite') {
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/gzip');
        expect(res.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
      } else {
        expect(res.statusCode).toBe(404);
      }
    } finally {
      await t.close();
    }
  }, 30_000);
});
