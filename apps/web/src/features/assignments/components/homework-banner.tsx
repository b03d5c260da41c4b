/**
 * Above a homework attempt: which class it is for, when it is due (or that it is late, and until when hand-ins are
 * taken), the attempts left and the student's extra time; or why it cannot be done now.
 */
import { ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StudentAssignment } from '@quiz/contract/assignments';
import { currentLanguage } from '../../../i18n';
import { formatNumber } from '../../../i18n/format';
import { Messages } from '../../../i18n/messages';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { dateLocales, dueWords } from '../lib/due-words';
import { useAttemptsText } from './todo-item';

/** Where a student goes back to: the dashboard's To do. */
export const todoLink = '/dashboard#todo';

/** Why a homework cannot be started now, in the reader's language. */
export function blockedReason(assignment: StudentAssignment, now = Date.now()) {
  if (assignment.state === 'excused') return Messages.assignmentExcused;
  if (Date.parse(assignment.opensAt) > now) return Messages.assignmentNotOpen;
  if (assignment.attemptsLeft === 0) return Messages.assignmentNoAttemptsLeft;
  return Messages.assignmentClosed;
}

export function HomeworkBanner({
  assignment,
  running,
  now = new Date(),
}: {
  assignment: StudentAssignment;
  /** An attempt under way is handed in whatever the homework says now (the server has the last word). */
  running: boolean;
  now?: Date;
}) {
  const { t } = useTranslation();
  const attemptsText = useAttemptsText();
  const options = { now, locale: dateLocales[currentLanguage()] };
  const late = Date.parse(assignment.dueAt) <= now.getTime();
  const blocked = !assignment.canAttempt && !running;
  const attempts = blocked ? null : attemptsText(assignment);
  return (
    <section
      aria-label={t('assignments.banner.label')}
      className="space-y-2 rounded-2xl bg-brand-50 p-4 text-sm text-slate-800 ring-1 ring-brand-100"
    >
      <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
        <ClipboardList className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
        {t('assignments.banner.forClass', { name: assignment.class.name })}
        {late && <Badge tone="amber">{t('assignments.state.late')}</Badge>}
      </p>
      <p>
        {late && assignment.closesAt
          ? dueWords(t, 'until', assignment.closesAt, options)
          : dueWords(t, 'due', assignment.dueAt, options)}
      </p>
      {late && !blocked && <p>{t('assignments.banner.lateNote')}</p>}
      {attempts && <p>{attempts}</p>}
      {assignment.timed && assignment.extraTime > 1 && (
        <p>{t('assignments.banner.extraTime', { factor: formatNumber(assignment.extraTime) })}</p>
      )}
      {blocked && (
        <div className="space-y-3 pt-1">
          <Alert tone="info">{blockedReason(assignment, now.getTime())}</Alert>
          <Link to={todoLink} className={buttonClasses('secondary', 'min-h-11')}>
            {t('assignments.banner.backToTodo')}
          </Link>
        </div>
      )}
    </section>
  );
}
