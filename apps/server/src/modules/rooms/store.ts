/**
 * Finding rooms and their people (ARCHITECTURE §7): by code (the open room, else the latest finished one), by id, the
 * caller's place in one, and the refusals that go with finding (not found, not in the room, not the host). Every
 * phase of a room starts here.
 */
import { and, desc, eq, or, sql } from 'drizzle-orm';
import { Say, type Said } from '@quiz/contract/message-catalog';
import { RoomLimits } from '@quiz/contract/limits';
import type { AppContext } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { roomParticipants, roomRemovals, rooms } from '../../db/schema/rooms';
import type { UserRow } from '../../db/schema/users';
import { Batcher } from '../../lib/batcher';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { roomCodeAlphabet } from '../../game/rules';
import {
  participantOf,
  roomColumns,
  roomMetaOf,
  roomSelectSql,
  type RoomAndParticipantRow,
  type RoomMeta,
} from './room-rows';

const codePattern = new RegExp(`^[${roomCodeAlphabet}A-Z0-9]{${RoomLimits.codeLength}}$`);

/** 'Invalid room code' for an empty or 'undefined' code (SPEC §5); anything else that is not a code is not found. */
export function normalizeCode(raw: string | undefined): string {
  const code = (raw ?? '').trim().toUpperCase();
  if (code === '' || code === 'UNDEFINED' || code === 'NULL') throw badRequest(Say.invalidRoomCode);
  if (!codePattern.test(code)) throw notFound(Say.roomNotFound);
  return code;
}

/** The open room with this code, else the latest finished one, with the user's participant row if they joined. */
export async function findRoomAndParticipant(ctx: AppContext, rawCode: string | undefined, user: UserRow) {
  const code = normalizeCode(rawCode);
  const row = await readerFor(ctx.database).submit({ code, userId: user.id });
  if (!row) throw notFound(Say.roomNotFound);
  const room = roomMetaOf(row);
  refuseOtherRooms(room, user);
  return { room, participant: participantOf(row) };
}

/**
 * The read of findRoomAndParticipant for everyone asking at the same moment (a class typing the code), in one
 * statement: each (code, person) finds its room and place exactly as it would alone.
 */
const roomsAndParticipantsSql = `
  select i.ord, x.*
    from unnest($1::text[], $2::uuid[]) with ordinality as i(code, user_id, ord)
   cross join lateral (
     select ${roomSelectSql},
            p.id as p_id, p.user_id as p_user_id, p.joined_at as p_joined_at, p.score as p_score,
            p.correct_answers as p_correct_answers, p.total_answer_ms as p_total_answer_ms,
            p.answered_count as p_answered_count, p.served_at as p_served_at, p.rank as p_rank,
            p.nickname_key as p_nickname_key, p.left_at as p_left_at
       from rooms r
       left join room_participants p on p.room_id = r.id and p.user_id = i.user_id
      where r.code = i.code
      order by r.status = 'completed', r.created_at desc
      limit 1) x`;

const readers = new WeakMap<
  DatabaseHandle,
  Batcher<{ code: string; userId: string }, RoomAndParticipantRow | undefined>
>();

function readerFor(database: DatabaseHandle) {
  let reader = readers.get(database);
  if (!reader) {
    reader = new Batcher<{ code: string; userId: string }, RoomAndParticipantRow | undefined>(
      async (items) => {
        const rows = await database.query<RoomAndParticipantRow & { ord: number | string }>(
          'rooms-and-participants',
          roomsAndParticipantsSql,
          [items.map((i) => i.code), items.map((i) => i.userId)],
        );
        const byOrder = new Map(rows.map((row) => [Number(row.ord), row]));
        return items.map((_, i) => byOrder.get(i + 1));
      },
      { max: 200 },
    );
    readers.set(database, reader);
  }
  return reader;
}

/** A guest's session is for their own room: any other code is not found for them. */
export function refuseOtherRooms(room: Pick<RoomMeta, 'id'>, viewer: Pick<UserRow, 'guestRoomId'> | undefined) {
  if (viewer?.guestRoomId && viewer.guestRoomId !== room.id) throw notFound(Say.roomNotFound);
}

export async function findRoom(
  ctx: AppContext,
  rawCode: string | undefined,
  viewer?: Pick<UserRow, 'guestRoomId'>,
): Promise<RoomMeta> {
  const room = await findRoomByCode(ctx, rawCode);
  refuseOtherRooms(room, viewer);
  return room;
}

async function findRoomByCode(ctx: AppContext, rawCode: string | undefined): Promise<RoomMeta> {
  const code = normalizeCode(rawCode);
  const [room] = await ctx.db
    .select(roomColumns)
    .from(rooms)
    .where(eq(rooms.code, code))
    .orderBy(sql`${rooms.status} = 'completed'`, desc(rooms.createdAt))
    .limit(1);
  if (!room) throw notFound(Say.roomNotFound);
  return room;
}

export async function findParticipant(ctx: AppContext, roomId: string, userId: string) {
  const [row] = await ctx.db
    .select()
    .from(roomParticipants)
    .where(and(eq(roomParticipants.roomId, roomId), eq(roomParticipants.userId, userId)))
    .limit(1);
  return row;
}

export async function requireParticipant(ctx: AppContext, roomId: string, userId: string) {
  const row = await findParticipant(ctx, roomId, userId);
  if (!row) throw forbidden(Say.notInRoom);
  return row;
}

export async function findRoomById(ctx: AppContext, roomId: string): Promise<RoomMeta> {
  const [room] = await ctx.db.select(roomColumns).from(rooms).where(eq(rooms.id, roomId));
  if (!room) throw notFound(Say.roomNotFound);
  return room;
}

/** The room a code names, when the caller hosts it; anyone else is refused with `message`. */
export async function findHostedRoom(ctx: AppContext, code: string | undefined, user: UserRow, message: Said) {
  const room = await findRoom(ctx, code, user);
  if (room.hostId !== user.id) throw forbidden(message);
  return room;
}

/** The key of a player's place in a game, in the game cache. */
export const playerKey = (code: string | undefined, userId: string) => `${(code ?? '').trim().toUpperCase()}:${userId}`;

/** The host removed this person (or a guest by this nickname) from the room. */
export async function wasRemoved(ctx: AppContext, roomId: string, who: { userId?: string; nicknameKey?: string }) {
  const [row] = await ctx.db
    .select({ userId: roomRemovals.userId })
    .from(roomRemovals)
    .where(
      and(
        eq(roomRemovals.roomId, roomId),
        or(
          who.userId ? eq(roomRemovals.userId, who.userId) : undefined,
          who.nicknameKey ? eq(roomRemovals.nicknameKey, who.nicknameKey) : undefined,
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The room a code names and the caller's place in it (one read); not in it is refused. */
export async function memberOf(ctx: AppContext, options: { code: string | undefined; user: UserRow }) {
  const { room, participant } = await findRoomAndParticipant(ctx, options.code, options.user);
  if (!participant) throw forbidden(Say.notInRoom);
  return { room, participant };
}

/** For the realtime layer: the room a code names, with the caller's place in it. */
export async function roomForMember(ctx: AppContext, options: { code: string | undefined; user: UserRow }) {
  const room = await findRoom(ctx, options.code, options.user);
  await requireParticipant(ctx, room.id, options.user.id);
  return room;
}
