import type { Room } from '@quiz/contract/rooms';

/** SPEC §6: the host is decided by isCreator, else by the host's id. */
export const isRoomHost = (room: Room, userId: string | undefined) =>
  room.isCreator || (userId !== undefined && room.hostId._id === userId);

/** The host's report of this room (by id too: a finished room's code may be given to a later room). */
export const reportLink = (room: { code: string; _id: string }) =>
  `/room/${room.code}/report?id=${encodeURIComponent(room._id)}`;
