/**
 * Chat bookkeeping shared by the room chat and the private chat, pure: which incoming messages are repeats, how a
 * sent message settles, how history and live messages merge.
 */
import { RoomLimits } from '@quiz/contract/limits';
import { Messages } from '../i18n/messages';
import { ApiError, reasonOf } from './api-client';

/** What both kinds of chat message have in common. */
export interface ChatMessageBase {
  _id: string;
  sender: { _id: string };
  senderName: string;
  content: string;
  createdAt: string;
}

/** A message as a panel holds it: a temporary one is ours, not yet confirmed; a failed one never went out. */
export type ChatItem<M extends ChatMessageBase = ChatMessageBase> = M & { isTemp?: boolean; failed?: boolean };

/** The spec's 5 s (SPEC §5, §9), the same for room and private chat. */
export const duplicateWindowMs = RoomLimits.duplicateMessageWindowMs;

/**
 * SPEC §5: an incoming message is a repeat when one with the same id is already shown, or one with the same
 * content from the same sender within 5 seconds of it.
 */
export function isDuplicateMessage(
  shown: readonly ChatItem[],
  incoming: ChatMessageBase,
  windowMs: number = duplicateWindowMs,
): boolean {
  const at = Date.parse(incoming.createdAt);
  return shown.some(
    (message) =>
      message._id === incoming._id ||
      (!message.failed &&
        message.sender._id === incoming.sender._id &&
        message.content === incoming.content &&
        Math.abs(Date.parse(message.createdAt) - at) <= windowMs),
  );
}

/**
 * Adds the incoming message unless it is a repeat. Our own message coming back from the server takes the place of
 * its temporary or unsent copy (the one with its id, as a private message is sent under the id its copy has; else
 * the first temporary one with the same text), so it is shown once and already confirmed.
 */
export function addIncoming<M extends ChatMessageBase>(shown: ChatItem<M>[], incoming: M): ChatItem<M>[] {
  const same = shown.findIndex((m) => m._id === incoming._id);
  if (same !== -1) {
    const copy = shown[same]!;
    return copy.isTemp || copy.failed ? shown.map((m, i) => (i === same ? incoming : m)) : shown;
  }
  const temp = shown.findIndex(
    (m) => m.isTemp && m.sender._id === incoming.sender._id && m.content === incoming.content,
  );
  if (temp !== -1) return shown.map((m, i) => (i === temp ? incoming : m));
  return isDuplicateMessage(shown, incoming) ? shown : [...shown, incoming];
}

/**
 * The history with what is already shown: stored messages once each (the history's copy), in time order, then our
 * temporary and failed ones. Works for the first load (live messages that came meanwhile) and for reading the
 * newest page again over older pages already shown.
 */
export function mergeHistory<M extends ChatMessageBase>(history: readonly M[], shown: ChatItem<M>[]): ChatItem<M>[] {
  const stored: ChatItem<M>[] = [...history];
  const ids = new Set(history.map((m) => m._id));
  const ours: ChatItem<M>[] = [];
  for (const message of shown) {
    // Ours that the server has after all (sent again under the same id) are the history's now.
    if (message.isTemp || message.failed) {
      if (!ids.has(message._id)) ours.push(message);
    } else if (!ids.has(message._id)) {
      ids.add(message._id);
      stored.push(message);
    }
  }
  // A stable sort: messages of the same instant keep the server's order.
  stored.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  return [...stored, ...ours];
}

/** An older page goes before what is shown, less anything already there. */
export function prependOlder<M extends ChatMessageBase>(older: readonly M[], shown: ChatItem<M>[]): ChatItem<M>[] {
  const ids = new Set(shown.map((m) => m._id));
  return [...older.filter((m) => !ids.has(m._id)), ...shown];
}

/** Our temporary message confirmed: it becomes the stored one (or goes, if the broadcast already brought it). */
export function confirmSent<M extends ChatMessageBase>(shown: ChatItem<M>[], tempId: string, stored: M): ChatItem<M>[] {
  const withoutTemp = shown.filter((m) => m._id !== tempId);
  if (withoutTemp.some((m) => m._id === stored._id)) return withoutTemp;
  return shown.map((m) => (m._id === tempId ? stored : m));
}

/** Our temporary message refused or lost: it stays, dimmed (unless the server's copy already replaced it). */
export const markFailed = <M extends ChatMessageBase>(shown: ChatItem<M>[], tempId: string): ChatItem<M>[] =>
  shown.map((m) => (m._id === tempId ? { ...m, isTemp: false, failed: true } : m));

/** A message that did not go out, being sent again: "sending" once more. */
export const markSending = <M extends ChatMessageBase>(shown: ChatItem<M>[], id: string): ChatItem<M>[] =>
  shown.map((m) => (m._id === id && m.failed ? { ...m, isTemp: true, failed: false } : m));

/**
 * The toast for a message that did not go out (SPEC §8): the server's reason when it refused it (too fast, no longer
 * friends), otherwise chatSendFailed ('Could not send the message!'; the spec's 'Không thể gửi tin nhắn!' in Tiếng Việt)
 * (no connection, no answer).
 */
export const sendFailureText = (error: unknown): string =>
  (error instanceof ApiError && error.status > 0 && reasonOf(error)) || Messages.chatSendFailed;

/**
 * An id for a message being sent: a random UUID, which a private message is stored under, so sending it again
 * stores it once. Made from getRandomValues, which (unlike randomUUID) a school's server on a plain-http address
 * also has.
 */
export function tempMessageId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The sender of a message, as the server will present them. */
export interface ChatSender {
  _id: string;
  username: string;
  displayName?: string | null;
  profilePicture?: string | null;
}

/**
 * The copy of a message shown at once while it is being sent ('Sending...'), with a temporary id; `where` places it
 * (its room or its chat).
 */
export function tempMessage<W extends object>(me: ChatSender, content: string, where: W) {
  return {
    ...where,
    _id: tempMessageId(),
    sender: {
      _id: me._id,
      username: me.username,
      displayName: me.displayName ?? null,
      profilePicture: me.profilePicture ?? null,
    },
    senderName: me.displayName || me.username,
    content,
    createdAt: new Date().toISOString(),
    isTemp: true,
  };
}
