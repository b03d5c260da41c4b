/**
 * Where realtime messages go (a room's channel, a person's tabs) and how a big room's message goes out: a slice of
 * sockets per turn of the event loop, so 10,000 writes never hold the thread at once.
 */
import type { Server } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@quiz/contract/rooms';

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents>;
export type LocalTarget = ReturnType<RealtimeServer['local']['to']>;

export const gameRoom = (roomId: string) => `room:${roomId}`;
export const userRoom = (userId: string) => `user:${userId}`;

/**
 * Sockets one turn of the event loop writes to when a big room's message goes out: sending to 10,000 sockets at once
 * holds the thread for a second or more, and every answer waiting meanwhile waits with it. Between slices they go on.
 */
export const broadcastSlice = 250;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface SliceOptions {
  slice?: number;
  stopped?: () => boolean;
}

/**
 * Sends to this instance's sockets in a room a slice at a time (`slice` sockets per turn of the event loop), each
 * slice one message encoded once. A socket that joins meanwhile gets the next message, as if it had joined just after
 * this one; one that left the room meanwhile (disconnected, removed by the host, gone to another room) gets nothing
 * more. `stopped` ends the sending before any slice, e.g. once the message is out of date. Several messages emitted
 * in `emit` reach each socket in one write (see `together`).
 */
export async function emitInSlices(
  io: RealtimeServer,
  room: string,
  emit: (to: LocalTarget) => void,
  options: SliceOptions = {},
) {
  const ids = io.of('/').adapter.rooms.get(room);
  if (!ids || ids.size <= (options.slice ?? broadcastSlice)) {
    if (!options.stopped?.() && ids) together(io, ids, () => emit(io.local.to(room)));
    return;
  }
  await forEachSlice(io, room, (still) => together(io, still, () => emit(io.local.to(still))), options);
}

/** What `together` touches of Engine.IO's socket under a Socket.IO one (public members, untyped by Socket.IO). */
interface EngineSocket {
  transport: { name: string; writable: boolean; socket?: { _socket?: { cork(): void; uncork(): void } } };
  flush(): void;
}

/**
 * Runs `emit`, and has what it sends to each of these sockets written at once: one system call per socket instead of
 * one per message (each is 50–300 µs on this kind of machine; docs/live-game-costs.md). Engine.IO sends a packet
 * as soon as its transport is writable and holds the next ones until that write is done, so each message would be
 * its own write; here every socket's transport is held while `emit` runs, then its packets go out together, the
 * TCP socket corked around them. A socket whose transport is busy already gets its packets as Engine.IO would.
 * Not for volatile emits: Socket.IO drops a volatile packet for a socket whose transport is not writable.
 */
export function together(io: RealtimeServer, ids: Iterable<string>, emit: () => void) {
  const sockets = io.of('/').sockets;
  const held: EngineSocket[] = [];
  for (const id of ids) {
    const engine = sockets.get(id)?.conn as unknown as EngineSocket | undefined;
    if (!engine?.transport.writable) continue;
    engine.transport.writable = false;
    held.push(engine);
  }
  try {
    emit();
  } finally {
    for (const engine of held) {
      const { transport } = engine;
      transport.writable = true;
      const tcp = transport.name === 'websocket' ? transport.socket?._socket : undefined;
      tcp?.cork();
      try {
        engine.flush();
      } finally {
        tcp?.uncork();
      }
    }
  }
}

/**
 * The ids of this instance's sockets in a room, `slice` at a time, one slice per turn of the event loop; each slice
 * holds only those still in the room, and is never empty (`to([])` would be everyone).
 */
export async function forEachSlice(
  io: RealtimeServer,
  room: string,
  each: (ids: string[]) => void,
  options: SliceOptions,
) {
  const slice = options.slice ?? broadcastSlice;
  const members = () => io.of('/').adapter.rooms.get(room);
  const all = [...(members() ?? [])];
  for (let i = 0; i < all.length; i += slice) {
    if (i > 0) await nextTurn();
    if (options.stopped?.()) return;
    const now = members();
    const still = all.slice(i, i + slice).filter((id) => now?.has(id));
    if (still.length > 0) each(still);
  }
}
