/**
 * On the results of a homework attempt: that it was handed in late, why the right answers are not shown (after
 * the due date, or never, as the teacher chose), another try when one is left, and the way back to the To do.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../i18n/format';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { useMyAssignment } from '../api/get-my-assignment';
import { todoLink } from './homework-banner';
import { attemptLink } from './todo-item';

export function HomeworkResultNote({
  assignmentId,
  answersHidden,
  late,
}: {
  assignmentId: string | null;
  answersHidden: boolean;
  late: boolean;
}) {
  const { t } = useTranslation();
  // Someone else's view of it (a teacher reading the attempt) has no homework of theirs: a neutral sentence then.
  const homework = useMyAssignment(assignmentId).data;
  let hidden: string | null = null;
  if (answersHidden) {
    if (homework?.showAnswers === 'after_due') {
      hidden = t('assignments.results.afterDue', { date: formatDateTime(homework.dueAt) });
    } else if (homework?.showAnswers === 'never') hidden = t('assignments.results.never');
    else hidden = t('assignments.results.hidden');
  }
  return (
    <div className="space-y-3">
      {late && <p className="text-sm font-medium text-amber-800">{t('assignments.results.late')}</p>}
      {hidden && <Alert tone="info">{hidden}</Alert>}
      {assignmentId && (
        <div className="flex flex-wrap justify-center gap-3">
          {homework?.canAttempt && (
            <Link to={attemptLink(homework)} className={buttonClasses('primary', 'min-h-11')}>
              {t('assignments.todo.tryAgain')}
            </Link>
          )}
          <Link to={todoLink} className={buttonClasses('secondary', 'min-h-11')}>
            {t('assignments.banner.backToTodo')}
          </Link>
        </div>
      )}
    </div>
  );
}
