import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@quiz/contract/api';
import { api } from '../../../lib/api-client';
import { classKeys } from './keys';

/** Deletes a class with its members; its card students' accounts (and so their login cards) go with it. */
export const deleteClass = (id: string) =>
  api<MessageResponse>(`/classes/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClass,
    // The class's own page is still open (it leaves once this settles): its query is left to expire unobserved.
    onSuccess: (_reply, id) => {
      queryClient.removeQueries({ queryKey: classKeys.cards(id) });
      void queryClient.invalidateQueries({ queryKey: classKeys.list });
    },
  });
}
