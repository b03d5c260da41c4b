import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HealthData } from '@quiz/contract/api';
import type { AiQuizInput } from '@quiz/contract/generation';
import type { QuizResponse } from '@quiz/contract/quizzes';
import { i18next } from '../../../i18n';
import { localize, Messages } from '../../../i18n/messages';
import { api, ApiError } from '../../../lib/api-client';

/** Whether this server has an AI provider (the health report says so). */
export const useAiConfigured = () =>
  useQuery({
    queryKey: ['health'],
    queryFn: () => api<{ success: true; data: HealthData }>('/health').then((r) => r.data.ai.configured),
    staleTime: 60_000,
  });

export const generateQuiz = (input: AiQuizInput) => api<QuizResponse>('/quizzes/ai', { method: 'POST', body: input });

export function useGenerateQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateQuiz,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['quizzes'] }),
  });
}

/** SPEC §8's AI messages: the server's own when it has one, else by what went wrong. */
export function aiErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return Messages.aiNetworkError;
    if (error.code === 'invalid_response') return Messages.aiInvalidResponse;
    if (error.message) return localize(error.message, error.messageKey, error.messageParams);
    if (error.status >= 500) return i18next.t('generation.serverError', { status: error.status });
  }
  return Messages.aiCreateFailed;
}
