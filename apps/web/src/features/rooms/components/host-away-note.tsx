/** Players in a lobby whose host's connection went (and did not come back within the grace) are told so. */
import { useTranslation } from 'react-i18next';
import { Messages } from '../../../i18n/messages';
import type { Room } from '@quiz/contract/rooms';
import { RoomNotFound } from './room-not-found';

export function HostAwayNote({ room }: { room: Pick<Room, 'hostAway' | 'isCreator' | 'status'> }) {
  if (!room.hostAway || room.isCreator || room.status !== 'waiting') return null;
  return (
    <p role="status" className="rounded-lg bg-amber-50 px-4 py-3 font-semibold text-amber-900 ring-1 ring-amber-200">
      {Messages.waitingForHost}
    </p>
  );
}

/** A lobby that closed without a game: the host closed it, or it closed while the host was away too long. */
export function LobbyClosed({ room }: { room: Pick<Room, 'endedByHost'> }) {
  const { t } = useTranslation();
  return (
    <RoomNotFound
      title={t('rooms.closedTitle')}

      text={room.endedByHost ? Messages.lobbyClosedByHost : Messages.lobbyClosedHostAway}
    />
  );
}
