/** One homework of a class as its teacher lists it: the quiz, when it is due, who handed in, and what to do. */
import { BarChart3, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Assignment } from '@quiz/contract/assignments';
import { formatDateTime } from '../../../i18n/format';
import { QuizDeletedBadge } from '../../../components/quiz-deleted-badge';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';

export function HomeworkRow({
  assignment,
  now,
  onEdit,
  onDelete,
}: {
  assignment: Assignment;
  now: number;
  /** Absent in an archived class, where nothing changes. */
  onEdit?(): void;
  onDelete?(): void;
}) {
  const { t } = useTranslation();
  const title = assignment.quiz.title;
  const notOpen = Date.parse(assignment.opensAt) > now;
  const pastDue = Date.parse(assignment.dueAt) <= now;
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium wrap-anywhere text-slate-900">{title}</span>
          {assignment.quiz.deleted && <QuizDeletedBadge />}
          {notOpen && <Badge tone="slate">{t('assignments.class.notOpen')}</Badge>}
          {assignment.timed && <Badge tone="brand">{t('assignments.class.timed')}</Badge>}
        </p>
        <p className="text-sm text-slate-600">
          {notOpen && (
            <>
              {t('assignments.class.opens', { date: formatDateTime(assignment.opensAt) })}
              <span aria-hidden="true"> · </span>
            </>
          )}
          {pastDue
            ? t('assignments.class.wasDue', { date: formatDateTime(assignment.dueAt) })
            : t('assignments.class.due', { date: formatDateTime(assignment.dueAt) })}
          <span aria-hidden="true"> · </span>
          {t('assignments.class.handedIn', { count: assignment.handedIn, total: assignment.students })}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Link
          to={`/assignments/${assignment._id}/report`}
          className={buttonClasses('secondary', 'min-h-11')}
          aria-label={t('assignments.class.reportNamed', { title })}
        >
          <BarChart3 className="h-4 w-4" aria-hidden="true" /> {t('assignments.class.report')}
        </Link>
        {onEdit && (
          <Button
            variant="secondary"
            className="min-h-11"
            onClick={onEdit}
            aria-label={t('assignments.class.editNamed', { title })}
          >
            <Pencil className="h-4 w-4" aria-hidden="true" /> {t('assignments.class.edit')}
          </Button>
        )}
        {onDelete && (
          <Button
            variant="ghost"
            className="min-h-11 text-red-700 hover:bg-red-50"
            onClick={onDelete}
            aria-label={t('assignments.class.deleteNamed', { title })}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" /> {t('assignments.class.delete')}
          </Button>
        )}
      </div>
    </li>
  );
}
