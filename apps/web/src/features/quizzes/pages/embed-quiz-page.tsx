import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Stars } from '../../../components/ui/stars';
import { Spinner } from '../../../components/ui/spinner';
import { useQuiz } from '../../../lib/quiz-api/get-quiz';
import { useCategoryName } from '../../../lib/category-name';

/** The card other sites show in an iframe (the server lets /embed/* be framed anywhere). */
export function EmbedQuizPage() {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  const { id } = useParams();
  const quiz = useQuiz(id);
  const link = `${window.location.origin}/quiz/${id ?? ''}`;
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-600 to-violet-700 p-4">
      <div className="w-full max-w-sm rounded-2xl bg-white p-5 shadow-lg">
        {quiz.isLoading && <Spinner className="h-6 w-6 text-brand-600" />}
        {quiz.isError && <p className="text-sm text-slate-600">{t('quizzes.embed.unavailable')}</p>}
        {quiz.data && (
          <div className="space-y-2">
            <p className="text-xs font-semibold text-brand-700">{categoryName(quiz.data.category)}</p>
            <h1 className="text-lg font-bold text-slate-900">{quiz.data.title}</h1>
            <p className="line-clamp-3 text-sm text-slate-600">{quiz.data.description || t('quizzes.noDescription')}</p>
            <p className="flex items-center gap-2 text-sm text-slate-500">
              {t('quizzes.embed.questions', { number: quiz.data.questionCount })} ·{' '}
              <Stars value={Math.round(quiz.data.averageRating)} />
            </p>
            <a
              href={link}
              target="_blank"
              rel="noreferrer"
              className="mt-2 inline-flex w-full justify-center rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {t('quizzes.embed.open')}
            </a>
          </div>
        )}
      </div>
    </main>
  );
}
