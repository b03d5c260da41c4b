/**
 * What the client workers (bench/game-worker.ts, bench/chat-worker.ts) share: a socket opened as the web app opens
 * it, emits with an acknowledgement, a pool that connects a few people at a time, counts. Kept apart from
 * bench/harness.ts so that a worker loads socket.io-client and nothing of the server.
 */
import { io, type Socket } from 'socket.io-client';
import type { Ack } from '@quiz/contract/rooms';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
export const bump = (counts: Record<string, number>, key: string) => (counts[key] = (counts[key] ?? 0) + 1);

/** An emit with an acknowledgement; rejects when none arrives within timeoutMs. */
export function request<T>(socket: Socket, event: string, payload: unknown, timeoutMs: number): Promise<Ack<T>> {
  return new Promise((resolve, reject) => {
    socket.timeout(timeoutMs).emit(event, payload, (error: Error | null, result: Ack<T>) => {
      if (error) reject(error);
      else resolve(result);
    });
  });
}

/** A socket authenticated with a session token, on websocket only and without reconnection (a drop is counted). */
export function openSocket(url: string, token: string, timeoutMs: number) {
  const socket = io(url, {
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: timeoutMs,
  });
  const connected = new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', (error) => reject(new Error(`connect_error: ${error.message}`)));
  });
  return { socket, connected };
}

/** Runs `work` on every item, `concurrency` at a time, until the items run out or `stopped()`. */
export async function inPool<T>(
  items: T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<void>,
  stopped: () => boolean,
) {
  let next = 0;
  const runner = async () => {
    while (!stopped() && next < items.length) {
      const index = next++;
      await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, runner));
}

/** This process's CPU (user + system) in seconds. */
export function cpuSeconds() {
  const cpu = process.cpuUsage();
  return (cpu.user + cpu.system) / 1e6;
}

/**
 * Wires a forked worker to its bench: `start` on each message but 'stop'; on 'stop', `results()` goes back and the
 * worker exits. With the bench gone (crashed or killed) there is nothing left to report to, so it exits at once.
 */
export function serveBench<ToWorker extends { type: string }>(
  onMessage: (message: ToWorker) => void,
  results: () => unknown,
) {
  process.on('disconnect', () => process.exit(1));
  process.on('message', (message: ToWorker) => {
    if (message.type !== 'stop') return onMessage(message);
    process.send?.({ type: 'results', results: results() }, () => process.exit(0));
  });
}
