import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { formatDate, formatNumber } from '../../../i18n/format';
import { Messages } from '../../../i18n/messages';
import { useSession } from '../../../app/session-context';
import { Avatar } from '../../../components/avatar';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { Stars } from '../../../components/ui/stars';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteRating, useQuizRatings } from '../api/ratings';
import { RatingForm } from './rating-form';

export function RatingsPanel({ quizId, creatorId }: { quizId: string; creatorId: string }) {
  const { t } = useTranslation();
  const { session } = useSession();
  const ratings = useQuizRatings(quizId);
  const remove = useDeleteRating(quizId);

  if (ratings.isLoading) return <Spinner className="h-6 w-6 text-brand-600" />;
  if (ratings.isError) return <Alert>{errorMessage(ratings.error, Messages.ratingLoadFailed)}</Alert>;
  const data = ratings.data!;
  const mine = data.ratings.find((r) => r.userId._id === session?._id);

  return (
    <div className="space-y-6">
      <Card className="flex items-center gap-4">
        <p className="text-4xl font-black text-slate-900">
          {formatNumber(data.averageRating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
        </p>
        <div>
          <Stars value={Math.round(data.averageRating)} className="h-5 w-5" />
          <p className="text-sm text-slate-600">{t('ratings.count', { count: data.ratingsCount })}</p>
        </div>
      </Card>

      {!session ? (
        <Card className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-700">{t('ratings.loginPrompt')}</p>
          <Link to="/login" className={buttonClasses('primary')}>
            {t('ratings.login')}
          </Link>
        </Card>
      ) : session._id === creatorId ? (
        <p className="text-sm text-slate-500">{t('ratings.ownQuiz')}</p>
      ) : (
        <Card>
          <h3 className="mb-3 font-semibold">{mine ? t('ratings.yourReview') : t('ratings.rateThis')}</h3>
          <RatingForm key={mine?._id ?? 'new'} quizId={quizId} existing={mine} />
        </Card>
      )}

      {data.ratings.length === 0 ? (
        <p className="text-sm text-slate-500">{t('ratings.none')}</p>
      ) : (
        <ul className="space-y-3" aria-label={t('ratings.list')}>
          {data.ratings.map((rating) => (
            <li key={rating._id} className="flex gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
              <Avatar src={rating.userId.avatar} name={rating.userId.fullName} />
              <div className="flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{rating.userId.fullName}</span>
                  <Stars value={rating.rating} />
                  <span className="text-xs text-slate-500">{formatDate(rating.createdAt)}</span>
                </div>
                {rating.comment && <p className="mt-1 text-sm text-slate-700">{rating.comment}</p>}
              </div>
              {rating.userId._id === session?._id && (
                <button
                  type="button"
                  aria-label={t('ratings.deleteMine')}
                  className="self-start rounded p-1 text-slate-400 hover:bg-red-50 hover:text-red-600"
                  onClick={() =>
                    remove.mutate(rating._id, {
                      onSuccess: () => toast.success(Messages.ratingDeleted),
                      onError: (error) => toast.error(errorMessage(error, Messages.ratingDeleteFailed)),
                    })
                  }
                >
                  <Trash2 className="h-4 w-4" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
