import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useOnReconnect } from './use-on-reconnect';

describe('useOnReconnect', () => {
  it('reads again when a lost connection returns, not on a first connection', () => {
    const back = vi.fn();
    const { rerender } = renderHook(({ connected }) => useOnReconnect(connected, back), {
      initialProps: { connected: false },
    });
    rerender({ connected: true });
    expect(back).not.toHaveBeenCalled();
    rerender({ connected: false });
    rerender({ connected: true });
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('with first, also reads again when a page that opened unconnected gets its first connection', () => {
    const back = vi.fn();
    const { rerender } = renderHook(({ connected }) => useOnReconnect(connected, back, { first: true }), {
      initialProps: { connected: false },
    });
    rerender({ connected: true });
    expect(back).toHaveBeenCalledTimes(1);
    rerender({ connected: true });
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('with first, does nothing for a page that opened already connected', () => {
    const back = vi.fn();
    const { rerender } = renderHook(({ connected }) => useOnReconnect(connected, back, { first: true }), {
      initialProps: { connected: true },
    });
    rerender({ connected: true });
    expect(back).not.toHaveBeenCalled();
  });
});
