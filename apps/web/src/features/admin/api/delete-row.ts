/** DELETE /admin/users/{id} and /admin/quizzes/{id} (any quiz, public or private). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@quiz/contract/api';
import { api } from '../../../lib/api-client';
import { adminKeys, type AdminTableName } from './keys';

export const deleteRow = (table: AdminTableName, id: string) =>
  api<MessageResponse>(`/admin/${table}/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Both tables refresh afterwards: a deleted account's quizzes went with it. */
function useDeleteRow(table: AdminTableName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteRow(table, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const useDeleteUser = () => useDeleteRow('users');
export const useDeleteAnyQuiz = () => useDeleteRow('quizzes');
