import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RatingLimits } from '@quiz/contract/limits';
import { cn } from '../../lib/cn';

/** Shows `value` filled stars out of five (callers pass round(average) for averages). */
export function Stars({ value, className }: { value: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex" role="img" aria-label={t('ui.stars', { value, max: RatingLimits.max })}>
      {Array.from({ length: RatingLimits.max }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={cn(className ?? 'h-4 w-4', i < value ? 'fill-amber-400 text-amber-400' : 'text-slate-300')}
        />
      ))}
    </span>
  );
}
