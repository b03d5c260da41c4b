/** Reading the leaderboard: one page of a period in the chosen order, with ranks (ties share) and the totals. */
import type { LeaderboardData, LeaderboardPeriod, LeaderboardQuery, LeaderboardSort } from '@quiz/contract/leaderboard';
import type { AppContext } from '../../context';
import { periodStarts, utcDay } from './periods';
import { rankPage, rankValue, roundAccuracy, totalPages } from './ranking';
import { endLapsedStreaks, totalsWrites } from './totals';

/** Each sort's order, matching its index (leaderboard_stats_*_idx), and the column its ranks compare. */
const sorts: Record<LeaderboardSort, { order: string; column: string }> = {
  score: { order: 'score desc nulls last, accuracy desc nulls last, user_id', column: 'score' },
  accuracy: { order: 'accuracy desc nulls last, questions desc nulls last, user_id', column: 'accuracy' },
  quizzes: { order: 'attempts desc nulls last, score desc nulls last, user_id', column: 'attempts' },
  streak: { order: 'streak desc nulls last, score desc nulls last, user_id', column: 'streak' },
};

interface StatsRow {
  user_id: string;
  username: string;
  display_name: string | null;
  profile_picture: string | null;
  score: number;
  accuracy: number;
  attempts: number;
  streak: number;
  time_seconds: number;
}

/** The page's ids from the sort's index alone, then their rows: a deep page skips index entries, not rows. */
const pageStatement = (sort: LeaderboardSort) => `
  with page as (
    select user_id from leaderboard_stats where period = $1 and period_start = $2
    order by ${sorts[sort].order} limit $3 offset $4
  )
  select s.user_id, u.username, u.display_name, u.profile_picture, s.score, s.accuracy, s.attempts, s.streak,
         s.time_seconds
  from page join leaderboard_stats s on s.period = $1 and s.period_start = $2 and s.user_id = page.user_id
  join users u on u.id = s.user_id
  order by ${sorts[sort].order.replaceAll(/(^|, )/g, '$1s.')}`;

const betterCountStatement = (sort: LeaderboardSort) => `
  select count(*)::int as n from leaderboard_stats
  where period = $1 and period_start = $2 and ${sorts[sort].column} > $3`;

const totalsStatement = `
  select count(*)::int as players, coalesce(sum(attempts), 0)::float8 as attempts,
         coalesce(sum(correct), 0)::float8 as correct, coalesce(sum(questions), 0)::float8 as questions
  from leaderboard_stats where period = $1 and period_start = $2`;

/** Lapsed streaks are zeroed on the rows once a day, before the first read that could show them. */
const streaksSweptOn = new WeakMap<AppContext, string>();
async function sweepLapsedStreaks(ctx: AppContext, today: string) {
  if (streaksSweptOn.get(ctx) === today) return;
  await endLapsedStreaks(ctx.db, today);
  streaksSweptOn.set(ctx, today);
}

interface Totals {
  players: number;
  attempts: number;
  correct: number;
  questions: number;
}

/**
 * A period's totals (players, attempts, average) are a count over all its rows, and every page shows them: each
 * instance counts them again only after a write of its own or once they are 5 s old (other instances' writes), and
 * reads that arrive during a count share it.
 */
const totalsMaxAgeMs = 5000;
const cachedTotals = new WeakMap<AppContext, Map<string, { at: number; writes: number; totals: Promise<Totals> }>>();
function periodTotals(ctx: AppContext, period: LeaderboardPeriod, start: string): Promise<Totals> {
  let cache = cachedTotals.get(ctx);
  if (!cache) cachedTotals.set(ctx, (cache = new Map()));
  const key = `${period}|${start}`;
  const hit = cache.get(key);
  if (hit && hit.writes === totalsWrites.count && Date.now() - hit.at < totalsMaxAgeMs) return hit.totals;
  const totals = ctx.database
    .query<Totals>('leaderboard_totals', totalsStatement, [period, start])
    .then(([row]) => row ?? { players: 0, attempts: 0, correct: 0, questions: 0 });
  const entry = { at: Date.now(), writes: totalsWrites.count, totals };
  cache.set(key, entry);
  totals.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return totals;
}

export async function getLeaderboard(ctx: AppContext, query: LeaderboardQuery, now = new Date()) {
  const { timeFrame, category, page, limit } = query;
  await sweepLapsedStreaks(ctx, utcDay(now));
  const start = periodStarts(now)[timeFrame];
  const offset = (page - 1) * limit;
  const [rows, totals] = await Promise.all([
    ctx.database.query<StatsRow>(`leaderboard_page_${category}`, pageStatement(category), [
      timeFrame,
      start,
      limit,
      offset,
    ]),
    periodTotals(ctx, timeFrame, start),
  ]);
  const values = rows.map((row) => rankValue(category, row));
  let firstRank = offset + 1;
  if (rows.length > 0 && offset > 0) {
    const [better] = await ctx.database.query<{ n: number }>(
      `leaderboard_better_${category}`,
      betterCountStatement(category),
      [timeFrame, start, values[0]],
    );
    firstRank = (better?.n ?? 0) + 1;
  }
  const ranks = rankPage(values, offset, firstRank);
  const players = totals.players;
  const data: LeaderboardData = {
    topScorers: rows.map((row, i) => ({
      rank: ranks[i]!,
      userId: row.user_id,
      username: row.username,
      displayName: row.display_name,
      profilePicture: row.profile_picture,
      score: row.score,
      quizzesTaken: row.attempts,
      loginStreak: row.streak,
      accuracy: roundAccuracy(row.accuracy),
      totalTime: row.time_seconds,
    })),
    stats: {
      totalParticipants: players,
      totalQuizzesTaken: totals.attempts,
      averageScore: totals.questions > 0 ? roundAccuracy((totals.correct * 100) / totals.questions) : 0,
    },
    pagination: { page, limit, totalUsers: players, totalPages: totalPages(players, limit) },
  };
  return data;
}
