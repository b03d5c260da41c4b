/** Room chat bookkeeping, pure: which incoming messages are repeats, and how a sent message settles. */
import { RoomLimits } from '@quiz/contract/limits';
import type { ChatMessage } from '@quiz/contract/rooms';

/** A message as the panel holds it: a temporary one is ours, not yet confirmed; a failed one never went out. */
export type ChatItem = ChatMessage & { isTemp?: boolean; failed?: boolean };

/**
 * SPEC §5: an incoming message is a repeat when one with the same id is already shown, or one with the same
 * content from the same sender within 5 seconds of it.
 */
export function isDuplicateMessage(
  shown: readonly ChatItem[],
  incoming: ChatMessage,
  windowMs: number = RoomLimits.duplicateMessageWindowMs,
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

/** Adds the incoming message unless it is a repeat. */
export function addIncoming(shown: ChatItem[], incoming: ChatMessage): ChatItem[] {
  return isDuplicateMessage(shown, incoming) ? shown : [...shown, incoming];
}

/** History first, then whatever arrived live meanwhile that the history does not already hold. */
export function mergeHistory(history: readonly ChatMessage[], live: ChatItem[]): ChatItem[] {
  const merged: ChatItem[] = [...history];
  for (const message of live) {
    if (message.isTemp || !merged.some((m) => m._id === message._id)) merged.push(message);
  }
  return merged;
}

/** Our temporary message confirmed: it becomes the stored one (or goes, if the broadcast already brought it). */
export function confirmSent(shown: ChatItem[], tempId: string, stored: ChatMessage): ChatItem[] {
  const withoutTemp = shown.filter((m) => m._id !== tempId);
  if (withoutTemp.some((m) => m._id === stored._id)) return withoutTemp;
  return shown.map((m) => (m._id === tempId ? stored : m));
}

export const markFailed = (shown: ChatItem[], tempId: string): ChatItem[] =>
  shown.map((m) => (m._id === tempId ? { ...m, isTemp: false, failed: true } : m));
