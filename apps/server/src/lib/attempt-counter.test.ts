import { describe, expect, it } from 'vitest';
import { MemoryAttemptCounter } from './attempt-counter';

describe('MemoryAttemptCounter', () => {
  it('counts within a window that starts at the first hit and ends a fixed time later', async () => {
    let now = 1_000;
    const counter = new MemoryAttemptCounter(() => now);
    expect(await counter.hit('k', 100)).toEqual({ count: 1, ttlMs: 100 });
    now += 60;
    // Later hits do not stretch the window.
    expect(await counter.hit('k', 100)).toEqual({ count: 2, ttlMs: 40 });
    expect(await counter.peek('k')).toEqual({ count: 2, ttlMs: 40 });
    now += 40;
    expect(await counter.peek('k')).toEqual({ count: 0, ttlMs: 0 });
    expect(await counter.hit('k', 100)).toEqual({ count: 1, ttlMs: 100 });
  });

  it('keeps keys apart and forgets a cleared one', async () => {
    const counter = new MemoryAttemptCounter();
    await counter.hit('a', 1000);
    await counter.hit('a', 1000);
    await counter.hit('b', 1000);
    await counter.clear('a');
    expect((await counter.peek('a')).count).toBe(0);
    expect((await counter.peek('b')).count).toBe(1);
  });
});
