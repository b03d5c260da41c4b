/**
 * Rate-limit counters shared by the worker processes of one machine without Redis (issue 41): the primary keeps them
 * in memory and each worker asks it, so a limit means the same with one process or eight.
 */
import { MemoryAttemptCounter, type AttemptCounter, type Count } from '../lib/attempt-counter';
import { askPrimary, type Handlers } from './ipc';

export class PrimaryAttemptCounter implements AttemptCounter {
  constructor(private readonly prefix: string) {}

  hit(key: string, windowMs: number): Promise<Count> {
    return askPrimary('counter:hit', { key: this.prefix + key, windowMs });
  }

  peek(key: string): Promise<Count> {
    return askPrimary('counter:peek', { key: this.prefix + key });
  }

  async clear(key: string): Promise<void> {
    await askPrimary('counter:clear', { key: this.prefix + key });
  }
}

/** The primary's side: one in-memory counter for every worker. */
export function counterHandlers(counter = new MemoryAttemptCounter()): Handlers {
  return {
    'counter:hit': ({ key, windowMs }: { key: string; windowMs: number }) => counter.hit(key, windowMs),
    'counter:peek': ({ key }: { key: string }) => counter.peek(key),
    'counter:clear': ({ key }: { key: string }) => counter.clear(key),
  };
}
