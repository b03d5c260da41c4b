/** The host's lobby controls on the room page: lock/unlock, and remove a player after a confirmation. */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Messages } from '../../../i18n/messages';
import type { Participant, Room } from '@quiz/contract/rooms';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useLockRoom, useRemoveParticipant } from '../api/manage-room';
import { personName } from '../components/final-standings';

export function useLobbyControls(room: Room | undefined) {
  const { t } = useTranslation();
  const lock = useLockRoom();
  const remove = useRemoveParticipant();
  const [target, setTarget] = useState<Participant | null>(null);

  const toggleLock = () => {
    if (!room) return;
    const locked = !room.locked;
    lock.mutate(
      { code: room.code, locked },
      {
        onSuccess: () => void toast.success(locked ? Messages.roomLockedToast : Messages.roomUnlockedToast),
        onError: (error) => void toast.error(errorMessage(error, Messages.errorLoadingRoom)),
      },
    );
  };

  const confirmRemove = () => {
    if (!room || !target) return;
    const name = personName(target.userId);
    remove.mutate(
      { code: room.code, participantId: target._id },
      {
        // The server's sentence names the player as this page does (display name, else username).
        onSuccess: () => {
          toast.success(Messages.playerRemoved(name));
          setTarget(null);
        },
        onError: (error) => {
          toast.error(errorMessage(error, Messages.errorLoadingRoom));
          setTarget(null);
        },
      },
    );
  };

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && setTarget(null)}
      title={t('lobby.removeTitle')}
      message={target ? t('lobby.removeConfirm', { name: personName(target.userId) }) : ''}
      confirmLabel={t('lobby.remove')}

      pending={remove.isPending}
      onConfirm={confirmRemove}
    />
  );

  return { toggleLock, locking: lock.isPending, askRemove: setTarget, dialog };
}
