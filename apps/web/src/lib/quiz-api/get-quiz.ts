import { useQuery } from '@tanstack/react-query';
import type { QuizResponse } from '@quiz/contract/quizzes';
import { api } from '../api-client';
import { quizKeys } from './keys';

/**
 * A quiz; with `assignmentId`, read for that homework (issue 38): its students may read it even when it is
 * private.
 */
export const getQuiz = (id: string, assignmentId?: string | null) => {
  const search = assignmentId ? `?${new URLSearchParams({ assignment: assignmentId })}` : '';
  return api<QuizResponse>(`/quizzes/${encodeURIComponent(id)}${search}`).then((r) => r.data);
};

/** Homework's copy is kept under the quiz's own key (so a change to the quiz refreshes it too), with the homework. */
export const useQuiz = (id: string | undefined, assignmentId?: string | null) =>
  useQuery({
    queryKey: assignmentId
      ? ([...quizKeys.detail(id ?? ''), { assignment: assignmentId }] as const)
      : quizKeys.detail(id ?? ''),
    queryFn: () => getQuiz(id!, assignmentId),
    enabled: Boolean(id),
  });
