import { useCallback, useEffect, useState } from 'react';

/** Whole seconds until `endsAt` (this browser's clock), ticking; null without a clock. */
export function useSecondsLeft(endsAt: number | null) {
  const left = useCallback(
    () => (endsAt === null ? null : Math.max(0, Math.ceil((endsAt - Date.now()) / 1000))),
    [endsAt],
  );
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (endsAt === null) return;
    const timer = setInterval(() => setSeconds(left()), 250);
    return () => clearInterval(timer);
  }, [endsAt, left]);
  return seconds;
}
