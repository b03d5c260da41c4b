/**
 * One worker of bench/chat.ts: people on the lean Socket.IO client (bench/lean-socket.ts), forked by the bench with
 * an IPC channel. Both friends of a pair live in the same worker, so a message's send time and its arrival at the
 * receiver are read on one clock (performance.now() of this process) and matched by content, which is unique per
 * message.
 *
 * 'start' connects everyone (a few at a time) and reports each connection; 'go' has each person send one message
 * to their friend every intervalMs, `rounds` times, starting at a random point of the first interval so the load is
 * even; once every message is acknowledged and delivered (or past its timeouts) the worker says 'done'; 'stop'
 * closes the sockets and sends the figures.
 *
 *   (forked) node --import tsx bench/chat-worker.ts
 */
import type { BenchSocket } from './lean-socket';
import type { DirectMessage } from '@quiz/contract/social';
import { bump, cpuSeconds, inPool, openSocket, request, serveBench, sleep } from './clients';

export interface ChatUserSpec {
  id: string;
  token: string;
  url: string;
  /** The friend's index in this worker's `users`. */
  friend: number;
}

export interface ChatWorkerPlan {
  users: ChatUserSpec[];
  connectConcurrency: number;
  connectTimeoutMs: number;
}

export interface ChatRound {
  rounds: number;
  intervalMs: number;
  /** A send without its acknowledgement after this long has none. */
  ackTimeoutMs: number;
  /** An acknowledged message the receiver has not had after this long is lost. */
  deliveryTimeoutMs: number;
}

export type ToWorker = { type: 'start'; plan: ChatWorkerPlan } | { type: 'go'; go: ChatRound } | { type: 'stop' };

export type FromWorker =
  { type: 'connected'; ok: boolean; message?: string } | { type: 'done' } | { type: 'results'; results: WorkerResults };

export interface WorkerResults {
  /** Connect start → 'connect', for each successful connection. */
  connectMs: number[];
  /** Reason → how many connections failed for it. */
  connectFailures: Record<string, number>;
  sent: number;
  /** Acknowledged with success. */
  acked: number;
  /** Refusal message → count. */
  refused: Record<string, number>;
  /** No acknowledgement within ackTimeoutMs (or none yet when the run stopped). */
  noAck: number;
  /** emit → acknowledgement, for every acknowledgement (success or refusal). */
  ackMs: number[];
  /** emit → the receiver's 'new-message' for that message, for every delivery (late ones too). */
  deliveryMs: number[];
  /** Acknowledged, and not delivered to the receiver within deliveryTimeoutMs. */
  lost: number;
  /** The same message delivered to the receiver more than once. */
  duplicates: number;
  /** 'new-message' with content this run did not send, or to the wrong person. */
  unexpected: number;
  /** Senders' own copies of their messages (the server emits to both people). */
  echoes: number;
  /** Sends skipped because the sender or the friend had no connection. */
  skipped: number;
  /** Event name → how many were received over all people. */
  eventCounts: Record<string, number>;
  /** Sockets that dropped before the run stopped. */
  disconnects: number;
  cpuSeconds: number;
  /** Of which loading the worker (tsx, the modules) before it started. */
  startupCpuSeconds: number;
}

interface Sent {
  receiverId: string;
  sentAt: number;
  ack: 'waiting' | 'ok' | 'refused' | 'none';
  deliveredMs: number | undefined;
}

const results: WorkerResults = {
  connectMs: [],
  connectFailures: {},
  sent: 0,
  acked: 0,
  refused: {},
  noAck: 0,
  ackMs: [],
  deliveryMs: [],
  lost: 0,
  duplicates: 0,
  unexpected: 0,
  echoes: 0,
  skipped: 0,
  eventCounts: {},
  disconnects: 0,
  cpuSeconds: 0,
  startupCpuSeconds: 0,
};
/** Each person's socket once connected, by their index in the plan. */
const sockets: (BenchSocket | undefined)[] = [];
/** Every message sent, by content. */
const messages = new Map<string, Sent>();
let workerPlan: ChatWorkerPlan | undefined;
let round: ChatRound | undefined;
let stopped = false;
const send = (message: FromWorker) => process.send?.(message);

async function connect(user: ChatUserSpec, index: number) {
  const started = performance.now();
  const { socket, connected } = openSocket(user.url, user.token, workerPlan!.connectTimeoutMs);
  socket.onAny((event: string) => bump(results.eventCounts, event));
  socket.on('new-message', (message: DirectMessage) => received(user, message));
  try {
    await connected;
  } catch (error) {
    socket.disconnect();
    const message = error instanceof Error ? error.message : String(error);
    bump(results.connectFailures, message);
    send({ type: 'connected', ok: false, message });
    return;
  }
  results.connectMs.push(performance.now() - started);
  sockets[index] = socket;
  socket.on('disconnect', () => {
    if (!stopped) results.disconnects++;
  });
  send({ type: 'connected', ok: true });
}

function received(user: ChatUserSpec, message: DirectMessage) {
  const now = performance.now();
  if (message.sender._id === user.id) {
    results.echoes++;
    return;
  }
  const sent = messages.get(message.content);
  if (!sent || sent.receiverId !== user.id) results.unexpected++;
  else if (sent.deliveredMs !== undefined) results.duplicates++;
  else {
    sent.deliveredMs = now - sent.sentAt;
    results.deliveryMs.push(sent.deliveredMs);
  }
}

function sendOne(index: number, n: number) {
  const user = workerPlan!.users[index]!;
  const friend = workerPlan!.users[user.friend]!;
  const socket = sockets[index];
  if (!socket || !sockets[user.friend]) {
    results.skipped++;
    return;
  }
  // Unique per message, about as long as a chat line.
  const content = `Bench chat: message ${n + 1} of ${round!.rounds} from ${user.id}, how are you?`;
  const sent: Sent = { receiverId: friend.id, sentAt: performance.now(), ack: 'waiting', deliveredMs: undefined };
  messages.set(content, sent);
  results.sent++;
  request<DirectMessage>(socket, 'send-private-message', { receiverId: friend.id, content }, round!.ackTimeoutMs).then(
    (ack) => {
      results.ackMs.push(performance.now() - sent.sentAt);
      sent.ack = ack.success ? 'ok' : 'refused';
      if (ack.success) results.acked++;
      else bump(results.refused, ack.message);
    },
    () => {
      sent.ack = 'none';
      results.noAck++;
    },
  );
}

/** Each person sends `rounds` messages, one every intervalMs from a random start within the first interval. */
async function go(go: ChatRound) {
  round = go;
  const start = performance.now();
  await Promise.all(
    workerPlan!.users.map(async (_, index) => {
      const offset = Math.random() * go.intervalMs;
      for (let n = 0; n < go.rounds && !stopped; n++) {
        // Due times, not sleeps added up: a late timer does not push the next send later.
        await sleep(Math.max(0, start + offset + n * go.intervalMs - performance.now()));
        if (!stopped) sendOne(index, n);
      }
    }),
  );
  const lastSend = performance.now();
  const settled = () => {
    const now = performance.now();
    for (const sent of messages.values()) {
      if (sent.ack === 'waiting') return false;
      if (sent.ack === 'ok' && sent.deliveredMs === undefined && now - sent.sentAt < go.deliveryTimeoutMs) return false;
    }
    return true;
  };
  while (!stopped && !settled() && performance.now() - lastSend < go.deliveryTimeoutMs + go.ackTimeoutMs) {
    await sleep(50);
  }
  if (!stopped) send({ type: 'done' });
}

/** The bench says stop: the sockets close and the figures go back. */
function stop(): WorkerResults {
  stopped = true;
  for (const sent of messages.values()) {
    if (sent.ack === 'waiting') results.noAck++;
    const onTime = sent.deliveredMs !== undefined && sent.deliveredMs <= (round?.deliveryTimeoutMs ?? Infinity);
    if (sent.ack === 'ok' && !onTime) results.lost++;
  }
  results.cpuSeconds = cpuSeconds();
  for (const socket of sockets) socket?.disconnect();
  return results;
}

serveBench<ToWorker, WorkerResults>((message) => {
  if (message.type === 'start') {
    workerPlan = message.plan;
    void inPool(message.plan.users, message.plan.connectConcurrency, connect, () => stopped);
  } else if (message.type === 'go') void go(message.go);
}, stop);
