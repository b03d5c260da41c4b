import { sql } from 'drizzle-orm';
import { date, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LeaderboardPeriods } from '@quiz/contract/leaderboard';
import { users } from './users';

/**
 * A player's totals for one leaderboard period (all time, a calendar month, an ISO week; UTC), kept up to date as
 * attempts and games are graded, so that any page of the leaderboard is one index range. `streak` copies the
 * person's current login streak for the streak sort (see modules/leaderboard/streaks.ts).
 */
export const leaderboardStats = pgTable(
  'leaderboard_stats',
  {
    period: text('period', { enum: LeaderboardPeriods }).notNull(),
    /** The first day of the period; 1970-01-01 for all time. */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: integer('score').notNull().default(0),
    correct: integer('correct').notNull().default(0),
    questions: integer('questions').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    timeSeconds: integer('time_seconds').notNull().default(0),
    accuracy: doublePrecision('accuracy')
      .notNull()
      .generatedAlwaysAs(sql`case when questions > 0 then correct * 100.0 / questions else 0 end`),
    streak: integer('streak').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.period, t.periodStart, t.userId] }),
    index('leaderboard_stats_score_idx').on(t.period, t.periodStart, t.score.desc(), t.accuracy.desc(), t.userId),
    index('leaderboard_stats_accuracy_idx').on(
      t.period,
      t.periodStart,
      t.accuracy.desc(),
      t.questions.desc(),
      t.userId,
    ),
    index('leaderboard_stats_quizzes_idx').on(t.period, t.periodStart, t.attempts.desc(), t.score.desc(), t.userId),
    index('leaderboard_stats_streak_idx').on(t.period, t.periodStart, t.streak.desc(), t.score.desc(), t.userId),
    index('leaderboard_stats_user_idx').on(t.userId),
  ],
);
export type LeaderboardStatsRow = typeof leaderboardStats.$inferSelect;

/** An achievement a person has unlocked, stored once, with when. */
export const userAchievements = pgTable(
  'user_achievements',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    achievementId: text('achievement_id').notNull(),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.achievementId] })],
);
