import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { FriendRequest, respondResponse } from '@quiz/contract/social';
import { api } from '../../../lib/api-client';
import { friendKeys } from './keys';
import { setCachedRelationship } from './search-users';

export const respondToRequest = (requestId: string, accept: boolean) =>
  api<z.infer<typeof respondResponse>>(`/friends/request/${encodeURIComponent(requestId)}`, {
    method: 'PUT',
    body: { accept },
  });

export interface RespondInput {
  request: FriendRequest;
  accept: boolean;
}

/** Accepting or declining takes the request off the list; accepting adds a friend. */
export function useRespondToRequest() {
  const queryClient = useQueryClient();
  const removeRequest = (requestId: string) =>
    queryClient.setQueryData<FriendRequest[]>(friendKeys.requests, (requests) =>
      requests?.filter((r) => r._id !== requestId),
    );
  return useMutation({
    mutationFn: ({ request, accept }: RespondInput) => respondToRequest(request._id, accept),
    onSuccess: (_result, { request, accept }) => {
      removeRequest(request._id);
      setCachedRelationship(queryClient, request.sender._id, accept ? 'friend' : 'none');
      if (accept) void queryClient.invalidateQueries({ queryKey: friendKeys.list });
    },
    // Maybe the request went away meanwhile (the sender asked again, or another tab answered): show what is true.
    onError: () => queryClient.invalidateQueries({ queryKey: friendKeys.requests }),
  });
}
