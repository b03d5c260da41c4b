import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Friend } from '@quiz/contract/social';
import { api } from '../../../lib/api-client';
import { friendKeys } from './keys';

/** The user's friends, by name; a failure reads as none (SPEC §8). */
export const getFriends = () =>
  api<{ success: true; data: Friend[] }>('/friends')
    .then((r) => r.data)
    .catch(() => [] as Friend[]);

export const useFriends = () => useQuery({ queryKey: friendKeys.list, queryFn: getFriends });

/** Changes one friend in the cached list, if both are there. */
export function updateCachedFriend(queryClient: QueryClient, friendId: string, change: (friend: Friend) => Friend) {
  queryClient.setQueryData<Friend[]>(friendKeys.list, (friends) =>
    friends?.map((friend) => (friend._id === friendId ? change(friend) : friend)),
  );
}

/** Opening a chat reads it (the server marks it so): the friend's unread count goes to 0 at once. */
export function useClearUnread() {
  const queryClient = useQueryClient();
  return useCallback(
    (friendId: string) =>
      updateCachedFriend(queryClient, friendId, (friend) =>
        friend.unreadCount === 0 ? friend : { ...friend, unreadCount: 0 },
      ),
    [queryClient],
  );
}
