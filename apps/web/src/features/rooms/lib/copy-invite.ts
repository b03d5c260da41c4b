import toast from 'react-hot-toast';
import { Messages } from '../../../i18n/messages';

/** /play?code=…: the nickname step for a guest, straight in for someone signed in. */
export const inviteLink = (code: string) => `${window.location.origin}/play?code=${encodeURIComponent(code)}`;

/** Copies the room's join link and says whether it worked. */
export async function copyInviteLink(code: string) {
  try {
    await navigator.clipboard.writeText(inviteLink(code));
    toast.success(Messages.inviteCopied);
  } catch {
    toast.error(Messages.inviteCopyFailed);
  }
}
