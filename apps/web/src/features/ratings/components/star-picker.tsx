import { Star } from 'lucide-react';
import { RatingLimits } from '@quiz/contract/limits';
import { cn } from '../../../lib/cn';

export function StarPicker({ value, onChange }: { value: number; onChange(value: number): void }) {
  return (
    <div className="flex gap-1" role="radiogroup" aria-label="Your rating">
      {Array.from({ length: RatingLimits.max }, (_, i) => i + 1).map((stars) => (
        <button
          key={stars}
          type="button"
          role="radio"
          aria-checked={value === stars}
          aria-label={`${stars} star${stars > 1 ? 's' : ''}`}
          onClick={() => onChange(stars)}
          className="rounded p-0.5 hover:scale-110"
        >
          <Star className={cn('h-7 w-7', stars <= value ? 'fill-amber-400 text-amber-400' : 'text-slate-300')} />
        </button>
      ))}
    </div>
  );
}
