/** The question on screen: number, countdown, the options in two columns, and what happens after a pick. */
import { CheckCircle2, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Messages } from '../../../i18n/messages';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { needsSubmitButton } from '../../../components/questions/answer-input';
import { QuestionPicture } from '../../../components/questions/question-picture';
import { ComposedAnswer } from '../../../components/questions/composed-answer';
import { CountdownAnnouncer } from '../../../components/countdown-announcer';
import { optionLabel } from '../../../components/questions/option-label';
import { RichHeading, RichText } from '../../../components/rich-text/rich-text';
import type { GamePlay } from '../hooks/use-game-play';

export function GameQuestion({ game }: { game: GamePlay }) {
  const { t } = useTranslation();
  const { stage, question, total, secondsLeft, selected } = game;

  if (stage === 'finished') {
    return (
      <Card className="flex flex-col items-center gap-4 py-12 text-center">
        <CheckCircle2 className="h-12 w-12 text-emerald-500" aria-hidden="true" />
        <p className="text-lg font-semibold text-slate-900">{t('game.completed')}</p>
        <Spinner className="h-8 w-8 text-brand-600" label={t('game.waitingForResults')} />
      </Card>
    );
  }
  if (stage === 'error') {
    return (
      <Card className="space-y-3">
        <Alert>{game.error}</Alert>
        <Button variant="secondary" className="min-h-11" onClick={game.retry}>
          {t('rooms.tryAgain')}
        </Button>
      </Card>
    );
  }
  if (!question || stage === 'loading') {
    return (
      <Card className="flex flex-col items-center gap-3 py-12 text-slate-600">
        <Spinner className="h-8 w-8 text-brand-600" label={t('game.loadingQuestion')} />
        {t('game.loadingQuestionText')}
      </Card>
    );
  }

  const locked = stage !== 'answering';
  const urgent = secondsLeft <= 5;
  return (
    <Card className="space-y-5">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-semibold text-brand-700">
          {t('game.questionOf', { number: question.index + 1, total })}
        </p>
        {secondsLeft > 0 && (
          <span
            className={cn(
              'inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-bold tabular-nums',
              urgent ? 'bg-red-100 text-red-700' : 'bg-slate-100 text-slate-700',
            )}
            role="timer"
            aria-label={t('game.secondsLeft', { seconds: secondsLeft })}
          >
            <Clock className="h-4 w-4" aria-hidden="true" /> {t('game.secondsShort', { seconds: secondsLeft })}
          </span>
        )}
        {!locked && <CountdownAnnouncer secondsLeft={secondsLeft} />}
      </div>
      <div
        className="h-1.5 overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-label={t('game.questions')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={question.index + 1}
      >
        <div
          className="h-full bg-brand-600"
          style={{ width: `${((question.index + 1) / Math.max(1, total)) * 100}%` }}
        />
      </div>
      <RichHeading
        level={2}
        text={question.question.content}
        className="text-xl font-semibold wrap-anywhere text-slate-900"
      />
      <QuestionPicture image={question.question.image} />
      {needsSubmitButton(question.question.kind) ? (
        <ComposedAnswer
          key={question.question._id}
          question={question.question}
          draftScope={game.code}
          locked={locked}
          onSubmit={(answer) => game.pick(answer)}
        />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {question.question.options.map((option) => (
            <button
              key={option._id}
              type="button"
              disabled={locked}
              aria-pressed={selected === option._id}
              onClick={() => game.pick(option._id)}
              className={cn(
                'rounded-xl border-2 px-4 py-4 text-left font-medium wrap-anywhere transition',
                selected === option._id
                  ? 'border-brand-600 bg-brand-50 text-brand-700'
                  : 'border-slate-200 bg-white hover:border-brand-300 disabled:hover:border-slate-200',
                locked && 'cursor-not-allowed',
                locked && selected !== option._id && 'opacity-60',
              )}
            >
              <RichText text={optionLabel(question.question.kind, option.label)} inline />
            </button>
          ))}
        </div>
      )}
      {stage === 'submitting' && (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="h-4 w-4" label={t('game.submittingLabel')} /> {t('game.submitting')}
        </p>
      )}
      {stage === 'submitted' && (
        <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800" role="status">
          {t('game.submitted')}
        </p>
      )}
      {stage === 'timeout' && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-800" role="status">
          {Messages.timeUp}
        </p>
      )}
    </Card>
  );
}
