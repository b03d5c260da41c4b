/** The end of a game, shared by the room and game pages: the podium of the top 3 and the complete rankings. */
import { useMemo } from 'react';
import { Crown, Medal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RoomLimits } from '@quiz/contract/limits';
import type { Participant } from '@quiz/contract/rooms';
import { Avatar } from '../../../components/avatar';
import { i18next } from '../../../i18n';
import { cn } from '../../../lib/cn';
import { nameLabels, personName } from '../lib/display-names';
import { NameTag } from './name-tag';
import { YouBadge } from './participant-list';

export { personName };

export interface Standing {
  participant: Participant;
  rank: number;
  score: number;
  name: string;
}

/** Highest score first; the server's rank breaks ties (it knows the answer times), then less time. */
export function rankStandings(participants: readonly Participant[]): Standing[] {
  return [...participants]
    .sort(
      (a, b) =>
        (b.score ?? 0) - (a.score ?? 0) ||
        (a.rank ?? Infinity) - (b.rank ?? Infinity) ||
        (a.totalAnswerMs ?? 0) - (b.totalAnswerMs ?? 0),
    )
    .map((participant, i) => ({
      participant,
      rank: participant.rank ?? i + 1,
      score: participant.score ?? 0,
      name: personName(participant.userId),
    }));
}

/** The podium reads left to right as 2nd, 1st, 3rd, so the winner stands in the middle. */
export function podiumOrder<T>(top: readonly T[]): T[] {
  return [top[1], top[0], top[2]].filter((s): s is T => s !== undefined);
}

const podiumStyle = {
  0: { label: 'results.place.first', block: 'h-32 bg-amber-400', icon: 'text-amber-500' },
  1: { label: 'results.place.second', block: 'h-24 bg-slate-300', icon: 'text-slate-400' },
  2: { label: 'results.place.third', block: 'h-16 bg-orange-300', icon: 'text-orange-400' },
} as const satisfies Record<number, { label: string; block: string; icon: string }>;

/** '4/5 correct' out of the questions that count (never a poll), or '4 correct' when their number is not known. */
export const correctText = (correct: number, gradedCount: number | undefined) =>
  gradedCount === undefined
    ? i18next.t('results.correct', { correct })
    : i18next.t('results.correctOf', { correct, total: gradedCount });

interface FinalStandingsProps {
  participants: readonly Participant[];
  currentUserId: string | undefined;
  /** The questions one can get right (a poll is not one), for '4/5 correct'. */
  gradedCount?: number;
}

export function FinalStandings({ participants, currentUserId, gradedCount }: FinalStandingsProps) {
  const { t } = useTranslation();
  const standings = rankStandings(participants);
  const labelOf = useMemo(() => nameLabels(participants.map((p) => p.userId)), [participants]);
  if (standings.length === 0) return <p className="py-8 text-center text-slate-500">{t('results.noResults')}</p>;
  const top = standings.slice(0, RoomLimits.podium);

  return (
    <div className="space-y-8">
      <ol className="flex items-end justify-center gap-3 sm:gap-6" aria-label={t('results.podium')}>
        {podiumOrder(top).map((standing) => {
          const place = top.indexOf(standing);
          const style = podiumStyle[place as keyof typeof podiumStyle];
          const you = standing.participant.userId._id === currentUserId;
          const label = labelOf(standing.participant.userId);
          return (
            <li key={standing.participant._id} className="flex w-28 min-w-0 flex-col items-center gap-2 sm:w-36">
              {place === 0 ? (
                <Crown className={cn('h-7 w-7', style.icon)} aria-hidden="true" />
              ) : (
                <Medal className={cn('h-6 w-6', style.icon)} aria-hidden="true" />
              )}
              <Avatar src={standing.participant.userId.profilePicture} name={standing.name} className="h-12 w-12" />
              <p className="flex max-w-full flex-col items-center text-center text-sm font-semibold wrap-anywhere text-slate-900">
                <span>{standing.name}</span>
                <NameTag label={label} />
                {you && <span className="sr-only"> {t('game.you')}</span>}
              </p>
              <p className="text-sm font-bold text-brand-700">{t('results.points', { score: standing.score })}</p>
              <div
                className={cn(
                  'flex w-full items-start justify-center rounded-t-lg pt-2 text-lg font-black text-slate-900',
                  style.block,
                )}
              >
                {t(style.label)}
              </div>
            </li>
          );
        })}
      </ol>

      <section aria-labelledby="complete-rankings">
        <h3 id="complete-rankings" className="mb-3 text-lg font-semibold text-slate-900">
          {t('results.completeRankings')}
        </h3>
        <ol
          className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200"
          aria-label={t('results.completeRankings')}
        >
          {standings.map((standing) => {
            const you = standing.participant.userId._id === currentUserId;
            const label = labelOf(standing.participant.userId);
            const correct = standing.participant.correctAnswers;
            return (
              <li
                key={standing.participant._id}
                className={cn('flex items-center gap-3 px-3 py-3 sm:px-4', you && 'bg-brand-50')}
              >
                <span className="w-8 shrink-0 text-center font-bold text-slate-600">#{standing.rank}</span>
                {/* On a phone the avatar makes room for the name (the podium shows the top three's). */}
                <Avatar
                  src={standing.participant.userId.profilePicture}
                  name={label.text}
                  className="hidden h-8 w-8 shrink-0 sm:block"
                />
                {/* A long name wraps and YOU goes to the next line: never 'Mi…' beside the badge. */}
                <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="min-w-0 font-medium wrap-anywhere text-slate-900">{standing.name}</span>
                  <NameTag label={label} />
                  {you && <YouBadge />}
                </span>
                {/* Score on top on a phone, after the number correct from sm up; read as 'N correct, S pts'. */}
                <span className="flex shrink-0 flex-col-reverse items-end sm:flex-row sm:items-center sm:gap-3">
                  {correct !== null && (
                    <span className="text-xs whitespace-nowrap text-slate-600">
                      {correctText(correct, gradedCount)}
                    </span>
                  )}
                  <span className="font-bold whitespace-nowrap text-brand-700">
                    {t('results.points', { score: standing.score })}
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
