import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../context';
import { GameCache } from './game-cache';
import type { RoomMeta } from './room-rows';

/** The clock is faked: `sleep` moves it on and runs what fell due, without waiting. */
const sleep = (ms: number) => vi.advanceTimersByTimeAsync(ms);
beforeEach(() => {
  vi.useFakeTimers();
});

const caches: GameCache[] = [];
const newCache = () => {
  const cache = new GameCache();
  caches.push(cache);
  return cache;
};
afterEach(() => {
  for (const cache of caches.splice(0)) cache.close();
  vi.useRealTimers();
});

/** A check that counts its runs and can be held open until released. */
function countedCheck() {
  const state = { runs: 0, hold: false, release: () => {} };
  const check = async () => {
    state.runs++;
    if (state.hold) await new Promise<void>((resolve) => (state.release = resolve));
  };
  return { state, check };
}

const failOnLog = (error: unknown) => {
  throw error;
};

describe('GameCache.coalesce', () => {
  it('runs the check once for many calls made within the gap', async () => {
    const cache = newCache();
    const { state, check } = countedCheck();
    for (let i = 0; i < 20; i++) cache.coalesce('room-1', 20, check, failOnLog);
    expect(state.runs).toBe(0);
    await sleep(80);
    expect(state.runs).toBe(1);
  });

  it('keeps the keys apart', async () => {
    const cache = newCache();
    const { state, check } = countedCheck();
    cache.coalesce('room-1', 10, check, failOnLog);
    cache.coalesce('room-2', 10, check, failOnLog);
    cache.coalesce('room-1', 10, check, failOnLog);
    await sleep(60);
    expect(state.runs).toBe(2);
  });

  it('runs once more after a running check for the calls that came while it ran, however many', async () => {
    const cache = newCache();
    const { state, check } = countedCheck();
    state.hold = true;
    cache.coalesce('room-1', 10, check, failOnLog);
    await sleep(40);
    expect(state.runs).toBe(1);
    for (let i = 0; i < 5; i++) cache.coalesce('room-1', 10, check, failOnLog);
    await sleep(40);
    // Still running the first: the later calls wait for it.
    expect(state.runs).toBe(1);
    state.hold = false;
    state.release();
    await sleep(60);
    expect(state.runs).toBe(2);
    await sleep(60);
    expect(state.runs).toBe(2);
  });

  it('starts afresh for a call after the check has run', async () => {
    const cache = newCache();
    const { state, check } = countedCheck();
    cache.coalesce('room-1', 10, check, failOnLog);
    await sleep(50);
    cache.coalesce('room-1', 10, check, failOnLog);
    await sleep(50);
    expect(state.runs).toBe(2);
  });

  it('passes a failing check to log instead of throwing, and goes on', async () => {
    const cache = newCache();
    const logged: unknown[] = [];
    const failure = new Error('database went away');
    expect(() =>
      cache.coalesce(
        'room-1',
        10,
        () => Promise.reject(failure),
        (error) => logged.push(error),
      ),
    ).not.toThrow();
    await sleep(50);
    expect(logged).toEqual([failure]);
    const { state, check } = countedCheck();
    cache.coalesce('room-1', 10, check, (error) => logged.push(error));
    await sleep(50);
    expect(state.runs).toBe(1);
    expect(logged).toHaveLength(1);
  });

  it('runs nothing once closed, neither what was waiting nor a run asked for while one ran', async () => {
    const cache = newCache();
    const waiting = countedCheck();
    cache.coalesce('room-1', 20, waiting.check, failOnLog);

    const running = countedCheck();
    running.state.hold = true;
    cache.coalesce('room-2', 10, running.check, failOnLog);
    await sleep(15);
    expect(running.state.runs).toBe(1);
    cache.coalesce('room-2', 10, running.check, failOnLog);

    cache.close();
    running.state.release();
    await sleep(60);
    expect(waiting.state.runs).toBe(0);
    expect(running.state.runs).toBe(1);
    cache.coalesce('room-3', 10, waiting.check, failOnLog);
    await sleep(40);
    expect(waiting.state.runs).toBe(0);
  });
});

describe('GameCache.get', () => {
  /** A context whose only database read is readGame's select().from().where(), counted. */
  function fakeContext(answer: () => Promise<unknown[]>) {
    const reads = { count: 0 };
    const db = {
      select: () => ({
        from: () => ({
          where: () => {
            reads.count++;
            return answer();
          },
        }),
      }),
    };
    return { reads, ctx: { db } as unknown as AppContext };
  }
  const room = { id: 'room-1', timeLimit: 20 } as RoomMeta;

  it('reads a game once for callers that ask at the same time, and keeps it', async () => {
    const cache = newCache();
    const { reads, ctx } = fakeContext(async () => {
      await sleep(10);
      return [{ questions: [] }];
    });
    const [a, b] = await Promise.all([cache.get(ctx, room), cache.get(ctx, room)]);
    expect(reads.count).toBe(1);
    expect(a).toBe(b);
    expect(a).toMatchObject({ roomId: 'room-1', questions: [], limitMs: 20_000 });
    expect(await cache.get(ctx, room)).toBe(a);
    expect(reads.count).toBe(1);
  });

  it('shares a failed read with those waiting on it, then reads again for the next caller', async () => {
    const cache = newCache();
    let calls = 0;
    const { reads, ctx } = fakeContext(async () => {
      await sleep(10);
      if (++calls === 1) throw new Error('database went away');
      return [{ questions: [] }];
    });
    const both = await Promise.allSettled([cache.get(ctx, room), cache.get(ctx, room)]);
    expect(both.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(reads.count).toBe(1);
    await expect(cache.get(ctx, room)).resolves.toMatchObject({ roomId: 'room-1' });
    expect(reads.count).toBe(2);
  });
});
