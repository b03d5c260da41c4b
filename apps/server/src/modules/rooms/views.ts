/**
 * What each party is sent of a room: the room as one viewer sees it (bounded for a large class, shared for a second
 * through the game cache), the broadcast snapshot, and a running game's progress for its host and its players.
 * Reads only; presenter.ts shapes the rows.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { Say } from '@quiz/contract/message-catalog';
import { DefaultCategory, RoomLimits } from '@quiz/contract/limits';
import type { GameProgress, Participant, Room } from '@quiz/contract/rooms';
import type { AppContext } from '../../context';
import { roomParticipants, rooms } from '../../db/schema/rooms';
import { quizzes } from '../../db/schema/quizzes';
import { users } from '../../db/schema/users';
import { notFound } from '../../lib/errors';
import { personColumns } from '../users/presenter';
import type { RoomView } from './game-cache';
import { hostAwayIn, presentParticipant, presentRoom } from './presenter';
import { roomColumns, type RoomMeta } from './room-rows';
import { findParticipant } from './store';

/** Participants in join order (the host first), each with their person; `limit` caps broadcast lists. */
export async function listParticipants(ctx: AppContext, room: RoomMeta, limit?: number): Promise<Participant[]> {
  const query = ctx.db
    .select({ participant: roomParticipants, person: personColumns })
    .from(roomParticipants)
    .innerJoin(users, eq(users.id, roomParticipants.userId))
    .where(eq(roomParticipants.roomId, room.id))
    .orderBy(
      ...(room.status === 'completed' ? [sql`${roomParticipants.rank} asc nulls last`] : []),
      asc(roomParticipants.joinedAt),
      asc(roomParticipants.id),
    );
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((r) => presentParticipant(r.participant, r.person, room));
}

/**
 * The room as `viewerId` sees it; `limit` caps the participant list (the count stays exact: `room` is read fresh by
 * every caller). `member`: the caller knows whether the viewer is in the room (they just joined).
 */
export async function presentFor(
  ctx: AppContext,
  room: RoomMeta,
  viewerId: string,
  limit?: number,
  member?: boolean,
): Promise<Room> {
  const viewKey = `${room.status}:${Math.min(room.participantCount, limit ?? Infinity)}`;
  let view = limit === undefined ? undefined : ctx.gameCache.view(room.id, viewKey);
  if (!view) {
    view = readView(ctx, room, limit);
    if (limit !== undefined) ctx.gameCache.keepView(room.id, viewKey, view);
  }
  const [found, mine] = await Promise.all([
    view,
    limit === undefined || member !== undefined ? null : findParticipant(ctx, room.id, viewerId),
  ]);
  const { participants } = found;
  return presentRoom({
    room: { ...room, questions: null },
    host: found.host,
    quiz: found.quiz,
    participants,
    // The players: the host, on the list too, takes no place.
    participantCount: limit === undefined ? participants.filter((p) => !p.isHost).length : room.participantCount,
    viewerId,
    isParticipant:
      member ?? (limit === undefined ? participants.some((p) => p.userId._id === viewerId) : Boolean(mine)),
  });
}

/** The room's host, quiz and first `limit` people. */
async function readView(ctx: AppContext, room: RoomMeta, limit: number | undefined): Promise<RoomView> {
  const [[found], participants] = await Promise.all([
    ctx.db
      .select({
        host: personColumns,
        quiz: {
          id: quizzes.id,
          title: quizzes.title,
          description: quizzes.description,
          category: quizzes.category,
          questionCount: quizzes.questionCount,
        },
      })
      .from(users)
      .leftJoin(quizzes, room.quizId === null ? sql`false` : eq(quizzes.id, room.quizId))
      .where(eq(users.id, room.hostId))
      .limit(1),
    listParticipants(ctx, room, limit),
  ]);
  if (!found) throw notFound(Say.roomNotFound);
  // A finished game whose quiz was deleted since: the title it was played under, and no quiz to link to.
  const quiz = found.quiz ?? {
    id: null,
    title: room.quizTitle,
    description: null,
    category: DefaultCategory,
    questionCount: room.questionCount,
  };
  return { host: found.host, quiz, participants };
}

/** A broadcast-sized view: exact count, at most RoomLimits.broadcastListMax people. */
export async function roomSnapshot(ctx: AppContext, roomId: string) {
  const [room] = await ctx.db.select(roomColumns).from(rooms).where(eq(rooms.id, roomId));
  if (!room) return null;
  const participants = await listParticipants(ctx, room, RoomLimits.broadcastListMax);
  return {
    code: room.code,
    status: room.status,
    locked: room.locked,
    participantCount: room.participantCount,
    participants,
    hostAway: hostAwayIn(room, participants),
  };
}

/**
 * Progress of a running game, in one fixed query: it runs for every room several times a second. The players only
 * (the host runs the game): the first RoomLimits.classListMax with their person, for the host's class view; the
 * broadcast to everyone else carries the first RoomLimits.progressListMax without (see `progressForPlayers`).
 */
const gameProgressSql = `
  select r.code, r.question_count, r.host_id, a.participants, a.answered, a.finished,
         coalesce((select json_agg(json_build_object(
                            'userId', f.user_id, 'answeredCount', f.answered_count, 'away', f.left_at is not null,
                            'user', json_build_object('_id', f.user_id, 'username', f.username,
                                                      'displayName', f.display_name,
                                                      'profilePicture', f.profile_picture,
                                                      'isGuest', f.guest_room_id is not null)))
                     from (select p.user_id, p.answered_count, p.left_at, u.username, u.display_name,
                                  u.profile_picture, u.guest_room_id
                             from room_participants p join users u on u.id = p.user_id
                            where p.room_id = r.id and p.user_id <> r.host_id
                            order by p.joined_at, p.id limit $2) f), '[]'::json) as players
    from rooms r
   cross join lateral (
     -- One pass over the room's players for all three counts.
     select count(*)::int as participants, coalesce(sum(p.answered_count), 0)::int as answered,
            (count(*) filter (where p.answered_count >= r.question_count))::int as finished
       from room_participants p
      where p.room_id = r.id and p.user_id <> r.host_id) a
   where r.id = $1`;

type ProgressPlayers = GameProgress['players'];

/** The game's progress as its host sees it (every listed player with their person), and who the host is. */
export async function gameProgress(
  ctx: AppContext,
  roomId: string,
  listed: number = RoomLimits.classListMax,
): Promise<{ progress: GameProgress; hostId: string } | null> {
  const [row] = await ctx.database.query<{
    code: string;
    question_count: number;
    host_id: string;
    participants: number;
    answered: number;
    finished: number;
    players: ProgressPlayers | string;
  }>('room-game-progress', gameProgressSql, [roomId, listed]);
  if (!row) return null;
  const players = typeof row.players === 'string' ? (JSON.parse(row.players) as ProgressPlayers) : row.players;
  return {
    hostId: row.host_id,
    progress: {
      code: row.code,
      participantCount: row.participants,
      finishedCount: row.finished,
      answered: row.answered,
      totalAnswers: row.participants * row.question_count,
      players: players.map((p) => ({ ...p, user: p.user && { ...p.user, isGuest: p.user.isGuest || undefined } })),
    },
  };
}

/** The same progress for the players: a short list, without the people (they have the room's list). */
export const progressForPlayers = (progress: GameProgress): GameProgress => ({
  ...progress,
  players: progress.players
    .slice(0, RoomLimits.progressListMax)
    .map((p) => ({ userId: p.userId, answeredCount: p.answeredCount, away: p.away })),
});
