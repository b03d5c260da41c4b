/**
 * Who is in a room, with a grace (issue 22, decision 016): when a person's last socket leaves a room (a closed tab,
 * a reload, a phone that lost the network), the room is told only if no socket of theirs is back in it, on any
 * instance, once the grace has passed. A reload or a short drop therefore announces nothing.
 */
import type { AppContext } from '../context';
import type { RoomRef } from '../modules/rooms/events';
import { markBack, markGone } from '../modules/rooms/presence';
import type { RoomMeta } from '../modules/rooms/room-rows';
import { gameRoom, userRoom, type RealtimeServer } from './slices';

/** How long after marking someone gone to look again for a return that raced with it. */
const recheckMs = 1000;

export class Presence {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private stopped = false;

  constructor(
    private readonly io: RealtimeServer,
    private readonly ctx: AppContext,
  ) {}

  /** A socket of this person left the room (it closed, or the page said so). */
  leaving(room: RoomRef, person: { id: string; name: string }) {
    const key = `${room.id}:${person.id}`;
    if (this.stopped) return;
    // The grace runs from the last departure: another tab that left earlier must not shorten it.
    clearTimeout(this.timers.get(key));
    const timer = setTimeout(() => {
      this.timers.delete(key);
      void this.check(room, person);
    }, this.ctx.config.presenceGraceMs);
    timer.unref();
    this.timers.set(key, timer);
  }

  /** A socket of this person is in the room; `away`: the room had them as gone. */
  async arrived(room: RoomMeta, userId: string, away: boolean) {
    const key = `${room.id}:${userId}`;
    clearTimeout(this.timers.get(key));
    this.timers.delete(key);
    if (away) await markBack(this.ctx, room.id, userId);
  }

  /** A shutdown closes every connection: that is not everyone leaving. */
  stop() {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private async check(room: RoomRef, person: { id: string; name: string }) {
    if (this.stopped) return;
    try {
      const sockets = await this.io.in(userRoom(person.id)).fetchSockets();
      if (this.stopped || sockets.some((socket) => socket.rooms.has(gameRoom(room.id)))) return;
      if (!(await markGone(this.ctx, room.id, person))) return;
      // A return that read them as here just before they were marked gone joins a moment later: look once more.
      const recheck = setTimeout(() => void this.recheck(room, person.id), recheckMs);
      recheck.unref();
    } catch (error) {
      if (!this.stopped) this.ctx.log.error({ err: error, roomId: room.id }, 'presence check failed');
    }
  }

  private async recheck(room: RoomRef, userId: string) {
    if (this.stopped) return;
    try {
      const sockets = await this.io.in(userRoom(userId)).fetchSockets();
      if (sockets.some((socket) => socket.rooms.has(gameRoom(room.id)))) await markBack(this.ctx, room.id, userId);
    } catch (error) {
      if (!this.stopped) this.ctx.log.error({ err: error, roomId: room.id }, 'presence check failed');
    }
  }
}
