/** /room/{code}: the room in each of its states, kept live over the realtime connection (SPEC §2 Room). */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { RoomLimits } from '@quiz/contract/limits';
import { Messages } from '../../../i18n/messages';
import { useSession } from '../../../app/session-context';
import { AppHeader } from '../../../components/app-header';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { ApiError, errorMessage, reasonOf, says } from '../../../lib/api-client';
import { useEndRoom } from '../api/end-room';
import { isUsableRoomCode, roomUnreadable, useRoom } from '../api/get-room';
import { useStartRoom } from '../api/start-room';
import { ReconnectBanner, stickyBannerClasses } from '../../../components/reconnect-banner';
import { RoomChat } from '../components/room-chat';
import { RoomInProgress } from '../components/room-in-progress';
import { RoomLobby } from '../components/room-lobby';
import { RoomNotFound } from '../components/room-not-found';
import { RoomPanels } from '../components/room-panels';
import { RoomResults } from '../components/room-results';
import { HostAwayNote, LobbyClosed } from '../components/host-away-note';
import { useRealtime } from '../../../app/use-realtime';
import { useLobbyControls } from '../hooks/use-lobby-controls';
import { useRoomLive } from '../hooks/use-room-live';
import { presenterLink } from '../lib/host-paced';
import { isRoomHost } from '../lib/room-host';

export function RoomPage() {
  const { t } = useTranslation();
  const params = useParams();
  const usable = isUsableRoomCode(params.code);
  const code = usable ? params.code!.trim().toUpperCase() : undefined;
  const navigate = useNavigate();
  const { session } = useSession();
  const me = session?._id;
  const realtime = useRealtime();
  const room = useRoom(code, { poll: realtime.settled && !realtime.connected });
  const start = useStartRoom();
  const end = useEndRoom();

  const leaving = useRef(false);
  // The host of a host-paced game presents it; everyone else plays.
  const presents = Boolean(room.data && room.data.mode === 'host_paced' && isRoomHost(room.data, me));
  const goToGame = useCallback(
    (replace = false) => {
      if (leaving.current || !code) return;
      leaving.current = true;
      void navigate(presents ? presenterLink(code) : `/quiz-game/${code}`, { replace });
    },
    [code, navigate, presents],
  );
  // Whoever pressed START goes 0.5 s after the server agreed; everybody else when told the game started.
  const startedHere = useRef(false);
  const onGameStarted = useCallback(() => {
    if (!startedHere.current) goToGame();
  }, [goToGame]);
  const live = useRoomLive(code, { room: room.data, loadError: room.error, onGameStarted });
  const controls = useLobbyControls(room.data);

  // A player who arrives once a host-paced game runs (a latecomer let in, a reload) belongs on the open question or
  // its waiting view, which the host sets the pace of: straight there, with no card to find "Play Game" on.
  const latecomer = Boolean(
    room.data &&
    room.data.status === 'in_progress' &&
    room.data.mode === 'host_paced' &&
    !isRoomHost(room.data, me) &&
    (room.data.isParticipant || live.joined),
  );
  useEffect(() => {
    if (latecomer) goToGame(true);
  }, [latecomer, goToGame]);

  const invalid = !usable || says(room.error, 'invalidRoomCode');
  useEffect(() => {
    if (!invalid) return;
    toast.error(Messages.invalidRoomCodeRedirect, { id: 'invalid-room-code' });
    const timer = setTimeout(() => void navigate('/dashboard', { replace: true }), RoomLimits.invalidCodeRedirectMs);
    return () => clearTimeout(timer);
  }, [invalid, navigate]);

  const startTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(startTimer.current), []);
  const onStart = () => {
    if (!code) return;
    startedHere.current = true;
    start.mutate(code, {
      onSuccess: () => {
        startTimer.current = setTimeout(() => goToGame(), RoomLimits.startNavigateDelayMs);
      },
      onError: (error) => {
        startedHere.current = false;
        toast.error(Messages.startGameFailedToast(reasonOf(error)));
      },
    });
  };
  const onEnd = () =>
    end.mutateAsync(code!).then(
      () => toast.success(Messages.gameEnded, { id: 'game-ended' }),
      (error: unknown) => toast.error(errorMessage(error, Messages.endGameFailed)),
    );

  const data = room.data;
  const isHost = data ? isRoomHost(data, me) : false;
  const chatPeople = useMemo(() => data && [data.hostId, ...data.participants.map((p) => p.userId)], [data]);
  const notFound = room.error instanceof ApiError && room.error.status === 404;
  // Compared as text: a status this page does not know still gets a view.
  const status: string | undefined = data?.status;

  let body: React.ReactNode;
  if (invalid) {
    body = <Alert>{Messages.invalidRoomCodeRedirect}</Alert>;
  } else if (live.removed) {
    body = <RoomNotFound title={t('rooms.removedTitle')} text={Messages.removedFromRoom} />;
  } else if (room.isLoading) {
    body = <PageSpinner label={t('rooms.loadingRoom')} />;
  } else if (notFound) {
    body = <RoomNotFound title={Messages.roomNotFoundTitle} text={Messages.roomNotFoundText} />;
  } else if (roomUnreadable(room) || !data) {
    body = (
      <div className="space-y-3">
        <Alert>{errorMessage(room.error, Messages.errorLoadingRoom)}</Alert>
        <Button variant="secondary" className="min-h-11" onClick={() => void room.refetch()}>
          {t('rooms.tryAgain')}
        </Button>
      </div>
    );
  } else if (status === 'completed' && !data.startedAt) {
    body = <LobbyClosed room={data} />;
  } else if (status === 'completed') {
    body = <RoomResults room={data} currentUserId={me} isHost={isHost} />;
  } else if (status === 'waiting' || status === 'in_progress') {
    body = (
      <div className="space-y-4">
        <ReconnectBanner realtime={live} className={stickyBannerClasses} />
        {live.joinError && <Alert>{live.joinError}</Alert>}
        <HostAwayNote room={data} />
        <RoomPanels
          main={
            status === 'waiting' ? (
              <RoomLobby
                room={data}
                currentUserId={me}
                isHost={isHost}
                starting={start.isPending || start.isSuccess}
                onStart={onStart}
                host={controls}
              />
            ) : (
              <RoomInProgress
                room={data}
                currentUserId={me}
                isHost={isHost}
                progress={live.progress}
                ending={end.isPending}
                onEnd={onEnd}
                host={controls}
              />
            )
          }
          chat={
            <RoomChat
              roomId={data._id}
              code={data.code}
              ready={data.isParticipant || live.joined}
              people={chatPeople}
            />
          }
        />
        {isHost && controls.dialog}
      </div>
    );
  } else {
    body = (
      <Card className="space-y-2">
        <h1 className="text-2xl font-bold">{t('rooms.roomTitle', { code: data.code })}</h1>
        <p className="text-slate-600">{t('rooms.status', { status })}</p>
      </Card>
    );
  }

  return (
    <div className="min-h-screen">
      <AppHeader />
      <main className="mx-auto max-w-6xl space-y-6 px-4 py-4 sm:py-8">{body}</main>
    </div>
  );
}
