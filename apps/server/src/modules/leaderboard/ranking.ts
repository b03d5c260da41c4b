/** Leaderboard maths, pure: what each sort orders by, solo score gains, and ranks with ties. */
import { LeaderboardLimits, type LeaderboardSort } from '@quiz/contract/leaderboard';

/** The value a sort ranks by; equal values share a rank. */
export interface RankedValues {
  score: number;
  accuracy: number;
  attempts: number;
  streak: number;
}
export const rankValue = (sort: LeaderboardSort, row: RankedValues): number =>
  sort === 'score' ? row.score : sort === 'accuracy' ? row.accuracy : sort === 'quizzes' ? row.attempts : row.streak;

/**
 * Solo play counts the best attempt at each quiz: an attempt adds the points of the correct answers beyond the
 * best earlier attempt at that quiz in the same period (none before: all of them).
 */
export const soloScoreGain = (correct: number, previousBest: number | null): number =>
  Math.max(0, correct - (previousBest ?? 0)) * LeaderboardLimits.pointsPerCorrect;

/** A finished multiplayer game counts in full. */
export const gameScore = (correct: number): number => correct * LeaderboardLimits.pointsPerCorrect;

/**
 * Ranks for one page of rows in sort order ("1224" ranking: equal values share the best rank, the next value
 * skips). `firstRank` is the rank of the page's first row, which the caller counts as 1 + the rows with a
 * strictly better value.
 */
export function rankPage(values: readonly number[], offset: number, firstRank: number): number[] {
  const ranks: number[] = [];
  values.forEach((value, i) => {
    ranks.push(i === 0 ? firstRank : value === values[i - 1] ? ranks[i - 1]! : offset + i + 1);
  });
  return ranks;
}

/** Accuracy as shown: percent with one decimal. */
export const roundAccuracy = (accuracy: number): number => Math.round(accuracy * 10) / 10;

export const totalPages = (total: number, limit: number): number => Math.ceil(total / limit);
