/**
 * One table of the admin panel: a search box (debounced, searched on the server), then the page of rows with its
 * loading, failure ('Try Again'), empty and paging states.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminLimits } from '@quiz/contract/admin';
import { Messages } from '../../../i18n/messages';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { SearchInput } from '../../../components/ui/search-input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useDebounced } from '../../../lib/use-debounced';
import type { AdminTableName } from '../api/keys';
import { useAdminRows, type AdminRow } from '../api/list-rows';
import { ScrollRegion } from '../../../components/ui/scroll-region';

/** What tells the two tables apart, besides their rows: message keys, and the shared messages' names. */
const tables = {
  users: {
    label: 'admin.users.label',
    searchLabel: 'admin.users.search',
    searchPlaceholder: 'admin.users.placeholder',
    loading: 'admin.users.loading',
    columns: [
      'admin.users.columns.user',
      'admin.users.columns.email',
      'admin.users.columns.accountType',
      'admin.users.columns.registered',
      'admin.users.columns.actions',
    ],
    emptyText: 'noUsersFound',
    loadFailed: 'loadUsersFailed',
  },
  quizzes: {
    label: 'admin.quizzes.label',
    searchLabel: 'admin.quizzes.search',
    searchPlaceholder: 'admin.quizzes.placeholder',
    loading: 'admin.quizzes.loading',
    columns: [
      'admin.quizzes.columns.quiz',
      'admin.quizzes.columns.creator',
      'admin.quizzes.columns.created',
      'admin.quizzes.columns.questions',
      'admin.quizzes.columns.actions',
    ],
    emptyText: 'noQuizzesFound',
    loadFailed: 'loadQuizzesFailed',
  },
} as const;

export function AdminTable<T extends AdminTableName>({
  table,
  renderRow,
}: {
  table: T;
  renderRow(row: AdminRow<T>): ReactNode;
}) {
  const { t } = useTranslation();
  const { searchLabel, searchPlaceholder, loading, columns, emptyText, loadFailed } = tables[table];
  const label = t(tables[table].label);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useDebounced(search.trim(), AdminLimits.searchDebounceMs);
  const result = useAdminRows(table, { page, limit: AdminLimits.pageSizeDefault, search: query || undefined });
  const rows = result.data?.data ?? [];
  const totalPages = result.data?.pagination.totalPages ?? 1;

  // The last row of the last page was deleted: show the page that is now last.
  useEffect(() => {
    if (!result.isPlaceholderData && page > totalPages) setPage(totalPages);
  }, [page, totalPages, result.isPlaceholderData]);

  let body: ReactNode;
  if (result.isLoading) {
    body = (
      <div className="flex justify-center py-16 text-brand-600">
        <Spinner className="h-8 w-8" label={t(loading)} />
      </div>
    );
  } else if (result.isError) {
    body = (
      <div className="space-y-3">
        <Alert>{errorMessage(result.error, Messages[loadFailed])}</Alert>
        <Button variant="secondary" onClick={() => void result.refetch()}>
          {t('admin.tryAgain')}
        </Button>
      </div>
    );
  } else if (rows.length === 0) {
    body = <p className="py-12 text-center text-slate-500">{Messages[emptyText]}</p>;
  } else {
    body = (
      <div className="space-y-6">
        {/* On a phone the table is wider than the screen: the actions stay at the right, the rest scrolls. */}
        <p className="text-xs text-slate-500 md:hidden">{t('admin.scrollHint')}</p>
        <ScrollRegion label={label} className="rounded-xl ring-1 ring-slate-200">
          <table className="w-full min-w-[48rem] text-left text-sm" aria-label={label}>
            <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <tr>
                {columns.map((column, index) => (
                  <th
                    key={column}
                    scope="col"
                    className={index === columns.length - 1 ? 'sticky right-0 bg-slate-50 px-4 py-3' : 'px-4 py-3'}
                  >
                    {t(column)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 bg-white">{rows.map((row) => renderRow(row))}</tbody>
          </table>
        </ScrollRegion>
        {totalPages > 1 && <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />}
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <SearchInput
        label={t(searchLabel)}
        className="max-w-md"
        value={search}
        maxLength={AdminLimits.searchMax}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
        placeholder={t(searchPlaceholder)}
        adornment={
          result.isFetching &&
          !result.isLoading && <Spinner className="h-4 w-4 text-brand-600" label={t('admin.updating')} />
        }
      />
      {body}
    </div>
  );
}
