import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  LeaderboardLimits,
  type LeaderboardPeriod,
  type LeaderboardResponse,
  type LeaderboardSort,
} from '@quiz/contract/leaderboard';
import { api } from '../../../lib/api-client';

export interface LeaderboardView {
  period: LeaderboardPeriod;
  sort: LeaderboardSort;
  page: number;
}

/**
 * SPEC §7: the view's period/sort/page become the API's timeFrame/category/page (the same words: all, monthly,
 * weekly; score, accuracy, quizzes, streak), 20 a page.
 */
export function leaderboardSearch({ period, sort, page }: LeaderboardView) {
  return new URLSearchParams({
    timeFrame: period,
    category: sort,
    page: String(page),
    limit: String(LeaderboardLimits.pageSize),
  }).toString();
}

export const getLeaderboard = (view: LeaderboardView) =>
  api<LeaderboardResponse>(`/leaderboard?${leaderboardSearch(view)}`).then((r) => r.data);

export const useLeaderboard = (view: LeaderboardView) =>
  useQuery({
    queryKey: ['leaderboard', view.period, view.sort, view.page],
    queryFn: () => getLeaderboard(view),
    placeholderData: keepPreviousData,
  });
