/**
 * Guests: a player with the room's code and a nickname, no account (issue 14). A guest is a row in `users` marked
 * with the room it belongs to (`guest_room_id`), so everything in a room — joining, playing, chat, rankings — works
 * for them as for accounts, while every account feature leaves them out (`isAccount`) and their session opens
 * only their own room's routes and events.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { GuestLimits, RoomLimits } from '@quiz/contract/limits';
import { nicknameKey } from '@quiz/contract/nicknames';
import type { GuestJoin } from '@quiz/contract/rooms';
import type { AppContext } from '../../context';
import { uniqueViolationOf } from '../../db/client';
import { roomMessages, roomParticipants, rooms } from '../../db/schema/rooms';
import { users, type UserRow } from '../../db/schema/users';
import { signSessionToken, verifySessionToken } from '../../lib/tokens';
import { recordGame } from '../leaderboard/stats';
import { presentPublicUser } from '../users/presenter';
import {
  explainJoinRefusal,
  findRoom,
  nicknameTaken,
  normalizeCode,
  presentJoined,
  roomColumnsSql,
  roomMetaOf,
  roomSelectSql,
  wasRemoved,
  type RoomSqlRow,
} from './service';

/** A guest's session ends a day after their room does (their token is refused from then on). */
export const guestSessionEnded = (roomEndedAt: Date | null, now = Date.now()) =>
  roomEndedAt !== null && now - roomEndedAt.getTime() > GuestLimits.afterRoomEndsSeconds * 1000;

/** A guest (never an account) with when their room ended, in one read: every request and connection asks. */
export async function findGuest(ctx: AppContext, id: string) {
  const [found] = await ctx.db
    .select({ user: users, roomEndedAt: rooms.endedAt })
    .from(users)
    .innerJoin(rooms, eq(rooms.id, users.guestRoomId))
    .where(eq(users.id, id))
    .limit(1);
  return found;
}

/**
 * A new guest in the room, in one statement: the room's count goes up only while it is open to guests, unlocked,
 * under its cap and the nickname was not removed from it, and the guest and their place are inserted with it; the
 * unique index on (room, nickname key) turns away a name already there. Only a refusal reads anything more, to say
 * why. So the cap holds under concurrent joins on any instance, and a class joins fast.
 */
export async function joinAsGuest(
  ctx: AppContext,
  options: { code: string | undefined; nickname: string },
): Promise<GuestJoin> {
  const code = normalizeCode(options.code);
  const key = nicknameKey(options.nickname);
  const id = randomUUID();
  // Never shown (the nickname is the display name) and never usable to log in: no password matches '!'.
  const username = `guest-${randomBytes(6).toString('hex')}`;
  const email = `${id}@guest.invalid`;
  // With the others joining this instant (group commit); anything the batch did not admit is tried alone, which
  // either gets in or says why not.
  const batched = await ctx.gameWriter.joinGuest({
    code,
    nicknameKey: key,
    id,
    username,
    email,
    displayName: options.nickname,
  });
  const room = roomMetaOf(
    batched ?? (await joinAlone(ctx, { code, key, id, username, email, nickname: options.nickname })),
  );
  const guest = { id, username, displayName: options.nickname, profilePicture: null, guestRoomId: room.id };
  ctx.roomEvents.joined(room, { id, name: options.nickname });
  const token = await signSessionToken(
    { userId: id, sessionVersion: 0, guest: true },
    ctx.jwtSecret,
    GuestLimits.tokenSeconds,
  );
  // Bounded like the join acknowledgement: the thousandth guest is not sent everyone.
  const joined = await presentJoined(ctx, room, guest as UserRow, RoomLimits.broadcastListMax);
  return { token, user: presentPublicUser(guest), room: joined };
}

async function joinAlone(
  ctx: AppContext,
  options: { code: string; key: string; id: string; username: string; email: string; nickname: string },
): Promise<RoomSqlRow> {
  const { code, key } = options;
  let rows: (RoomSqlRow & { inserted: number })[];
  try {
    rows = await ctx.database.query('room-guest-join', guestJoinSql, [
      code,
      key,
      options.id,
      options.username,
      options.email,
      options.nickname,
    ]);
  } catch (error) {
    // Two guests typed the same name: the unique index lets one in.
    if (uniqueViolationOf(error) === 'room_participants_room_nickname_unique') throw nicknameTaken();
    throw error;
  }
  const [row] = rows;
  if (!row?.inserted) {
    const room = await findRoom(ctx, code);
    return explainJoinRefusal(ctx, room.id, { nicknameKey: key });
  }
  return row;
}

const guestJoinSql = `
  with r as (
    update rooms set participant_count = participant_count + 1
     where code = $1 and status <> 'completed' and allow_guests and not locked
       and participant_count < max_participants
       and not exists (select 1 from room_removals x where x.room_id = rooms.id and x.nickname_key = $2)
    returning ${roomColumnsSql.join(', ')}),
  u as (insert into users (id, username, email, password_hash, display_name, guest_room_id)
        select $3, $4, $5, '!', $6, r.id from r returning id),
  p as (insert into room_participants (room_id, user_id, nickname_key)
        select r.id, u.id, $2 from r, u returning id)
  select ${roomSelectSql}, (select count(*) from p)::int as inserted from r`;

/**
 * After registering (or logging in) in the browser a guest played in: their finished games become the account's,
 * as if it had played them. A token that is not a live guest's, a game not over yet, or a room the account already
 * played in is left alone. Returns the codes of the rooms claimed.
 */
export async function claimGuestResults(ctx: AppContext, options: { user: UserRow; tokens: string[] }) {
  const { user } = options;
  const guestIds: string[] = [];
  for (const token of options.tokens) {
    const claims = await verifySessionToken(token, ctx.jwtSecret);
    if (claims?.guest) guestIds.push(claims.userId);
  }
  if (guestIds.length === 0 || user.guestRoomId) return { claimed: [] };
  const found = await ctx.db
    .select({ guestId: users.id, roomId: rooms.id, code: rooms.code, status: rooms.status, endedAt: rooms.endedAt })
    .from(users)
    .innerJoin(rooms, eq(rooms.id, users.guestRoomId))
    .where(inArray(users.id, guestIds));
  const claimed: string[] = [];
  for (const guest of found) {
    if (guest.status !== 'completed') continue;
    // An account the host removed from the room does not come back to it through a guest's result.
    if (await wasRemoved(ctx, guest.roomId, { userId: user.id })) continue;
    const moved = await ctx.db
      .transaction(async (tx) => {
        const [mine] = await tx
          .select({ id: roomParticipants.id })
          .from(roomParticipants)
          .where(and(eq(roomParticipants.roomId, guest.roomId), eq(roomParticipants.userId, user.id)));
        if (mine) return false;
        const [participant] = await tx
          .update(roomParticipants)
          .set({ userId: user.id, nicknameKey: null })
          .where(and(eq(roomParticipants.roomId, guest.roomId), eq(roomParticipants.userId, guest.guestId)))
          .returning({ id: roomParticipants.id });
        if (!participant) return false;
        await tx.update(roomMessages).set({ senderId: user.id }).where(eq(roomMessages.senderId, guest.guestId));
        await tx.delete(users).where(eq(users.id, guest.guestId));
        await recordGame(tx, guest.roomId, guest.endedAt ?? new Date(), user.id);
        return true;
      })
      .catch((error: unknown) => {
        // Two results of the same room claimed at once: the account keeps the first.
        if (uniqueViolationOf(error) === 'room_participants_room_user_unique') return false;
        throw error;
      });
    if (moved) {
      claimed.push(guest.code);
      ctx.gameCache.dropView(guest.roomId);
    }
  }
  if (claimed.length > 0) ctx.achievements.check([user.id]);
  return { claimed };
}
