import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@quiz/contract/api';
import type { ClassLists } from './get-classes';
import { api } from '../../../lib/api-client';
import { classKeys } from './keys';

/** A student leaves a class, or withdraws their request to join it. */
export const leaveClass = (classId: string) =>
  api<MessageResponse>(`/classes/${encodeURIComponent(classId)}/membership`, { method: 'DELETE' });

export function useLeaveClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveClass,
    onSuccess: (_reply, classId) => {
      queryClient.setQueryData<ClassLists>(classKeys.list, (lists) =>
        lists ? { ...lists, joined: lists.joined.filter((joined) => joined._id !== classId) } : lists,
      );
      void queryClient.invalidateQueries({ queryKey: classKeys.list });
    },
  });
}
