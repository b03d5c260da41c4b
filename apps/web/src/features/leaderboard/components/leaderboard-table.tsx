/** The leaderboard's rows: rank, player and their figures; the top three stand out. */
import { Crown, Medal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LeaderboardEntry } from '@quiz/contract/leaderboard';
import { formatDuration, formatNumber } from '../../../i18n/format';
import { Avatar } from '../../../components/avatar';
import { cn } from '../../../lib/cn';
import { ScrollRegion } from '../../../components/ui/scroll-region';

const podium: Record<number, string> = {
  1: 'bg-amber-50 ring-1 ring-inset ring-amber-200',
  2: 'bg-slate-50 ring-1 ring-inset ring-slate-300',
  3: 'bg-orange-50 ring-1 ring-inset ring-orange-200',
};
const rankColour: Record<number, string> = { 1: 'text-amber-500', 2: 'text-slate-400', 3: 'text-orange-400' };

const columns = [
  'leaderboard.table.rank',
  'leaderboard.table.player',
  'leaderboard.sorts.score',
  'leaderboard.sorts.quizzes',
  'leaderboard.sorts.streak',
  'leaderboard.sorts.accuracy',
  'leaderboard.table.totalTime',
] as const;

export function LeaderboardTable({ entries, me }: { entries: LeaderboardEntry[]; me: string | undefined }) {
  const { t } = useTranslation();
  return (
    <ScrollRegion label={t('leaderboard.table.label')}>
      <table className="w-full min-w-[44rem] text-left text-sm">
        <thead className="text-xs tracking-wide text-slate-500 uppercase">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className="px-3 py-2 font-semibold">
                {t(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => {
            const name = e.displayName || e.username;
            return (
              <tr key={e.userId} className={cn('border-t border-slate-100', podium[e.rank])}>
                <td className="px-3 py-3 font-bold text-slate-900">
                  <span className="inline-flex items-center gap-1">
                    {e.rank === 1 && <Crown className={cn('h-4 w-4', rankColour[1])} aria-hidden="true" />}
                    {(e.rank === 2 || e.rank === 3) && (
                      <Medal className={cn('h-4 w-4', rankColour[e.rank])} aria-hidden="true" />
                    )}
                    {e.rank}
                  </span>
                </td>
                <td className="px-3 py-3">
                  <span className="flex items-center gap-2">
                    <Avatar src={e.profilePicture} name={name} className="h-8 w-8" />
                    <span className="min-w-0">
                      <span className="block truncate font-medium text-slate-900">
                        {name}
                        {e.userId === me && (
                          <span className="ml-1 text-xs font-semibold text-brand-700">
                            {t('leaderboard.table.you')}
                          </span>
                        )}
                      </span>
                      <span className="block truncate text-xs text-slate-500">@{e.username}</span>
                    </span>
                  </span>
                </td>
                <td className="px-3 py-3 font-semibold text-slate-900">{formatNumber(e.score)}</td>
                <td className="px-3 py-3">{e.quizzesTaken}</td>
                <td className="px-3 py-3">{t('leaderboard.table.days', { count: e.loginStreak })}</td>
                <td className="px-3 py-3">{e.accuracy.toFixed(1)}%</td>
                <td className="px-3 py-3">{formatDuration(e.totalTime)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
