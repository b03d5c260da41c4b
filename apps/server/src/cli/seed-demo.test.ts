import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Categories, QuizLimits } from '@quiz/contract/limits';
import { quizInput } from '@quiz/contract/quizzes';
import { openDatabase } from '../db/client';
import { quizzes } from '../db/schema/quizzes';
import { users } from '../db/schema/users';
import { verifyPassword } from '../lib/passwords';
import { demoAccount, demoQuizzes } from './demo-quizzes';

const run = promisify(execFile);
const cli = path.resolve(import.meta.dirname, 'seed-demo.ts');

describe('demo quizzes', () => {
  it('pass the same validation as the API', () => {
    for (const demo of demoQuizzes) {
      const parsed = quizInput.safeParse(demo);
      expect(parsed.success, `${demo.title}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it('are public, five questions of four options each, with exactly one correct option', () => {
    for (const demo of demoQuizzes) {
      expect(demo.isPublic).toBe(true);
      expect(demo.questions).toHaveLength(5);
      for (const question of demo.questions) {
        if (!('options' in question)) throw new Error(`${question.content}: a demo question has options`);
        expect(question.options).toHaveLength(QuizLimits.manualOptions);
        expect(
          question.options.filter((o) => o.isCorrect),
          question.content,
        ).toHaveLength(1);
        expect(new Set(question.options.map((o) => o.label)).size, question.content).toBe(4);
      }
    }
  });

  it('are at least 12, cover every category and have distinct titles', () => {
    expect(demoQuizzes.length).toBeGreaterThanOrEqual(12);
    expect(new Set(demoQuizzes.map((q) => q.category))).toEqual(new Set(Categories));
    expect(new Set(demoQuizzes.map((q) => q.title)).size).toBe(demoQuizzes.length);
  });
});

// The CLI opens the database itself, so the test gives it a data folder (or the CI PostgreSQL) of its own.
describe('npm run seed:demo', () => {
  let dataDir: string;
  const env = () => ({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_PASSWORD: '' });
  const seed = () =>
    run(process.execPath, ['--import', 'tsx', cli], { env: env() }).then(
      (r) => ({ code: 0, out: r.stdout + r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
    );

  /** What the database holds for the demo account; opened and closed around each look (PGlite: one process). */
  async function demoState() {
    const database = await openDatabase({
      databaseUrl: process.env.DATABASE_URL || undefined,
      pgliteDir: path.join(dataDir, 'db'),
    });
    try {
      const [user] = await database.db.select().from(users).where(eq(users.email, demoAccount.email));
      const owned = user ? await database.db.select().from(quizzes).where(eq(quizzes.createdBy, user.id)) : [];
      return { user, owned };
    } finally {
      await database.close();
    }
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'qa-seed-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('creates a verified demo account with public quizzes, and nothing more when run again', async () => {
    const first = await seed();
    expect(first).toMatchObject({ code: 0, out: expect.stringContaining(`Demo account ${demoAccount.email}`) });

    const after = await demoState();
    expect(after.user).toMatchObject({ username: demoAccount.username, displayName: demoAccount.displayName });
    expect(after.user!.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await verifyPassword(after.user!.passwordHash, 'demo-password')).toBe(true);
    const byTitle = new Map(after.owned.map((q) => [q.title, q]));
    for (const demo of demoQuizzes) {
      expect(byTitle.get(demo.title), demo.title).toMatchObject({
        isPublic: true,
        category: demo.category,
        questionCount: 5,
      });
    }

    const second = await seed();
    expect(second).toMatchObject({
      code: 0,
      out: expect.stringContaining(`password demo-password; ${demoQuizzes.length} quizzes (0 new)`),
    });
    const again = await demoState();
    expect(again.user!.id).toBe(after.user!.id);
    expect(again.owned).toHaveLength(after.owned.length);
  }, 180_000);
});
