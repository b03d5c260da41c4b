import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RatingLimits } from '@quiz/contract/limits';
import { cn } from '../../../lib/cn';

export function StarPicker({ value, onChange }: { value: number; onChange(value: number): void }) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-1" role="radiogroup" aria-label={t('ratings.yourRating')}>
      {Array.from({ length: RatingLimits.max }, (_, i) => i + 1).map((stars) => (
        <button
          key={stars}
          type="button"
          role="radio"
          aria-checked={value === stars}
          aria-label={t('ratings.stars', { count: stars })}
          onClick={() => onChange(stars)}
          className="rounded p-0.5 hover:scale-110"
        >
          <Star className={cn('h-7 w-7', stars <= value ? 'fill-amber-400 text-amber-400' : 'text-slate-300')} />
        </button>
      ))}
    </div>
  );
}
