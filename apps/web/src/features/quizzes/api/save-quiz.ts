import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuizInput, QuizResponse } from '@quiz/contract/quizzes';
import { api } from '../../../lib/api-client';
import { quizKeys } from '../../../lib/quiz-api/keys';

export const createQuiz = (input: QuizInput) => api<QuizResponse>('/quizzes', { method: 'POST', body: input });
export const updateQuiz = ({ id, input }: { id: string; input: QuizInput }) =>
  api<QuizResponse>(`/quizzes/${encodeURIComponent(id)}`, { method: 'PUT', body: input });

export function useCreateQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuiz,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quizKeys.all }),
  });
}

export function useUpdateQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuiz,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quizKeys.all }),
  });
}
