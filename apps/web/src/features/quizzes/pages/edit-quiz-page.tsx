import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { Messages } from '../../../i18n/messages';
import { useSession } from '../../../app/session-context';
import { AppHeader } from '../../../components/app-header';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { errorMessage } from '../../../lib/api-client';
import { useQuiz } from '../../../lib/quiz-api/get-quiz';
import { useUpdateQuiz } from '../api/save-quiz';
import { QuizForm } from '../components/quiz-form';
import { quizToFormValues } from '../components/quiz-form-values';

export function EditQuizPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const { session } = useSession();
  const quiz = useQuiz(id);
  const update = useUpdateQuiz();
  const notOwner = quiz.data && quiz.data.createdBy._id !== session?._id;

  useEffect(() => {
    if (quiz.isError || notOwner) {
      toast.error(notOwner ? Messages.quizUnableToUpdate : Messages.quizLoadFailed, { id: 'edit-quiz-load' });
      void navigate('/dashboard', { replace: true });
    }
  }, [quiz.isError, notOwner, navigate]);

  return (
    <div className="min-h-screen">
      <AppHeader />
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
        <h1 className="text-2xl font-bold">{t('quizzes.edit.title')}</h1>
        {quiz.isLoading && <PageSpinner label={t('quizzes.loadingQuiz')} />}
        {quiz.data && !notOwner && (
          <QuizForm
            initial={quizToFormValues(quiz.data)}
            submitLabel={t('quizzes.edit.submit')}
            pendingLabel={t('quizzes.edit.pending')}
            pending={update.isPending}
            onSubmit={(input) =>
              update.mutateAsync({ id: quiz.data._id, input }).then(
                () => {
                  toast.success(Messages.quizUpdated);
                  void navigate('/dashboard');
                },
                (error: unknown) => {
                  toast.error(errorMessage(error, Messages.quizUpdateFailed));
                  throw error;
                },
              )
            }
          />
        )}
      </main>
    </div>
  );
}
