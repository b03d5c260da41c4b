import { describe, expect, it } from 'vitest';
import { WindowLimiter } from './window-limiter';

describe('WindowLimiter', () => {
  it('allows up to the limit within the window and refuses the next', () => {
    const limiter = new WindowLimiter(3, 1000);
    expect([0, 10, 20, 30].map((t) => limiter.allow('a', t))).toEqual([true, true, true, false]);
  });

  it('allows again once the oldest hit leaves the window', () => {
    const limiter = new WindowLimiter(2, 1000);
    limiter.allow('a', 0);
    limiter.allow('a', 500);
    expect(limiter.allow('a', 999)).toBe(false);
    expect(limiter.allow('a', 1001)).toBe(true);
  });

  it('counts each key on its own', () => {
    const limiter = new WindowLimiter(1, 1000);
    expect(limiter.allow('a', 0)).toBe(true);
    expect(limiter.allow('b', 0)).toBe(true);
    expect(limiter.allow('a', 1)).toBe(false);
  });
});
