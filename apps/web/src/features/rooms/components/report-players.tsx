/** The report's players: rank, score, how many right, how fast, and what each answered to every question. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionKind } from '@quiz/contract/limits';
import { reportCellOf, type ReportAnswer, type RoomReport } from '@quiz/contract/reports';
import { optionLabel } from '../../../components/questions/option-label';
import { GuestBadge } from '../../../components/guest-badge';
import { RichTexts } from '../../../components/questions/answer-texts';
import { cn } from '../../../lib/cn';
import { nameLabels } from '../lib/display-names';
import { NameTag } from './name-tag';
import { secondsText } from './report-questions';
import { ScrollRegion } from '../../../components/ui/scroll-region';

/** What a player answered to one question, as the downloads say it (reportCellOf). */
function AnswerCell({ answer, kind }: { answer: ReportAnswer | null; kind: QuestionKind }) {
  const { t } = useTranslation();
  const cell = reportCellOf(answer, kind);
  if (cell.shows === 'notReached') return <span className="text-slate-400">{t('report.notReached')}</span>;
  if (cell.shows === 'noAnswer') return <span className="text-slate-500">{t('report.noAnswer')}</span>;
  // Options and items are rich text, each typeset on its own; a typed answer is the plain text typed.
  const label =
    kind === 'typed' || !answer?.texts.length ? (
      optionLabel(kind, cell.label)
    ) : (
      <RichTexts texts={answer.texts.map((text) => optionLabel(kind, text))} />
    );
  if (cell.shows === 'vote') return <span className="font-medium text-slate-800">{label}</span>;
  const right = cell.shows === 'correct';
  return (
    <span className={cn('font-medium', right ? 'text-emerald-700' : 'text-red-700')}>
      {right ? '✓' : '✗'} {label}
      <span className="sr-only"> {right ? t('report.correctMark') : t('report.wrongMark')}</span>
    </span>
  );
}

/** The fixed columns before one per question. */
const columns = [
  ['report.column.rank', ''],
  ['report.column.player', ''],
  ['report.column.score', 'text-right'],
  ['report.column.correct', 'text-right'],
  ['report.column.avgTime', 'text-right'],
] as const;

interface ReportPlayersProps {
  report: RoomReport;
  /** Whether answers were timed (a live game): homework's are not, and has no 'Avg time' column. */
  timed?: boolean;
  /** The section's title: 'Players' unless said otherwise ('Students' for homework). */
  title?: string;
  /** How a score reads: points as they are unless said otherwise (homework's is a percent). */
  scoreText?: (score: number) => string;
}

export function ReportPlayers({ report, timed = true, title, scoreText = String }: ReportPlayersProps) {
  const { t } = useTranslation();
  const heading = title ?? t('report.players');
  const shown = timed ? columns : columns.filter(([label]) => label !== 'report.column.avgTime');
  const labelOf = useMemo(
    () =>
      nameLabels(
        report.players.map((p) => ({ _id: p._id, username: p.username, displayName: p.name, isGuest: p.isGuest })),
      ),
    [report.players],
  );
  return (
    <section aria-labelledby="report-players" className="space-y-3">
      <h2 id="report-players" className="text-xl font-bold text-slate-900">
        {heading}
      </h2>
      <ScrollRegion label={heading} className="rounded-xl ring-1 ring-slate-200">
        <table className="min-w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
            <tr>
              {shown.map(([label, align]) => (
                <th key={label} scope="col" className={cn('px-3 py-2', align)}>
                  {t(label)}
                </th>
              ))}
              {report.questions.map((q) => (
                <th key={q._id} scope="col" className="px-3 py-2" title={q.content}>
                  {t('report.q', { number: q.index + 1 })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {report.players.map((p) => {
              const label = labelOf({ _id: p._id, username: p.username, displayName: p.name, isGuest: p.isGuest });
              return (
                <tr key={p._id}>
                  <td className="px-3 py-2 font-semibold text-slate-700">{p.rank ?? '–'}</td>
                  <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap text-slate-900">
                    <span className="flex items-center gap-2">
                      {p.name}
                      <NameTag label={label} guestShown />
                      {p.isGuest && <GuestBadge />}
                      {p.isHost && <span className="text-xs text-slate-500">{t('report.host')}</span>}
                    </span>
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{scoreText(p.score)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {p.correctAnswers}/{report.gradedCount}
                  </td>
                  {timed && <td className="px-3 py-2 text-right tabular-nums">{secondsText(p.averageMs)}</td>}
                  {p.answers.map((answer, i) => (
                    <td key={report.questions[i]?._id ?? i} className="px-3 py-2 whitespace-nowrap">
                      <AnswerCell answer={answer} kind={report.questions[i]?.kind ?? 'single'} />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
