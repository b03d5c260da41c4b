import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { users } from '../db/schema/users';
import { uniqueUserInput } from '../../test/factories';

const run = promisify(execFile);
const cli = path.resolve(import.meta.dirname, 'admin.ts');
// Each test runs the CLI as a process (tsx, then the database): give it room when other test files share the cores.
vi.setConfig({ testTimeout: 60_000 });

// The CLI opens the database itself, so the test gives it a data folder (or the CI PostgreSQL) of its own.
let dataDir: string;
let database: DatabaseHandle;
const env = () => ({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const admin = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', cli, ...args], { env: env() }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'qa-cli-'));
  database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    pgliteDir: path.join(dataDir, 'db'),
  });
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run admin', () => {
  it('grants and revokes admin by email', async () => {
    const input = uniqueUserInput();
    await database.db.insert(users).values({ username: input.username, email: input.email, passwordHash: 'x' });
    // PGlite allows one process per data folder: hand it over to the CLI.
    await database.close();

    const granted = await admin('grant', input.email.toUpperCase());
    expect(granted).toMatchObject({ code: 0, out: expect.stringContaining('is now an admin') });
    const revoked = await admin('revoke', input.email);
    expect(revoked).toMatchObject({ code: 0, out: expect.stringContaining('is now a standard user') });

    database = await openDatabase({
      databaseUrl: process.env.DATABASE_URL || undefined,
      pgliteDir: path.join(dataDir, 'db'),
    });
    const [row] = await database.db.select().from(users).where(eq(users.email, input.email));
    expect(row!.accountType).toBe('standard');
    await database.close();
  });

  it('says so when no account has the email, and explains its usage', async () => {
    expect(await admin('grant', 'nobody@example.test')).toMatchObject({
      code: 1,
      out: expect.stringContaining('No account has the email'),
    });
    expect(await admin('promote')).toMatchObject({ code: 2, out: expect.stringContaining('Usage: npm run admin') });
  });
});
