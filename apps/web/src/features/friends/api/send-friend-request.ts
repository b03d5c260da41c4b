import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SearchResult, sendRequestResponse } from '@quiz/contract/social';
import { api } from '../../../lib/api-client';
import { friendKeys } from './keys';
import { setCachedRelationship } from './search-users';

export const sendFriendRequest = (userId: string) =>
  api<z.infer<typeof sendRequestResponse>>(`/friends/request/${encodeURIComponent(userId)}`, { method: 'POST' });

/**
 * SPEC §4: the button shows the request as sent at once and goes back if the call fails. Asking someone who had
 * already asked you makes you friends straight away.
 */
export function useSendFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (person: SearchResult) => sendFriendRequest(person._id),
    onMutate: async (person) => {
      await queryClient.cancelQueries({ queryKey: friendKeys.searches });
      setCachedRelationship(
        queryClient,
        person._id,
        person.relationship === 'request-received' ? 'friend' : 'request-sent',
      );
    },
    onError: (_error, person) => setCachedRelationship(queryClient, person._id, person.relationship),
    onSuccess: ({ data }, person) => {
      setCachedRelationship(queryClient, person._id, data.relationship);
      if (data.relationship === 'friend') {
        void queryClient.invalidateQueries({ queryKey: friendKeys.list });
        void queryClient.invalidateQueries({ queryKey: friendKeys.requests });
      }
    },
  });
}
