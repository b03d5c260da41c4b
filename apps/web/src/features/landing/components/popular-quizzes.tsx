import { ArrowRight, FileQuestion, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QuizSummary } from '@quiz/contract/quizzes';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useCategoryName } from '../../../lib/category-name';
import { usePopularQuizzes } from '../api/get-popular-quizzes';
import { SectionHeading } from './section-heading';

function QuizCard({ quiz }: { quiz: QuizSummary }) {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  const creator = quiz.createdBy.displayName || quiz.createdBy.username;
  return (
    <li>
      <Link
        to={`/quiz/${quiz._id}`}
        className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <span className="w-fit rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
          {categoryName(quiz.category)}
        </span>
        <h3 className="mt-3 line-clamp-2 text-lg font-bold text-slate-900">{quiz.title}</h3>
        <p className="mt-2 line-clamp-3 flex-1 text-sm text-slate-600">
          {quiz.description || t('landing.popular.noDescription')}
        </p>
        <div className="mt-4 flex items-center justify-between gap-3 border-t border-slate-100 pt-4 text-sm text-slate-500">
          <span className="flex items-center gap-1.5">
            <FileQuestion className="h-4 w-4" aria-hidden="true" />
            {t('landing.popular.questions', { count: quiz.questionCount })}
          </span>
          <span className="flex min-w-0 items-center gap-1.5">
            <UserRound className="h-4 w-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{creator}</span>
          </span>
        </div>
      </Link>
    </li>
  );
}

function PopularQuizList() {
  const { t } = useTranslation();
  const quizzes = usePopularQuizzes();
  if (quizzes.status === 'pending') {
    return (
      <div className="flex justify-center py-12 text-brand-600">
        <Spinner className="h-10 w-10" label={t('landing.popular.loading')} />
      </div>
    );
  }
  if (quizzes.status === 'error') {
    return (
      <p role="alert" className="py-12 text-center font-medium text-red-600">
        {t('landing.popular.failed')}
      </p>
    );
  }
  if (quizzes.data.length === 0) {
    return <p className="py-12 text-center text-slate-600">{t('landing.popular.empty')}</p>;
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {quizzes.data.map((quiz) => (
        <QuizCard key={quiz._id} quiz={quiz} />
      ))}
    </ul>
  );
}

export function PopularQuizzes() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="popular-quizzes-title" className="py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading
          id="popular-quizzes-title"
          eyebrow={t('landing.popular.eyebrow')}
          title={t('landing.popular.title')}
        >
          {t('landing.popular.intro')}
        </SectionHeading>
        <div className="mt-12">
          <PopularQuizList />
        </div>
        <div className="mt-10 flex justify-center">
          <Link to="/dashboard" className={buttonClasses('secondary', 'px-6 py-3 text-base')}>
            {t('landing.popular.viewAll')}
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}
