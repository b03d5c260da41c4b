import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import type { Achievement } from '@quiz/contract/achievements';
import { userAchievements } from '../../db/schema/progress';
import { buildTestApp, closeSharedDatabase, type TestApp } from '../../../test/helpers';
import { makeQuiz, makeUser } from '../../../test/factories';
import { AchievementTracker } from './tracker';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

/** People who each created a quiz, with what the app's own tracker unlocked for it taken back. */
async function quizCreators(n: number) {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const { user } = await makeUser(t.app);
    await makeQuiz(t.app, user);
    ids.push(user.id);
  }
  await t.app.ctx.achievements.idle();
  await t.app.ctx.db.delete(userAchievements).where(inArray(userAchievements.userId, ids));
  return ids;
}

function trackerWith(busy: () => boolean) {
  const tracker = new AchievementTracker(t.app.ctx.db, t.app.log, busy);
  const unlocked = new Map<string, string[]>();
  tracker.onUnlock((userId: string, achievements: Achievement[]) =>
    unlocked.set(
      userId,
      achievements.map((a) => a._id),
    ),
  );
  return { tracker, unlocked };
}

describe('AchievementTracker', () => {
  it('checks everyone queued and announces what unlocked', async () => {
    const ids = await quizCreators(2);
    const { tracker, unlocked } = trackerWith(() => false);
    tracker.check(ids);
    await tracker.idle();
    expect([...unlocked.keys()].sort()).toEqual([...ids].sort());
    for (const id of ids) expect(unlocked.get(id)).toContain('quiz-creator');
  });

  it('checks people queued together in one go, each told only of their own unlocks', async () => {
    const creators = await quizCreators(2);
    const { user: idle } = await makeUser(t.app);
    await t.app.ctx.achievements.idle();
    const { tracker, unlocked } = trackerWith(() => false);
    tracker.check([creators[0]!, idle.id, creators[1]!]);
    await tracker.idle();
    expect([...unlocked.keys()].sort()).toEqual([...creators].sort());
    for (const id of creators) expect(unlocked.get(id)).toEqual(['quiz-creator']);
  });

  it('gives way to a busy game: the checks wait their turn, and all of them still run', async () => {
    const ids = await quizCreators(3);
    let asked = 0;
    const { tracker, unlocked } = trackerWith(() => {
      asked++;
      return true;
    });
    const started = Date.now();
    tracker.check(ids);
    await tracker.idle();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(asked).toBeGreaterThanOrEqual(1);
    expect([...unlocked.keys()].sort()).toEqual([...ids].sort());
    for (const id of ids) expect(unlocked.get(id)).toContain('quiz-creator');
  });
});
