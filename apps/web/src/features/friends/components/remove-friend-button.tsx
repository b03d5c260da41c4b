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

export function RemoveFriendButton({ friend }: { friend: Friend }) {
  const { t } = useTranslation();
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
        aria-label={t('friends.removeFriend')}
        title={t('friends.removeFriend')}
        className="inline-flex h-9 w-9 items-center justify-center rounded-full text-slate-500 hover:bg-red-50 hover:text-red-600"
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
