/**
 * The dashboard's 'Leaderboard' tab (SPEC §2): summary cards, period and sort, the ranked table with the top three
 * highlighted, pages of 20. A new period or sort starts again at page 1; toasts say what is being loaded.
 */
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { BarChart3, Info, Target, Users } from 'lucide-react';
import {
  emptyLeaderboard,
  LeaderboardRules,
  type LeaderboardPeriod,
  type LeaderboardSort,
} from '@quiz/contract/leaderboard';
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

const periods: { value: LeaderboardPeriod; label: string }[] = [
  { value: 'all', label: 'All Time' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'weekly', label: 'Weekly' },
];
const sorts: { value: LeaderboardSort; label: string }[] = [
  { value: 'score', label: 'Total Score' },
  { value: 'accuracy', label: 'Accuracy' },
  { value: 'quizzes', label: 'Quizzes Taken' },
  { value: 'streak', label: 'Login Streak' },
];

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
  choices: { value: V; label: string }[];
  onChange(value: V): void;
}) {
  return (
    <label className="flex flex-col gap-1 text-xs font-medium text-slate-600">
      {props.label}
      <select className={selectClasses} value={props.value} onChange={(e) => props.onChange(e.target.value as V)}>
        {props.choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function LeaderboardTab() {
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
          Global Leaderboard
        </h2>
        <div className="flex flex-wrap gap-3">
          <FilterSelect
            label="Period"
            value={view.period}
            choices={periods}
            onChange={(period) => change({ period, page: 1 }, Messages.leaderboardUpdating)}
          />
          <FilterSelect
            label="Sort by"
            value={view.sort}
            choices={sorts}
            onChange={(sort) => change({ sort, page: 1 }, Messages.leaderboardUpdating)}
          />
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        <SummaryCard icon={Users} label="Total Players" value={data.stats.totalParticipants.toLocaleString()} />
        <SummaryCard icon={BarChart3} label="Quizzes Completed" value={data.stats.totalQuizzesTaken.toLocaleString()} />
        <SummaryCard icon={Target} label="Average Score" value={`${data.stats.averageScore.toFixed(1)}%`} />
      </div>

      {leaderboard.isError && (
        <div className="space-y-3">
          <Alert>{errorMessage(leaderboard.error, Messages.leaderboardFailed)}</Alert>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            Try Again
          </Button>
        </div>
      )}

      <Card className="p-0 sm:p-2">
        {leaderboard.isPending ? (
          <div className="flex justify-center py-12 text-brand-600">
            <Spinner className="h-8 w-8" label="Loading leaderboard..." />
          </div>
        ) : data.topScorers.length === 0 ? (
          <p className="py-12 text-center text-slate-500">No players on the leaderboard for this period yet.</p>
        ) : (
          <LeaderboardTable entries={data.topScorers} me={me} />
        )}
      </Card>

      <Pagination page={view.page} totalPages={totalPages} onPageChange={goToPage} />

      <details className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600">
        <summary className="flex cursor-pointer items-center gap-2 font-medium text-slate-800">
          <Info className="h-4 w-4" aria-hidden="true" /> How the leaderboard counts
        </summary>
        <ul className="mt-3 list-disc space-y-1 pl-5">
          {Object.values(LeaderboardRules).map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}
