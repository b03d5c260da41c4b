/**
 * A player's review of a finished live game: every question with their answer, the correct one, right or wrong and
 * the points. The server gives it only once the room has completed.
 */
import { BarChart3, Check, Clock, X } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import type { GameReview, ReviewQuestion } from '@quiz/contract/reports';
import { AnswerTexts } from '../../../components/questions/answer-texts';
import { QuestionPicture } from '../../../components/questions/question-picture';
import { optionLabel } from '../../../components/questions/option-label';
import { Explanation } from '../../../components/questions/explanation';
import { RichText } from '../../../components/rich-text/rich-text';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useGameReview } from '../api/game-review';
import { placeOf } from '../lib/place';

type Outcome = 'correct' | 'incorrect' | 'unanswered' | 'poll';

export function outcomeOf(question: ReviewQuestion): Outcome {
  if (!question.answer?.answered) return 'unanswered';
  if (question.kind === 'poll') return 'poll';
  return question.answer.isCorrect ? 'correct' : 'incorrect';
}

const outcomeLooks = {
  correct: { text: 'review.outcome.correct', tone: 'green', icon: Check },
  incorrect: { text: 'review.outcome.incorrect', tone: 'red', icon: X },
  unanswered: { text: 'review.outcome.unanswered', tone: 'slate', icon: Clock },
  poll: { text: 'review.outcome.poll', tone: 'slate', icon: BarChart3 },
} as const satisfies Record<Outcome, { text: string; tone: 'green' | 'red' | 'slate'; icon: typeof Check }>;

function ReviewItem({ question }: { question: ReviewQuestion }) {
  const { t } = useTranslation();
  const outcome = outcomeOf(question);
  const looks = outcomeLooks[outcome];
  const Icon = looks.icon;
  const chosen = question.answer?.optionIds ?? [];
  const texts = question.kind === 'typed' || question.kind === 'ordering';
  const points = question.answer?.points ?? 0;
  return (
    <li
      className="space-y-3 rounded-xl p-4 ring-1 ring-slate-200"
      aria-label={t('review.question', { number: question.index + 1 })}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 font-semibold break-words text-slate-900">
          <span className="text-slate-500">{t('review.q', { number: question.index + 1 })}</span>{' '}
          <RichText text={question.content} />
        </div>
        <span className="flex items-center gap-2">
          <Badge tone={looks.tone}>
            <Icon className="h-3.5 w-3.5" aria-hidden="true" /> {t(looks.text)}
          </Badge>
          <span className="text-sm font-semibold text-slate-700">{t('review.points', { points })}</span>
        </span>
      </div>
      <QuestionPicture image={question.image} />
      {texts && (
        <div className="space-y-1 text-sm">
          <AnswerTexts label={t('review.yourAnswer')} kind={question.kind} texts={question.answer?.texts ?? []} />
          <AnswerTexts
            label={question.kind === 'typed' ? t('review.acceptedAnswers') : t('review.correctAnswer')}
            kind={question.kind}
            texts={question.correctTexts}
            className="text-emerald-800"
          />
        </div>
      )}
      {!texts && (
        <ul className="grid gap-2 sm:grid-cols-2">
          {question.options.map((option) => {
            const mine = chosen.includes(option._id);
            return (
              <li
                key={option._id}
                className={cn(
                  'rounded-lg px-3 py-2 text-sm ring-1',
                  option.isCorrect
                    ? 'bg-emerald-50 text-emerald-900 ring-emerald-300'
                    : mine
                      ? 'bg-rose-50 text-rose-900 ring-rose-300'
                      : 'bg-white text-slate-700 ring-slate-200',
                )}
              >
                <RichText text={optionLabel(question.kind, option.label)} inline className="break-words" />
                {(mine || option.isCorrect) && (
                  <span className="mt-1 flex flex-wrap gap-1 text-xs font-semibold">
                    {mine && <span className="rounded bg-white/70 px-1.5 py-0.5">{t('review.yourAnswer')}</span>}
                    {option.isCorrect && (
                      <span className="rounded bg-white/70 px-1.5 py-0.5">{t('review.correctAnswer')}</span>
                    )}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Explanation text={question.explanation} className="text-sm" />
    </li>
  );
}

export function ReviewSummary({ review }: { review: GameReview }) {
  const { t } = useTranslation();
  const { me } = review;
  return (
    <p className="text-center text-slate-700">
      <Trans
        i18nKey="review.summary"
        values={{
          correct: me.correctAnswers,
          graded: review.questions.filter((q) => q.kind !== 'poll').length,
          score: me.score,
        }}
        components={{ strong: <strong /> }}
      />
      {typeof me.rank === 'number' && (
        <> · {t('rooms.place', { place: placeOf(me.rank), players: review.playerCount })}</>
      )}
    </p>
  );
}

export function ReviewList({ review }: { review: GameReview }) {
  const { t } = useTranslation();
  return (
    <ol className="space-y-3" aria-label={t('review.yourAnswers')}>
      {review.questions.map((question) => (
        <ReviewItem key={question._id} question={question} />
      ))}
    </ol>
  );
}

/** 'Your answers' under the final leaderboard of a game the viewer played. */
export function GameReviewSection({ code, id }: { code: string; id?: string }) {
  const { t } = useTranslation();
  const review = useGameReview(code, { id });
  return (
    <section aria-labelledby="your-answers" className="space-y-4">
      <h2 id="your-answers" className="text-xl font-bold text-slate-900">
        {t('review.yourAnswers')}
      </h2>
      {review.isLoading && <Spinner className="mx-auto h-6 w-6 text-brand-600" label={t('review.loading')} />}
      {review.isError && <Alert>{errorMessage(review.error, t('review.loadFailed'))}</Alert>}

      {review.data && (
        <>
          <ReviewSummary review={review.data} />
          <ReviewList review={review.data} />
        </>
      )}
    </section>
  );
}
