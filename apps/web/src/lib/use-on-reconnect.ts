import { useEffect, useRef } from 'react';

/**
 * Calls `back` when the connection returns after it was lost (not on the first connection): what was said
 * meanwhile came over no socket, so a chat reads its newest page again.
 */
export function useOnReconnect(connected: boolean, back: () => unknown) {
  const seen = useRef({ connected, dropped: false });
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
