/** /quiz-game/{code}: playing a live game, waiting for it to start, or its final leaderboard (SPEC §2 Quiz game). */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Messages } from '../../../i18n/messages';
import type { Room } from '@quiz/contract/rooms';
import { useSession } from '../../../app/session-context';
import { AppHeader } from '../../../components/app-header';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import toast from 'react-hot-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { isUsableRoomCode, roomUnreadable, useRoom } from '../api/get-room';
import { roomKeys } from '../api/keys';
import { GameProgressCard, PlayerChips } from '../components/game-progress-card';
import { GameQuestion } from '../components/game-question';
import { GameResults } from '../components/game-results';
import { ClassView } from '../components/class-view';
import { GameReviewSection } from '../components/game-review';
import { HostAwayNote, LobbyClosed } from '../components/host-away-note';
import { useEndRoom } from '../api/end-room';
import { HostPacedPlay } from '../components/host-paced-play';
import { PresenterLink } from '../components/presenter-link';
import { ReconnectBanner, stickyBannerClasses } from '../../../components/reconnect-banner';
import { RoomChat } from '../components/room-chat';
import { RoomNotFound } from '../components/room-not-found';
import { useGamePlay } from '../hooks/use-game-play';
import { useRealtime } from '../../../app/use-realtime';
import { useRoomLive, type RoomLive } from '../hooks/use-room-live';

function LoadError({ code, reason }: { code: string | undefined; reason: string }) {
  const { t } = useTranslation();
  return (
    <Card className="space-y-4 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('game.errorTitle')}</h1>
      <Alert>
        {Messages.errorLoadingRoom}: {reason}
      </Alert>
      <div className="flex justify-center gap-3">
        <Link to={code ? `/room/${code}` : '/dashboard'} className={buttonClasses('secondary')}>
          {t('rooms.backToRoom')}
        </Link>
        <Button onClick={() => window.location.reload()}>{t('rooms.tryAgain')}</Button>
      </div>
    </Card>
  );
}

function WaitingForStart({ room, live, me }: { room: Room; live: RoomLive; me: string | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="space-y-5 lg:col-span-2">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('game.waitingTitle')}</h1>
          <p className="mt-1 text-slate-600">{t('game.waitingText')}</p>
        </div>
        <HostAwayNote room={room} />
        <PlayerChips room={room} currentUserId={me} />
        <Link to={`/room/${room.code}`} className={buttonClasses('secondary')}>
          {t('rooms.backToRoom')}
        </Link>
      </Card>
      <RoomChat
        roomId={room._id}
        code={room.code}
        ready={room.isParticipant || live.joined}
        people={[room.hostId, ...room.participants.map((p) => p.userId)]}
      />
    </div>
  );
}

interface PlayingProps {
  room: Room;
  live: RoomLive;
  me: string | undefined;
  /** Tells the page to hold the results while the last answer's feedback is on screen. */
  onPausingChange(pausing: boolean): void;
}

function Playing({ room, live, me, onPausingChange }: PlayingProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const onGameOver = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: roomKeys.detail(room.code) }),
    [queryClient, room.code],
  );
  const game = useGamePlay({ code: room.code, socket: live.socket, enabled: true, onGameOver });
  useEffect(() => onPausingChange(game.pausing), [game.pausing, onPausingChange]);
  useEffect(() => () => onPausingChange(false), [onPausingChange]);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('game.title')}</h1>
          <p className="text-slate-600">{room.quizId.title}</p>
        </div>
        <p className="font-mono text-sm font-semibold text-slate-600">{t('rooms.roomTitle', { code: room.code })}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <GameQuestion game={game} />
        </div>
        <div className="space-y-6">
          <GameProgressCard room={room} progress={live.progress} currentUserId={me} />
          <RoomChat
            roomId={room._id}
            code={room.code}
            ready={room.isParticipant || live.joined}
            people={[room.hostId, ...room.participants.map((p) => p.userId)]}
          />
        </div>
      </div>
    </div>
  );
}

/** The host runs a self-paced game from here: the class view, never a question. */
function HostingClass({ room, live }: { room: Room; live: RoomLive }) {
  const end = useEndRoom();
  return (
    <ClassView
      room={room}
      progress={live.progress}
      ending={end.isPending}
      onEnd={() =>
        end.mutateAsync(room.code).catch((error: unknown) => toast.error(errorMessage(error, Messages.endGameFailed)))
      }
    />
  );
}

/** The final leaderboard, and below it the viewer's own answers (a player's; the host has the report). */
function Finished({ room, me }: { room: Room; me: string | undefined }) {
  if (!room.startedAt) return <LobbyClosed room={room} />;
  // Whether the viewer played (not the room's list: in a big room it holds only the first 50 by rank).
  const played = room.isParticipant && !room.isCreator;
  return (
    <div className="space-y-6">
      <GameResults room={room} currentUserId={me} />
      {played && (
        <Card>
          <GameReviewSection code={room.code} id={room._id} />
        </Card>
      )}
    </div>
  );
}

export function QuizGamePage() {
  const { t } = useTranslation();
  const params = useParams();
  const code = isUsableRoomCode(params.code) ? params.code.trim().toUpperCase() : undefined;
  const { session } = useSession();
  const me = session?._id;
  const realtime = useRealtime();
  const room = useRoom(code, { poll: realtime.settled && !realtime.connected });
  const live = useRoomLive(code, { room: room.data, loadError: room.error });
  // The game may end while the player's last answer is being confirmed: results come after that pause.
  const [pausing, setPausing] = useState(false);

  const data = room.data;
  const status: string | undefined = data?.status;
  let body: React.ReactNode;
  if (!code) {
    body = <LoadError code={undefined} reason={Messages.roomCodeMissing} />;
  } else if (room.isLoading) {
    body = (
      <div className="flex flex-col items-center gap-3 py-16 text-slate-600">
        <Spinner className="h-10 w-10 text-brand-600" label={t('game.loading')} />
        {t('game.loadingText')}
      </div>
    );
  } else if (live.removed) {
    body = <RoomNotFound title={t('rooms.removedTitle')} text={Messages.removedFromRoom} />;
  } else if (room.error instanceof ApiError && room.error.status === 404) {
    body = <RoomNotFound title={t('game.notFoundTitle')} text={t('game.notFoundText')} />;
  } else if (roomUnreadable(room) || !data) {
    body = <LoadError code={code} reason={errorMessage(room.error, Messages.invalidResponse)} />;
  } else if (status === 'completed' && !pausing) {
    body = <Finished room={data} me={me} />;
  } else {
    body = (
      <div className="space-y-4">
        <ReconnectBanner realtime={live} className={stickyBannerClasses} />
        {live.joinError && <Alert>{live.joinError}</Alert>}
        {data.mode === 'host_paced' && status === 'in_progress' ? (
          data.isCreator ? (
            <Card className="space-y-4 text-center">
              <h1 className="text-2xl font-bold text-slate-900">{t('game.presenting')}</h1>
              <PresenterLink code={data.code} className={buttonClasses('primary')} />
            </Card>
          ) : (
            <HostPacedPlay room={data} live={live} />
          )
        ) : status === 'in_progress' && data.isCreator ? (
          <HostingClass room={data} live={live} />
        ) : status === 'in_progress' || status === 'completed' ? (
          <Playing room={data} live={live} me={me} onPausingChange={setPausing} />
        ) : (
          <WaitingForStart room={data} live={live} me={me} />
        )}
      </div>
    );
  }

  return (
    <div className="min-h-screen">
      <AppHeader />
      <main className="mx-auto max-w-6xl space-y-6 px-4 py-8">{body}</main>
    </div>
  );
}
