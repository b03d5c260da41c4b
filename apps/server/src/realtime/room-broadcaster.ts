/**
 * Room events out to the sockets. Joins, leaves, participant lists and progress are coalesced per room to at most
 * one message of each kind per RoomLimits.broadcastIntervalMs, each of bounded size, so a room's broadcast work
 * grows linearly with its players (ARCHITECTURE §7), never with players × answers.
 */
import type { Server } from 'socket.io';
import { RoomLimits } from '@quiz/contract/limits';
import type { ChatMessage, ClientToServerEvents, PeopleBatch, ServerToClientEvents } from '@quiz/contract/rooms';
import type { AppContext } from '../context';
import type { RoomEvents, RoomRef } from '../modules/rooms/events';
import { gameProgress, roomSnapshot } from '../modules/rooms/service';

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents>;

export const gameRoom = (roomId: string) => `room:${roomId}`;
export const userRoom = (userId: string) => `user:${userId}`;

const batchNames = 3;

interface Pending {
  code: string;
  joined: { id: string; name: string }[];
  left: { id: string; name: string }[];
  snapshot: boolean;
  progress: boolean;
  timer: NodeJS.Timeout | undefined;
}

const batchOf = (code: string, people: { id: string; name: string }[]): PeopleBatch => ({
  code,
  users: people.slice(0, batchNames).map((p) => ({ _id: p.id, name: p.name })),
  more: Math.max(0, people.length - batchNames),
});

export class RoomBroadcaster implements RoomEvents {
  private io: RealtimeServer | undefined;
  private ctx: AppContext | undefined;
  private readonly pending = new Map<string, Pending>();
  private closed = false;

  attach(io: RealtimeServer, ctx: AppContext) {
    this.io = io;
    this.ctx = ctx;
  }

  joined(room: RoomRef, person: { id: string; name: string }) {
    const p = this.pendingFor(room);
    p.joined.push(person);
    p.snapshot = true;
  }

  left(room: RoomRef, person: { id: string; name: string }) {
    this.pendingFor(room).left.push(person);
  }

  progressed(room: RoomRef) {
    this.pendingFor(room).progress = true;
  }

  started(room: RoomRef & { startedAt: Date | null }) {
    this.io
      ?.to(gameRoom(room.id))
      .emit('game-started', { code: room.code, startedAt: (room.startedAt ?? new Date()).toISOString() });
    this.pendingFor(room).snapshot = true;
  }

  ended(room: RoomRef, endedByHost: boolean) {
    this.io?.to(gameRoom(room.id)).emit('game-ended', { code: room.code, endedByHost });
    this.pendingFor(room).snapshot = true;
  }

  message(room: RoomRef, message: ChatMessage) {
    this.io?.to(gameRoom(room.id)).emit('new-room-message', message);
  }

  invited(userId: string, invite: { code: string; hostName: string; quizTitle: string; inviteUrl: string }) {
    this.io?.to(userRoom(userId)).emit('room-invite', invite);
  }

  close() {
    this.closed = true;
    for (const p of this.pending.values()) clearTimeout(p.timer);
    this.pending.clear();
  }

  private pendingFor(room: RoomRef): Pending {
    const roomId = room.id;
    let p = this.pending.get(roomId);
    if (!p) {
      p = { code: room.code, joined: [], left: [], snapshot: false, progress: false, timer: undefined };
      this.pending.set(roomId, p);
    }
    if (!p.timer && !this.closed) {
      p.timer = setTimeout(() => void this.flush(roomId), RoomLimits.broadcastIntervalMs);
      p.timer.unref();
    }
    return p;
  }

  private async flush(roomId: string) {
    const p = this.pending.get(roomId);
    this.pending.delete(roomId);
    const { io, ctx } = this;
    if (!p || !io || !ctx || this.closed) return;
    const to = io.to(gameRoom(roomId));
    if (p.joined.length > 0) to.emit('user-joined', batchOf(p.code, p.joined));
    if (p.left.length > 0) to.emit('user-left', batchOf(p.code, p.left));
    try {
      if (p.snapshot) {
        const snapshot = await roomSnapshot(ctx, roomId);
        if (snapshot) to.emit('room-data', snapshot);
      }
      if (p.progress) {
        const progress = await gameProgress(ctx, roomId);
        if (progress) to.emit('game-progress', progress);
      }
    } catch (error) {
      if (!this.closed) ctx.log.error({ err: error, roomId }, 'room broadcast failed');
    }
  }
}
