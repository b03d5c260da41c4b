/** What the room service tells the realtime layer; the broadcaster decides how (and how often) to send it. */
import type { RoomMode } from '@quiz/contract/limits';
import type { Said } from '@quiz/contract/message-catalog';
import type { ChatMessage } from '@quiz/contract/rooms';
import type { RoomRow } from '../../db/schema/rooms';
import type { PacedRoom } from './room-rows';

export type RoomRef = Pick<RoomRow, 'id' | 'code'>;

export interface RoomEvents {
  joined(room: RoomRef, person: { id: string; name: string }): void;
  left(room: RoomRef, person: { id: string; name: string }): void;
  progressed(room: RoomRef): void;
  /** The game started: everyone is told (a host-paced game's first question opens with it, see `paced`). */
  started(room: RoomRef & { startedAt: Date | null; mode: RoomMode }): void;
  ended(room: RoomRef, endedByHost: boolean): void;
  /** A lobby closed without a game (its host was gone too long): everyone in it is told why. */
  lobbyClosed(room: RoomRef, why: Said): void;
  message(room: RoomRef, message: ChatMessage): void;
  invited(userId: string, invite: { code: string; hostName: string; quizTitle: string; inviteUrl: string }): void;
  /** The host changed the room (locked it, removed someone): everyone gets the whole list again. */
  changed(room: RoomRef): void;
  /** A host-paced game moved (a question opened or closed, the scoreboard): everyone gets their view of it. */
  paced(room: PacedRoom): void;
  /** Someone answered the open host-paced question: the live count goes out, coalesced. */
  answerCounted(room: RoomRef): void;
  /** The host removed this person: they are told, and their sockets leave the room on every instance. */
  removed(room: RoomRef, userId: string): void;
}
