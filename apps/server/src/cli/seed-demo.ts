/**
 * npm run seed:demo: a verified demo account owning public quizzes in every category, to try the app with.
 * Idempotent: the account is found by email, each quiz by title and owner; running it again creates nothing.
 */
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { quizInput } from '@quiz/contract/quizzes';
import { loadConfig } from '../config';
import type { AppContext } from '../context';
import pino from 'pino';
import { AchievementTracker } from '../modules/achievements/tracker';
import { QuizReadCache } from '../modules/quizzes/read-cache';
import { openDatabase, uniqueViolationOf } from '../db/client';
import { quizzes } from '../db/schema/quizzes';
import { users, type UserRow } from '../db/schema/users';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { createQuiz } from '../modules/quizzes/service';
import { demoAccount, demoQuizzes } from './demo-quizzes';

const password = process.env.DEMO_PASSWORD || 'demo-password';
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
// The quiz service needs the database, the read cache and achievements; mail, storage and secrets are not used here.
const ctx = {
  config,
  db: database.db,
  database,
  quizCache: new QuizReadCache(),
  achievements: new AchievementTracker(database.db, pino({ level: 'warn' })),
} as Partial<AppContext> as AppContext;

async function findOrCreateDemoUser(): Promise<{ user: UserRow; created: boolean }> {
  const [existing] = await ctx.db.select().from(users).where(eq(users.email, demoAccount.email)).limit(1);
  if (existing) {
    if (existing.emailVerifiedAt) return { user: existing, created: false };
    const [verified] = (await ctx.db
      .update(users)
      .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, existing.id))
      .returning()) as [UserRow];
    return { user: verified, created: false };
  }
  const [user] = (await ctx.db
    .insert(users)
    .values({
      ...demoAccount,
      passwordHash: await hashPassword(password, config.passwordHashing),
      emailVerifiedAt: new Date(),
    })
    .returning()) as [UserRow];
  return { user, created: true };
}

try {
  const { user, created } = await findOrCreateDemoUser();
  const titles = demoQuizzes.map((q) => q.title);
  const present = new Set(
    (
      await ctx.db
        .select({ title: quizzes.title })
        .from(quizzes)
        .where(and(eq(quizzes.createdBy, user.id), inArray(quizzes.title, titles)))
    ).map((r) => r.title),
  );
  let added = 0;
  for (const demo of demoQuizzes) {
    if (present.has(demo.title)) continue;
    // The same validation as POST /api/quizzes, then the same service.
    await createQuiz(ctx, { user, input: quizInput.parse(demo) });
    added++;
  }

  let passwordNote = password;
  if (!created && !(await verifyPassword(user.passwordHash, password))) {
    passwordNote = `(unchanged: the existing account's password is not "${password}")`;
  }
  console.log(
    `Demo account ${demoAccount.email} / password ${passwordNote}; ${demoQuizzes.length} quizzes (${added} new)` +
      (created ? '; account created' : ''),
  );
} catch (error) {
  if (uniqueViolationOf(error) === null) throw error;
  console.error(`Another account already has the username "${demoAccount.username}": cannot create the demo account.`);
  process.exitCode = 1;
} finally {
  await ctx.achievements.idle();
  await database.close();
}
