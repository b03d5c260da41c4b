/** The assign dialog's first step on a class page: which of the teacher's own quizzes to assign. */
import { useState } from 'react';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QuizLimits } from '@quiz/contract/limits';
import type { QuizSummary } from '@quiz/contract/quizzes';
import { Messages } from '../../../i18n/messages';
import { Alert } from '../../../components/ui/alert';
import { Pagination } from '../../../components/ui/pagination';
import { SearchInput } from '../../../components/ui/search-input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useMyQuizzes } from '../../../lib/quiz-api/list-quizzes';
import { useDebounced } from '../../../lib/use-debounced';

/** Few enough to fit the dialog on a phone. */
const perPage = 8;

export function QuizPicker({ onPick }: { onPick(quiz: QuizSummary): void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useDebounced(search.trim(), 300);
  const quizzes = useMyQuizzes({ page, limit: perPage, search: query || undefined });
  const list = quizzes.data?.data ?? [];
  return (
    <div className="space-y-3">
      <SearchInput
        label={t('assignments.picker.search')}
        placeholder={t('assignments.picker.search')}
        value={search}
        maxLength={QuizLimits.searchMax}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
        adornment={quizzes.isFetching ? <Spinner className="h-4 w-4" /> : undefined}
      />
      {quizzes.isError && <Alert>{errorMessage(quizzes.error, Messages.internalError)}</Alert>}
      {quizzes.isSuccess && list.length === 0 && (
        <p className="text-sm text-slate-600">{query ? Messages.noQuizzesMatch : t('assignments.picker.empty')}</p>
      )}
      {list.length > 0 && (
        <ul className="divide-y divide-slate-100" aria-label={t('assignments.picker.list')}>
          {list.map((quiz) => (
            <li key={quiz._id}>
              <button
                type="button"
                onClick={() => onPick(quiz)}
                className="flex min-h-11 w-full items-center gap-3 rounded-lg px-2 py-2 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-medium wrap-anywhere text-slate-900">{quiz.title}</span>
                  <span className="block text-sm text-slate-600">
                    {t('assignments.picker.questions', { count: quiz.questionCount })}
                  </span>
                </span>
                <ChevronRight className="h-5 w-5 shrink-0 text-slate-400" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {(quizzes.data?.pagination.totalPages ?? 0) > 1 && (
        <Pagination page={page} totalPages={quizzes.data!.pagination.totalPages} onPageChange={setPage} />
      )}
    </div>
  );
}
