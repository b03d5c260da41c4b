/**
 * Guests: a player with the room's code and a nickname, no account (issue 14). A guest is a row in `users` marked
 * with the room it belongs to (`guest_room_id`), so everything in a room — joining, playing, chat, rankings — works
 * for them as for accounts, while every account feature leaves them out (`isAccount`) and their session opens
 * only their own room's routes and events.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import { GuestLimits } from '@quiz/contract/limits';
import { Messages } from '@quiz/contract/messages';
import { nicknameKey } from '@quiz/contract/nicknames';
import type { GuestJoin } from '@quiz/contract/rooms';
import type { AppContext } from '../../context';
import { uniqueViolationOf } from '../../db/client';
import { roomMessages, roomParticipants, rooms } from '../../db/schema/rooms';
import { users, type UserRow } from '../../db/schema/users';
import { conflict, forbidden } from '../../lib/errors';
import { signSessionToken, verifySessionToken } from '../../lib/tokens';
import { recordGame } from '../leaderboard/stats';
import { presentPublicUser } from '../users/presenter';
import { findRoom, getRoom, refuseNewcomers, wasRemoved } from './service';

/** A guest's session ends a day after their room does (their token is refused from then on). */
export async function guestSessionEnded(ctx: AppContext, roomId: string, now = Date.now()) {
  const [room] = await ctx.db.select({ endedAt: rooms.endedAt }).from(rooms).where(eq(rooms.id, roomId));
  if (!room) return true;
  return room.endedAt !== null && now - room.endedAt.getTime() > GuestLimits.afterRoomEndsSeconds * 1000;
}

/**
 * A new guest in the room: the checks a person can act on first (game over, signed-in only, locked, nickname),
 * then one transaction that holds the room row while it counts the places, so the room's cap holds however many
 * join at once.
 */
export async function joinAsGuest(
  ctx: AppContext,
  options: { code: string | undefined; nickname: string },
): Promise<GuestJoin> {
  const room = await findRoom(ctx, options.code);
  refuseNewcomers(room);
  if (!room.allowGuests) throw forbidden(Messages.roomSignedInOnly, 'signed_in_only');
  const key = nicknameKey(options.nickname);
  const nicknameTaken = () => conflict(Messages.nicknameTaken, { nickname: Messages.nicknameTaken });
  if (await wasRemoved(ctx, room.id, { nicknameKey: key })) throw nicknameTaken();

  let guest: UserRow;
  try {
    guest = await ctx.db.transaction(async (tx) => {
      const [now] = await tx
        .select({ status: rooms.status, locked: rooms.locked })
        .from(rooms)
        .where(eq(rooms.id, room.id))
        .for('update');
      if (now) refuseNewcomers(now);
      const [places] = await tx
        .select({ n: count() })
        .from(roomParticipants)
        .where(eq(roomParticipants.roomId, room.id));
      if ((places?.n ?? 0) >= room.maxParticipants) throw conflict(Messages.roomFull);
      const [same] = await tx
        .select({ id: roomParticipants.id })
        .from(roomParticipants)
        .where(and(eq(roomParticipants.roomId, room.id), eq(roomParticipants.nicknameKey, key)))
        .limit(1);
      if (same) throw nicknameTaken();
      const id = randomUUID();
      const [created] = await tx
        .insert(users)
        .values({
          id,
          // Never shown (the nickname is the display name) and never usable to log in: no password matches '!'.
          username: `guest-${randomBytes(6).toString('hex')}`,
          email: `${id}@guest.invalid`,
          passwordHash: '!',
          displayName: options.nickname,
          guestRoomId: room.id,
        })
        .returning();
      await tx.insert(roomParticipants).values({ roomId: room.id, userId: id, nicknameKey: key });
      return created!;
    });
  } catch (error) {
    // Two guests typed the same name at the same instant: the unique index let one in.
    if (uniqueViolationOf(error) === 'room_participants_room_nickname_unique') throw nicknameTaken();
    throw error;
  }
  ctx.roomEvents.joined(room, { id: guest.id, name: options.nickname });
  const token = await signSessionToken(
    { userId: guest.id, sessionVersion: guest.sessionVersion, guest: true },
    ctx.jwtSecret,
    GuestLimits.tokenSeconds,
  );
  return { token, user: presentPublicUser(guest), room: await getRoom(ctx, { code: room.code, user: guest }) };
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
    const moved = await ctx.db.transaction(async (tx) => {
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
    });
    if (moved) claimed.push(guest.code);
  }
  if (claimed.length > 0) ctx.achievements.check([user.id]);
  return { claimed };
}
