import type { FastifyRequest } from 'fastify';
/**
 * A @fastify/rate-limit store on a shared attempt counter, so every instance (Redis) or every process of a cluster
 * (its primary) counts the same requests.
 */
import type { AttemptCounter } from '../lib/attempt-counter';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

export function sharedRateLimitStore(counterFor: (prefix: string) => AttemptCounter, prefix: string) {
  return class SharedRateLimitStore {
    private readonly counter: AttemptCounter;
    constructor(
      _options?: unknown,
      private readonly key = prefix,
    ) {
      this.counter = counterFor(key);
    }
    incr(id: string, callback: Callback, timeWindow: number) {
      this.counter.hit(id, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: unknown) => callback(error as Error),
      );
    }
    read(id: string, callback: Callback) {
      this.counter.peek(id).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: unknown) => callback(error as Error),
      );
    }
    child(routeOptions: { method: string | string[]; url?: string }) {
      return new SharedRateLimitStore(undefined, `${this.key}${String(routeOptions.method)}${routeOptions.url ?? ''}:`);
    }
  };
}

/**
 * A route's limit counted per account, not per address (a class shares one): `authenticate` must run first, so the
 * limiter sees who is asking.
 */
export const perAccountRateLimit = (limit: { max: number; timeWindowMs: number }) => ({
  rateLimit: {
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    keyGenerator: (request: FastifyRequest) => `user:${request.user?.id ?? request.ip}`,
  },
});
