/** Login streaks: the first login or activity of a UTC day extends the person's run of consecutive days. */
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users, type UserRow } from '../../db/schema/users';
import { nextStreak, utcDay } from './periods';
import { copyStreak } from './stats';

/**
 * Counts today for this person, once: a no-op when today already counted (the usual case, no query). Updates the
 * row it was given, so the rest of the request sees the new streak.
 */
export async function countStreakDay(ctx: AppContext, user: UserRow, now = new Date()) {
  const today = utcDay(now);
  if (user.streakLastDay === today) return;
  const days = nextStreak({ days: user.streakDays, lastDay: user.streakLastDay }, today);
  const best = Math.max(user.bestStreak, days);
  // Only from the state we read: of two requests at once, one counts the day.
  const counted = await ctx.db
    .update(users)
    .set({ streakDays: days, bestStreak: best, streakLastDay: today })
    .where(
      and(
        eq(users.id, user.id),
        user.streakLastDay === null ? isNull(users.streakLastDay) : eq(users.streakLastDay, user.streakLastDay),
      ),
    )
    .returning({ id: users.id });
  if (counted.length === 0) return;
  const longer = best > user.bestStreak;
  Object.assign(user, { streakDays: days, bestStreak: best, streakLastDay: today });
  await copyStreak(ctx.db, user.id, days, now);
  if (longer) ctx.achievements.check([user.id]);
}
