import { useMemo } from 'react';
import { Crown, UserX, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RoomLimits } from '@quiz/contract/limits';
import type { GameProgress, Participant, Room } from '@quiz/contract/rooms';
import { Avatar } from '../../../components/avatar';
import { GuestBadge } from '../../../components/guest-badge';
import { cn } from '../../../lib/cn';
import { nameLabels } from '../lib/display-names';
import { NameTag } from './name-tag';

export function YouBadge() {
  const { t } = useTranslation();
  return (
    <span className="shrink-0 rounded-full bg-brand-600 px-2 py-0.5 text-[10px] font-bold text-white">
      {t('lobby.you')}
    </span>
  );
}

/** The labels of a room's people: everyone listed, and the host. */
export const useRoomNameLabels = (room: Pick<Room, 'participants' | 'hostId'>) =>
  useMemo(() => nameLabels([room.hostId, ...room.participants.map((p) => p.userId)]), [room.hostId, room.participants]);

/** The latest answered count per player: the progress broadcast when there is one, else the room as loaded. */
export function answeredCounts(room: Room, progress: GameProgress | null): Map<string, number> {
  const counts = new Map(room.participants.map((p) => [p.userId._id, p.answeredCount]));
  for (const player of progress?.players ?? []) counts.set(player.userId, player.answeredCount);
  return counts;
}

interface ParticipantListProps {
  room: Room;
  currentUserId: string | undefined;
  /** Shows how far each player has got (scores stay hidden until the end). */
  progress?: GameProgress | null;
  /** The host's remove button on every other player. */
  onRemove?(participant: Participant): void;
}

export function ParticipantList({ room, currentUserId, progress, onRemove }: ParticipantListProps) {
  const { t } = useTranslation();
  const shown = room.participants.slice(0, RoomLimits.broadcastListMax);
  // The count is the players'; the host is on the list too.
  const hidden = Math.max(0, room.participantCount - shown.filter((p) => !p.isHost).length);
  const counts = progress !== undefined ? answeredCounts(room, progress) : null;
  const total = room.questionCount;
  const labelOf = useRoomNameLabels(room);
  return (
    <section aria-labelledby="participants-heading" className="space-y-3">
      <h2 id="participants-heading" className="flex items-center gap-2 font-semibold text-slate-900">
        <Users className="h-5 w-5 text-brand-600" aria-hidden="true" />
        {t('lobby.participants', { joined: room.participantCount, max: room.maxParticipants })}
      </h2>
      <ul className="max-h-96 space-y-2 overflow-y-auto p-0.5" aria-label={t('lobby.participantsLabel')}>
        {shown.map((participant) => {
          const you = participant.userId._id === currentUserId;
          const label = labelOf(participant.userId);
          const name = label.text;
          const answered = counts?.get(participant.userId._id) ?? participant.answeredCount;
          return (
            <li
              key={participant._id}
              className={cn('flex items-center gap-3 rounded-xl px-3 py-2 ring-1 ring-slate-200', you && 'bg-brand-50')}
            >
              <Avatar src={participant.userId.profilePicture} name={name} className="h-8 w-8 shrink-0" />
              <span className="flex min-w-0 flex-1 flex-col">
                {/* A long name wraps and the badges go to the next line: never 'Mi…' beside YOU. */}
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="min-w-0 font-medium wrap-anywhere text-slate-900">{label.name}</span>
                  <NameTag label={label} guestShown />
                  {participant.isHost && (
                    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-[10px] font-bold text-amber-800">
                      <Crown className="h-3 w-3" aria-hidden="true" /> {t('lobby.hostBadge')}
                    </span>
                  )}
                  {participant.userId.isGuest && <GuestBadge />}
                  {you && <YouBadge />}
                  {participant.away && (
                    <span className="shrink-0 rounded-full bg-slate-200 px-2 py-0.5 text-[10px] font-bold text-slate-700">
                      {t('lobby.away')}
                    </span>
                  )}
                </span>
                {/* The host runs the game: nothing to count for them. */}
                {counts && !participant.isHost && (
                  <span className="mt-1 flex items-center gap-2 text-xs text-slate-500">
                    <span className="h-1.5 w-24 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
                      <span
                        className="block h-full bg-brand-600"
                        style={{ width: `${total > 0 ? Math.min(100, (answered / total) * 100) : 0}%` }}
                      />
                    </span>
                    {answered >= total && total > 0 ? t('lobby.finished') : t('lobby.answered', { answered, total })}
                  </span>
                )}
              </span>
              {onRemove && !participant.isHost && (
                <button
                  type="button"
                  onClick={() => onRemove(participant)}
                  aria-label={t('lobby.removeName', { name })}
                  title={t('lobby.removeName', { name })}
                  className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-red-50 hover:text-red-600"
                >
                  <UserX className="h-5 w-5" aria-hidden="true" />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {hidden > 0 && <p className="text-sm text-slate-500">{t('lobby.more', { more: hidden })}</p>}
    </section>
  );
}
