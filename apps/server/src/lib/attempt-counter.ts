/**
 * Fixed-window counters for rate limits: in Redis when REDIS_URL is set (every instance counts the same attempts),
 * in process otherwise. A window starts with its first hit and ends `windowMs` later, whatever happens in it.
 */
import type { RedisClientType } from 'redis';

export interface Count {
  count: number;
  /** Milliseconds until the window ends (0 when nothing is counted). */
  ttlMs: number;
}

export interface AttemptCounter {
  /** Counts one more and answers the total in the current window. */
  hit(key: string, windowMs: number): Promise<Count>;
  peek(key: string): Promise<Count>;
  clear(key: string): Promise<void>;
}

export class MemoryAttemptCounter implements AttemptCounter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  hit(key: string, windowMs: number): Promise<Count> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
      if (this.windows.size > 100_000) this.prune(now);
    }
    window.count++;
    return Promise.resolve({ count: window.count, ttlMs: window.endsAt - now });
  }

  peek(key: string): Promise<Count> {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.endsAt <= now) return Promise.resolve({ count: 0, ttlMs: 0 });
    return Promise.resolve({ count: window.count, ttlMs: window.endsAt - now });
  }

  clear(key: string): Promise<void> {
    this.windows.delete(key);
    return Promise.resolve();
  }

  private prune(now: number) {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}

export class RedisAttemptCounter implements AttemptCounter {
  constructor(
    private readonly client: RedisClientType,
    private readonly prefix: string,
  ) {}

  async hit(key: string, windowMs: number): Promise<Count> {
    const k = this.prefix + key;
    const replies = await this.client.multi().incr(k).pExpire(k, windowMs, 'NX').pTTL(k).exec();
    return { count: Number(replies[0]), ttlMs: Math.max(0, Number(replies[2])) };
  }

  async peek(key: string): Promise<Count> {
    const k = this.prefix + key;
    const replies = await this.client.multi().get(k).pTTL(k).exec();
    return { count: Number(replies[0] ?? 0), ttlMs: Math.max(0, Number(replies[1])) };
  }

  async clear(key: string): Promise<void> {
    await this.client.del(this.prefix + key);
  }
}
