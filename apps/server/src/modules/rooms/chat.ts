/** The room's chat (issue 5): members read the latest messages and send one; everyone in the room hears it live. */
import { desc, eq } from 'drizzle-orm';
import { Say } from '@quiz/contract/message-catalog';
import { RoomLimits } from '@quiz/contract/limits';
import type { AppContext } from '../../context';
import { roomMessages, rooms } from '../../db/schema/rooms';
import { users, type UserRow } from '../../db/schema/users';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { personColumns, type Person } from '../users/presenter';
import { presentMessage } from './presenter';
import { findRoom, refuseOtherRooms, requireParticipant } from './store';

export async function listRoomMessages(ctx: AppContext, options: { roomId: string; user: UserRow }) {
  if (!isUuid(options.roomId)) throw notFound(Say.roomNotFound);
  const [room] = await ctx.db.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, options.roomId));
  if (!room) throw notFound(Say.roomNotFound);
  refuseOtherRooms(room, options.user);
  await requireParticipant(ctx, room.id, options.user.id);
  const rows = await ctx.db
    .select({ message: roomMessages, sender: personColumns })
    .from(roomMessages)
    .innerJoin(users, eq(users.id, roomMessages.senderId))
    .where(eq(roomMessages.roomId, room.id))
    .orderBy(desc(roomMessages.createdAt), desc(roomMessages.id))
    .limit(RoomLimits.chatHistory);
  return rows.reverse().map((r) => presentMessage(r.message, r.sender));
}

export async function sendRoomMessage(
  ctx: AppContext,
  options: { code: string | undefined; user: UserRow; content: string },
) {
  const room = await findRoom(ctx, options.code, options.user);
  await requireParticipant(ctx, room.id, options.user.id);
  const [row] = await ctx.db
    .insert(roomMessages)
    .values({ roomId: room.id, senderId: options.user.id, content: options.content })
    .returning();
  const message = presentMessage(row!, options.user as Person);
  ctx.roomEvents.message(room, message);
  return message;
}
