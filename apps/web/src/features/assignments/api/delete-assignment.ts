import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@quiz/contract/api';
import { api } from '../../../lib/api-client';
import { assignmentKeys } from './keys';

export const deleteAssignment = (id: string) =>
  api<MessageResponse>(`/assignments/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAssignment,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: assignmentKeys.all }),
  });
}
