import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@quiz/contract/api';
import type { QuizRatings, RateQuizInput, Rating } from '@quiz/contract/ratings';
import { api } from '../../../lib/api-client';

const ratingsKey = (quizId: string) => ['ratings', quizId] as const;

export const getQuizRatings = (quizId: string) =>
  api<{ success: true; data: QuizRatings }>(`/ratings/quiz/${encodeURIComponent(quizId)}`).then((r) => r.data);
export const rateQuiz = (input: RateQuizInput) =>
  api<{ success: true; message: string; data: Rating }>('/ratings', { method: 'POST', body: input });
export const deleteRating = (id: string) =>
  api<MessageResponse>(`/ratings/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const useQuizRatings = (quizId: string) =>
  useQuery({ queryKey: ratingsKey(quizId), queryFn: () => getQuizRatings(quizId) });

/** After a rating changes, the list and the quiz's own average both refresh. */
function useInvalidateRatings(quizId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ratingsKey(quizId) }),
      queryClient.invalidateQueries({ queryKey: ['quizzes'] }),
    ]);
}

export function useRateQuiz(quizId: string) {
  const invalidate = useInvalidateRatings(quizId);
  return useMutation({ mutationFn: rateQuiz, onSuccess: invalidate });
}

export function useDeleteRating(quizId: string) {
  const invalidate = useInvalidateRatings(quizId);
  return useMutation({ mutationFn: deleteRating, onSuccess: invalidate });
}
