import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResponseCache } from './response-cache';

afterEach(() => vi.useRealTimers());

describe('ResponseCache', () => {
  it('returns what was stored until it expires', () => {
    vi.useFakeTimers();
    const cache = new ResponseCache<number>(1000, 10);
    cache.set('a', '{"x":1}', 7);
    expect(cache.get('a')).toMatchObject({ body: '{"x":1}', meta: 7 });
    vi.advanceTimersByTime(999);
    expect(cache.get('a')).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the oldest entry past its size', () => {
    const cache = new ResponseCache(1000, 2);
    cache.set('a', '1', undefined);
    cache.set('b', '2', undefined);
    cache.set('c', '3', undefined);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.body).toBe('2');
    expect(cache.get('c')?.body).toBe('3');
  });

  it('forgets single keys and everything on demand', () => {
    const cache = new ResponseCache(1000, 10);
    cache.set('a', '1', undefined);
    cache.set('b', '2', undefined);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    cache.clear();
    expect(cache.get('b')).toBeUndefined();
  });
});
