/** A shared message by key and arguments, as it travels from where it is made to where it is shown. */
import type { MessageKey } from './messages';

/** What a shared message is made with, besides its key: the names and numbers its sentence says. */
export type MessageParam = string | number;
/**
 * A shared message as the server makes it: its key and its arguments, carried to the client, which words it in its
 * reader's language (`textOf` in message-catalog.ts). `Say.roomNotFound`, `Say.maxParticipantsRange(50)`.
 */
export interface Said {
  readonly key: MessageKey;
  readonly params: readonly MessageParam[];
}
