import { useMutation } from '@tanstack/react-query';
import type { StartAttemptInput, StartAttemptResponse } from '@quiz/contract/submissions';
import { api } from '../../../lib/api-client';

/** Starts the server's clock of a timed solo attempt (POST /quizzes/{id}/attempts). */
export const startAttempt = ({ quizId, input }: { quizId: string; input: StartAttemptInput }) =>
  api<StartAttemptResponse>(`/quizzes/${encodeURIComponent(quizId)}/attempts`, { method: 'POST', body: input });

export function useStartAttempt() {
  return useMutation({ mutationFn: startAttempt });
}
