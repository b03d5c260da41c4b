/**
 * Room events out to the sockets. Joins, leaves, participant lists and progress are coalesced per room to at most
 * one message of each kind per interval, each of bounded size (ARCHITECTURE §7): the interval grows with the room
 * (RoomLimits.broadcastInterval*), so a room's broadcast traffic per second grows linearly with its players, never
 * with players × answers.
 *
 * With several instances, each one sends the coalesced messages to its own sockets only and tells the others what
 * changed (one server-side message per flush), so a player hears each update once, not once per instance.
 */
import { RoomLimits } from '@quiz/contract/limits';
import { Say, type Said } from '@quiz/contract/message-catalog';
import { keyedMessage } from '../lib/errors';
import type { RoomMode } from '@quiz/contract/limits';
import type { ChatMessage, PeopleBatch } from '@quiz/contract/rooms';
import type { AppContext } from '../context';
import type { RoomEvents, RoomRef } from '../modules/rooms/events';
import { everyoneMayHaveAnswered, scheduleClose } from '../modules/rooms/host-paced';
import { answerCount } from '../modules/rooms/host-paced-views';
import type { PacedRoom } from '../modules/rooms/room-rows';
import { gameProgress, progressForPlayers, roomSnapshot } from '../modules/rooms/views';
import { PacedPusher, pacedNews, pacedRoomOf, startedNews, type PacedNews } from './paced-pusher';
import { emitInSlices, gameRoom, userRoom, type LocalTarget, type RealtimeServer } from './slices';

const batchNames = 3;

interface Pending {
  code: string;
  /** Changes made on this instance, which the other instances must hear about. */
  local: boolean;
  joined: { id: string; name: string }[];
  left: { id: string; name: string }[];
  snapshot: boolean;
  /** The host took someone off the list: the next room-data carries the whole list, on every instance. */
  listChanged: boolean;
  progress: boolean;
  /** Host-paced: someone answered the open question. */
  answers: boolean;
  timer: NodeJS.Timeout | undefined;
}

const batchOf = (code: string, people: { id: string; name: string }[]): PeopleBatch => ({
  code,
  users: people.slice(0, batchNames).map((p) => ({ _id: p.id, name: p.name })),
  more: Math.max(0, people.length - batchNames),
});

/** What one instance tells the others at a flush. */
interface Changes {
  roomId: string;
  code: string;
  joined: Pending['joined'];
  left: Pending['left'];
  snapshot: boolean;
  listChanged: boolean;
  progress: boolean;
  answers: boolean;
}
const changesEvent = 'room-changes';
const pacedEvent = 'room-paced';

export function broadcastIntervalFor(participants: number) {
  const steps = Math.max(1, Math.ceil(participants / RoomLimits.broadcastIntervalPerPeople));
  return Math.min(RoomLimits.broadcastIntervalMaxMs, RoomLimits.broadcastIntervalMs * steps);
}

/**
 * How long until the clock's next multiple of `every`: every process and instance flushes a room at the same
 * instants, so the changes one forwards at its flush wait for the others' next flush instead of causing a flush of
 * their own in between (two processes otherwise sent every socket twice the room-data, user-joined and answer-count).
 */
export const untilNextTick = (every: number, now = Date.now()) => every - (now % every);

export class RoomBroadcaster implements RoomEvents {
  private io: RealtimeServer | undefined;
  private ctx: AppContext | undefined;
  private clustered = false;
  private pacer: PacedPusher | undefined;
  private readonly pending = new Map<string, Pending>();
  /** Last known size of each room, for its interval. */
  private readonly sizes = new Map<string, number>();
  /** Each room's host, once a progress read has said. */
  private readonly hosts = new Map<string, string>();
  /** What the last room-data of each room said, to leave out a list that cannot have changed. */
  private readonly lastSnapshot = new Map<string, { status: string; locked: boolean; count: number }>();
  private closed = false;
  /** Each room's flush under way: the next one waits for it, so a room's messages keep their order across slices. */
  private readonly flushing = new Map<string, Promise<void>>();
  /**
   * Bumped when a room starts, ends or closes (news sent to the whole room at once): a flush read before it is out
   * of date, and stops sending its rest; the next flush, already due, carries the room as it is now.
   */
  private readonly generations = new Map<string, number>();
  private newGeneration(roomId: string) {
    this.generations.set(roomId, (this.generations.get(roomId) ?? 0) + 1);
  }

  attach(io: RealtimeServer, ctx: AppContext, options: { clustered: boolean }) {
    this.io = io;
    this.ctx = ctx;
    this.clustered = options.clustered;
    this.pacer = new PacedPusher(io, ctx, () => this.closed);
    if (options.clustered) {
      const server = io as unknown as { on(event: string, listener: (data: never) => void): void };
      server.on(changesEvent, (changes: Changes) => this.merge(changes));
      server.on(pacedEvent, (news: PacedNews) => {
        const room = pacedRoomOf(news);
        ctx.gameCache.knowRoom(room);
        // Every instance keeps a timer for the open question, so it closes even if the one that opened it dies.
        if (room.phase === 'open') scheduleClose(ctx, room);
        void this.pacer?.push(room);
      });
    }
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
    this.pendingFor(room, true, 'progress').progress = true;
  }

  started(room: RoomRef & { startedAt: Date | null; mode: RoomMode }) {
    this.newGeneration(room.id);
    // A host-paced game's 'game-started' goes out with its first question, from every instance (PacedPusher).
    if (room.mode !== 'host_paced') {
      this.io?.to(gameRoom(room.id)).emit('game-started', startedNews(room.code, room.startedAt));
    }
    this.pendingFor(room).snapshot = true;
  }

  ended(room: RoomRef, endedByHost: boolean) {
    this.newGeneration(room.id);
    this.io?.to(gameRoom(room.id)).emit('game-ended', { code: room.code, endedByHost });
    this.pendingFor(room).snapshot = true;
  }

  lobbyClosed(room: RoomRef, why: Said) {
    this.newGeneration(room.id);
    this.io?.to(gameRoom(room.id)).emit('room-closed', { code: room.code, ...keyedMessage(why) });
    this.pendingFor(room).snapshot = true;
  }

  message(room: RoomRef, message: ChatMessage) {
    this.io?.to(gameRoom(room.id)).emit('new-room-message', message);
  }

  paced(room: PacedRoom) {
    if (this.clustered) {
      (this.io as unknown as { serverSideEmit(event: string, news: PacedNews): void } | undefined)?.serverSideEmit(
        pacedEvent,
        pacedNews(room),
      );
    }
    void this.pacer?.push(room);
  }

  answerCounted(room: RoomRef) {
    this.pendingFor(room).answers = true;
  }

  invited(userId: string, invite: { code: string; hostName: string; quizTitle: string; inviteUrl: string }) {
    this.io?.to(userRoom(userId)).emit('room-invite', invite);
  }

  changed(room: RoomRef) {
    const p = this.pendingFor(room);
    p.snapshot = true;
    p.listChanged = true;
  }

  removed(room: RoomRef, userId: string) {
    this.io?.to(userRoom(userId)).emit('removed-from-room', { code: room.code, ...keyedMessage(Say.removedFromRoom) });
    this.io?.in(userRoom(userId)).socketsLeave(gameRoom(room.id));
    this.changed(room);
  }

  close() {
    this.closed = true;
    for (const p of this.pending.values()) clearTimeout(p.timer);
    this.pending.clear();
  }

  private pendingFor(room: RoomRef, local = true, kind: 'progress' | 'other' = 'other'): Pending {
    const roomId = room.id;
    let p = this.pending.get(roomId);
    if (!p) {
      p = {
        code: room.code,
        local: false,
        joined: [],
        left: [],
        snapshot: false,
        listChanged: false,
        progress: false,
        answers: false,
        timer: undefined,
      };
      this.pending.set(roomId, p);
    }
    p.local ||= local;
    if (!p.timer && !this.closed) {
      const interval = broadcastIntervalFor(this.sizes.get(roomId) ?? 0);
      // Progress alone is a progress bar: once a second is plenty. Anything else goes at the room's pace.
      const every = kind === 'progress' ? Math.max(interval, RoomLimits.progressIntervalMs) : interval;
      p.timer = setTimeout(() => void this.flushInTurn(roomId), untilNextTick(every));
      p.timer.unref();
    }
    return p;
  }

  /** Another instance's changes: sent to this instance's sockets at its next flush, not passed on again. */
  private merge(changes: Changes) {
    const onlyProgress =
      !changes.snapshot && !changes.answers && changes.joined.length === 0 && changes.left.length === 0;
    const p = this.pendingFor({ id: changes.roomId, code: changes.code }, false, onlyProgress ? 'progress' : 'other');
    p.joined.push(...changes.joined);
    p.left.push(...changes.left);
    p.snapshot ||= changes.snapshot;
    p.listChanged ||= changes.listChanged;
    p.progress ||= changes.progress;
    p.answers ||= changes.answers;
  }

  private inSlices(room: string, emit: (to: LocalTarget) => void, outdated?: () => boolean) {
    return this.io
      ? emitInSlices(this.io, room, emit, { stopped: () => this.closed || Boolean(outdated?.()) })
      : Promise.resolve();
  }

  private flushInTurn(roomId: string) {
    const next = (this.flushing.get(roomId) ?? Promise.resolve())
      .then(() => this.flush(roomId))
      .catch((error: unknown) => {
        // One failed flush must not hold back the room's next ones.
        if (!this.closed) this.ctx?.log.error({ err: error, roomId }, 'room broadcast failed');
      });
    this.flushing.set(roomId, next);
    void next.finally(() => {
      if (this.flushing.get(roomId) === next) this.flushing.delete(roomId);
    });
  }

  private async flush(roomId: string) {
    const p = this.pending.get(roomId);
    this.pending.delete(roomId);
    const { io, ctx } = this;
    if (!p || !io || !ctx || this.closed) return;
    if (this.clustered && p.local) {
      const changes: Changes = {
        roomId,
        code: p.code,
        joined: p.joined,
        left: p.left,
        snapshot: p.snapshot,
        listChanged: p.listChanged,
        progress: p.progress,
        answers: p.answers,
      };
      (io as unknown as { serverSideEmit(event: string, changes: Changes): void }).serverSideEmit(
        changesEvent,
        changes,
      );
    }
    const generation = this.generations.get(roomId) ?? 0;
    // A pass that only counts an open question's answers has nothing to say once that question has closed (the
    // results carry the count, and the phones keep a count only for the question on screen).
    let countedQuestion: number | undefined;
    const newerNews = () => (this.generations.get(roomId) ?? 0) !== generation;
    const outdated = () =>
      newerNews() ||
      (countedQuestion !== undefined && sends.length === 1 && Boolean(this.pacer?.movedOn(roomId, countedQuestion)));
    const joined = p.joined.length > 0 ? batchOf(p.code, p.joined) : undefined;
    const left = p.left.length > 0 ? batchOf(p.code, p.left) : undefined;
    // Everything this flush has for the room, read first and then sent in one pass: a socket gets its user-joined,
    // room-data, answer-count and game-progress in one write (see `together` in slices.ts).
    const sends: ((to: LocalTarget) => void)[] = [];
    if (joined) sends.push((to) => to.emit('user-joined', joined));
    if (left) sends.push((to) => to.emit('user-left', left));
    try {
      if (p.snapshot) {
        const snapshot = await roomSnapshot(ctx, roomId);
        if (snapshot) {
          this.sizes.set(roomId, snapshot.participantCount + 1);
          // Only the host's removals take people off a room's list (and they send it afresh, see `changed`), so
          // once it holds the first broadcastListMax people it stays the same: through the lobby, and into the game
          // (the same join order). A finished game's list is its standings, which every client reads afresh as the
          // game ends (GET /rooms/{code}); sending them here too was 10,000 × 18 KB at the end of a big game.
          const last = this.lastSnapshot.get(roomId);
          const unchanged =
            !p.listChanged &&
            last !== undefined &&
            last.locked === snapshot.locked &&
            last.count >= RoomLimits.broadcastListMax &&
            (last.status === snapshot.status ||
              (last.status === 'waiting' && snapshot.status === 'in_progress') ||
              snapshot.status === 'completed');
          const { status, locked, participantCount: count } = snapshot;
          this.lastSnapshot.set(roomId, { status, locked, count });
          const data = unchanged ? { ...snapshot, participants: undefined } : snapshot;
          sends.push((to) => to.emit('room-data', data));
        }
      }
      if (p.answers) {
        const count = await answerCount(ctx, roomId);
        if (count) {
          this.sizes.set(roomId, count.playerCount + 1);
          countedQuestion = count.index;
          everyoneMayHaveAnswered(ctx, roomId, count);
          sends.push((to) => to.emit('answer-count', count));
        }
      }
      if (p.progress) {
        // The host's class view lists every player by name; the players' progress bar needs a short list. The long
        // one is read only where the host has a socket (or before this instance knows who the host is).
        const knownHost = this.hosts.get(roomId);
        const hostHere = knownHost === undefined || Boolean(io.of('/').adapter.rooms.get(userRoom(knownHost))?.size);
        const found = await gameProgress(ctx, roomId, hostHere ? RoomLimits.classListMax : RoomLimits.progressListMax);
        if (found) {
          const { progress, hostId } = found;
          this.hosts.set(roomId, hostId);
          this.sizes.set(roomId, progress.participantCount + 1);
          io.local.to(userRoom(hostId)).emit('game-progress', progress);
          const forPlayers = progressForPlayers(progress);
          sends.push((to) => to.except(userRoom(hostId)).emit('game-progress', forPlayers));
        }
      }
    } catch (error) {
      if (!this.closed) ctx.log.error({ err: error, roomId }, 'room broadcast failed');
    }
    if (sends.length > 0) {
      await this.inSlices(
        gameRoom(roomId),
        (to) => {
          for (const send of sends) send(to);
        },
        outdated,
      );
      // Dropped (or cut short) as out of date: the next room-data sends the list whole rather than compare with one
      // that not everyone got.
      if (newerNews()) this.lastSnapshot.delete(roomId);
    }
    if (this.sizes.size > 10_000) {
      this.sizes.clear();
      this.generations.clear();
      this.lastSnapshot.clear();
      this.hosts.clear();
    }
  }
}
