import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RoomLimits } from '@quiz/contract/limits';
import { broadcastIntervalFor, RoomBroadcaster, untilNextTick } from './room-broadcaster';
import type { AppContext } from '../context';
import { fullQuestion } from '../game/questions';
import type { Game } from '../modules/rooms/game-cache';
import type { PacedRoom } from '../modules/rooms/room-rows';
import { PacedPusher } from './paced-pusher';
import { emitInSlices, type RealtimeServer } from './slices';

describe('untilNextTick', () => {
  it("flushes at the clock's multiples of the interval, so every process flushes a room at the same instants", () => {
    expect(untilNextTick(5000, 1_000_000)).toBe(5000);
    expect(untilNextTick(5000, 1_000_001)).toBe(4999);
    expect(untilNextTick(250, 1_000_249)).toBe(1);
    // Two processes whose first changes came 1.7 s apart flush together.
    expect(1_000_300 + untilNextTick(5000, 1_000_300)).toBe(1_005_000);
    expect(1_002_000 + untilNextTick(5000, 1_002_000)).toBe(1_005_000);
  });
});

describe('broadcastIntervalFor', () => {
  it('sends a normal room its updates four times a second', () => {
    expect(broadcastIntervalFor(0)).toBe(250);
    expect(broadcastIntervalFor(RoomLimits.participantsMaxDefault)).toBe(250);
  });

  it('slows down as the room grows, so updates per second times listeners stays linear', () => {
    expect(broadcastIntervalFor(101)).toBe(500);
    expect(broadcastIntervalFor(1000)).toBe(2500);
    expect(broadcastIntervalFor(2000)).toBe(RoomLimits.broadcastIntervalMaxMs);
    // Deliveries per second for a room of n: n × 1000 / interval; per person it never grows past 4.
    for (const n of [10, 100, 500, 2000, 10_000]) expect(1000 / broadcastIntervalFor(n)).toBeLessThanOrEqual(4);
  });
});

describe('emitInSlices', () => {
  const closers: (() => unknown)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  /** A bare Socket.IO server on loopback with `n` clients in room 'r' (and their server-side sockets). */
  async function roomOf(n: number) {
    const http = createServer();
    const io = new Server(http) as unknown as RealtimeServer;
    io.on('connection', (socket) => void socket.join('r'));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => io.close(() => resolve(undefined))));
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    const clients: Socket[] = [];
    for (let i = 0; i < n; i++) {
      const client = connect(url, { transports: ['websocket'], reconnection: false, forceNew: true });
      closers.push(() => client.close());
      clients.push(client);
    }
    await Promise.all(clients.map((c) => new Promise((resolve) => c.on('connect', () => resolve(undefined)))));
    await vi.waitFor(() => expect(io.of('/').adapter.rooms.get('r')?.size).toBe(n));
    return { io, clients };
  }

  const heard = (clients: Socket[], count: number) =>
    Promise.all(
      clients.map(
        (c) =>
          new Promise<unknown[]>((resolve) => {
            const got: unknown[] = [];
            c.onAny((event: string, payload: { code: string }) => {
              got.push(`${event}:${payload.code}`);
              if (got.length === count) resolve(got);
            });
          }),
      ),
    );

  it('reaches every socket of a big room exactly once, messages in order, a slice per turn of the event loop', async () => {
    const { io, clients } = await roomOf(7);
    const received = heard(clients, 2);
    const turns: number[] = [];
    let slices = 0;
    // Something else waiting for its turn runs between the slices rather than after the whole room.
    setImmediate(() => turns.push(slices));
    await emitInSlices(
      io,
      'r',
      (to) => {
        slices++;
        to.emit('game-ended', { code: '1', endedByHost: false });
      },
      { slice: 3 },
    );
    await emitInSlices(io, 'r', (to) => to.emit('game-ended', { code: '2', endedByHost: false }), { slice: 3 });
    expect(slices).toBe(3);
    expect(turns).toEqual([1]);
    expect(await received).toEqual(clients.map(() => ['game-ended:1', 'game-ended:2']));
  });

  /** Every server-side TCP socket's writes from now on: a stream writes one chunk with _write, several with _writev. */
  function countWrites(io: RealtimeServer) {
    const writes = new Map<string, number>();
    for (const [id, socket] of io.of('/').sockets) {
      const tcp = (socket.conn as unknown as { transport: { socket: { _socket: Duplex } } }).transport.socket._socket;
      const count = () => writes.set(id, (writes.get(id) ?? 0) + 1);
      const write = tcp._write.bind(tcp);
      const writev = tcp._writev!.bind(tcp);
      tcp._write = (...args) => (count(), write(...args));
      tcp._writev = (...args) => (count(), writev(...args));
    }
    return writes;
  }

  it('writes the messages one emit sends a socket in one write, in a small room and slice by slice', async () => {
    for (const slice of [undefined, 2]) {
      const { io, clients } = await roomOf(5);
      const writes = countWrites(io);
      const received = heard(clients, 3);
      await emitInSlices(
        io,
        'r',
        (to) => {
          to.emit('user-joined', { code: 'a', users: [], more: 0 });
          to.emit('game-ended', { code: 'b', endedByHost: false });
          to.emit('game-ended', { code: 'c', endedByHost: false });
        },
        { slice },
      );
      expect(await received).toEqual(clients.map(() => ['user-joined:a', 'game-ended:b', 'game-ended:c']));
      expect([...writes.values()]).toEqual([1, 1, 1, 1, 1]);
    }
  });

  it('sends nothing more to a socket that left the room between slices, nor anything once stopped', async () => {
    const { io, clients } = await roomOf(6);
    const ids = [...io.of('/').adapter.rooms.get('r')!];
    const got = clients.map(() => 0);
    clients.forEach((c, i) => c.on('game-ended', () => got[i]!++));
    let slices = 0;
    await emitInSlices(
      io,
      'r',
      (to) => {
        slices++;
        // After the first slice, the last two sockets are taken off the room (as the host's removal does).
        if (slices === 1) for (const id of ids.slice(4)) void io.of('/').sockets.get(id)!.leave('r');
        to.emit('game-ended', { code: 'x', endedByHost: false });
      },
      { slice: 2 },
    );
    expect(slices).toBe(2);
    await emitInSlices(io, 'r', () => slices++, { slice: 2, stopped: () => true });
    expect(slices).toBe(2);
    await vi.waitFor(() => expect(got.slice(0, 4)).toEqual([1, 1, 1, 1]));
    const byId = new Map(clients.map((c, i) => [c.id, i]));
    const removed = ids.slice(4).map((id) => byId.get(id));
    for (const i of removed) expect(got[i!]).toBe(0);
  });

  it('sends a room no bigger than a slice in one go, and stops sending once stopped', async () => {
    const { io, clients } = await roomOf(4);
    let calls = 0;
    await emitInSlices(io, 'r', () => calls++, { slice: 4 });
    expect(calls).toBe(1);
    calls = 0;
    await emitInSlices(io, 'r', () => calls++, { slice: 1, stopped: () => calls >= 2 });
    expect(calls).toBe(2);
    expect(clients).toHaveLength(4);
  });

  describe('a host-paced game moving on', () => {
    const question = (id: string) => ({
      ...fullQuestion({
        id,
        content: `Question ${id}`,
        options: ['a', 'b'].map((o, i) => ({ id: `${id}${o}`, label: o, isCorrect: i === 0 })),
      }),
      shownOrder: [`${id}a`, `${id}b`],
    });
    const game: Game = { roomId: 'g', questions: [question('q0'), question('q1'), question('q2')], limitMs: 20_000 };
    const ctx = {
      gameCache: { get: () => Promise.resolve(game), liveRoom: () => undefined },
      log: { error: vi.fn() },
    } as unknown as AppContext;
    const openAt = (index: number): PacedRoom => ({
      id: 'g',
      code: 'ABC123',
      status: 'in_progress',
      hostId: 'host',
      timeLimit: 20,
      questionCount: 3,
      participantCount: 7,
      phase: 'open',
      currentQuestion: index,
      openedAt: new Date(),
      closesAt: new Date(Date.now() + 20_000),
    });

    /** A room 'room:g' of n clients, and what each heard. */
    async function gameOf(n: number) {
      const { io, clients } = await roomOf(n);
      for (const id of io.of('/').adapter.rooms.get('r') ?? []) void io.of('/').sockets.get(id)?.join('room:g');
      const heard = clients.map(() => [] as number[]);
      clients.forEach((c, i) => c.on('host-paced-state', (view: { index: number }) => heard[i]!.push(view.index)));
      return { io, clients, heard };
    }

    it('stops sending a question once the next one opens, which every socket still gets', async () => {
      const { io, heard } = await gameOf(7);
      const pusher = new PacedPusher(io, ctx, () => false, 2);
      await Promise.all([pusher.push(openAt(1)), pusher.push(openAt(2))]);
      await vi.waitFor(() => expect(heard.every((got) => got.includes(2))).toBe(true));
      // The earlier question's broadcast gave way before its first slice: nobody got it after the later one.
      for (const got of heard) expect(got).toEqual([2]);
    });

    it("sends the first question with 'game-started', in one write per socket, to everyone even once the game moved on", async () => {
      const { io, clients, heard } = await gameOf(7);
      const started: string[][] = clients.map(() => []);
      clients.forEach((c, i) => c.on('game-started', (news: { code: string }) => started[i]!.push(news.code)));
      const writes = countWrites(io);
      const pusher = new PacedPusher(io, ctx, () => false, 2);
      await Promise.all([pusher.push(openAt(0)), pusher.push(openAt(1))]);
      await vi.waitFor(() => expect(heard.every((got) => got.includes(1))).toBe(true));
      for (const got of started) expect(got).toEqual(['ABC123']);
      // Each phone got both questions (it keeps the newer), the first with the start's news in the same write.
      for (const got of heard) expect([...got].sort()).toEqual([0, 1]);
      expect([...writes.values()]).toEqual(clients.map(() => 2));
    });

    it("stops counting a question's answers once it has closed, and counts the open one's", async () => {
      const { io, clients } = await roomOf(3);
      for (const id of io.of('/').adapter.rooms.get('r') ?? []) void io.of('/').sockets.get(id)?.join('room:g');
      const counts = clients.map(() => [] as number[]);
      const views = clients.map(() => [] as number[]);
      clients.forEach((c, i) => {
        c.on('answer-count', (count: { index: number }) => counts[i]!.push(count.index));
        c.on('host-paced-state', (view: { index: number }) => views[i]!.push(view.index));
      });
      // The count as read: of question 0 the first time (read before it closes), of question 1 after.
      let release: (index: number) => void = () => {};
      const query = vi.fn(
        () =>
          new Promise((resolve) => {
            release = (index) => resolve([{ code: 'ABC123', current_question: index, players: 3, answered: 1 }]);
          }),
      );
      const broadcaster = new RoomBroadcaster();
      closers.push(() => broadcaster.close());
      broadcaster.attach(io, { ...ctx, database: { query } } as unknown as AppContext, { clustered: false });
      const room = { id: 'g', code: 'ABC123' };

      broadcaster.paced(openAt(1));
      broadcaster.answerCounted(room);
      await vi.waitFor(() => expect(query).toHaveBeenCalledTimes(1), { timeout: 5_000 });
      // Question 1 closes (here: question 2 opens) while its count is on its way: nobody gets that count.
      broadcaster.paced(openAt(2));
      release(1);
      await vi.waitFor(() => expect(views.every((got) => got.includes(2))).toBe(true), { timeout: 5_000 });

      broadcaster.answerCounted(room);
      await vi.waitFor(() => expect(query).toHaveBeenCalledTimes(2), { timeout: 5_000 });
      release(2);
      await vi.waitFor(() => expect(counts.every((got) => got.length > 0)).toBe(true), { timeout: 5_000 });
      for (const got of counts) expect(got).toEqual([2]);
    });

    it('ignores news older than what it already sent', async () => {
      const { io, heard } = await gameOf(3);
      const pusher = new PacedPusher(io, ctx, () => false, 2);
      await pusher.push(openAt(1));
      await pusher.push(openAt(0));
      await vi.waitFor(() => expect(heard.every((got) => got.length === 1)).toBe(true));
      await new Promise((resolve) => setTimeout(resolve, 50));
      for (const got of heard) expect(got).toEqual([1]);
    });
  });

  it('sends nothing to a room this instance has no socket in, and does not even build the message', async () => {
    const { io } = await roomOf(1);
    let calls = 0;
    await emitInSlices(io, 'empty', () => calls++, { slice: 1 });
    expect(calls).toBe(0);
  });
});
