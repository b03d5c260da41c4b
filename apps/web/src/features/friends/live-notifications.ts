/**
 * Friend events reach a logged-in person on any page (every tab): a new request updates the Friend Request badge
 * and says so; an accepted one refreshes the friends list, a removal takes the friend off it; a private message
 * counts as unread (unless its chat is open here) and, away from /friends, says so; a chat read in another tab is
 * read here too. Back from a lost connection, the lists are read again and the messages that did not go out go.
 */
import type { QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { Messages } from '../../i18n/messages';
import type { DirectMessage, Friend, FriendRequest } from '@quiz/contract/social';
import type { PublicUser } from '@quiz/contract/users';
import { readSession } from '../../lib/session';
import { setUnreadMessages } from '../../lib/unread-messages';
import type { RealtimeSocket } from '../../lib/socket';
import { getFriends, updateCachedFriend } from './api/get-friends';
import { friendKeys } from './api/keys';
import { setCachedRelationship } from './api/search-users';
import { showFriendRequest } from './components/friend-request-toast';
import { showNewMessage } from './components/new-message-toast';
import { openChatFriendId } from './lib/open-chat';
import { nowFriendsToastId } from './lib/toast-ids';
import { flushUnsent } from './lib/unsent';

export function listenForFriendEvents(socket: RealtimeSocket, queryClient: QueryClient) {
  const onRequest = (request: FriendRequest) => {
    if (queryClient.getQueryData(friendKeys.requests)) {
      queryClient.setQueryData<FriendRequest[]>(friendKeys.requests, (requests) =>
        requests?.some((r) => r._id === request._id) ? requests : [request, ...(requests ?? [])],
      );
    } else {
      void queryClient.invalidateQueries({ queryKey: friendKeys.requests });
    }
    setCachedRelationship(queryClient, request.sender._id, 'request-received');
    showFriendRequest(request);
  };
  const onAccepted = ({ friend }: { friend: PublicUser }) => {
    void queryClient.invalidateQueries({ queryKey: friendKeys.list });
    // Asking each other makes friends too: the other's request is gone then.
    void queryClient.invalidateQueries({ queryKey: friendKeys.requests });
    setCachedRelationship(queryClient, friend._id, 'friend');
    toast.success(Messages.becameFriends, { id: nowFriendsToastId(friend._id) });
  };
  const onRemoved = ({ friendId }: { friendId: string }) => {
    queryClient.setQueryData<Friend[]>(friendKeys.list, (friends) => friends?.filter((f) => f._id !== friendId));
    setCachedRelationship(queryClient, friendId, 'none');
  };
  // A message is counted once, even if it were delivered twice.
  const counted = new Set<string>();
  const onMessage = (message: DirectMessage) => {
    const from = message.sender._id;
    if (from === readSession()?._id || counted.has(message._id)) return;
    counted.add(message._id);
    // The open chat reads it as it comes.
    if (from === openChatFriendId()) return;
    const friends = queryClient.getQueryData<Friend[]>(friendKeys.list);
    if (friends?.some((f) => f._id === from)) {
      updateCachedFriend(queryClient, from, (f) => ({
        ...f,
        unreadCount: f.unreadCount + 1,
        chatId: f.chatId ?? message.chatId,
      }));
    } else {
      // Not loaded, or someone not (yet) on the list here: the server knows better.
      void queryClient.invalidateQueries({ queryKey: friendKeys.list });
    }
    if (window.location.pathname !== '/friends') showNewMessage(message);
  };
  const onRead = ({ friendId }: { friendId: string }) =>
    updateCachedFriend(queryClient, friendId, (f) => (f.unreadCount === 0 ? f : { ...f, unreadCount: 0 }));
  let connectedBefore = false;
  const onConnect = () => {
    // What happened while the connection was down came over no socket.
    if (connectedBefore) {
      void queryClient.invalidateQueries({ queryKey: friendKeys.list });
      void queryClient.invalidateQueries({ queryKey: friendKeys.requests });
    }
    connectedBefore = true;
    const me = readSession()?._id;
    if (me) void flushUnsent(socket, me);
  };
  // The header's badge follows the friends list's unread counts, read once now and kept live.
  const listKey = JSON.stringify(friendKeys.list);
  const publishUnread = () =>
    setUnreadMessages(
      (queryClient.getQueryData<Friend[]>(friendKeys.list) ?? []).reduce((sum, f) => sum + f.unreadCount, 0),
    );
  const stopWatchingList = queryClient.getQueryCache().subscribe((event) => {
    if (JSON.stringify(event.query.queryKey) === listKey) publishUnread();
  });
  publishUnread();
  void queryClient.prefetchQuery({ queryKey: friendKeys.list, queryFn: getFriends });
  if (socket.connected) onConnect();
  socket.on('friend-request', onRequest);
  socket.on('friend-accepted', onAccepted);
  socket.on('friend-removed', onRemoved);
  socket.on('new-message', onMessage);
  socket.on('chat-read', onRead);
  socket.on('connect', onConnect);
  return () => {
    socket.off('friend-request', onRequest);
    socket.off('friend-accepted', onAccepted);
    socket.off('friend-removed', onRemoved);
    socket.off('new-message', onMessage);
    socket.off('chat-read', onRead);
    socket.off('connect', onConnect);
    stopWatchingList();
    setUnreadMessages(0);
  };
}
