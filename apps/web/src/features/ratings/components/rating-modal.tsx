import { useTranslation } from 'react-i18next';
import { Messages } from '../../../i18n/messages';
import { Dialog } from '../../../components/ui/dialog';
import { useSession } from '../../../app/session-context';
import { useQuizRatings } from '../api/ratings';
import { RatingForm } from './rating-form';

/** "How was it?" after a public quiz; a review given before is shown to be changed. */
export function RatingModal({
  quizId,
  open,
  onOpenChange,
}: {
  quizId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  const { session } = useSession();
  const ratings = useQuizRatings(quizId);
  const mine = ratings.data?.ratings.find((r) => r.userId._id === session?._id);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('submissions.ratingModal.title')}
      description={t('submissions.ratingModal.description')}
    >
      {ratings.isSuccess && (
        <RatingForm
          key={mine?._id ?? 'new'}
          quizId={quizId}
          existing={mine}
          successMessage={Messages.ratingThanks}
          onDone={() => onOpenChange(false)}
        />
      )}
    </Dialog>
  );
}
