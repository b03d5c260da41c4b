/**
 * Private messages this browser has not heard back about, kept (localStorage, per account) until the server has
 * them: shown "Not sent" after a reload, and sent again by themselves when the connection comes back, once each,
 * as the server stores a message under the id it was first sent with (decision 024).
 */
import type { DirectMessage } from '@quiz/contract/social';
import { SocialLimits } from '@quiz/contract/social';
import { ApiError } from '../../../lib/api-client';
import { request, type RealtimeSocket } from '../../../lib/socket';
import { postDirectMessage } from '../api/chat';

export interface UnsentMessage {
  /** The id it is sent (and will be stored) under. */
  _id: string;
  friendId: string;
  content: string;
  createdAt: string;
}

/** How a message that was waiting ended: stored, or refused by the server (not friends any more, say). */
export type Settled = { _id: string; stored: DirectMessage } | { _id: string; refused: unknown };

const keyOf = (me: string) => `quiz.unsent.${me}`;

export function readUnsent(me: string): UnsentMessage[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(me)) ?? '[]');
    return Array.isArray(parsed) ? (parsed as UnsentMessage[]).filter((m) => typeof m?._id === 'string') : [];
  } catch {
    return [];
  }
}

function write(me: string, messages: UnsentMessage[]) {
  try {
    if (messages.length === 0) localStorage.removeItem(keyOf(me));
    else localStorage.setItem(keyOf(me), JSON.stringify(messages));
  } catch {
    // Storage full or blocked: the message still shows as not sent in this page.
  }
}

export function keepUnsent(me: string, message: UnsentMessage) {
  write(me, [...readUnsent(me).filter((m) => m._id !== message._id), message]);
}

export function dropUnsent(me: string, id: string) {
  const kept = readUnsent(me);
  if (kept.some((m) => m._id === id))
    write(
      me,
      kept.filter((m) => m._id !== id),
    );
}

const listeners = new Set<(settled: Settled) => void>();

/** The open chat hears how each waiting message ended, whoever sent it again. */
export function onSettled(listener: (settled: Settled) => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function settle(me: string, settled: Settled) {
  dropUnsent(me, settled._id);
  for (const listener of listeners) listener(settled);
}

/** The server heard it and said no: sending it again would not help. A lost connection or "too fast" would. */
export const isRefusal = (error: unknown) =>
  error instanceof ApiError && error.status > 0 && error.status !== 429 && error.status < 500;

type Outcome = { waiting: false } | { waiting: true; error: unknown };

/**
 * Sends one message under its own id, settling it when the server answers either way; what is still waiting
 * (no connection, no answer, too fast) comes back as its error.
 */
async function settleBy(send: () => Promise<DirectMessage>, me: string, message: UnsentMessage): Promise<Outcome> {
  try {
    settle(me, { _id: message._id, stored: await send() });
    return { waiting: false };
  } catch (error) {
    if (!isRefusal(error)) return { waiting: true, error };
    settle(me, { _id: message._id, refused: error });
    return { waiting: false };
  }
}

/** Over the socket. */
export const sendUnsent = (socket: RealtimeSocket, me: string, message: UnsentMessage) =>
  settleBy(
    () =>
      request(socket, 'send-private-message', {
        receiverId: message.friendId,
        content: message.content,
        clientMessageId: message._id,
      }),
    me,
    message,
  );

/** Over HTTP, into a chat already known, while the socket is down. */
export const postUnsent = (chatId: string, me: string, message: UnsentMessage) =>
  settleBy(() => postDirectMessage(chatId, message.content, message._id), me, message);

let flushing = false;
let again: ReturnType<typeof setTimeout> | undefined;

/**
 * Sends every waiting message again, oldest first, one at a time (so they keep their order). It stops at a lost
 * connection (the next one flushes) and waits out "too fast" before going on.
 */
export async function flushUnsent(socket: RealtimeSocket, me: string) {
  if (flushing) return;
  flushing = true;
  clearTimeout(again);
  try {
    const waiting = readUnsent(me).sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
    for (const message of waiting) {
      if (!socket.connected) return;
      if ((await sendUnsent(socket, me, message)).waiting) {
        if (socket.connected) again = setTimeout(() => void flushUnsent(socket, me), SocialLimits.messageWindowMs);
        return;
      }
    }
  } finally {
    flushing = false;
  }
}
