import { useState } from 'react';
import { ChevronDown, ClipboardList, Eye, RotateCcw, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime as formatDateTimeIn, formatDuration, formatNumber } from '../../../i18n/format';
import { Messages } from '../../../i18n/messages';
import type { AttemptSummary, SubmissionGroup } from '@quiz/contract/submissions';
import { QuizDeletedBadge } from '../../../components/quiz-deleted-badge';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useSubmissionHistory } from '../api/get-submission-history';
import { PlayedGames, usePlayedGames } from '../../rooms';
import { ScrollRegion } from '../../../components/ui/scroll-region';

/** SPEC §9: percentageScore, or correct / total × 100 when it is missing. */
function percentOf(attempt: AttemptSummary): number {
  if (Number.isFinite(attempt.percentageScore)) return attempt.percentageScore;
  return attempt.totalQuestions > 0 ? (attempt.correctAnswers / attempt.totalQuestions) * 100 : 0;
}

/** SPEC §9: percent scores in lists carry one decimal. */
const formatPercent = (value: number) =>
  `${formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false })}%`;

function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDateTimeIn(date);
}

const actionLink = (variant: 'primary' | 'secondary') => buttonClasses(variant, 'px-3 py-1.5 text-xs');

function AttemptsTable({ group, id }: { group: SubmissionGroup; id: string }) {
  const { t } = useTranslation();
  const caption = t('submissions.history.attemptsFor', { title: group.quiz.title });
  return (
    <ScrollRegion id={id} label={caption} className="mt-4 border-t border-slate-100 pt-4">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('submissions.history.attempt')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('submissions.history.score')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('submissions.history.completedAt')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('submissions.history.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {group.attempts.map((attempt) => (
            <tr key={attempt._id}>
              <td className="px-3 py-3 font-medium text-slate-900">#{attempt.attemptNumber}</td>
              <td className="px-3 py-3">
                <span className="font-semibold text-slate-900">{formatPercent(percentOf(attempt))}</span>{' '}
                <span className="text-slate-500">
                  ({attempt.correctAnswers}/{attempt.totalQuestions})
                </span>
                {attempt.timing && (attempt.timing.extraTime > 1 || attempt.timing.lateSeconds > 0) && (
                  <span className="mt-0.5 flex flex-wrap gap-x-2 text-xs">
                    {attempt.timing.extraTime > 1 && (
                      <span className="text-brand-700">
                        {t('submissions.results.extraTime', { factor: formatNumber(attempt.timing.extraTime) })}
                      </span>
                    )}
                    {attempt.timing.lateSeconds > 0 && (
                      <span className="text-amber-800">
                        {t('submissions.history.late', { time: formatDuration(attempt.timing.lateSeconds) })}
                      </span>
                    )}
                  </span>
                )}
              </td>
              <td className="px-3 py-3 text-slate-600">
                <time dateTime={attempt.completedAt}>{formatDateTime(attempt.completedAt)}</time>
              </td>
              <td className="px-3 py-3">
                <div className="flex flex-wrap gap-2">
                  {/* A deleted quiz cannot be taken again; its attempts stay (issue 36). */}
                  {!group.quiz.deleted && (
                    <Link to={`/take-quiz/${group.quiz._id}`} className={actionLink('secondary')}>
                      <RotateCcw className="h-3.5 w-3.5" aria-hidden="true" />
                      {t('submissions.history.retake')}
                    </Link>
                  )}
                  <Link to={`/results/${attempt._id}`} className={actionLink('primary')}>
                    <Eye className="h-3.5 w-3.5" aria-hidden="true" />
                    {t('submissions.history.view')}
                  </Link>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function GroupCard({ group, expanded, onToggle }: { group: SubmissionGroup; expanded: boolean; onToggle(): void }) {
  const { t } = useTranslation();
  const count = group.attempts.length;
  const best = count > 0 ? Math.max(...group.attempts.map(percentOf)) : 0;
  const panelId = `submission-attempts-${group.quiz._id}`;
  return (
    <li>
      <Card>
        <h3>
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={expanded ? panelId : undefined}
            onClick={onToggle}
            className="flex w-full items-center gap-4 rounded-lg text-left focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
          >
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
              <ClipboardList className="h-5 w-5" aria-hidden="true" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-base font-bold text-slate-900">{group.quiz.title}</span>
              <span className="mt-0.5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
                {group.quiz.deleted && <QuizDeletedBadge />}
                <span>{t('submissions.history.attempts', { count })}</span>
                <span className="flex items-center gap-1">
                  <Trophy className="h-4 w-4 text-amber-500" aria-hidden="true" />
                  {t('submissions.history.best', { score: formatPercent(best) })}
                </span>
              </span>
            </span>
            <ChevronDown
              className={cn('h-5 w-5 shrink-0 text-slate-500 transition-transform', expanded && 'rotate-180')}
              aria-hidden="true"
            />
          </button>
        </h3>
        {expanded && <AttemptsTable group={group} id={panelId} />}
      </Card>
    </li>
  );
}

/**
 * Dashboard tab "My Submissions" (SPEC §2): the live games played, then solo attempts grouped by quiz, one group
 * open at a time.
 */
export function SubmissionsHistoryTab() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [expandedQuizId, setExpandedQuizId] = useState<string | null>(null);
  const { data, isPending, isPlaceholderData } = useSubmissionHistory(page);
  const played = usePlayedGames();

  if (isPending || played.isPending) {
    return (
      <div className="flex justify-center py-16 text-brand-600">
        <Spinner className="h-8 w-8" label={t('submissions.history.loading')} />
      </div>
    );
  }

  const groups = data?.data ?? [];
  const games = played.data ?? [];
  if (groups.length === 0 && games.length === 0) {
    return <p className="py-12 text-center text-slate-500">{Messages.noSubmissions}</p>;
  }

  const totalPages = Math.max(1, data?.pagination.totalPages ?? 1);
  const changePage = (next: number) => {
    setExpandedQuizId(null);
    setPage(next);
  };

  return (
    <div className="space-y-6">
      {games.length > 0 && <PlayedGames games={games} />}
      <ul
        className={cn('space-y-4 transition-opacity', isPlaceholderData && 'opacity-60')}
        aria-busy={isPlaceholderData}
      >
        {groups.map((group) => (
          <GroupCard
            key={group.quiz._id}
            group={group}
            expanded={expandedQuizId === group.quiz._id}
            onToggle={() => setExpandedQuizId((current) => (current === group.quiz._id ? null : group.quiz._id))}
          />
        ))}
      </ul>
      <Pagination page={page} totalPages={totalPages} onPageChange={changePage} />
    </div>
  );
}
