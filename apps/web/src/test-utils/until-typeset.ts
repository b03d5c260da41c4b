/**
 * For tests only: waits until a check on typeset text passes. The typesetter is a chunk loaded on first use (a
 * dynamic import, then KaTeX at work), which can take seconds on a busy machine: longer than waitFor's 1 s.
 */
import { vi } from 'vitest';

export const untilTypeset = <T>(check: () => T | Promise<T>) => vi.waitFor(check, { timeout: 10_000, interval: 20 });
