import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { RatingLimits } from '@quiz/contract/limits';
import { Messages } from '../../../i18n/messages';
import type { Rating } from '@quiz/contract/ratings';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useRateQuiz } from '../api/ratings';
import { StarPicker } from './star-picker';

/** Stars (required) and an optional comment; rating again replaces the earlier review. */
export function RatingForm({
  quizId,
  existing,
  onDone,
  successMessage = Messages.ratingSaved,
}: {
  quizId: string;
  existing?: Rating;
  onDone?: () => void;
  successMessage?: string;
}) {
  const { t } = useTranslation();
  const [stars, setStars] = useState(existing?.rating ?? 0);
  const [comment, setComment] = useState(existing?.comment ?? '');
  const rate = useRateQuiz(quizId);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (stars < RatingLimits.min) return void toast.error(Messages.ratingRequired);
    // The promise, not mutate's callbacks: the form remounts once the saved review comes back,
    // and per-call callbacks of an unmounted observer never run.
    rate.mutateAsync({ quizId, rating: stars, comment: comment.trim() || null }).then(
      () => {
        toast.success(successMessage);
        onDone?.();
      },
      (error: unknown) => toast.error(errorMessage(error, Messages.ratingSaveFailed)),
    );
  };

  return (
    <form onSubmit={submit} className="space-y-3" aria-label={t('ratings.formAria')}>
      <StarPicker value={stars} onChange={setStars} />
      <label className="block space-y-1">
        <span className="text-sm font-medium text-slate-700">{t('ratings.comment')}</span>
        <textarea
          rows={3}
          value={comment}
          maxLength={RatingLimits.commentMax}
          onChange={(event) => setComment(event.target.value)}
          className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
        />
      </label>
      <Button type="submit" loading={rate.isPending}>
        {existing ? t('ratings.update') : t('ratings.submit')}
      </Button>
    </form>
  );
}
