import toast from 'react-hot-toast';
import type { DirectMessage } from '@quiz/contract/social';
import { InAppLink } from '../../../components/in-app-link';
import { i18next } from '../../../i18n';

/**
 * A private message arrived while the person is elsewhere than /friends: who wrote, the start of it, and a link
 * to the chat. One toast per friend, the newest message in it.
 */
export function showNewMessage(message: DirectMessage) {
  toast(
    (t) => (
      <span className="flex min-w-0 flex-col gap-1 text-sm">
        <span className="font-semibold">{i18next.t('friends.newMessageFrom', { name: message.senderName })}</span>
        <span className="line-clamp-2 break-words text-slate-600">{message.content}</span>
        <InAppLink
          to={`/friends?chat=${encodeURIComponent(message.sender._id)}`}
          onNavigate={() => toast.dismiss(t.id)}
          className="font-semibold text-brand-700 underline"
        >
          {i18next.t('friends.openChat')}
        </InAppLink>
      </span>
    ),
    { id: `new-message-${message.sender._id}`, icon: '💬', duration: 6000 },
  );
}
