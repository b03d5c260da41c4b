/** A @fastify/rate-limit store on node-redis, so every instance counts the same attempts. */
import type { RedisClientType } from 'redis';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

export function redisRateLimitStore(client: RedisClientType, prefix: string) {
  return class RedisRateLimitStore {
    key: string;
    constructor(_options?: unknown, key = prefix) {
      this.key = key;
    }
    incr(id: string, callback: Callback, timeWindow: number) {
      const key = this.key + id;
      client
        .multi()
        .incr(key)
        .pExpire(key, timeWindow, 'NX')
        .pTTL(key)
        .exec()
        .then((replies) => callback(null, { current: Number(replies[0]), ttl: Number(replies[2]) }))
        .catch((error: unknown) => callback(error as Error));
    }
    read(id: string, callback: Callback) {
      const key = this.key + id;
      client
        .multi()
        .get(key)
        .pTTL(key)
        .exec()
        .then((replies) => callback(null, { current: Number(replies[0] ?? 0), ttl: Math.max(0, Number(replies[1])) }))
        .catch((error: unknown) => callback(error as Error));
    }
    child(routeOptions: { method: string | string[]; url?: string }) {
      return new RedisRateLimitStore(undefined, `${this.key}${String(routeOptions.method)}${routeOptions.url ?? ''}:`);
    }
  };
}
