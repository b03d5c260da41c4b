/**
 * Joining a room with an account (a guest joins through guests.ts, which shares the refusals here). Taking a place
 * is one conditional statement, batched with the others of the same moment (a class typing the code), so the cap,
 * the lock and a removal hold on any instance.
 */
import { and, eq } from 'drizzle-orm';
import { Say } from '@quiz/contract/message-catalog';
import type { AppContext } from '../../context';
import { roomParticipants, type ParticipantRow } from '../../db/schema/rooms';
import type { UserRow } from '../../db/schema/users';
import { conflict, forbidden } from '../../lib/errors';
import { nameOf } from '../users/presenter';
import { completeIfOvertime } from './completion';
import { markBack } from './presence';
import type { RoomMeta } from './room-rows';
import { findRoomAndParticipant, findRoomById, playerKey, wasRemoved } from './store';
import { presentFor } from './views';

/**
 * Joins the room (or re-joins: a participant coming back keeps their place). Taking a place is one statement: the
 * room's count goes up only while it is under the cap, open and unlocked, and the participant row is inserted with
 * it, so two people taking the last place at once cannot both get it, on any instance.
 */
export async function joinRoom(ctx: AppContext, options: { code: string | undefined; user: UserRow }) {
  const { user } = options;
  const { room, participant } = await findRoomAndParticipant(ctx, options.code, user);
  if (participant) return { room, joined: false, away: participant.leftAt !== null };
  // With the others joining at the same moment (a class typing the code), else alone for the exact answer.
  const id = await ctx.gameWriter.joinAccount({ roomId: room.id, userId: user.id });
  if (id) {
    // Their place as it starts, so the game's first question needs no read (see GameCache.started).
    ctx.gameCache.keepPlayer(playerKey(room.code, user.id), { room, participant: newParticipant(id, room, user) });
    return joined(ctx, room, user);
  }
  const [taken] = await ctx.database.query<{ open: number; inserted: number }>('room-join', roomJoinSql, [
    room.id,
    user.id,
  ]);
  if (!taken?.inserted) {
    // A place was free but another tab of theirs took it at the same instant: they are in.
    if (taken?.open) return { room, joined: false, away: false };
    return explainJoinRefusal(ctx, room.id, { userId: user.id });
  }
  return joined(ctx, room, user);
}

const newParticipant = (id: string, room: RoomMeta, user: UserRow): ParticipantRow => ({
  id,
  roomId: room.id,
  userId: user.id,
  joinedAt: new Date(),
  score: 0,
  correctAnswers: 0,
  totalAnswerMs: 0,
  answeredCount: 0,
  servedAt: null,
  rank: null,
  nicknameKey: null,
  leftAt: null,
});

function joined(ctx: AppContext, room: RoomMeta, user: UserRow) {
  ctx.roomEvents.joined(room, { id: user.id, name: nameOf(user) });
  return { room: { ...room, participantCount: room.participantCount + 1 }, joined: true, away: false };
}

// The room row is locked first, so its count is the one last committed (on any instance); the count goes up only
// with a row actually inserted.
const roomJoinSql = `
  with r as (
    select id from rooms
     where id = $1 and status <> 'completed' and not locked and participant_count < max_participants
       and not exists (select 1 from room_removals x where x.room_id = $1 and x.user_id = $2)
       for update),
  p as (insert into room_participants (room_id, user_id) select id, $2 from r on conflict do nothing
        returning room_id),
  counted as (update rooms set participant_count = participant_count + 1 where id in (select room_id from p))
  select (select count(*) from r)::int as open, (select count(*) from p)::int as inserted`;

/** After a refused join: why, from the room as it is now (removed, over, locked, guests not welcome, full). */
export async function explainJoinRefusal(
  ctx: AppContext,
  roomId: string,
  who: { userId?: string; nicknameKey?: string },
): Promise<never> {
  const room = await findRoomById(ctx, roomId);
  if (who.userId && (await wasRemoved(ctx, roomId, { userId: who.userId }))) {
    throw forbidden(Say.removedFromRoom, 'removed_from_room');
  }
  refuseNewcomers(room);
  if (who.nicknameKey) {
    if (!room.allowGuests) throw forbidden(Say.roomSignedInOnly, 'signed_in_only');
    if (await wasRemoved(ctx, roomId, { nicknameKey: who.nicknameKey })) throw nicknameTaken();
    const [same] = await ctx.db
      .select({ id: roomParticipants.id })
      .from(roomParticipants)
      .where(and(eq(roomParticipants.roomId, roomId), eq(roomParticipants.nicknameKey, who.nicknameKey)))
      .limit(1);
    if (same) throw nicknameTaken();
  }
  throw conflict(Say.roomFull);
}

export const nicknameTaken = () => conflict(Say.nicknameTaken, { nickname: Say.nicknameTaken });

/** The room just joined, as the joiner sees it (bounded by `limit`), after a join that needed no other read. */
export async function presentJoined(ctx: AppContext, room: RoomMeta, viewerId: string, limit?: number) {
  return presentFor(ctx, await completeIfOvertime(ctx, room), viewerId, limit, true);
}

/** Why nobody new may join now, if so: the game is over, or the host locked the room. */
export function refuseNewcomers(room: Pick<RoomMeta, 'status' | 'locked'>) {
  if (room.status === 'completed') throw conflict(Say.roomCompleted);
  if (room.locked) throw forbidden(Say.roomLocked, 'room_locked');
}

export async function joinAndPresent(ctx: AppContext, options: { code: string | undefined; user: UserRow }) {
  const { room, away } = await joinRoom(ctx, options);
  // Joining over HTTP (no realtime connection) is being here too.
  if (away) await markBack(ctx, room.id, options.user.id);
  return presentJoined(ctx, room, options.user.id);
}
