import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitQuizInput, SubmitQuizResponse } from '@quiz/contract/submissions';
import { api } from '../../../lib/api-client';

export const submitQuiz = ({ quizId, input }: { quizId: string; input: SubmitQuizInput }) =>
  api<SubmitQuizResponse>(`/quizzes/${encodeURIComponent(quizId)}/submit`, { method: 'POST', body: input });

export function useSubmitQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitQuiz,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['submissions'] }),
  });
}
