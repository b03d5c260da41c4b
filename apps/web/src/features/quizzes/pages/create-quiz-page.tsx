import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { Messages } from '../../../i18n/messages';
import { AppHeader } from '../../../components/app-header';
import { errorMessage } from '../../../lib/api-client';
import { useCreateQuiz } from '../api/save-quiz';
import { QuizForm } from '../components/quiz-form';
import { emptyQuiz } from '../components/quiz-form-values';

export function CreateQuizPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateQuiz();
  return (
    <div className="min-h-screen">
      <AppHeader />
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
        <h1 className="text-2xl font-bold">{t('quizzes.create.title')}</h1>
        <QuizForm
          initial={emptyQuiz()}
          submitLabel={t('quizzes.create.submit')}
          pendingLabel={t('quizzes.create.pending')}
          pending={create.isPending}
          onSubmit={(input) =>
            create.mutateAsync(input).then(
              () => {
                toast.success(Messages.quizCreated);
                void navigate('/dashboard');
              },
              (error: unknown) => {
                toast.error(errorMessage(error, Messages.quizCreateFailed));
                throw error;
              },
            )
          }
        />
      </main>
    </div>
  );
}
