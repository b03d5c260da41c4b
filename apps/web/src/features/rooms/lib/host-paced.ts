import type { Room } from '@quiz/contract/rooms';

/** Who is ranked at the end: everyone in a self-paced game; the players, not the presenting host, in a host-paced one. */
export const rankedParticipants = (room: Pick<Room, 'mode' | 'participants'>) =>
  room.mode === 'host_paced' ? room.participants.filter((p) => !p.isHost) : room.participants;

/** The presenter screen of a host-paced room. */
export const presenterLink = (code: string) => `/room/${code}/present`;
