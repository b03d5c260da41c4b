import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@quiz/contract/api';
import { Messages } from '../../../i18n/messages';
import { api, errorMessage, says } from '../../../lib/api-client';
import { quizKeys } from '../../../lib/quiz-api/keys';

export const deleteQuiz = (id: string) =>
  api<MessageResponse>(`/quizzes/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuiz,
    // Lists refresh; the deleted quiz's own view is left alone, or its page would refetch a 404 mid-navigation.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: quizKeys.all, predicate: (query) => query.queryKey[1] !== 'detail' }),
  });
}

/** SPEC §6: the server's 'Not authorized' reads as a permission message. */
export function deleteQuizErrorMessage(error: unknown) {
  if (says(error, 'notAuthorized')) return Messages.noPermissionToDelete;
  return errorMessage(error, Messages.deleteQuizFailed);
}
