import type { Room } from '@quiz/contract/rooms';

/** SPEC §6: the host is decided by isCreator, else by the host's id. */
export const isRoomHost = (room: Room, userId: string | undefined) =>
  room.isCreator || (userId !== undefined && room.hostId._id === userId);
