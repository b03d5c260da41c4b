import type { Room } from '@quiz/contract/rooms';

/** Who is ranked at the end: the players; the host runs (or presents) the game and is not one of them. */
export const rankedParticipants = (room: Pick<Room, 'participants'>) => room.participants.filter((p) => !p.isHost);

/** The presenter screen of a host-paced room. */
export const presenterLink = (code: string) => `/room/${code}/present`;
