/**
 * The dashboard's 'Leaderboard' tab (SPEC §2): summary cards, period and sort, the ranked table with the top three
 * highlighted, pages of 20. A new period or sort starts again at page 1; toasts say what is being loaded.
 */
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';
import { BarChart3, Info, Target, Users } from 'lucide-react';
import {
  emptyLeaderboard,
  LeaderboardRules,
  type LeaderboardPeriod,
  type LeaderboardSort,
} from '@quiz/contract/leaderboard';
import { formatNumber } from '../../../i18n/format';
import { Messages } from '../../../i18n/messages';
import { useSession } from '../../../app/session-context';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useLeaderboard, type LeaderboardView } from '../api/get-leaderboard';
import { LeaderboardTable } from './leaderboard-table';

const periods = [
  { value: 'all', label: 'leaderboard.periods.all' },
  { value: 'monthly', label: 'leaderboard.periods.monthly' },
  { value: 'weekly', label: 'leaderboard.periods.weekly' },
] as const satisfies { value: LeaderboardPeriod; label: string }[];
const sorts = [
  { value: 'score', label: 'leaderboard.sorts.score' },
  { value: 'accuracy', label: 'leaderboard.sorts.accuracy' },
  { value: 'quizzes', label: 'leaderboard.sorts.quizzes' },
  { value: 'streak', label: 'leaderboard.sorts.streak' },
] as const satisfies { value: LeaderboardSort; label: string }[];
const rules = Object.keys(LeaderboardRules) as (keyof typeof LeaderboardRules)[];

const toastId = 'leaderboard';
const selectClasses =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100';

function SummaryCard({ icon: Icon, label, value }: { icon: typeof Users; label: string; value: string }) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <span className="flex h-11 w-11 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <span>
        <span className="block text-sm text-slate-500">{label}</span>
        <span className="block text-2xl font-bold text-slate-900">{value}</span>
      </span>
    </Card>
  );
}

function FilterSelect<V extends string>(props: {
  label: string;
  value: V;
  choices: readonly { value: V; label: ParseKeys }[];
  onChange(value: V): void;
}) {
  const { t } = useTranslation();
  return (
    <label className="flex flex-col gap-1 text-xs font-medium text-slate-600">
      {props.label}
      <select className={selectClasses} value={props.value} onChange={(e) => props.onChange(e.target.value as V)}>
        {props.choices.map((c) => (
          <option key={c.value} value={c.value}>
            {t(c.label)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function LeaderboardTab() {
  const { t } = useTranslation();
  const me = useSession().session?._id;
  const [view, setView] = useState<LeaderboardView>({ period: 'all', sort: 'score', page: 1 });
  const leaderboard = useLeaderboard(view);
  const data = leaderboard.isError ? emptyLeaderboard : (leaderboard.data ?? emptyLeaderboard);
  const { totalPages } = data.pagination;

  // A change the user asked for is told as loading, then as done (or failed) once its answer is in.
  const waiting = useRef(false);
  const { isFetching, isError, error } = leaderboard;
  useEffect(() => {
    if (!waiting.current || isFetching) return;
    waiting.current = false;
    if (isError) toast.error(errorMessage(error, Messages.leaderboardFailed), { id: toastId });
    else toast.success(Messages.leaderboardUpdated, { id: toastId });
  }, [isFetching, isError, error]);

  const change = (next: Partial<LeaderboardView>, message: string) => {
    waiting.current = true;
    toast.loading(message, { id: toastId });
    setView((current) => ({ ...current, ...next }));
  };
  const goToPage = (page: number) => {
    if (!Number.isInteger(page) || page < 1 || page > totalPages || page === view.page) return;
    change({ page }, Messages.leaderboardPageLoading);
  };

  return (
    <section aria-labelledby="leaderboard-title" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="leaderboard-title" className="text-xl font-bold">
          {t('leaderboard.title')}
        </h2>
        <div className="flex flex-wrap gap-3">
          <FilterSelect
            label={t('leaderboard.period')}
            value={view.period}
            choices={periods}
            onChange={(period) => change({ period, page: 1 }, Messages.leaderboardUpdating)}
          />
          <FilterSelect
            label={t('leaderboard.sortBy')}
            value={view.sort}
            choices={sorts}
            onChange={(sort) => change({ sort, page: 1 }, Messages.leaderboardUpdating)}
          />
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        <SummaryCard
          icon={Users}
          label={t('leaderboard.totalPlayers')}
          value={formatNumber(data.stats.totalParticipants)}
        />
        <SummaryCard
          icon={BarChart3}
          label={t('leaderboard.quizzesCompleted')}
          value={formatNumber(data.stats.totalQuizzesTaken)}
        />
        <SummaryCard
          icon={Target}
          label={t('leaderboard.averageScore')}
          value={`${data.stats.averageScore.toFixed(1)}%`}
        />
      </div>

      {leaderboard.isError && (
        <div className="space-y-3">
          <Alert>{errorMessage(leaderboard.error, Messages.leaderboardFailed)}</Alert>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      )}

      <Card className="p-0 sm:p-2">
        {leaderboard.isPending ? (
          <div className="flex justify-center py-12 text-brand-600">
            <Spinner className="h-8 w-8" label={t('leaderboard.loading')} />
          </div>
        ) : data.topScorers.length === 0 ? (
          <p className="py-12 text-center text-slate-500">{t('leaderboard.empty')}</p>
        ) : (
          <LeaderboardTable entries={data.topScorers} me={me} />
        )}
      </Card>

      <Pagination page={view.page} totalPages={totalPages} onPageChange={goToPage} />

      <details className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600">
        <summary className="flex cursor-pointer items-center gap-2 font-medium text-slate-800">
          <Info className="h-4 w-4" aria-hidden="true" /> {t('leaderboard.rulesTitle')}
        </summary>
        <ul className="mt-3 list-disc space-y-1 pl-5">
          {rules.map((rule) => (
            <li key={rule}>{t(`leaderboard.rules.${rule}`)}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}
