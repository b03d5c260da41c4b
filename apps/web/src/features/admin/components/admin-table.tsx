/**
 * One table of the admin panel: a search box (debounced, searched on the server), then the page of rows with its
 * loading, failure ('Try Again'), empty and paging states.
 */
import { useEffect, useState, type ReactNode } from 'react';
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

/** What tells the two tables apart, besides their rows. */
const tables = {
  users: {
    label: 'Users',
    searchPlaceholder: 'Search by username, email or name...',
    columns: ['User', 'Email', 'Account Type', 'Registered', 'Actions'],
    emptyText: Messages.noUsersFound,
    loadFailed: Messages.loadUsersFailed,
  },
  quizzes: {
    label: 'Quizzes',
    searchPlaceholder: 'Search by title or description...',
    columns: ['Quiz', 'Creator', 'Created', 'Questions', 'Actions'],
    emptyText: Messages.noQuizzesFound,
    loadFailed: Messages.loadQuizzesFailed,
  },
} as const;

export function AdminTable<T extends AdminTableName>({
  table,
  renderRow,
}: {
  table: T;
  renderRow(row: AdminRow<T>): ReactNode;
}) {
  const { label, searchPlaceholder, columns, emptyText, loadFailed } = tables[table];
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
        <Spinner className="h-8 w-8" label={`Loading ${table}`} />
      </div>
    );
  } else if (result.isError) {
    body = (
      <div className="space-y-3">
        <Alert>{errorMessage(result.error, loadFailed)}</Alert>
        <Button variant="secondary" onClick={() => void result.refetch()}>
          Try Again
        </Button>
      </div>
    );
  } else if (rows.length === 0) {
    body = <p className="py-12 text-center text-slate-500">{emptyText}</p>;
  } else {
    body = (
      <div className="space-y-6">
        <ScrollRegion label={label} className="rounded-xl ring-1 ring-slate-200">
          <table className="w-full min-w-[48rem] text-left text-sm" aria-label={label}>
            <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className="px-4 py-3">
                    {column}
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
        label={`Search ${label.toLowerCase()}`}
        className="max-w-md"
        value={search}
        maxLength={AdminLimits.searchMax}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
        placeholder={searchPlaceholder}
        adornment={
          result.isFetching && !result.isLoading && <Spinner className="h-4 w-4 text-brand-600" label="Updating" />
        }
      />
      {body}
    </div>
  );
}
