/** The host runs the lobby (issue 14): lock the door, remove someone for good. */
import { and, eq, sql } from 'drizzle-orm';
import { Messages } from '@quiz/contract/messages';
import type { AppContext } from '../../context';
import { roomParticipants, roomRemovals, rooms } from '../../db/schema/rooms';
import { users, type UserRow } from '../../db/schema/users';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { nameOf } from '../users/presenter';
import { completeIfEveryoneFinished, findHostedRoom, getRoom, playerKey } from './service';

export async function setRoomLocked(
  ctx: AppContext,
  options: { code: string | undefined; user: UserRow; locked: boolean },
) {
  const room = await findHostedRoom(ctx, options.code, options.user, Messages.onlyHostCanManage);
  if (room.status === 'completed') throw conflict(Messages.roomCompleted);
  await ctx.db.update(rooms).set({ locked: options.locked }).where(eq(rooms.id, room.id));
  ctx.gameCache.dropView(room.id);
  ctx.roomEvents.changed(room);
  return getRoom(ctx, { code: room.code, user: options.user });
}

/**
 * Takes a player out of the room, their answers with them, and remembers them (and a guest's nickname) so that
 * neither can join again. Their screens are told; the room's list and counts are sent afresh.
 */
export async function removeParticipant(
  ctx: AppContext,
  options: { code: string | undefined; user: UserRow; participantId: string },
) {
  const room = await findHostedRoom(ctx, options.code, options.user, Messages.onlyHostCanManage);
  if (room.status === 'completed') throw conflict(Messages.roomCompleted);
  if (!isUuid(options.participantId)) throw notFound(Messages.participantNotFound);
  const removed = await ctx.db.transaction(async (tx) => {
    // The room row first: a game that ended meanwhile keeps its players (their ranks and points are recorded).
    const [now] = await tx.select({ status: rooms.status }).from(rooms).where(eq(rooms.id, room.id)).for('update');
    if (now?.status === 'completed') throw conflict(Messages.roomCompleted);
    const [target] = await tx
      .select({
        userId: roomParticipants.userId,
        nicknameKey: roomParticipants.nicknameKey,
        displayName: users.displayName,
        username: users.username,
      })
      .from(roomParticipants)
      .innerJoin(users, eq(users.id, roomParticipants.userId))
      .where(and(eq(roomParticipants.id, options.participantId), eq(roomParticipants.roomId, room.id)));
    if (!target) throw notFound(Messages.participantNotFound);
    if (target.userId === room.hostId) throw badRequest(Messages.cannotRemoveHost);
    await tx
      .insert(roomRemovals)
      .values({ roomId: room.id, userId: target.userId, nicknameKey: target.nicknameKey })
      .onConflictDoNothing();
    await tx.delete(roomParticipants).where(eq(roomParticipants.id, options.participantId));
    await tx
      .update(rooms)
      .set({ participantCount: sql`${rooms.participantCount} - 1` })
      .where(eq(rooms.id, room.id));
    return target;
  });
  ctx.gameCache.dropPlayer(playerKey(room.code, removed.userId));
  ctx.gameCache.dropView(room.id);
  ctx.roomEvents.removed(room, removed.userId);
  // The one left unfinished may have been the one removed.
  if (room.status === 'in_progress') await completeIfEveryoneFinished(ctx, room.id);
  return { name: nameOf(removed), room: await getRoom(ctx, { code: room.code, user: options.user }) };
}
