/** A running game seen from the room: who has got how far, the way into the game, and the host's end button. */
import { Gamepad2, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GameProgress, Room } from '@quiz/contract/rooms';
import { Messages } from '../../../i18n/messages';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PresenterLink } from './presenter-link';
import { EndGameButton } from './end-game-button';
import { LockButton, type HostControls } from './lock-button';
import { ParticipantList } from './participant-list';
import { PlayersPanel, RoomTabBar } from './room-panels';

interface RoomInProgressProps {
  /** The host's controls: Lock / Unlock and Remove stay theirs for the whole game. */
  host?: HostControls;
  room: Room;
  currentUserId: string | undefined;
  isHost: boolean;
  progress: GameProgress | null;
  ending: boolean;
  onEnd(): Promise<unknown>;
}

export function RoomInProgress({ room, currentUserId, isHost, progress, ending, onEnd, host }: RoomInProgressProps) {
  const { t } = useTranslation();
  return (
    // On a phone the way into the game comes before the Players/Chat tabs; from lg up, under the players.
    <Card className="flex flex-col gap-6">
      <div className="rounded-xl bg-gradient-to-r from-brand-600 to-violet-600 p-5 text-white">
        <h1 className="text-2xl font-bold">{t('game.inProgress')}</h1>
        <p className="mt-1 wrap-anywhere text-white/90">
          {t('game.inProgressText', { title: room.quizId.title, code: room.code })}
        </p>
      </div>
      <div className="flex flex-wrap gap-3 lg:order-1">
        {isHost && room.mode === 'host_paced' ? (
          <PresenterLink code={room.code} icon className={buttonClasses('primary', 'min-h-11')} />
        ) : isHost ? (
          <Link to={`/quiz-game/${room.code}`} className={buttonClasses('primary', 'min-h-11')}>
            <Users className="h-4 w-4" aria-hidden="true" /> {t('game.openClassView')}
          </Link>
        ) : (
          <Link to={`/quiz-game/${room.code}`} className={buttonClasses('primary', 'min-h-11')}>
            <Gamepad2 className="h-4 w-4" aria-hidden="true" /> {t('game.play')}
          </Link>
        )}
        {isHost && host && <LockButton locked={room.locked} host={host} />}
        {isHost && <EndGameButton ending={ending} onEnd={onEnd} />}
      </div>
      {room.locked && <Alert tone="info">{t('lobby.lockedNote', { locked: Messages.roomLocked })}</Alert>}
      <RoomTabBar playerCount={room.participantCount} />
      <PlayersPanel>
        <ParticipantList
          room={room}
          currentUserId={currentUserId}
          progress={progress}
          onRemove={isHost ? host?.askRemove : undefined}
        />
      </PlayersPanel>
    </Card>
  );
}
