/** The report's questions: how many got each right, what each option drew (a bar chart), how long it took. */
import { useMemo, useState } from 'react';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isGraded } from '@quiz/contract/limits';
import type { RoomReport } from '@quiz/contract/reports';
import { AnswerTexts } from '../../../components/questions/answer-texts';
import { optionLabel } from '../../../components/questions/option-label';
import { Explanation } from '../../../components/questions/explanation';
import { RichHeading, RichText } from '../../../components/rich-text/rich-text';
import { cn } from '../../../lib/cn';

export const percent = (rate: number) => `${Math.round(rate * 100)}%`;
export const secondsText = (ms: number | null) => (ms === null ? '–' : `${(ms / 1000).toFixed(1)} s`);

/**
 * The class's share right, out of the questions one can get right: a poll's "0 correct" is no miss (the '6/7
 * correct' rule).
 */
export function classAccuracy(report: Pick<RoomReport, 'questions'>) {
  const graded = report.questions.filter(isGraded);
  return graded.length === 0 ? 0 : graded.reduce((sum, q) => sum + q.correctRate, 0) / graded.length;
}

interface ReportViewProps {
  report: RoomReport;
  /** Whether answers were timed per question (a live game); homework's are not, and shows no times. */
  timed?: boolean;
}

export function ReportQuestions({ report, timed = true }: ReportViewProps) {
  const { t } = useTranslation();
  const [hardestFirst, setHardestFirst] = useState(false);
  const questions = useMemo(
    () =>
      hardestFirst
        ? // A poll is no question to find hard (nobody gets it right): after the graded ones.
          [...report.questions].sort(
            (a, b) => Number(!isGraded(a)) - Number(!isGraded(b)) || a.correctRate - b.correctRate || a.index - b.index,
          )
        : report.questions,
    [report.questions, hardestFirst],
  );
  const players = Math.max(1, report.playerCount);
  return (
    <section aria-labelledby="report-questions" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="report-questions" className="text-xl font-bold text-slate-900">
          {t('report.questions')}
        </h2>
        <button
          type="button"
          aria-pressed={hardestFirst}
          onClick={() => setHardestFirst((v) => !v)}
          className={cn(
            'min-h-11 rounded-lg px-3 text-sm font-semibold ring-1',
            hardestFirst ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-700 ring-slate-300',
          )}
        >
          {t('report.hardestFirst')}
        </button>
      </div>
      <ol className="space-y-4" aria-label={t('report.questions')}>
        {questions.map((q) => (
          <li key={q._id} className="space-y-3 rounded-xl p-4 ring-1 ring-slate-200">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <RichHeading level={3} text={q.content} className="min-w-0 font-semibold wrap-anywhere text-slate-900">
                {t('review.q', { number: q.index + 1 })}{' '}
              </RichHeading>
              <p className="text-sm text-slate-600">
                {!isGraded(q) ? (
                  <span className="font-semibold text-slate-900">{t('review.outcome.poll')}</span>
                ) : (
                  <span className="font-semibold text-slate-900">
                    {t('report.percentCorrect', { percent: percent(q.correctRate) })}
                  </span>
                )}
                {timed && ` · ${t('report.average', { time: secondsText(q.averageMs) })}`}
                {q.unanswered > 0 && ` · ${t('report.unanswered', { unanswered: q.unanswered })}`}
              </p>
            </div>
            {q.image && <img src={q.image.url} alt={q.image.alt} className="max-h-40 rounded-lg object-contain" />}
            {(q.kind === 'typed' || q.kind === 'ordering') && (
              <AnswerTexts
                label={q.kind === 'typed' ? t('game.acceptedAnswers') : t('game.correctOrder')}
                kind={q.kind}
                texts={q.correctTexts}
                className="text-sm text-emerald-800"
              />
            )}
            {q.kind !== 'typed' && q.kind !== 'ordering' && (
              <ul className="space-y-2" aria-label={t('report.answersTo', { number: q.index + 1 })}>
                {q.options.map((o) => (
                  <li key={o._id} className="grid grid-cols-[minmax(0,12rem)_1fr_auto] items-center gap-3 text-sm">
                    <span className="flex min-w-0 items-center gap-1">
                      {o.isCorrect ? (
                        <Check className="h-4 w-4 shrink-0 text-emerald-600" aria-label={t('report.correctAnswer')} />
                      ) : (
                        <X className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
                      )}
                      <RichText
                        text={optionLabel(q.kind, o.label)}
                        inline
                        className={cn('truncate', o.isCorrect && 'font-semibold text-emerald-800')}
                      />
                    </span>
                    <span className="h-3 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                      <span
                        className={cn('block h-full', o.isCorrect ? 'bg-emerald-500' : 'bg-slate-400')}
                        style={{ width: `${(o.picks / players) * 100}%` }}
                      />
                    </span>
                    <span className="w-16 text-right tabular-nums text-slate-700">
                      {t('report.picks', { count: o.picks })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <Explanation text={q.explanation} className="text-sm" />
          </li>
        ))}
      </ol>
    </section>
  );
}
