import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Messages } from '../../../i18n/messages';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { deleteQuizErrorMessage, useDeleteQuiz } from '../api/delete-quiz';

/** Renders its trigger and asks for confirmation before deleting. */
export function DeleteQuizConfirm({
  quizId,
  onDeleted,
  children,
}: {
  quizId: string;
  onDeleted?: () => void;
  children: (open: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const remove = useDeleteQuiz();
  return (
    <>
      {children(() => setOpen(true))}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('quizzes.delete.title')}
        message={Messages.confirmDeleteQuiz}
        details={t('quizzes.delete.consequences')}
        confirmLabel={t('quizzes.delete.confirm')}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(quizId, {
            onSuccess: () => {
              setOpen(false);
              toast.success(Messages.quizDeleted);
              onDeleted?.();
            },
            onError: (error) => toast.error(deleteQuizErrorMessage(error)),
          })
        }
      />
    </>
  );
}
