import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@quiz/contract/api';
import type { Friend } from '@quiz/contract/social';
import { api } from '../../../lib/api-client';
import { friendKeys } from './keys';
import { setCachedRelationship } from './search-users';

export const removeFriend = (userId: string) =>
  api<MessageResponse>(`/friends/${encodeURIComponent(userId)}`, { method: 'DELETE' });

export function useRemoveFriend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFriend,
    onSuccess: (_result, userId) => {
      queryClient.setQueryData<Friend[]>(friendKeys.list, (friends) => friends?.filter((f) => f._id !== userId));
      setCachedRelationship(queryClient, userId, 'none');
      void queryClient.invalidateQueries({ queryKey: friendKeys.list });
    },
  });
}
