import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@quiz/contract/api';
// The server's words are English: recognised in English, shown in the reader's language.
import { Messages as English } from '@quiz/contract/messages';
import { Messages } from '../../../i18n/messages';
import { api, ApiError, errorMessage } from '../../../lib/api-client';
import { quizKeys } from './keys';

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
  if (error instanceof ApiError && error.message === English.notAuthorized) return Messages.noPermissionToDelete;
  return errorMessage(error, Messages.deleteQuizFailed);
}
