/**
 * A player's phone in a host-paced game: the open question's options as large buttons (the projector's colours,
 * shapes and labels), then 'Answer submitted!' and a wait, then their own outcome, score and place after the close.
 */
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Messages } from '../../../i18n/messages';
import type { HostPacedView, Room } from '@quiz/contract/rooms';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useHostPaced, type HostPaced } from '../hooks/use-host-paced';
import type { RoomLive } from '../hooks/use-room-live';
import { OptionFace } from './answer-looks';
import { AnswerTexts, answerTextsOf } from '../../../components/questions/answer-texts';
import { needsSubmitButton } from '../../../components/questions/answer-input';
import { QuestionPicture } from '../../../components/questions/question-picture';
import { ComposedAnswer } from '../../../components/questions/composed-answer';
import { Explanation } from '../../../components/questions/explanation';
import { RichHeading } from '../../../components/rich-text/rich-text';
import { CountdownAnnouncer } from '../../../components/countdown-announcer';

function Waiting({ text }: { text: string }) {
  return (
    <p className="flex items-center justify-center gap-2 rounded-xl bg-slate-50 p-4 text-slate-600" aria-live="polite">
      <Spinner className="h-4 w-4 text-brand-600" label="" />
      {text}
    </p>
  );
}

function Answering({ game, view, code }: { game: HostPaced; view: HostPacedView; code: string }) {
  const { t } = useTranslation();
  const question = view.question!;
  return (
    <div className="space-y-4">
      <RichHeading
        level={2}
        text={question.content}
        className="text-xl font-bold wrap-anywhere text-slate-900 sm:text-2xl"
      />
      <QuestionPicture image={question.image} />
      {needsSubmitButton(question.kind) ? (
        <ComposedAnswer
          key={question._id}
          question={question}
          draftScope={code}
          locked={game.sending !== null}
          onSubmit={(answer) => game.answer(answer)}
          // The colours and shapes of the projector (and of How to Play), with a tick on what is picked.
          choiceFace={(option, i, selected) => (
            <OptionFace
              option={option}
              kind={question.kind}
              index={i}
              picked={selected}
              className={cn('min-h-16 text-lg', selected && 'ring-4 ring-slate-900')}
            />
          )}
        />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('game.options')}>
          {question.options.map((option, i) => (
            <li key={option._id}>
              <button
                type="button"
                className="w-full rounded-xl focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait"
                disabled={game.sending !== null}
                onClick={() => game.answer(option._id)}
              >
                <OptionFace
                  option={option}
                  kind={question.kind}
                  index={i}
                  className={cn('min-h-16 text-lg', game.sending === option._id && 'ring-4 ring-slate-900')}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Answered({ view }: { view: HostPacedView }) {
  const { t } = useTranslation();
  const options = view.question?.options ?? [];
  const mine = options.findIndex((o) => o._id === view.myOptionId);
  return (
    <div className="space-y-4 text-center">
      <p className="flex items-center justify-center gap-2 text-2xl font-bold text-green-700" role="status">
        <CheckCircle2 className="h-7 w-7" aria-hidden="true" /> {Messages.answerSubmitted}
      </p>
      {mine >= 0 && <OptionFace option={options[mine]!} kind={view.question?.kind} index={mine} className="text-lg" />}
      {view.myAnswer && view.question && (
        <AnswerTexts
          label={t('game.yourAnswer')}
          kind={view.question.kind}
          texts={answerTextsOf(options, view.myAnswer)}
          className="text-lg text-slate-700"
        />
      )}
      <Waiting text={t('game.waitingOthers', { answered: view.answeredCount, players: view.playerCount })} />
    </div>
  );
}

/** After the close: right or wrong, the points won, the score and the place. */
function Outcome({ view }: { view: HostPacedView }) {
  const { t } = useTranslation();
  const you = view.you;
  const options = view.question?.options ?? [];
  const correct = options
    .map((option, i) => ({ option, i }))
    .filter(({ option }) => view.results?.correctOptionIds.includes(option._id));
  const verdict = !view.answered ? 'none' : view.question?.kind === 'poll' ? 'vote' : you?.correct ? 'right' : 'wrong';
  return (
    <div className="space-y-5 text-center" role="status">
      <div
        className={cn(
          'flex flex-col items-center gap-2 rounded-2xl p-6 text-white',
          verdict === 'right'
            ? 'bg-green-700'
            : verdict === 'wrong'
              ? 'bg-red-700'
              : verdict === 'vote'
                ? 'bg-brand-700'
                : 'bg-slate-700',
        )}
      >
        {verdict === 'right' || verdict === 'vote' ? (
          <CheckCircle2 className="h-12 w-12" aria-hidden="true" />
        ) : verdict === 'wrong' ? (
          <XCircle className="h-12 w-12" aria-hidden="true" />
        ) : (
          <Clock className="h-12 w-12" aria-hidden="true" />
        )}
        <p className="text-3xl font-black">
          {verdict === 'right'
            ? t('game.correct')
            : verdict === 'wrong'
              ? t('game.incorrect')
              : verdict === 'vote'
                ? t('game.voteCounted')
                : t('game.noAnswer')}
        </p>
        {verdict !== 'vote' && <p className="text-xl font-bold">{t('game.pointsWon', { points: you?.points ?? 0 })}</p>}
      </div>
      {you && (
        <div className="space-y-1">
          <p className="text-lg text-slate-700">
            {t('game.score')} <span className="font-black text-slate-900">{you.score}</span>
          </p>
          {you.rank !== null && <p className="text-2xl font-black text-brand-700">{Messages.youAreRanked(you.rank)}</p>}
        </div>
      )}
      {view.results && view.results.acceptedAnswers.length > 0 && (
        <AnswerTexts
          label={t('game.acceptedAnswers')}
          kind="typed"
          texts={view.results.acceptedAnswers}
          className="text-left"
        />
      )}
      {view.question?.kind === 'poll' && <p className="text-slate-600">{t('game.pollNotGraded')}</p>}
      {view.question?.kind === 'ordering' && view.results && (
        <AnswerTexts
          label={t('game.correctOrder')}
          kind="ordering"
          texts={answerTextsOf(options, { order: view.results.correctOptionIds })}
          className="text-left"
        />
      )}
      {view.question?.kind !== 'ordering' && correct.length > 0 && (
        <div className="space-y-2 text-left">
          <p className="text-sm font-semibold text-slate-600">{t('game.correctAnswer')}</p>
          {correct.map(({ option, i }) => (
            <OptionFace key={option._id} option={option} kind={view.question?.kind} index={i} correct />
          ))}
        </div>
      )}
    </div>
  );
}

export function HostPacedPlay({ room, live }: { room: Room; live: RoomLive }) {
  const { t } = useTranslation();
  const game = useHostPaced(room.code, live, room.status === 'in_progress');
  const view = game.view;
  let body: React.ReactNode;
  if (!view) {
    body = game.error ? (
      <div className="space-y-3">
        <Alert>{game.error}</Alert>
        <Button onClick={game.reload}>{t('rooms.tryAgain')}</Button>
      </div>
    ) : (
      <Waiting text={t('game.loadingGame')} />
    );
  } else if (view.phase === 'open') {
    body = view.answered ? <Answered view={view} /> : <Answering game={game} view={view} code={room.code} />;
  } else if (view.phase === 'results' || view.phase === 'scoreboard') {
    body = (
      <div className="space-y-4">
        <Outcome view={view} />
        {/* Outside the outcome's live region: read when the player gets to it, not all at once. */}
        <Explanation text={view.results?.explanation} />
        <Waiting text={view.index + 1 >= view.total ? t('game.waitingFinal') : t('game.waitingNext')} />
      </div>
    );
  } else {
    body = <Waiting text={t('game.waitingResults')} />;
  }
  return (
    <Card className="mx-auto max-w-2xl space-y-5">
      <div className="flex items-center justify-between gap-3">
        <div>
          <h1 className="text-lg font-bold text-slate-900">{room.quizId.title}</h1>
          {view && view.index >= 0 && (
            <p className="text-sm font-semibold text-slate-600">
              {t('game.questionOf', { number: view.index + 1, total: view.total })}
            </p>
          )}
        </div>
        {view?.phase === 'open' && (
          <p
            className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-600 text-2xl font-black text-white tabular-nums"
            role="timer"
            aria-label={t('game.secondsLeft', { seconds: game.secondsLeft })}
          >
            {game.secondsLeft}
          </p>
        )}
        {view?.phase === 'open' && <CountdownAnnouncer secondsLeft={game.secondsLeft} />}
      </div>
      {body}
    </Card>
  );
}
