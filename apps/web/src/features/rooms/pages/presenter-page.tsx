/**
 * /room/{code}/present: the host's screen for a host-paced game, made for a projector (1280×720 and up) and read
 * from the back of a classroom: the way in and who is there, each question with its countdown and live count, the
 * answers with the correct one, the top five, and the podium.
 */
import { useState } from 'react';
import { ArrowDown, ArrowUp, FileBarChart, Minus, Play, SkipForward, Square, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { Messages } from '../../../i18n/messages';
import type { HostPacedView, Room } from '@quiz/contract/rooms';
import { useSession } from '../../../app/session-context';
import { useRealtime } from '../../../app/use-realtime';
import { ReconnectBanner } from '../../../components/reconnect-banner';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { ApiError, errorMessage, reasonOf } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { isUsableRoomCode, roomUnreadable, useRoom } from '../api/get-room';
import { useStartRoom } from '../api/start-room';
import { AnswerChart, OptionFace } from '../components/answer-looks';
import { QuestionPicture } from '../../../components/questions/question-picture';
import { Explanation } from '../../../components/questions/explanation';
import { RichHeading } from '../../../components/rich-text/rich-text';
import type { QuestionKind } from '@quiz/contract/limits';

/** What the class is asked to do, for kinds other than one pick (message keys). */
const kindHint = {
  multiple: 'presenter.kind.multiple',
  true_false: 'presenter.kind.trueFalse',
  typed: 'presenter.kind.typed',
  ordering: 'presenter.kind.ordering',
  poll: 'presenter.kind.poll',
} as const satisfies Record<Exclude<QuestionKind, 'single'>, string>;
import { FinalStandings, personName } from '../components/final-standings';
import { JoinPanel } from '../components/join-panel';
import { LockButton, type HostControls } from '../components/lock-button';
import { RoomNotFound } from '../components/room-not-found';
import { useHostPaced, type HostPaced } from '../hooks/use-host-paced';
import { useLobbyControls } from '../hooks/use-lobby-controls';
import { useRoomLive } from '../hooks/use-room-live';
import { isRoomHost, reportLink } from '../lib/room-host';
import { rankedParticipants } from '../lib/host-paced';

function Lobby({ room, host }: { room: Room; host: HostControls }) {
  const { t } = useTranslation();
  const start = useStartRoom();
  const players = room.participants.filter((p) => !p.isHost);
  const count = room.participantCount;
  const onStart = () =>
    start.mutate(room.code, {
      onError: (error) => toast.error(Messages.startGameFailedToast(reasonOf(error))),
    });
  return (
    <div className="flex flex-1 flex-col gap-8">
      <JoinPanel code={room.code} projector />
      <section aria-labelledby="players-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="players-heading" className="text-3xl font-black text-slate-900" aria-live="polite">
            {t('presenter.players', { count })}
          </h2>
          <LockButton locked={room.locked} host={host} />
          <Button
            className="min-h-14 px-8 text-xl"
            disabled={count < 1}
            loading={start.isPending || start.isSuccess}
            onClick={onStart}
          >
            <Play className="h-6 w-6" aria-hidden="true" /> {t('presenter.start')}
          </Button>
        </div>
        {count < 1 && <Alert tone="info">{Messages.needParticipant}</Alert>}
        <ul className="flex flex-wrap gap-3" aria-label={t('game.players')}>
          {players.map((p) => (
            <li key={p._id} className="rounded-full bg-white px-4 py-2 text-xl font-semibold text-slate-900 shadow">
              {personName(p.userId)}
            </li>
          ))}
          {count > players.length && (
            <li className="rounded-full bg-slate-200 px-4 py-2 text-xl font-semibold text-slate-700">
              {t('presenter.more', { more: count - players.length })}
            </li>
          )}
        </ul>
      </section>
    </div>
  );
}

function QuestionHeading({ view }: { view: HostPacedView }) {
  const { t } = useTranslation();
  const kind = view.question?.kind;
  return (
    <div className="space-y-2">
      <p className="text-lg font-semibold text-slate-600">
        {t('game.questionOf', { number: view.index + 1, total: view.total })}
      </p>
      {/* Formulas are sized in em: they grow with the heading, legible from the back of the room. */}
      <RichHeading
        level={2}
        text={view.question?.content ?? ''}
        className="text-4xl leading-tight font-black wrap-anywhere text-slate-900 xl:text-5xl 2xl:text-6xl"
      />
      {kind && kind !== 'single' && <p className="text-xl font-semibold text-brand-700">{t(kindHint[kind])}</p>}
      <QuestionPicture image={view.question?.image} />
    </div>
  );
}

function OpenQuestion({ game }: { game: HostPaced }) {
  const { t } = useTranslation();
  const view = game.view!;
  return (
    // On a projector the options fill the screen's height (a 1920×1080 screen, not its top half).
    <div className="flex flex-1 flex-col gap-8">
      <div className="flex items-start justify-between gap-6">
        <QuestionHeading view={view} />
        <div
          className="flex h-28 w-28 shrink-0 flex-col items-center justify-center rounded-full bg-brand-600 text-white"
          role="timer"
          aria-label={t('game.secondsLeft', { seconds: game.secondsLeft })}
        >
          <span className="text-5xl font-black tabular-nums">{game.secondsLeft}</span>
          <span className="text-xs font-semibold uppercase">{t('presenter.seconds')}</span>
        </div>
      </div>
      <ul className="grid flex-1 auto-rows-fr gap-4 sm:grid-cols-2" aria-label={t('game.options')}>
        {view.question?.options.map((option, i) => (
          <li key={option._id} className="flex">
            <OptionFace
              option={option}
              kind={view.question?.kind}
              index={i}
              className="min-h-24 text-2xl xl:text-3xl 2xl:text-4xl"
            />
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-3xl font-black text-slate-900" aria-live="polite">
          {t('presenter.answered', { answered: view.answeredCount, players: view.playerCount })}
        </p>
        <Button className="min-h-14 px-8 text-xl" loading={game.acting === 'skip'} onClick={() => game.act('skip')}>
          <SkipForward className="h-6 w-6" aria-hidden="true" /> {t('presenter.skip')}
        </Button>
      </div>
    </div>
  );
}

function NextButton({ game }: { game: HostPaced }) {
  const { t } = useTranslation();
  const view = game.view!;
  const last = view.index + 1 >= view.total;
  return (
    <Button className="min-h-14 px-8 text-xl" loading={game.acting === 'next'} onClick={() => game.act('next')}>
      {last ? (
        <>
          <Trophy className="h-6 w-6" aria-hidden="true" /> {t('presenter.showPodium')}
        </>
      ) : (
        <>
          <Play className="h-6 w-6" aria-hidden="true" /> {t('presenter.next')}
        </>
      )}
    </Button>
  );
}

function Results({ game }: { game: HostPaced }) {
  const { t } = useTranslation();
  const view = game.view!;
  return (
    <div className="flex flex-1 flex-col gap-8">
      <QuestionHeading view={view} />
      <div className="flex-1 space-y-6">
        <AnswerChart view={view} large />
        <Explanation text={view.results?.explanation} level={3} large className="text-2xl xl:text-3xl" />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-2xl font-bold text-slate-700">
          {t('presenter.answered', { answered: view.answeredCount, players: view.playerCount })}
        </p>
        <Button
          className="min-h-14 px-8 text-xl"
          loading={game.acting === 'scoreboard'}
          onClick={() => game.act('scoreboard')}
        >
          <Trophy className="h-6 w-6" aria-hidden="true" /> {t('presenter.scoreboard')}
        </Button>
      </div>
    </div>
  );
}

function Movement({ places }: { places: number | null }) {
  const { t } = useTranslation();
  if (places === null || places === 0) {
    return (
      <span className="flex items-center gap-1 text-slate-500">
        <Minus className="h-6 w-6" aria-hidden="true" />
        <span className="sr-only">{places === null ? t('presenter.new') : t('presenter.samePlace')}</span>
      </span>
    );
  }
  const up = places > 0;
  const Icon = up ? ArrowUp : ArrowDown;
  return (
    <span className={cn('flex items-center gap-1 font-bold', up ? 'text-green-700' : 'text-red-700')}>
      <Icon className="h-6 w-6" aria-hidden="true" />
      {Math.abs(places)}
      <span className="sr-only"> {up ? t('presenter.up') : t('presenter.down')}</span>
    </span>
  );
}

function Scoreboard({ game }: { game: HostPaced }) {
  const { t } = useTranslation();
  const view = game.view!;
  return (
    <div className="flex flex-1 flex-col gap-8">
      <h2 className="text-4xl font-black text-slate-900 2xl:text-5xl">{t('presenter.scoreboard')}</h2>
      <ol className="flex-1 space-y-3" aria-label={t('presenter.scoreboard')}>
        {(view.scoreboard ?? []).map((row) => (
          <li
            key={row.userId}
            className="flex items-center gap-5 rounded-2xl bg-white px-6 py-4 text-2xl shadow xl:text-3xl 2xl:py-6 2xl:text-4xl"
          >
            <span className="w-12 font-black text-brand-700">{row.rank}</span>
            <span className="min-w-0 flex-1 truncate font-bold text-slate-900">{row.name}</span>
            <Movement places={row.movement} />
            <span className="font-black text-slate-900 tabular-nums">{row.score}</span>
          </li>
        ))}
      </ol>
      <div className="flex justify-end">
        <NextButton game={game} />
      </div>
    </div>
  );
}

function Podium({ room }: { room: Room }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-8">
      <h2 className="text-center text-4xl font-black text-slate-900">{t('presenter.finalStandings')}</h2>
      <FinalStandings participants={rankedParticipants(room)} currentUserId={undefined} />
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={reportLink(room)} className={buttonClasses('primary', 'min-h-12 text-base')}>
          <FileBarChart className="h-5 w-5" aria-hidden="true" /> {t('results.viewReport')}
        </Link>
        <Link to="/dashboard" className={buttonClasses('secondary', 'min-h-12 text-base')}>
          {t('rooms.backToDashboard')}
        </Link>
      </div>
    </div>
  );
}

function Playing({ room, game, host }: { room: Room; game: HostPaced; host: HostControls }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const view = game.view;
  let body: React.ReactNode;
  if (!view) body = game.error ? <Alert>{game.error}</Alert> : <PageSpinner label={t('presenter.loadingGame')} />;
  else if (view.phase === 'open') body = <OpenQuestion game={game} />;
  else if (view.phase === 'results') body = <Results game={game} />;
  else if (view.phase === 'scoreboard') body = <Scoreboard game={game} />;
  else body = <PageSpinner label={t('presenter.loadingResults')} />;
  return (
    <div className="flex flex-1 flex-col gap-6">
      <div className="flex flex-1 flex-col">{body}</div>
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
        {/* A latecomer of a locked room gets in once the host unlocks it, mid-game too (issue 35). */}
        <LockButton locked={room.locked} host={host} />
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          <Square className="h-4 w-4" aria-hidden="true" /> {t('presenter.endGame')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('presenter.endGame')}
        message={t('presenter.endConfirm', { code: room.code })}
        confirmLabel={t('presenter.endGame')}
        pending={game.acting === 'end'}
        onConfirm={() => {
          setConfirming(false);
          game.act('end');
        }}
      />
    </div>
  );
}

export function PresenterPage() {
  const { t } = useTranslation();
  const params = useParams();
  const code = isUsableRoomCode(params.code) ? params.code!.trim().toUpperCase() : '';
  const { session } = useSession();
  const realtime = useRealtime();
  const room = useRoom(code || undefined, { poll: realtime.settled && !realtime.connected });
  const live = useRoomLive(code || undefined, { room: room.data });
  const data = room.data;
  const isHost = data ? isRoomHost(data, session?._id) : false;
  const controls = useLobbyControls(data);
  const game = useHostPaced(
    code,
    live,
    Boolean(data && isHost && data.mode === 'host_paced' && data.status === 'in_progress'),
  );

  let body: React.ReactNode;
  if (!code || (room.error instanceof ApiError && room.error.status === 404)) {
    body = <RoomNotFound title={Messages.roomNotFoundTitle} text={Messages.roomNotFoundText} />;
  } else if (room.isLoading) {
    body = <PageSpinner label={t('rooms.loadingRoom')} />;
  } else if (roomUnreadable(room) || !data) {
    body = <Alert>{errorMessage(room.error, Messages.errorLoadingRoom)}</Alert>;
  } else if (!isHost || data.mode !== 'host_paced') {
    body = (
      <div className="space-y-4">
        <Alert>{isHost ? Messages.notHostPaced : Messages.onlyHostCanPresent}</Alert>
        <Link to={`/room/${data.code}`} className={buttonClasses('secondary')}>
          {t('rooms.backToRoom')}
        </Link>
      </div>
    );
  } else if (data.status === 'completed') {
    body = <Podium room={data} />;
  } else if (data.status === 'in_progress') {
    body = <Playing room={data} game={game} host={controls} />;
  } else {
    body = <Lobby room={data} host={controls} />;
  }

  return (
    <div className="flex min-h-screen flex-col bg-slate-100">
      <header className="flex flex-wrap items-center justify-between gap-3 bg-slate-900 px-6 py-3 text-white">
        <p className="min-w-0 truncate text-lg font-bold">{data?.quizId.title ?? 'Quiz Adventure'}</p>
        <p className="flex items-center gap-4 text-sm">
          <span>
            {t('presenter.room')}{' '}
            <span className="font-mono text-lg font-black tracking-widest text-amber-300">{code}</span>
          </span>
          {data && (
            <Link to={`/room/${data.code}`} className="font-semibold text-slate-200 underline hover:text-white">
              {t('presenter.roomPage')}
            </Link>
          )}
        </p>
      </header>
      <main className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-6 py-8 2xl:max-w-[1800px] 2xl:px-10">
        <ReconnectBanner realtime={live} className={'sticky top-4 z-30 shadow-md'} />
        {body}
        {isHost && controls.dialog}
      </main>
    </div>
  );
}
