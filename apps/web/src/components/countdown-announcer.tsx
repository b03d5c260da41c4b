import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The moments a screen reader is told how long a live question has left: enough to act on, never every second. */
export const announcedSeconds = [30, 10, 5] as const;

/**
 * A polite live region beside a visible countdown (whose own role="timer" stays silent): it speaks at the given
 * moments (seconds left), once each, and holds its last sentence in between so nothing is repeated. A live
 * question's says '10 seconds left'; a timed attempt passes its own moments and sentence.
 */
export function CountdownAnnouncer({
  secondsLeft,
  moments = announcedSeconds,
  sentence,
}: {
  secondsLeft: number;
  moments?: readonly number[];
  sentence?: (seconds: number) => string;
}) {
  const { t } = useTranslation();
  const [spoken, setSpoken] = useState('');
  useEffect(() => {
    if (moments.includes(secondsLeft)) {
      setSpoken(sentence ? sentence(secondsLeft) : t('game.secondsLeft', { seconds: secondsLeft }));
    }
    // The sentence is read at the moment only; a new function each render must not speak again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [secondsLeft, moments, t]);
  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true">
      {spoken}
    </p>
  );
}
