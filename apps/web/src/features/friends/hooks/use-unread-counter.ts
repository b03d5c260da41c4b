/** Messages arriving for chats that are not open count as unread on the friend's row, live. */
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DirectMessage, Friend } from '@quiz/contract/social';
import type { RealtimeSocket } from '../../../lib/socket';
import { updateCachedFriend } from '../api/get-friends';
import { friendKeys } from '../api/keys';

export function useUnreadCounter(socket: RealtimeSocket | null, me: string | undefined, openFriendId: string | null) {
  const queryClient = useQueryClient();
  // A message is counted once, even if it were delivered twice.
  const counted = useRef(new Set<string>());
  useEffect(() => {
    if (!socket) return;
    const onMessage = (message: DirectMessage) => {
      const from = message.sender._id;
      if (from === me || from === openFriendId || counted.current.has(message._id)) return;
      counted.current.add(message._id);
      const friends = queryClient.getQueryData<Friend[]>(friendKeys.list);
      if (!friends?.some((f) => f._id === from)) {
        // Someone not (yet) on the list here: the server knows better.
        void queryClient.invalidateQueries({ queryKey: friendKeys.list });
        return;
      }
      updateCachedFriend(queryClient, from, (f) => ({
        ...f,
        unreadCount: f.unreadCount + 1,
        chatId: f.chatId ?? message.chatId,
      }));
    };
    socket.on('new-message', onMessage);
    return () => {
      socket.off('new-message', onMessage);
    };
  }, [socket, me, openFriendId, queryClient]);
}
