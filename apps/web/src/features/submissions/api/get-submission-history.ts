import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SubmissionLimits } from '@quiz/contract/limits';
import type { SubmissionHistoryResponse } from '@quiz/contract/submissions';
import { api } from '../../../lib/api-client';

/** SPEC §2 "Submissions history": the user's solo attempts grouped by quiz, five groups a page (SPEC §9). */
export const submissionHistoryQueryKey = (page: number) => ['submissions', 'history', page] as const;

const emptyHistory = (page: number, limit: number): SubmissionHistoryResponse => ({
  success: true,
  data: [],
  pagination: { page, limit, total: 0, totalPages: 0 },
});

/** A failed load is silent (SPEC §8): it is logged and the history reads as empty. */
export async function getSubmissionHistory(
  page: number,
  limit: number = SubmissionLimits.historyGroupsPerPage,
): Promise<SubmissionHistoryResponse> {
  const search = new URLSearchParams({ page: String(page), limit: String(limit) });
  try {
    return await api<SubmissionHistoryResponse>(`/submissions/user?${search.toString()}`);
  } catch (error) {
    console.error('Error fetching submission history:', error);
    return emptyHistory(page, limit);
  }
}

export const useSubmissionHistory = (page: number) =>
  useQuery({
    queryKey: submissionHistoryQueryKey(page),
    queryFn: () => getSubmissionHistory(page),
    placeholderData: keepPreviousData,
  });
