/** Leaderboard periods and streak days, pure: everything counts in UTC calendar days. */
import type { LeaderboardPeriod } from '@quiz/contract/leaderboard';

/** The period start of "all time". */
export const allTimeStart = '1970-01-01';

/** 'YYYY-MM-DD' of the UTC day `at` falls in. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** The UTC day before `day` ('YYYY-MM-DD'). */
export function previousDay(day: string): string {
  const at = new Date(`${day}T00:00:00.000Z`);
  at.setUTCDate(at.getUTCDate() - 1);
  return utcDay(at);
}

/** The first day of each period that `at` falls in: the month's 1st, the ISO week's Monday. */
export function periodStarts(at: Date): Record<LeaderboardPeriod, string> {
  const monthly = `${at.toISOString().slice(0, 7)}-01`;
  const monday = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  // getUTCDay: Sunday 0 … Saturday 6; a week starts on Monday.
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return { all: allTimeStart, monthly, weekly: utcDay(monday) };
}

/** The periods as rows (period, start), for statements that touch each of them. */
export const periodRows = (at: Date) => Object.entries(periodStarts(at)) as [LeaderboardPeriod, string][];

/**
 * A login or activity on `today` extends a streak that last counted yesterday, keeps one that already counted
 * today, and starts a new one otherwise.
 */
export function nextStreak(streak: { days: number; lastDay: string | null }, today: string): number {
  if (streak.lastDay === today) return streak.days;
  return streak.lastDay === previousDay(today) ? streak.days + 1 : 1;
}

/** The streak as it stands on `today`: it is over once a whole day has passed without a login or activity. */
export const currentStreak = (streak: { days: number; lastDay: string | null }, today: string): number =>
  streak.lastDay === today || streak.lastDay === previousDay(today) ? streak.days : 0;
