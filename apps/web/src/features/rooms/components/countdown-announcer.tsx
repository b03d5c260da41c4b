import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The moments a screen reader is told how long is left: enough to act on, never every second. */
export const announcedSeconds = [30, 10, 5] as const;

/**
 * A polite live region beside the visible countdown (whose own role="timer" stays silent): it speaks when 30, 10 and
 * 5 seconds are left, once each, and holds its last sentence in between so nothing is repeated.
 */
export function CountdownAnnouncer({ secondsLeft }: { secondsLeft: number }) {
  const { t } = useTranslation();
  const [spoken, setSpoken] = useState('');
  useEffect(() => {
    if ((announcedSeconds as readonly number[]).includes(secondsLeft)) {
      setSpoken(t('game.secondsLeft', { seconds: secondsLeft }));
    }
  }, [secondsLeft, t]);
  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true">
      {spoken}
    </p>
  );
}
