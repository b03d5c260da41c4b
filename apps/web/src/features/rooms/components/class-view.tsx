/**
 * The host's screen during a self-paced game (issue 22): the host runs the game and does not play. Every player
 * with how far they have got and whether they are finished, playing or disconnected, the class's progress, and
 * End game. Large enough to read on a projector; it follows the coalesced game-progress broadcasts (the host's copy
 * lists every player by name), so no message per answer reaches anyone.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameProgress, Room } from '@quiz/contract/rooms';
import type { PublicUser } from '@quiz/contract/users';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { nameLabels } from '../lib/display-names';
import { EndGameButton } from './end-game-button';
import { NameTag } from './name-tag';

export type ClassStatus = 'finished' | 'playing' | 'disconnected';

export interface ClassPlayer {
  user: PublicUser;
  answeredCount: number;
  status: ClassStatus;
}

/**
 * The players (never the host) in join order: the room's list for who is there, the latest broadcast for how far
 * each has got and who has gone (it may be newer than the list, or list people the loaded room did not have yet).
 */
export function classPlayers(room: Room, progress: GameProgress | null): ClassPlayer[] {
  const latest = new Map((progress?.players ?? []).map((p) => [p.userId, p]));
  const players: ClassPlayer[] = [];
  const seen = new Set<string>();
  const add = (user: PublicUser, answeredCount: number, away: boolean) => {
    seen.add(user._id);
    const finished = room.questionCount > 0 && answeredCount >= room.questionCount;
    players.push({ user, answeredCount, status: finished ? 'finished' : away ? 'disconnected' : 'playing' });
  };
  for (const participant of room.participants) {
    if (participant.isHost) continue;
    const news = latest.get(participant.userId._id);
    add(
      participant.userId,
      Math.max(participant.answeredCount, news?.answeredCount ?? 0),
      news ? news.away : participant.away,
    );
  }
  for (const news of progress?.players ?? []) {
    if (!seen.has(news.userId) && news.user) add(news.user, news.answeredCount, news.away);
  }
  return players;
}

const statusLooks = {
  finished: { text: 'game.class.status.finished', tone: 'green' },
  playing: { text: 'game.class.status.playing', tone: 'brand' },
  disconnected: { text: 'game.class.status.disconnected', tone: 'amber' },
} as const satisfies Record<ClassStatus, { text: string; tone: 'green' | 'brand' | 'amber' }>;

interface ClassViewProps {
  room: Room;
  progress: GameProgress | null;
  ending: boolean;
  onEnd(): Promise<unknown>;
}

export function ClassView({ room, progress, ending, onEnd }: ClassViewProps) {
  const { t } = useTranslation();
  const players = useMemo(() => classPlayers(room, progress), [room, progress]);
  const label = useMemo(() => nameLabels(players.map((p) => p.user)), [players]);
  const total = room.questionCount;
  const playerCount = progress?.participantCount ?? players.length;
  const answered = progress?.answered ?? players.reduce((sum, p) => sum + p.answeredCount, 0);
  const totalAnswers = progress?.totalAnswers ?? playerCount * total;
  const finished = progress?.finishedCount ?? players.filter((p) => p.status === 'finished').length;
  const percent = totalAnswers > 0 ? Math.min(100, Math.round((answered / totalAnswers) * 100)) : 0;

  return (
    <Card className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-black text-slate-900 lg:text-4xl">{t('game.class.title')}</h1>
          <p className="mt-1 text-lg break-words text-slate-600">
            {room.quizId.title} · {t('game.class.room')} <span className="font-mono font-bold">{room.code}</span>
          </p>
        </div>
        <EndGameButton ending={ending} onEnd={onEnd} />
      </div>

      <div className="space-y-2">
        <div
          className="h-6 overflow-hidden rounded-full bg-slate-200"
          role="progressbar"
          aria-label={t('game.class.title')}
          aria-valuemin={0}
          aria-valuemax={totalAnswers}
          aria-valuenow={answered}
        >
          <div className="h-full bg-emerald-500 transition-all" style={{ width: `${percent}%` }} />
        </div>
        <p className="text-xl font-semibold text-slate-800">
          {t('game.class.summary', { finished, players: playerCount, answered, totalAnswers })}
        </p>
      </div>

      {players.length === 0 ? (
        <p className="text-lg text-slate-600">{t('game.class.empty')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label={t('game.players')}>
          {players.map((player) => {
            const looks = statusLooks[player.status];
            const name = label(player.user);
            return (
              <li
                key={player.user._id}
                className={cn(
                  'space-y-2 rounded-xl p-4 ring-1',
                  player.status === 'finished' ? 'bg-emerald-50 ring-emerald-200' : 'bg-white ring-slate-200',
                  player.status === 'disconnected' && 'opacity-75',
                )}
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="min-w-0 text-lg font-bold break-words text-slate-900">
                    {name.name} <NameTag label={name} />
                  </span>
                  <Badge tone={looks.tone}>{t(looks.text)}</Badge>
                </div>
                <p className="text-base text-slate-700">
                  {t('lobby.answered', { answered: Math.min(player.answeredCount, total), total })}
                </p>
                <div className="h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
                  <div
                    className="h-full bg-brand-500"
                    style={{ width: `${total > 0 ? Math.min(100, (player.answeredCount / total) * 100) : 0}%` }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {room.participantCount > players.length && (
        <p className="text-sm text-slate-500">
          {t('game.class.showing', { shown: players.length, players: room.participantCount })}
        </p>
      )}
    </Card>
  );
}
