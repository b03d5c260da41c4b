import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { LeaderboardData, LeaderboardSort } from '@quiz/contract/leaderboard';
import { Messages } from '@quiz/contract/messages';
import type { PlayerState } from '@quiz/contract/rooms';
import { leaderboardStats } from '../../db/schema/progress';
import { roomParticipants } from '../../db/schema/rooms';
import { buildTestApp, closeSharedDatabase, type TestApp } from '../../../test/helpers';
import { makeQuiz, makeUser, submitAttempt } from '../../../test/factories';
import { joinAs, makeRoom, roomCall } from '../../../test/rooms';
import { periodStarts, utcDay } from './periods';
import { getLeaderboard } from './service';
import { rebuildTotals } from './totals';
import { countStreakDay } from './streaks';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

type Made = Awaited<ReturnType<typeof makeUser>>;
const get = (who: Made | null, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/leaderboard${query}`, headers: who?.auth ?? {} });

/** A week far in the future that no other test (nor real play) writes to: a period of our own. */
function ownWeek() {
  const now = new Date(Date.UTC(2300, 0, 1) + 7 * 24 * 3600_000 * Math.floor(Math.random() * 20_000));
  return { start: periodStarts(now).weekly, now };
}

/** Seeds players straight into one weekly period, as they stand at its `now`. */
async function seedWeek(
  { start, now }: { start: string; now: Date },
  players: { score: number; correct: number; questions: number; attempts: number; streak?: number; time?: number }[],
) {
  const made = [];
  for (const p of players) {
    const who = await makeUser(t.app);
    await t.app.ctx.db.insert(leaderboardStats).values({
      period: 'weekly',
      periodStart: start,
      userId: who.user.id,
      score: p.score,
      correct: p.correct,
      questions: p.questions,
      attempts: p.attempts,
      streak: p.streak ?? 0,
      timeSeconds: p.time ?? 60,
    });
    // Their streaks are alive on the period's own "today".
    await t.app.ctx.db.execute(
      sql`update users set streak_days = ${p.streak ?? 0}, streak_last_day = ${utcDay(now)} where id = ${who.user.id}`,
    );
    made.push(who);
  }
  return made;
}

const board = (now: Date, category: LeaderboardSort, page = 1, limit = 20) =>
  getLeaderboard(t.app.ctx, { timeFrame: 'weekly', category, page, limit }, now);
const names = (data: LeaderboardData) => data.topScorers.map((e) => [e.username, e.rank]);

const submitAll = (who: Made, quizId: string, correctly: boolean[]) => submitAttempt(t.app, who, quizId, correctly);

async function rowsOf(userId: string) {
  return t.app.ctx.db
    .select()
    .from(leaderboardStats)
    .where(eq(leaderboardStats.userId, userId))
    .orderBy(leaderboardStats.period);
}

describe('GET /leaderboard', () => {
  it('should require authentication', async () => {
    const res = await get(null);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(Messages.authenticationRequired);
  });

  it.each([
    ['?timeFrame=yearly', Messages.invalidTimeFrame],
    ['?category=speed', Messages.invalidLeaderboardSort],
    ['?page=0', Messages.invalidPage],
    ['?page=abc', Messages.invalidPage],
    ['?limit=500', Messages.invalidLimit],
  ])('refuses %s with a clear message', async (query, message) => {
    const who = await makeUser(t.app);
    const res = await get(who, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers topScorers, stats and pagination with the defaults all-time, score, page 1, limit 20', async () => {
    const who = await makeUser(t.app);
    const res = await get(who);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { success: boolean; data: LeaderboardData };
    expect(body.success).toBe(true);
    expect(body.data.pagination).toMatchObject({ page: 1, limit: 20 });
    expect(body.data.topScorers.length).toBeLessThanOrEqual(20);
    const scores = body.data.topScorers.map((e) => e.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("accepts the dashboard's period and sort names as well", async () => {
    const who = await makeUser(t.app);
    const res = await get(who, '?period=weekly&sort=streak&page=1&limit=5');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.pagination).toMatchObject({ page: 1, limit: 5 });
  });
});

describe('what counts', () => {
  it('counts a graded solo attempt in all time, this month and this week: 10 points a correct answer', async () => {
    const owner = await makeUser(t.app);
    const player = await makeUser(t.app);
    const quiz = await makeQuiz(t.app, owner.user);
    await submitAll(player, quiz._id, [true, false]);
    const rows = await rowsOf(player.user.id);
    const starts = periodStarts(new Date());
    expect(rows.map((r) => [r.period, r.periodStart])).toEqual([
      ['all', '1970-01-01'],
      ['monthly', starts.monthly],
      ['weekly', starts.weekly],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({ score: 10, correct: 1, questions: 2, attempts: 1, timeSeconds: 42, accuracy: 50 });
    }
  });

  it('counts only what a retake improves on the best attempt at the same quiz, but every attempt in accuracy', async () => {
    const owner = await makeUser(t.app);
    const player = await makeUser(t.app);
    const quiz = await makeQuiz(t.app, owner.user);
    await submitAll(player, quiz._id, [true, false]);
    await submitAll(player, quiz._id, [true, true]);
    await submitAll(player, quiz._id, [true, true]);
    await submitAll(player, quiz._id, [false, false]);
    const [all] = await rowsOf(player.user.id);
    expect(all).toMatchObject({ score: 20, correct: 5, questions: 8, attempts: 4, accuracy: 62.5 });
  });

  it('keeps running totals equal to a count from scratch of the same solo attempts', async () => {
    const owner = await makeUser(t.app);
    const players = [await makeUser(t.app), await makeUser(t.app)];
    const quizzes = [await makeQuiz(t.app, owner.user), await makeQuiz(t.app, owner.user)];
    await submitAll(players[0]!, quizzes[0]!._id, [true, false]);
    await submitAll(players[0]!, quizzes[0]!._id, [true, true]);
    await submitAll(players[0]!, quizzes[1]!._id, [false, true]);
    await submitAll(players[1]!, quizzes[1]!._id, [false, false]);
    const ids = players.map((p) => p.user.id);
    const running = await Promise.all(ids.map(rowsOf));
    await rebuildTotals(t.app.ctx.db, new Date(), ids);
    const counted = await Promise.all(ids.map(rowsOf));
    const figures = (rows: typeof running) => rows.map((r) => r.map(({ updatedAt: _at, ...figures }) => figures));
    expect(figures(counted)).toEqual(figures(running));
    expect(counted[0]![0]).toMatchObject({ score: 30, correct: 4, questions: 6, attempts: 3 });
  });

  it('shows the player on the leaderboard with their figures, the streak of today included', async () => {
    const owner = await makeUser(t.app);
    const player = await makeUser(t.app);
    const quiz = await makeQuiz(t.app, owner.user);
    await submitAll(player, quiz._id, [true, true]);
    let entry;
    for (let page = 1; !entry; page++) {
      const data = (await get(player, `?timeFrame=weekly&page=${page}&limit=100`)).json().data as LeaderboardData;
      entry = data.topScorers.find((e) => e.userId === player.user.id);
      if (page >= data.pagination.totalPages) break;
    }
    expect(entry).toMatchObject({ username: player.user.username, score: 20, quizzesTaken: 1, accuracy: 100 });
    expect(entry?.loginStreak).toBe(1);
    expect(entry?.totalTime).toBe(42);
  });
});

describe('live games', () => {
  it('counts a finished self-paced game for its player and nothing for the host who ran it, also when rebuilt', async () => {
    const { host, code, room } = await makeRoom(t.app);
    const player = await joinAs(t.app, code);
    await roomCall(t.app, host.auth, 'POST', `/${code}/start`);
    for (let i = 0; i < 2; i++) {
      const q = ((await roomCall(t.app, player.auth, 'GET', `/${code}/question`)).json().data as PlayerState).question!
        .question;
      const option = q.options.find((o) => ['Paris', 'Rome'].includes(o.label))!;
      await roomCall(t.app, player.auth, 'POST', `/${code}/answer`, { questionId: q._id, answerId: option._id });
    }
    // The only player finished: the room completes moments later and the game is recorded.
    const running = await vi.waitFor(async () => {
      const rows = await rowsOf(player.user.id);
      expect(rows.map((r) => [r.period, r.attempts, r.correct, r.questions, r.score])).toEqual([
        ['all', 1, 2, 2, 20],
        ['monthly', 1, 2, 2, 20],
        ['weekly', 1, 2, 2, 20],
      ]);
      return rows;
    });
    const counted = async (userId: string) => (await rowsOf(userId)).filter((r) => r.attempts > 0);
    expect(await counted(host.user.id)).toEqual([]);

    // A game hosted before hosts stopped playing can hold answers of its host: a count from scratch leaves them out.
    await t.app.ctx.db
      .update(roomParticipants)
      .set({ answeredCount: 2, correctAnswers: 2, totalAnswerMs: 4000 })
      .where(and(eq(roomParticipants.roomId, room._id), eq(roomParticipants.userId, host.user.id)));
    await rebuildTotals(t.app.ctx.db, new Date(), [host.user.id, player.user.id]);
    expect(await counted(host.user.id)).toEqual([]);
    const figures = (rows: typeof running) => rows.map(({ updatedAt: _at, ...rest }) => rest);
    expect(figures(await rowsOf(player.user.id))).toEqual(figures(running));
  });
});

describe('ranks, sorts and pages', () => {
  it('orders each sort by its column and gives ties the same rank', async () => {
    const week = ownWeek();
    const { now } = week;
    const [a, b, c, d] = await seedWeek(week, [
      { score: 300, correct: 30, questions: 40, attempts: 4, streak: 2 },
      { score: 500, correct: 50, questions: 100, attempts: 9, streak: 5 },
      { score: 300, correct: 30, questions: 30, attempts: 2, streak: 5 },
      { score: 100, correct: 10, questions: 10, attempts: 9, streak: 0 },
    ]);
    const u = (m: Made) => m.user.username;

    // Score: ties share a rank and are shown by accuracy.
    expect(names(await board(now, 'score'))).toEqual([
      [u(b!), 1],
      [u(c!), 2],
      [u(a!), 2],
      [u(d!), 4],
    ]);
    // Accuracy: 100 % twice (more questions first), then 75 %, then 50 %.
    expect(names(await board(now, 'accuracy'))).toEqual([
      [u(c!), 1],
      [u(d!), 1],
      [u(a!), 3],
      [u(b!), 4],
    ]);
    // Quizzes taken: 9 and 9 tie (higher score first).
    expect(names(await board(now, 'quizzes'))).toEqual([
      [u(b!), 1],
      [u(d!), 1],
      [u(a!), 3],
      [u(c!), 4],
    ]);
    // Login streak: 5 and 5 tie.
    expect(names(await board(now, 'streak'))).toEqual([
      [u(b!), 1],
      [u(c!), 1],
      [u(a!), 3],
      [u(d!), 4],
    ]);
  });

  it('pages with the totals of the period, and carries a tie over a page break', async () => {
    const week = ownWeek();
    const { now } = week;
    const seeded = await seedWeek(week, [
      { score: 90, correct: 9, questions: 10, attempts: 1 },
      { score: 80, correct: 8, questions: 10, attempts: 2 },
      { score: 80, correct: 8, questions: 10, attempts: 1 },
      { score: 80, correct: 8, questions: 10, attempts: 1 },
      { score: 10, correct: 1, questions: 10, attempts: 1 },
    ]);
    const first = await board(now, 'score', 1, 2);
    expect(first.pagination).toEqual({ page: 1, limit: 2, totalUsers: 5, totalPages: 3 });
    expect(first.stats).toEqual({ totalParticipants: 5, totalQuizzesTaken: 6, averageScore: 68 });
    expect(first.topScorers.map((e) => e.rank)).toEqual([1, 2]);
    const second = await board(now, 'score', 2, 2);
    expect(second.topScorers.map((e) => [e.score, e.rank])).toEqual([
      [80, 2],
      [80, 2],
    ]);
    const third = await board(now, 'score', 3, 2);
    expect(third.topScorers.map((e) => [e.userId, e.rank])).toEqual([[seeded[4]!.user.id, 5]]);
    expect((await board(now, 'score', 4, 2)).topScorers).toEqual([]);
  });

  it('shows a lapsed streak as 0 once a whole day has passed without a login or activity', async () => {
    const week = ownWeek();
    const { now } = week;
    const [lapsed, alive] = await seedWeek(week, [
      { score: 10, correct: 1, questions: 1, attempts: 1, streak: 4 },
      { score: 10, correct: 1, questions: 1, attempts: 1, streak: 3 },
    ]);
    const yesterday = utcDay(new Date(now.getTime() - 24 * 3600_000));
    await t.app.ctx.db.execute(
      sql`update users set streak_days = 4, streak_last_day = '2000-01-01' where id = ${lapsed!.user.id}`,
    );
    await t.app.ctx.db.execute(
      sql`update users set streak_days = 3, streak_last_day = ${yesterday} where id = ${alive!.user.id}`,
    );
    const data = await board(now, 'streak');
    expect(data.topScorers.map((e) => [e.userId, e.loginStreak])).toEqual([
      [alive!.user.id, 3],
      [lapsed!.user.id, 0],
    ]);
  });
});

describe('login streaks', () => {
  it('counts consecutive days once each, starts again after a gap, and keeps the best run', async () => {
    const who = await makeUser(t.app);
    const user = who.user;
    const day = (d: string) => new Date(`${d}T10:00:00Z`);
    const stored = async () =>
      (
        await t.app.ctx.db
          .select({
            days: sql<number>`streak_days`,
            best: sql<number>`best_streak`,
            last: sql<string>`streak_last_day::text`,
          })
          .from(sql`users`)
          .where(sql`id = ${user.id}`)
      )[0];
    // Registration and login already counted today; start the story in the past on a fresh slate.
    Object.assign(user, { streakDays: 0, bestStreak: 0, streakLastDay: null });
    await t.app.ctx.db.execute(
      sql`update users set streak_days = 0, best_streak = 0, streak_last_day = null where id = ${user.id}`,
    );

    await countStreakDay(t.app.ctx, user, day('2026-01-01'));
    await countStreakDay(t.app.ctx, user, day('2026-01-01'));
    await countStreakDay(t.app.ctx, user, day('2026-01-02'));
    await countStreakDay(t.app.ctx, user, day('2026-01-03'));
    expect(await stored()).toEqual({ days: 3, best: 3, last: '2026-01-03' });
    await countStreakDay(t.app.ctx, user, day('2026-01-05'));
    expect(await stored()).toEqual({ days: 1, best: 3, last: '2026-01-05' });
  });

  it('counts the day of each of many people connecting at once', async () => {
    const people = await Promise.all(Array.from({ length: 5 }, () => makeUser(t.app)));
    for (const who of people) {
      await t.app.ctx.db.execute(
        sql`update users set streak_days = 4, best_streak = 4, streak_last_day = '2026-03-01' where id = ${who.user.id}`,
      );
    }
    const copies = people.map((who) => ({ ...who.user, streakDays: 4, bestStreak: 4, streakLastDay: '2026-03-01' }));
    await Promise.all(copies.map((u) => countStreakDay(t.app.ctx, u, new Date('2026-03-02T07:30:00Z'))));
    expect(copies.map((u) => u.streakDays)).toEqual([5, 5, 5, 5, 5]);
    for (const who of people) {
      const [row] = await t.app.ctx.db
        .select({ days: sql<number>`streak_days`, best: sql<number>`best_streak` })
        .from(sql`users`)
        .where(sql`id = ${who.user.id}`);
      expect(row).toEqual({ days: 5, best: 5 });
    }
  });

  it('counts a day once when two requests of the same person arrive together', async () => {
    const who = await makeUser(t.app);
    await t.app.ctx.db.execute(
      sql`update users set streak_days = 2, streak_last_day = '2026-02-01' where id = ${who.user.id}`,
    );
    const copies = [0, 1].map(() => ({ ...who.user, streakDays: 2, streakLastDay: '2026-02-01' }));
    await Promise.all(copies.map((u) => countStreakDay(t.app.ctx, u, new Date('2026-02-02T08:00:00Z'))));
    const [row] = await t.app.ctx.db
      .select({ days: sql<number>`streak_days` })
      .from(sql`users`)
      .where(and(sql`id = ${who.user.id}`));
    expect(row?.days).toBe(3);
  });
});
