/**
 * The one Socket.IO connection of a session, made on first use by the pages that need it (rooms and the game), so
 * the landing page never loads socket.io-client. Its connection state is a tiny external store for React.
 */
import { io, type Socket } from 'socket.io-client';
import toast from 'react-hot-toast';
import { RoomLimits } from '@quiz/contract/limits';
import { Messages } from '../i18n/messages';
import type { Ack, ClientToServerEvents, ServerToClientEvents } from '@quiz/contract/rooms';
import { ApiError, says } from './api-client';
import { clearSession, leaveDeletedAccount } from './session';

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected';

export interface ConnectionState {
  status: ConnectionStatus;
  /** The first connection attempt has succeeded or failed: until then "not connected" is not news. */
  settled: boolean;
  /** The server announced a restart before it went: "restarting" rather than "lost". */
  restarting: boolean;
}

/** How long an acknowledgement may take before the call counts as failed. */
export const ackTimeoutMs = 10_000;

let shared: { socket: RealtimeSocket; token: string } | null = null;
let state: ConnectionState = { status: 'connecting', settled: false, restarting: false };
const listeners = new Set<() => void>();

function setState(change: Partial<ConnectionState>) {
  const next = { ...state, ...change };
  if (next.status === state.status && next.settled === state.settled && next.restarting === state.restarting) return;
  state = next;
  showNotice();
  for (const listener of listeners) listener();
}

export function subscribeConnection(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const connectionState = () => state;

/**
 * The spec's five attempts about a second apart: the first wait drawn at random between 0.5 and 1.5 s, the later
 * ones doubling up to that cap, so that a restarted server, or the instance a load balancer moves a class to, is not
 * met by every phone of a school in the same instant (issue 40).
 */
export const specRetry = {
  attempts: RoomLimits.reconnectAttempts,
  delayMs: RoomLimits.reconnectDelayMs,
  delayMaxMs: RoomLimits.reconnectDelayMs * 1.5,
  randomization: 0.5,
} as const;

/**
 * After those, socket.io keeps trying for as long as the page is open, the waits doubling from 2 s up to 10 s, each
 * up to half shorter or longer at random (decision 024).
 */
export const patientRetry = { delayMs: 2_000, delayMaxMs: 10_000, randomization: 0.5 } as const;

const noticeId = 'realtime-connection';
/** Pages that say "not connected" where the person is looking (in the chat, the lobby, the game). */
let inlineNotices = 0;

/**
 * One notice of a lost connection: the page's own when it has one, otherwise a toast, never both (decision 024).
 * A refusal (`realtimeUnavailable`) is always a toast: it is news, not a state.
 */
function showNotice() {
  if (state.status === 'disconnected') return;
  if (state.status === 'connected' || !state.settled || inlineNotices > 0) return toast.dismiss(noticeId);
  toast.loading(state.restarting ? Messages.serverRestarting : Messages.connectionLost, { id: noticeId });
}

/** A page shows the connection's state itself while mounted: the toast stays away. */
export function registerInlineNotice() {
  inlineNotices += 1;
  showNotice();
  return () => {
    inlineNotices -= 1;
    showNotice();
  };
}

function retryLikeTheSpec(socket: RealtimeSocket) {
  socket.io.reconnectionAttempts(specRetry.attempts);
  socket.io.reconnectionDelay(specRetry.delayMs);
  socket.io.reconnectionDelayMax(specRetry.delayMaxMs);
  socket.io.randomizationFactor(specRetry.randomization);
}

function retryPatiently(socket: RealtimeSocket) {
  socket.io.reconnectionAttempts(Infinity);
  socket.io.reconnectionDelay(patientRetry.delayMs);
  socket.io.reconnectionDelayMax(patientRetry.delayMaxMs);
  socket.io.randomizationFactor(patientRetry.randomization);
}

function watch(socket: RealtimeSocket) {
  const mine = () => shared?.socket === socket;
  socket.on('server-restarting', () => {
    if (mine()) setState({ restarting: true, settled: true });
  });
  socket.on('connect', () => {
    if (!mine()) return;
    retryLikeTheSpec(socket);
    setState({ status: 'connected', settled: true, restarting: false });
  });
  socket.on('disconnect', (reason) => {
    if (!mine()) return;
    if (reason === 'io client disconnect') {
      toast.dismiss(noticeId);
      return setState({ status: 'disconnected', settled: true });
    }
    if (reason === 'io server disconnect') {
      // The server closed it on purpose (a restart drops every socket of the instance at once): socket.io will not
      // come back by itself, so ask once, after a random part of the first wait, so as not to come back all at once.
      setTimeout(() => {
        if (mine() && !socket.active) socket.connect();
      }, Math.random() * specRetry.delayMs);
      return setState({ status: 'connecting', settled: true });
    }
    setState({ status: socket.active ? 'connecting' : 'disconnected', settled: true });
  });
  socket.on('connect_error', (error) => {
    if (!mine()) return;
    // The server names its refusal by key in the error's data.
    if (says((error as Error & { data?: unknown }).data, 'tokenFailed')) {
      // Same as a 401 from the API: the stored login is no good any more.
      clearSession();
      window.location.assign('/login');
      return;
    }
    // The account was deleted meanwhile: the login page says so (issue 36).
    if (says((error as Error & { data?: unknown }).data, 'accountDeleted')) return leaveDeletedAccount();
    // `active` stays true while socket.io is still retrying; false when the server refused us (middleware error).
    if (!socket.active) toast.error(Messages.realtimeUnavailable, { id: noticeId });
    setState({ status: socket.active ? 'connecting' : 'disconnected', settled: true });
  });
  socket.io.on('reconnect_attempt', () => {
    if (mine()) setState({ status: 'connecting' });
  });
  socket.io.on('reconnect_failed', () => {
    if (!mine()) return;
    // The spec's five attempts are spent: keep trying, further apart, until the page is closed.
    retryPatiently(socket);
    reconnectSocket(socket);
  });
}

/** A phone that wakes up or gets its network back tries at once rather than at the end of a long wait. */
function retryOnWake() {
  const now = () => {
    if (shared && !shared.socket.connected && document.visibilityState === 'visible') reconnectSocket(shared.socket);
  };
  window.addEventListener('online', now);
  document.addEventListener('visibilitychange', now);
}
let wakeWatched = false;

/** The session's socket, created on first call (not yet connected: `connectSocket` does that). */
export function getSocket(token: string): RealtimeSocket {
  if (shared?.token === token) return shared.socket;
  shared?.socket.disconnect();
  const socket: RealtimeSocket = io({
    path: '/socket.io',
    auth: { token },
    // WebSocket first: one connection from the start, which a load balancer may send to any instance (no sticky
    // sessions). Long-polling only when a school's network will not let a WebSocket through: `tryAllTransports`
    // tries it within the same attempt (without it, a failed WebSocket is just retried as a WebSocket).
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    autoConnect: false,
    reconnection: true,
    reconnectionAttempts: specRetry.attempts,
    reconnectionDelay: specRetry.delayMs,
    reconnectionDelayMax: specRetry.delayMaxMs,
    randomizationFactor: specRetry.randomization,
  });
  shared = { socket, token };
  state = { status: 'connecting', settled: false, restarting: false };
  watch(socket);
  if (!wakeWatched && typeof window !== 'undefined') {
    wakeWatched = true;
    retryOnWake();
  }
  return socket;
}

/** Connects unless connected or already trying; after the retries ran out, a new call tries again. */
export function connectSocket(socket: RealtimeSocket) {
  if (socket.connected || socket.active) return;
  setState({ status: 'connecting' });
  socket.connect();
}

/** The user's "Reconnect": a fresh attempt now, even while socket.io is waiting between its own retries. */
export function reconnectSocket(socket: RealtimeSocket) {
  if (socket.connected) return;
  if (socket.active) socket.disconnect();
  setState({ status: 'connecting' });
  socket.connect();
}

const statusOfCode: Record<string, number> = {
  validation_failed: 400,
  unauthenticated: 401,
  token_failed: 401,
  forbidden: 403,
  signed_in_only: 403,
  room_locked: 403,
  removed_from_room: 403,
  guest_not_allowed: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  internal: 500,
};

/** The outcome an acknowledgement carries, as a value or as the ApiError the HTTP calls would throw. */
export function unwrapAck<T>(result: Ack<T>): T {
  if (result.success) return result.data;
  throw new ApiError(
    result.message,
    statusOfCode[result.code] ?? 400,
    result.code,
    undefined,
    result.messageKey,
    result.messageParams,
  );
}

type AckedEvent = {
  [E in keyof ClientToServerEvents]: Parameters<ClientToServerEvents[E]>[1] extends undefined ? never : E;
}[keyof ClientToServerEvents];
type PayloadOf<E extends AckedEvent> = Parameters<ClientToServerEvents[E]>[0];
type ResultOf<E extends AckedEvent> =
  NonNullable<Parameters<ClientToServerEvents[E]>[1]> extends (result: Ack<infer T>) => void ? T : never;

/**
 * Sends an event and waits for its acknowledgement. Fails at once when not connected (socket.io would queue the
 * event until it reconnects, which a player waiting on a question must not wait for).
 */
export function request<E extends AckedEvent>(
  socket: RealtimeSocket,
  event: E,
  payload: PayloadOf<E>,
  timeoutMs = ackTimeoutMs,
): Promise<ResultOf<E>> {
  if (!socket.connected) return Promise.reject(new ApiError(Messages.socketNotConnected, 0, 'network'));
  const untyped = socket as unknown as Socket;
  return new Promise((resolve, reject) => {
    untyped.timeout(timeoutMs).emit(event, payload, (error: Error | null, result: Ack<ResultOf<E>>) => {
      if (error) return reject(new ApiError(Messages.cannotConnect, 0, 'network'));
      try {
        resolve(unwrapAck(result));
      } catch (failure) {
        reject(failure as Error);
      }
    });
  });
}
