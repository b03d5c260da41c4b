/**
 * The global leaderboard (SPEC §2 Leaderboard, §3, §7, §9): its periods and sorts, how totals are counted, and the
 * /leaderboard query and response.
 */
import { z } from 'zod';
import { Issue } from './schema-messages';

/** The API's names; the dashboard's period/sort use the same words (`all`/`monthly`/`weekly`, `score`/…). */
export const LeaderboardPeriods = ['all', 'monthly', 'weekly'] as const;
export type LeaderboardPeriod = (typeof LeaderboardPeriods)[number];
export const LeaderboardSorts = ['score', 'accuracy', 'quizzes', 'streak'] as const;
export type LeaderboardSort = (typeof LeaderboardSorts)[number];

export const LeaderboardLimits = {
  pageSize: 20,
  pageSizeMax: 100,
  /** Total Score: points for each correct answer, solo or multiplayer alike. */
  pointsPerCorrect: 10,
} as const;

/** What each column means, shown on the page and written in the README (one wording for both). */
export const LeaderboardRules = {
  score:
    'Total Score: 10 points for every correct answer in a graded attempt. In solo play only your best attempt at each quiz counts, so retaking a quiz adds only what you improve; every finished multiplayer game counts.',
  accuracy: 'Accuracy: correct answers out of all questions in your attempts and games.',
  quizzes: 'Quizzes Taken: solo attempts plus finished multiplayer games you answered in.',
  streak: 'Login Streak: consecutive days (UTC) on which you logged in or played; it ends after a day without either.',
  time: 'Total Time: time spent in solo attempts plus time taken to answer in multiplayer games.',
  periods: 'Monthly counts from the 1st of this month, Weekly from this Monday (UTC).',
} as const;

const pageNumber = z.coerce
  .number({ error: Issue.invalidPage })
  .int(Issue.invalidPage)
  .min(1, Issue.invalidPage)
  .max(1_000_000, Issue.invalidPage);

/** `timeFrame`/`category` are the API's names; `period`/`sort` (the dashboard's) are accepted as well. */
export const leaderboardQuery = z
  .object({
    timeFrame: z.enum(LeaderboardPeriods, { error: Issue.invalidTimeFrame }).optional(),
    period: z.enum(LeaderboardPeriods, { error: Issue.invalidTimeFrame }).optional(),
    category: z.enum(LeaderboardSorts, { error: Issue.invalidLeaderboardSort }).optional(),
    sort: z.enum(LeaderboardSorts, { error: Issue.invalidLeaderboardSort }).optional(),
    page: pageNumber.default(1),
    limit: z.coerce
      .number({ error: Issue.invalidLimit })
      .int(Issue.invalidLimit)
      .min(1, Issue.invalidLimit)
      .max(LeaderboardLimits.pageSizeMax, Issue.invalidLimit)
      .default(LeaderboardLimits.pageSize),
  })
  .transform(({ timeFrame, period, category, sort, page, limit }) => ({
    timeFrame: timeFrame ?? period ?? 'all',
    category: category ?? sort ?? 'score',
    page,
    limit,
  }));
export type LeaderboardQuery = z.output<typeof leaderboardQuery>;

export const leaderboardEntry = z.object({
  rank: z.number(),
  userId: z.string(),
  username: z.string(),
  displayName: z.string().nullable(),
  profilePicture: z.string().nullable(),
  score: z.number(),
  quizzesTaken: z.number(),
  loginStreak: z.number(),
  /** Percent, one decimal. */
  accuracy: z.number(),
  /** Seconds. */
  totalTime: z.number(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntry>;

export const leaderboardData = z.object({
  topScorers: z.array(leaderboardEntry),
  stats: z.object({
    totalParticipants: z.number(),
    totalQuizzesTaken: z.number(),
    /** Percent of questions answered correctly over the period's attempts, one decimal. */
    averageScore: z.number(),
  }),
  pagination: z.object({ page: z.number(), limit: z.number(), totalUsers: z.number(), totalPages: z.number() }),
});
export type LeaderboardData = z.infer<typeof leaderboardData>;

export const leaderboardResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: leaderboardData,
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponse>;

/** SPEC §8: what a failed leaderboard load reads as. */
export const emptyLeaderboard: LeaderboardData = {
  topScorers: [],
  stats: { totalParticipants: 0, totalQuizzesTaken: 0, averageScore: 0 },
  pagination: { page: 1, limit: LeaderboardLimits.pageSize, totalUsers: 0, totalPages: 0 },
};
