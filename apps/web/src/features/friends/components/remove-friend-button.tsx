/** Unfriending, behind a confirmation: afterwards neither can write to the other (the history stays). */
import { useState } from 'react';
import { UserMinus } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Messages } from '../../../i18n/messages';
import type { Friend } from '@quiz/contract/social';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useRemoveFriend } from '../api/remove-friend';
import { personName } from '../lib/person-name';

/** In the chat's header it is the chat's friend; in the list, `named` says whom in its label. */
export function RemoveFriendButton({ friend, named = false }: { friend: Friend; named?: boolean }) {
  const { t } = useTranslation();
  const label = named ? t('friends.removeNamed', { name: personName(friend) }) : t('friends.removeFriend');
  const [open, setOpen] = useState(false);
  const remove = useRemoveFriend();
  const confirm = () =>
    remove.mutateAsync(friend._id).then(
      () => {
        setOpen(false);
        toast.success(Messages.friendRemoved);
      },
      (error: unknown) => toast.error(errorMessage(error, Messages.removeFriendFailed)),
    );
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={label}
        title={label}
        className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-red-50 hover:text-red-600"
      >
        <UserMinus className="h-5 w-5" aria-hidden="true" />
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('friends.removeFriend')}
        message={Messages.confirmRemoveFriend(personName(friend))}
        confirmLabel={t('friends.remove')}

        pending={remove.isPending}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
