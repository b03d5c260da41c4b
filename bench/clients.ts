/**
 * What the client workers (bench/game-worker.ts, bench/chat-worker.ts) share: a socket opened as the web app opens
 * it, emits with an acknowledgement, a pool that connects a few people at a time, counts. Kept apart from
 * bench/harness.ts so that a worker loads its socket client and nothing of the server.
 */
import type * as SocketIoClient from 'socket.io-client';
import type { Ack } from '@quiz/contract/rooms';
import { LeanSocket, type BenchSocket } from './lean-socket';

export type { BenchSocket } from './lean-socket';

/** The socket client of the simulated people: the lean one (bench/lean-socket.ts) or socket.io-client itself. */
export type ClientKind = 'lean' | 'socket.io';
export const clientKinds: readonly ClientKind[] = ['lean', 'socket.io'];

let socketIoClient: typeof SocketIoClient | undefined;
/** Imports socket.io-client if the run uses it (before openSocket), so that a lean run does not pay for it. */
export async function loadClient(client: ClientKind) {
  if (client === 'socket.io') socketIoClient ??= await import('socket.io-client');
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
export const bump = (counts: Record<string, number>, key: string) => (counts[key] = (counts[key] ?? 0) + 1);

/** An emit with an acknowledgement; rejects when none arrives within timeoutMs. */
export function request<T>(socket: BenchSocket, event: string, payload: unknown, timeoutMs: number): Promise<Ack<T>> {
  return new Promise((resolve, reject) => {
    socket.timeout(timeoutMs).emit(event, payload, (error: Error | null, result: Ack<T>) => {
      if (error) reject(error);
      else resolve(result);
    });
  });
}

/**
 * A socket authenticated with a session token, on websocket only and without reconnection (a drop is counted):
 * the lean client by default, or socket.io-client (for comparison, after loadClient) with `onPacket` on its
 * engine's 'packet' event.
 */
export function openSocket(url: string, token: string, timeoutMs: number, client: ClientKind = 'lean') {
  const socket =
    client === 'lean' ? new LeanSocket(url, { auth: { token }, timeoutMs }) : socketIo(url, token, timeoutMs);
  const connected = new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', (error: Error) => reject(new Error(`connect_error: ${error.message}`)));
  });
  return { socket, connected };
}

function socketIo(url: string, token: string, timeoutMs: number): BenchSocket {
  if (!socketIoClient) throw new Error('socket.io-client is not loaded: await loadClient() first');
  const socket = socketIoClient.io(url, {
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: timeoutMs,
  });
  return Object.assign(socket, {
    onPacket(listener: (bytes: number) => void) {
      socket.io.engine.on('packet', (packet) => {
        const data = packet.data as string | ArrayBuffer | Buffer | undefined;
        listener(1 + (typeof data === 'string' ? Buffer.byteLength(data) : (data?.byteLength ?? 0)));
      });
    },
  }) as unknown as BenchSocket;
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
 * worker exits, with the CPU it took to load (tsx and the modules, up to this call) in startupCpuSeconds. With the
 * bench gone (crashed or killed) there is nothing left to report to, so it exits at once.
 */
export function serveBench<ToWorker extends { type: string }, Results extends { startupCpuSeconds: number }>(
  onMessage: (message: ToWorker) => void,
  results: () => Results,
) {
  const loadedCpu = cpuSeconds();
  process.on('disconnect', () => process.exit(1));
  process.on('message', (message: ToWorker) => {
    if (message.type !== 'stop') return onMessage(message);
    const figures = results();
    figures.startupCpuSeconds = loadedCpu;
    process.send?.({ type: 'results', results: figures }, () => process.exit(0));
  });
}
