import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { QuizListResponse } from '@quiz/contract/quizzes';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { Messages } from '../../../i18n/messages';
import { QuizCard } from './quiz-card';

/** A page of quiz cards with loading, failure ('Try Again' reloads), empty and paging states. */
export function QuizGrid({
  result,
  currentUserId,
  emptyText,
  page,
  onPage,
  showCreator,
}: {
  result: UseQueryResult<QuizListResponse>;
  currentUserId: string | undefined;
  emptyText: string;
  page: number;
  onPage(page: number): void;
  showCreator?: boolean;
}) {
  const { t } = useTranslation();
  if (result.isLoading) {
    return (
      <div className="flex justify-center py-16 text-brand-600">
        <Spinner className="h-8 w-8" label={t('quizzes.grid.loading')} />
      </div>
    );
  }
  if (result.isError) {
    return (
      <div className="space-y-3">
        <Alert>{errorMessage(result.error, Messages.loadDashboardFailed)}</Alert>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {t('quizzes.grid.tryAgain')}
        </Button>
      </div>
    );
  }
  const quizzes = result.data?.data ?? [];
  const totalPages = result.data?.pagination.totalPages ?? 1;
  if (quizzes.length === 0) return <p className="py-12 text-center text-slate-500">{emptyText}</p>;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {quizzes.map((quiz) => (
          <QuizCard key={quiz._id} quiz={quiz} currentUserId={currentUserId} showCreator={showCreator} />
        ))}
      </div>
      {totalPages > 1 && (
        <nav className="flex items-center justify-center gap-3" aria-label={t('quizzes.grid.pages')}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('quizzes.grid.previous')}
          </Button>
          <span className="text-sm text-slate-600">{t('quizzes.grid.pageOf', { page, total: totalPages })}</span>
          <Button variant="secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
            {t('quizzes.grid.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}
