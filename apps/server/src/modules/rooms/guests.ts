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
import { recordGame } from '../leaderboard/totals';
import { presentPublicUser } from '../users/presenter';
import { explainJoinRefusal, nicknameTaken, presentJoined } from './joining';
import { roomMetaOf, type RoomSqlRow } from './room-rows';
import { findRoom, normalizeCode, wasRemoved } from './store';
import { joinGuests, type GuestJoinWrite } from './game-writer';

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
  const write = { code, nicknameKey: key, id, username, email: `${id}@guest.invalid`, displayName: options.nickname };
  // With the others joining this instant (group commit); anything the batch did not admit is tried alone, which
  // either gets in or says why not.
  const room = roomMetaOf((await ctx.gameWriter.joinGuest(write)) ?? (await joinAlone(ctx, write)));
  const guest = { id, username, displayName: options.nickname, profilePicture: null, guestRoomId: room.id };
  ctx.roomEvents.joined(room, { id, name: options.nickname });
  const token = await signSessionToken(
    { userId: id, sessionVersion: 0, guest: true },
    ctx.jwtSecret,
    GuestLimits.tokenSeconds,
  );
  // Bounded like the join acknowledgement: the thousandth guest is not sent everyone.
  const joined = await presentJoined(ctx, room, id, RoomLimits.broadcastListMax);
  return { token, user: presentPublicUser(guest), room: joined };
}

/** One guest on their own (after a batch did not admit them): in, or the reason why not. */
async function joinAlone(ctx: AppContext, write: GuestJoinWrite): Promise<RoomSqlRow> {
  let admitted: Map<string, RoomSqlRow>;
  try {
    admitted = await joinGuests(ctx.database, [write]);
  } catch (error) {
    // Two guests typed the same name at once (on two instances): the unique index lets one in.
    if (uniqueViolationOf(error) === 'room_participants_room_nickname_unique') throw nicknameTaken();
    throw error;
  }
  const row = admitted.get(write.id);
  if (row) return row;
  const room = await findRoom(ctx, write.code);
  return explainJoinRefusal(ctx, room.id, { nicknameKey: write.nicknameKey });
}

/**
 * After registering (or logging in) in the browser a guest played in: their finished games become the account's,
 * as if it had played them. A token that is not a live guest's, a game not over yet, or a room the account already
 * played in is left alone. Returns the codes of the rooms claimed.
 */
export async function claimGuestResults(ctx: AppContext, options: { user: UserRow; tokens: string[] }) {
  const { user } = options;
  const guestIds: string[] = [];
  for (const token of options.tokens) {
    const claims = verifySessionToken(token, ctx.jwtSecret);
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
