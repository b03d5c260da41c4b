import { useTranslation } from 'react-i18next';
import type { GameProgress, Room } from '@quiz/contract/rooms';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useRoomNameLabels } from './participant-list';
import { rankedParticipants } from '../lib/host-paced';

/** Answers given so far out of all answers due: the broadcast's numbers, or the room's as loaded. */
export function overallProgress(room: Room, progress: GameProgress | null) {
  if (progress) return { answered: progress.answered, totalAnswers: progress.totalAnswers };
  return {
    answered: room.participants.reduce((sum, p) => sum + (p.isHost ? 0 : p.answeredCount), 0),
    // The count is the players': the host runs the game and answers nothing.
    totalAnswers: room.participantCount * room.questionCount,
  };
}

/** Initial and name for each player, the current user highlighted. */
export function PlayerChips({ room, currentUserId }: { room: Room; currentUserId: string | undefined }) {
  const { t } = useTranslation();
  const labelOf = useRoomNameLabels(room);
  // The count is the players'; the host is on the list too.
  const unlisted = room.participantCount - rankedParticipants(room).length;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('game.players')}>
      {room.participants.map((participant) => {
        const name = labelOf(participant.userId).text;
        const you = participant.userId._id === currentUserId;
        return (
          <li
            key={participant._id}
            className={cn(
              'flex items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm',
              you ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-800',
            )}
          >
            <span
              className={cn(
                'flex h-7 w-7 items-center justify-center rounded-full text-xs font-bold',
                you ? 'bg-white text-brand-700' : 'bg-brand-100 text-brand-700',
              )}
              aria-hidden="true"
            >
              {name.charAt(0).toUpperCase()}
            </span>
            {name}
            {you && <span className="sr-only"> {t('game.you')}</span>}
          </li>
        );
      })}
      {unlisted > 0 && <li className="self-center text-sm text-slate-500">+{unlisted}</li>}
    </ul>
  );
}

export function GameProgressCard({
  room,
  progress,
  currentUserId,
}: {
  room: Room;
  progress: GameProgress | null;
  currentUserId: string | undefined;
}) {
  const { t } = useTranslation();
  const { answered, totalAnswers } = overallProgress(room, progress);
  const percent = totalAnswers > 0 ? Math.min(100, Math.round((answered / totalAnswers) * 100)) : 0;
  return (
    <Card className="space-y-4">
      <div>
        <h2 className="font-semibold text-slate-900">{t('game.progressTitle')}</h2>
        <p className="text-sm text-slate-500">{t('game.progressHint')}</p>
      </div>
      <div className="space-y-1">
        <div
          className="h-2 overflow-hidden rounded-full bg-slate-200"
          role="progressbar"
          aria-label={t('game.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={totalAnswers}
          aria-valuenow={answered}
        >
          <div className="h-full bg-emerald-500 transition-all" style={{ width: `${percent}%` }} />
        </div>
        <p className="text-xs text-slate-500">
          {t('game.progressSummary', {
            answered,
            totalAnswers,
            finished: progress?.finishedCount ?? room.participants.filter((p) => p.finished && !p.isHost).length,
            players: progress?.participantCount ?? room.participantCount,
          })}
        </p>
      </div>
      <PlayerChips room={room} currentUserId={currentUserId} />
    </Card>
  );
}
