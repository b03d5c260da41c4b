/** The waiting room: who hosts, which quiz, who is in, the rules, and the start button for the host. */
import { Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Messages } from '../../../i18n/messages';
import type { Room } from '@quiz/contract/rooms';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { PresenterLink } from './presenter-link';
import { HowToPlay } from './how-to-play';
import { JoinPanel } from './join-panel';
import { LockButton, type HostControls } from './lock-button';
import { NameTag } from './name-tag';
import { ParticipantList, useRoomNameLabels, YouBadge } from './participant-list';
import { PlayersPanel, RoomTabBar } from './room-panels';

interface RoomLobbyProps {
  room: Room;
  currentUserId: string | undefined;
  isHost: boolean;
  starting: boolean;
  onStart(): void;
  /** The host's controls (see useLobbyControls). */
  host?: HostControls;
}

/**
 * On a phone the start or wait state comes right after the code, then the Players/Chat tabs (see RoomPanels); from
 * lg up it goes back under the players, as on a projector or laptop.
 */
export function RoomLobby({ room, currentUserId, isHost, starting, onStart, host }: RoomLobbyProps) {
  const { t } = useTranslation();
  // The host is a participant too: starting needs somebody else.
  const canStart = room.participantCount > 0;
  const hostLabel = useRoomNameLabels(room)(room.hostId);
  return (
    <Card className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold text-slate-900">{t('lobby.title')}</h1>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
            {t('lobby.host')}{' '}
            <span className="min-w-0 font-semibold wrap-anywhere text-slate-900">{hostLabel.name}</span>
            <NameTag label={hostLabel} />
            {room.hostId._id === currentUserId && <YouBadge />}
          </p>
          <p className="text-sm text-slate-600">
            {t('lobby.quiz')} <span className="font-semibold text-slate-900">{room.quizId.title}</span> ·{' '}
            {t('lobby.facts', { questions: room.questionCount, seconds: room.timeLimit })}
          </p>
        </div>
      </div>

      <JoinPanel code={room.code} compact={!isHost} />
      {room.locked && <Alert tone="info">{t('lobby.lockedNote', { locked: Messages.roomLocked })}</Alert>}

      {isHost ? (
        <div className="space-y-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200 lg:order-1">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold text-amber-900">{t('lobby.youAreHost')}</p>
            {host && <LockButton locked={room.locked} host={host} />}
          </div>
          {room.mode === 'host_paced' && (
            <p className="text-sm text-amber-900">
              {t('lobby.hostPacedNote')}{' '}
              <PresenterLink code={room.code} className="inline-flex min-h-11 items-center font-semibold underline" />
            </p>
          )}
          <Button className="min-h-11 w-full py-3 text-base" disabled={!canStart} loading={starting} onClick={onStart}>
            <Play className="h-5 w-5" aria-hidden="true" /> {t('lobby.start')}
          </Button>
          {!canStart && <Alert tone="info">{Messages.needParticipant}</Alert>}
        </div>
      ) : (
        <p className="flex items-center justify-center gap-2 rounded-xl bg-slate-50 p-4 text-slate-600 lg:order-1">
          <Spinner className="h-4 w-4 shrink-0 text-brand-600" label={t('lobby.waitingForHost')} />
          {t('lobby.onlyHostStarts')}
        </p>
      )}

      <RoomTabBar playerCount={room.participantCount} />
      <PlayersPanel className="space-y-6">
        <ParticipantList room={room} currentUserId={currentUserId} onRemove={isHost ? host?.askRemove : undefined} />
        <HowToPlay
          timeLimit={room.timeLimit}
          questionCount={room.questionCount}
          hostPaced={room.mode === 'host_paced'}
        />
      </PlayersPanel>
    </Card>
  );
}
