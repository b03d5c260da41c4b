/** Typing in a chat, both ways: telling others while the user types, and showing who else is typing (SPEC §4, §9). */
import { useCallback, useEffect, useRef, useState } from 'react';
import { RoomLimits } from '@quiz/contract/limits';

interface TypingSignal {
  /** Sending is possible now (the socket is connected). */
  canSignal(): boolean;
  start(): void;
  stop(): void;
}

/**
 * Call `onKeystroke` on each change of the input: "typing" goes out at most once a second (repeated so the others'
 * indicator, which expires after 3 s, stays up while typing goes on) and "stopped" 1 s after the last keystroke,
 * when the message is sent (`stopNow`) or when the component goes away.
 */
export function useTypingSignal(signal: TypingSignal) {
  const latest = useRef(signal);
  useEffect(() => {
    latest.current = signal;
  });
  const sentAt = useRef(0);
  const stopTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const stopNow = useCallback(() => {
    clearTimeout(stopTimer.current);
    stopTimer.current = undefined;
    if (sentAt.current && latest.current.canSignal()) latest.current.stop();
    sentAt.current = 0;
  }, []);

  const onKeystroke = useCallback(() => {
    if (!latest.current.canSignal()) return;
    if (Date.now() - sentAt.current >= RoomLimits.typingStopMs) {
      latest.current.start();
      sentAt.current = Date.now();
    }
    clearTimeout(stopTimer.current);
    stopTimer.current = setTimeout(stopNow, RoomLimits.typingStopMs);
  }, [stopNow]);

  // Leaving with a half-typed message: tell the others we stopped.
  useEffect(() => stopNow, [stopNow]);

  return { onKeystroke, stopNow };
}

/** Who is typing (id → name): shown until they stop, send a message, or 3 s pass without news. */
export function useTypingIndicator() {
  const [typers, setTypers] = useState<Record<string, string>>({});
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const hide = useCallback((senderId: string) => {
    clearTimeout(timers.current.get(senderId));
    timers.current.delete(senderId);
    setTypers((current) => {
      if (!(senderId in current)) return current;
      const { [senderId]: _gone, ...rest } = current;
      return rest;
    });
  }, []);

  const show = useCallback(
    (senderId: string, name: string) => {
      setTypers((current) => (current[senderId] === name ? current : { ...current, [senderId]: name }));
      clearTimeout(timers.current.get(senderId));
      timers.current.set(
        senderId,
        setTimeout(() => hide(senderId), RoomLimits.typingExpiryMs),
      );
    },
    [hide],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  return { typers, show, hide };
}
