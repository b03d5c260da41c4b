/** The end of a game, shared by the room and game pages: the podium of the top 3 and the complete rankings. */
import { Crown, Medal } from 'lucide-react';
import { RoomLimits } from '@quiz/contract/limits';
import type { Participant } from '@quiz/contract/rooms';
import { Avatar } from '../../../components/avatar';
import { cn } from '../../../lib/cn';

export interface Standing {
  participant: Participant;
  rank: number;
  score: number;
  name: string;
}

export const personName = (person: { displayName: string | null; username: string }) =>
  person.displayName || person.username;

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

const podiumStyle: Record<number, { label: string; block: string; icon: string }> = {
  0: { label: '1st', block: 'h-32 bg-amber-400', icon: 'text-amber-500' },
  1: { label: '2nd', block: 'h-24 bg-slate-300', icon: 'text-slate-400' },
  2: { label: '3rd', block: 'h-16 bg-orange-300', icon: 'text-orange-400' },
};

interface FinalStandingsProps {
  participants: readonly Participant[];
  currentUserId: string | undefined;
}

export function FinalStandings({ participants, currentUserId }: FinalStandingsProps) {
  const standings = rankStandings(participants);
  if (standings.length === 0) return <p className="py-8 text-center text-slate-500">No results available</p>;
  const top = standings.slice(0, RoomLimits.podium);

  return (
    <div className="space-y-8">
      <ol className="flex items-end justify-center gap-3 sm:gap-6" aria-label="Podium">
        {podiumOrder(top).map((standing) => {
          const place = top.indexOf(standing);
          const style = podiumStyle[place]!;
          const you = standing.participant.userId._id === currentUserId;
          return (
            <li key={standing.participant._id} className="flex w-28 flex-col items-center gap-2 sm:w-36">
              {place === 0 ? (
                <Crown className={cn('h-7 w-7', style.icon)} aria-hidden="true" />
              ) : (
                <Medal className={cn('h-6 w-6', style.icon)} aria-hidden="true" />
              )}
              <Avatar src={standing.participant.userId.profilePicture} name={standing.name} className="h-12 w-12" />
              <p className="max-w-full truncate text-center text-sm font-semibold text-slate-900">
                {standing.name}
                {you && <span className="sr-only"> (you)</span>}
              </p>
              <p className="text-sm font-bold text-brand-700">{standing.score} pts</p>
              <div
                className={cn(
                  'flex w-full items-start justify-center rounded-t-lg pt-2 text-lg font-black text-white',
                  style.block,
                )}
              >
                {style.label}
              </div>
            </li>
          );
        })}
      </ol>

      <section aria-labelledby="complete-rankings">
        <h3 id="complete-rankings" className="mb-3 text-lg font-semibold text-slate-900">
          Complete Rankings
        </h3>
        <ol className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200" aria-label="Complete Rankings">
          {standings.map((standing) => {
            const you = standing.participant.userId._id === currentUserId;
            return (
              <li
                key={standing.participant._id}
                className={cn('flex items-center gap-3 px-4 py-3', you && 'bg-brand-50')}
              >
                <span className="w-8 text-center font-bold text-slate-500">#{standing.rank}</span>
                <Avatar src={standing.participant.userId.profilePicture} name={standing.name} className="h-8 w-8" />
                <span className="flex min-w-0 flex-1 items-center gap-2">
                  <span className="truncate font-medium text-slate-900">{standing.name}</span>
                  {you && (
                    <span className="rounded-full bg-brand-600 px-2 py-0.5 text-[10px] font-bold text-white">YOU</span>
                  )}
                </span>
                {standing.participant.correctAnswers !== null && (
                  <span className="hidden text-xs text-slate-500 sm:inline">
                    {standing.participant.correctAnswers} correct
                  </span>
                )}
                <span className="font-bold text-brand-700">{standing.score} pts</span>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
