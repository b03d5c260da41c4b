/** Login streaks: the first login or activity of a UTC day extends the person's run of consecutive days. */
import type { AppContext } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { Batcher } from '../../lib/batcher';
import { nextStreak, periodRows, utcDay } from './periods';

interface StreakWrite {
  userId: string;
  days: number;
  best: number;
  today: string;
  /** The last day as read: of two requests at once, only the one that read the row as it is counts the day. */
  lastDay: string | null;
  at: Date;
}

/**
 * The day counted on the person's row and copied onto their leaderboard rows of the current periods, for everyone of
 * a batch in one statement (a class connecting at once all count their day).
 */
const countDaysSql = `
  with input as (
    select * from unnest($1::uuid[], $2::int[], $3::int[], $4::date[], $5::date[])
      as i(user_id, days, best, today, last_day)
  ), counted as (
    update users u set streak_days = i.days, best_streak = i.best, streak_last_day = i.today
      from input i
     where u.id = i.user_id and u.streak_last_day is not distinct from i.last_day
    returning u.id, i.days
  ), copied as (
    update leaderboard_stats s set streak = c.days
      from counted c, unnest($6::uuid[], $7::text[], $8::date[]) as pr(user_id, period, start)
     where pr.user_id = c.id and s.user_id = c.id and s.period = pr.period and s.period_start = pr.start
  )
  select id from counted`;

const writers = new WeakMap<DatabaseHandle, Batcher<StreakWrite, boolean>>();

function writerFor(database: DatabaseHandle) {
  let writer = writers.get(database);
  if (!writer) {
    writer = new Batcher<StreakWrite, boolean>(
      async (items) => {
        const periods = items.flatMap((i) => periodRows(i.at).map(([period, start]) => [i.userId, period, start]));
        const rows = await database.query<{ id: string }>('streak-count-days', countDaysSql, [
          items.map((i) => i.userId),
          items.map((i) => i.days),
          items.map((i) => i.best),
          items.map((i) => i.today),
          items.map((i) => i.lastDay),
          periods.map((p) => p[0]),
          periods.map((p) => p[1]),
          periods.map((p) => p[2]),
        ]);
        const counted = new Set(rows.map((r) => r.id));
        return items.map((i) => counted.has(i.userId));
      },
      // Two requests of one person never share a statement: the second must see the first's day.
      { max: 500, keyOf: (i) => i.userId, retryAlone: true },
    );
    writers.set(database, writer);
  }
  return writer;
}

/**
 * Counts today for this person, once: a no-op when today already counted (the usual case, no query). Updates the
 * row it was given, so the rest of the request sees the new streak.
 */
export async function countStreakDay(ctx: AppContext, user: UserRow, now = new Date()) {
  const today = utcDay(now);
  if (user.streakLastDay === today) return;
  const days = nextStreak({ days: user.streakDays, lastDay: user.streakLastDay }, today);
  const best = Math.max(user.bestStreak, days);
  const counted = await writerFor(ctx.database).submit({
    userId: user.id,
    days,
    best,
    today,
    lastDay: user.streakLastDay,
    at: now,
  });
  if (!counted) return;
  const longer = best > user.bestStreak;
  Object.assign(user, { streakDays: days, bestStreak: best, streakLastDay: today });
  if (longer) ctx.achievements.check([user.id]);
}
