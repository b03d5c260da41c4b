import toast from 'react-hot-toast';
import { InAppLink } from '../../../components/in-app-link';
import { i18next } from '../../../i18n';
import { Messages } from '../../../i18n/messages';
import type { FriendRequest } from '@quiz/contract/social';

/**
 * A friend request arrived. The toast leaves the sender's name out on purpose: the request itself (with the name)
 * is in the Friend Request tab, whose badge counts it at once.
 */
export function showFriendRequest(request: FriendRequest) {
  const onFriendsPage = window.location.pathname === '/friends';
  toast(
    (t) => (
      <span className="flex flex-col gap-1 text-sm">
        <span>{Messages.newFriendRequest}</span>
        {!onFriendsPage && (
          <InAppLink
            to="/friends?tab=requests"
            className="font-semibold text-brand-700 underline"
            onNavigate={() => toast.dismiss(t.id)}
          >
            {i18next.t('friends.viewRequests')}
          </InAppLink>
        )}
      </span>
    ),
    { id: `friend-request-${request._id}`, icon: '👋' },
  );
}
