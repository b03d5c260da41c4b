import { useEffect, useRef } from 'react';

/**
 * Calls `back` when the connection returns after it was lost: what was said meanwhile came over no socket, so a chat
 * reads its newest page again. With `first`, also when a page that opened without a connection gets its first one:
 * a chat that read its history before its socket had joined would otherwise miss a message sent in between.
 */
export function useOnReconnect(connected: boolean, back: () => unknown, options: { first?: boolean } = {}) {
  const seen = useRef({ connected, dropped: Boolean(options.first) && !connected });
  const latest = useRef(back);
  latest.current = back;
  useEffect(() => {
    const link = seen.current;
    if (!connected && link.connected) link.dropped = true;
    if (connected && link.dropped) {
      link.dropped = false;
      latest.current();
    }
    link.connected = connected;
  }, [connected]);
}
