import toast from 'react-hot-toast';
import { InAppLink } from '../../../components/in-app-link';
import { i18next } from '../../../i18n';
import { Messages } from '../../../i18n/messages';

/** A live invitation from another host: who, which quiz, and a way in. */
export function showRoomInvite(invite: { code: string; hostName: string; quizTitle: string }) {
  toast(
    (t) => (
      <span className="flex flex-col gap-1 text-sm">
        <span>{Messages.roomInvite(invite.hostName, invite.quizTitle)}</span>
        <InAppLink
          to={`/play?code=${encodeURIComponent(invite.code)}`}
          className="font-semibold text-brand-700 underline"
          onNavigate={() => toast.dismiss(t.id)}
        >
          {i18next.t('rooms.inviteJoin', { code: invite.code })}
        </InAppLink>
      </span>
    ),
    { id: `room-invite-${invite.code}`, duration: 10_000, icon: '🎮' },
  );
}
