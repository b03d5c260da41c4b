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
 * its temporary copy (the first one with the same text), so it is shown once and already confirmed.
 */
export function addIncoming<M extends ChatMessageBase>(shown: ChatItem<M>[], incoming: M): ChatItem<M>[] {
  if (!shown.some((m) => m._id === incoming._id)) {
    const temp = shown.findIndex(
      (m) => m.isTemp && m.sender._id === incoming.sender._id && m.content === incoming.content,
    );
    if (temp !== -1) return shown.map((m, i) => (i === temp ? incoming : m));
  }
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
    if (message.isTemp || message.failed) ours.push(message);
    else if (!ids.has(message._id)) {
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

/**
 * The toast for a message that did not go out (SPEC §8): the server's reason when it refused it (too fast, no longer
 * friends), otherwise 'Không thể gửi tin nhắn!' (no connection, no answer).
 */
export const sendFailureText = (error: unknown): string =>
  (error instanceof ApiError && error.status > 0 && reasonOf(error)) || Messages.chatSendFailed;

let tempCounter = 0;
/** An id for a temporary message that no stored one can have. */
export const tempMessageId = () => `temp-${Date.now()}-${tempCounter++}`;

/** The sender of a message, as the server will present them. */
export interface ChatSender {
  _id: string;
  username: string;
  displayName?: string | null;
  profilePicture?: string | null;
}

/**
 * The copy of a message shown at once while it is being sent ('Đang gửi...'), with a temporary id; `where` places it
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

export const messageTime = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
