import { describe, expect, it } from 'vitest';
import { Batcher } from './batcher';

/** A batcher whose first batch waits until the test calls `finishFirst`; every batch is recorded with its start. */
function slowFirstBatch(options: { max: number; spacingMs?: number }) {
  const batches: { items: number[]; at: number }[] = [];
  let release = () => {};
  const batcher = new Batcher<number, number>(async (items) => {
    batches.push({ items, at: performance.now() });
    if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
    return items;
  }, options);
  return { batcher, batches, itemsOf: () => batches.map((b) => b.items), finishFirst: () => release() };
}

describe('Batcher', () => {
  it('sends calls made together as one batch and answers each with its own result', async () => {
    const batches: number[][] = [];
    const batcher = new Batcher<number, number>(
      async (items) => {
        batches.push(items);
        return items.map((n) => n * 10);
      },
      { max: 100 },
    );
    expect(await Promise.all([1, 2, 3].map((n) => batcher.submit(n)))).toEqual([10, 20, 30]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('queues calls made while a batch is on its way into the next one, at most max at a time', async () => {
    const { batcher, itemsOf, finishFirst } = slowFirstBatch({ max: 2 });
    const first = batcher.submit(0);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [1, 2, 3].map((n) => batcher.submit(n));
    finishFirst();
    await Promise.all([first, ...later]);
    expect(itemsOf()).toEqual([[0], [1, 2], [3]]);
  });

  it('never puts two items with the same key in one batch, and keeps their order', async () => {
    const batches: string[][] = [];
    const batcher = new Batcher<string, string>(
      async (items) => {
        batches.push(items);
        return items;
      },
      { max: 10, keyOf: (item) => item[0]! },
    );
    await Promise.all(['a1', 'b1', 'a2', 'c1', 'a3'].map((item) => batcher.submit(item)));
    expect(batches).toEqual([['a1', 'b1', 'c1'], ['a2'], ['a3']]);
  });

  it('fails every call of a batch that fails, and goes on with the next', async () => {
    let calls = 0;
    const batcher = new Batcher<number, number>(
      async (items) => {
        calls++;
        if (calls === 1) throw new Error('database went away');
        return items;
      },
      { max: 10 },
    );
    const failed = Promise.allSettled([batcher.submit(1), batcher.submit(2)]);
    expect((await failed).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await batcher.submit(3)).toBe(3);
  });

  it('with a linger, gathers calls made a few milliseconds apart into one batch', async () => {
    const batches: number[][] = [];
    const batcher = new Batcher<number, number>(
      (items) => {
        batches.push(items);
        return Promise.resolve(items);
      },
      { max: 10, lingerMs: 30 },
    );
    const first = batcher.submit(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = batcher.submit(2);
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(batches).toEqual([[1, 2]]);
  });

  it('with a spacing, a batch under steady load waits that long after the last one started and takes what came meanwhile', async () => {
    const { batcher, batches, itemsOf, finishFirst } = slowFirstBatch({ max: 10, spacingMs: 60 });
    const first = batcher.submit(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = batcher.submit(2);
    finishFirst();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const third = batcher.submit(3);
    expect(await Promise.all([first, second, third])).toEqual([1, 2, 3]);
    expect(itemsOf()).toEqual([[1], [2, 3]]);
    expect(batches[1]!.at - batches[0]!.at).toBeGreaterThanOrEqual(55);
  });

  it('with a spacing, a quiet call goes at once, and a full batch does not wait', async () => {
    const { batcher, itemsOf, finishFirst } = slowFirstBatch({ max: 2, spacingMs: 10_000 });
    const started = performance.now();
    const first = batcher.submit(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(itemsOf()).toEqual([[1]]);
    const rest = [2, 3].map((n) => batcher.submit(n));
    finishFirst();
    expect(await Promise.all([first, ...rest])).toEqual([1, 2, 3]);
    expect(itemsOf()).toEqual([[1], [2, 3]]);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('with a spacing, a batch waiting it out goes as soon as a full batch is waiting', async () => {
    const { batcher, itemsOf, finishFirst } = slowFirstBatch({ max: 3, spacingMs: 10_000 });
    const started = performance.now();
    const first = batcher.submit(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = batcher.submit(2);
    finishFirst();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Waiting out the spacing with one: two more make a full batch, which goes now.
    expect(itemsOf()).toEqual([[1]]);
    const rest = [3, 4].map((n) => batcher.submit(n));
    expect(await Promise.all([first, second, ...rest])).toEqual([1, 2, 3, 4]);
    expect(itemsOf()).toEqual([[1], [2, 3, 4]]);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('with retryAlone, fails only the bad item of a failed batch and answers the others', async () => {
    const batches: number[][] = [];
    const batcher = new Batcher<number, number>(
      async (items) => {
        batches.push(items);
        if (items.includes(13)) throw new Error('unlucky');
        return items.map((n) => n * 10);
      },
      { max: 100, retryAlone: true },
    );
    const results = await Promise.allSettled([1, 13, 3].map((n) => batcher.submit(n)));
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'failed'))).toEqual([10, 'failed', 30]);
    expect(batches).toEqual([[1, 13, 3], [1], [13], [3]]);
  });
});
