/**
 * A question's picture, as wide as the card allows. A picture that fails to load is asked for once more a moment
 * later (a phone on a busy school network drops a request now and then); only when that fails too is it hidden,
 * so a broken frame never stands in the card.
 */
import { useState } from 'react';

const retryDelayMs = 700;

export function QuestionPicture({ image }: { image: { url: string; alt: string } | null | undefined }) {
  const [attempt, setAttempt] = useState<{ url: string; tries: number }>({ url: '', tries: 0 });
  if (!image) return null;
  const tries = attempt.url === image.url ? attempt.tries : 0;
  if (tries > 1) return null;
  return (
    <img
      key={tries}
      src={tries === 0 ? image.url : `${image.url}?retry=${tries}`}
      alt={image.alt}
      className="max-h-80 w-full rounded-xl bg-slate-100 object-contain"
      onError={() => {
        const next = { url: image.url, tries: tries + 1 };
        if (next.tries > 1) setAttempt(next);
        else setTimeout(() => setAttempt(next), retryDelayMs);
      }}
    />
  );
}
