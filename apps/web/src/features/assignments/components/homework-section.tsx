/**
 * A class page's Homework (issue 38): the class's assignments with who handed in, each one's report, editing and
 * deleting; the class's gradebook; and Assign homework, which first asks which of the teacher's quizzes.
 */
import { useState } from 'react';
import { ClipboardList, Table2 } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Assignment } from '@quiz/contract/assignments';
import { Messages } from '../../../i18n/messages';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteAssignment } from '../api/delete-assignment';
import { useClassAssignments } from '../api/get-class-assignments';
import { AssignDialog, type AssignTarget } from './assign-dialog';
import { HomeworkRow } from './homework-row';

export function HomeworkSection({ classId, archived }: { classId: string; archived: boolean }) {
  const { t } = useTranslation();
  const list = useClassAssignments(classId);
  const remove = useDeleteAssignment();
  const [dialog, setDialog] = useState<AssignTarget | null>(null);
  const [deleting, setDeleting] = useState<Assignment | null>(null);
  const now = Date.now();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success(Messages.assignmentDeleted);
      },
      onError: (error) => toast.error(errorMessage(error, Messages.internalError)),
    });
  };

  return (
    <section
      aria-labelledby="class-homework"
      className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="class-homework" className="text-lg font-semibold text-slate-900">
          {t('assignments.class.title')}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Link to={`/classes/${classId}/gradebook`} className={buttonClasses('secondary', 'min-h-11')}>
            <Table2 className="h-4 w-4" aria-hidden="true" /> {t('assignments.class.gradebook')}
          </Link>
          {!archived && (
            <Button className="min-h-11" onClick={() => setDialog({ kind: 'new', classId })}>
              <ClipboardList className="h-4 w-4" aria-hidden="true" /> {t('assignments.class.assign')}
            </Button>
          )}
        </div>
      </div>

      {list.isLoading && <PageSpinner label={t('assignments.class.loading')} />}
      {list.isError && <Alert>{errorMessage(list.error, Messages.internalError)}</Alert>}
      {list.data?.length === 0 && <p className="text-sm text-slate-600">{t('assignments.class.empty')}</p>}
      {list.data && list.data.length > 0 && (
        <ul className="divide-y divide-slate-100" aria-label={t('assignments.class.listLabel')}>
          {list.data.map((assignment) => (
            <HomeworkRow
              key={assignment._id}
              assignment={assignment}
              now={now}
              onEdit={archived ? undefined : () => setDialog({ kind: 'edit', assignment })}
              onDelete={archived ? undefined : () => setDeleting(assignment)}
            />
          ))}
        </ul>
      )}

      <AssignDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        target={dialog ?? { kind: 'new', classId }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('assignments.class.deleteTitle')}
        message={t('assignments.class.deleteConfirm', { title: deleting?.quiz.title ?? '' })}
        details={t('assignments.class.deleteDetails')}
        confirmLabel={t('assignments.class.delete')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
