/**
 * /classes/{id}/gradebook (issue 38): the teacher's picture of a class's results — every student's counted score
 * in each homework and class live game, their averages and the class's — with a homework cell's menu to excuse a
 * student or give them another attempt, and the same as a CSV or XLSX file. An archived class reads the same,
 * with nothing to change.
 */
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { GradebookColumn, GradebookRow, StudentOverride } from '@quiz/contract/assignments';
import { Messages } from '../../../i18n/messages';
import { AppHeader } from '../../../components/app-header';
import { DownloadButtons } from '../../../components/download-buttons';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { errorMessage } from '../../../lib/api-client';
import { downloadGradebook, useGradebook } from '../api/get-gradebook';
import { useUpdateStudent } from '../api/update-student';
import { GradebookTable } from '../components/gradebook-table';

export function GradebookPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useGradebook(id);
  const update = useUpdateStudent();
  // A gradebook read before and gone since (the class deleted in another tab) shows as gone, not as it was.
  const book = query.isError ? undefined : query.data;
  const classPage = `/classes/${id}`;

  const change = (row: GradebookRow, column: GradebookColumn, override: StudentOverride) =>
    update.mutateAsync({ classId: id, assignmentId: column._id, memberId: row.memberId, override }).then(
      () => toast.success(Messages.studentOverrideSaved),
      (error: unknown) => toast.error(errorMessage(error, t('gradebook.saveFailed'))),
    );

  let content: React.ReactNode = null;
  if (book && book.rows.length === 0) {
    content = <p className="text-slate-700">{t('gradebook.noStudents')}</p>;
  } else if (book && book.columns.length === 0) {
    content = <p className="text-slate-700">{t('gradebook.nothingYet')}</p>;
  } else if (book) {
    content = (
      <GradebookTable
        book={book}
        editable={!book.class.archived}
        busy={update.isPending}
        onChange={(row, column, override) => void change(row, column, override)}
      />
    );
  }

  return (
    <div className="min-h-screen">
      <AppHeader back={{ to: classPage, label: t('gradebook.backToClass') }} />
      <main className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8">
        {query.isLoading && <PageSpinner label={t('gradebook.loading')} />}
        {query.isError && (
          <div className="space-y-4">
            <Alert>{errorMessage(query.error, t('gradebook.loadFailed'))}</Alert>
            <Link to={classPage} className={buttonClasses('secondary', 'min-h-11')}>
              {t('gradebook.backToClass')}
            </Link>
          </div>
        )}
        {book && (
          <>
            <div className="flex flex-wrap items-start justify-between gap-4">
              <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold wrap-anywhere text-slate-900">
                {t('gradebook.title', { name: book.class.name })}
                {book.class.archived && <Badge tone="slate">{t('gradebook.archived')}</Badge>}
              </h1>
              {book.rows.length > 0 && book.columns.length > 0 && (
                <DownloadButtons
                  download={(extension) => downloadGradebook(book.class, extension, t('gradebook.downloadFailed'))}
                  fallback={t('gradebook.downloadFailed')}
                />
              )}
            </div>
            {book.class.archived && (
              <p className="rounded-2xl bg-slate-100 p-4 text-sm text-slate-800 ring-1 ring-slate-200" role="status">
                {t('gradebook.readOnly')}
              </p>
            )}
            {content}
            {book.rows.length > 0 && book.columns.length > 0 && (
              <p className="text-sm text-slate-600">{t('gradebook.legend')}</p>
            )}
          </>
        )}
      </main>
    </div>
  );
}
