/**
 * Friend events reach a logged-in person on any page (every tab): a new request updates the Friend Request badge
 * and says so; an accepted one refreshes the friends list.
 */
import type { QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { Messages } from '../../i18n/messages';
import type { FriendRequest } from '@quiz/contract/social';
import type { PublicUser } from '@quiz/contract/users';
import type { RealtimeSocket } from '../../lib/socket';
import { friendKeys } from './api/keys';
import { setCachedRelationship } from './api/search-users';
import { showFriendRequest } from './components/friend-request-toast';
import { nowFriendsToastId } from './lib/toast-ids';

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
  socket.on('friend-request', onRequest);
  socket.on('friend-accepted', onAccepted);
  return () => {
    socket.off('friend-request', onRequest);
    socket.off('friend-accepted', onAccepted);
  };
}
