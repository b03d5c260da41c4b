import toast from 'react-hot-toast';
import type { AssignmentNotice } from '@quiz/contract/assignments';
import { InAppLink } from '../../../components/in-app-link';
import { currentLanguage, i18next } from '../../../i18n';
import { dateLocales, dueWords } from '../lib/due-words';
import { todoLink } from './homework-banner';

/** New homework, or the reminder a day before it is due: which quiz, which class, when, and a way to the To do. */
export function showAssignmentNotice(notice: AssignmentNotice) {
  const t = i18next.t;
  const due = dueWords(t, 'when', notice.dueAt, { locale: dateLocales[currentLanguage()] });
  const text =
    notice.kind === 'assigned'
      ? t('assignments.notice.assigned', { quiz: notice.quizTitle, name: notice.className, due })
      : t('assignments.notice.reminder', { quiz: notice.quizTitle, due });
  toast(
    (shown) => (
      <span className="flex flex-col gap-1 text-sm">
        <span>{text}</span>
        <InAppLink
          to={todoLink}
          className="font-semibold text-brand-700 underline"
          onNavigate={() => toast.dismiss(shown.id)}
        >
          {t('assignments.notice.open')}
        </InAppLink>
      </span>
    ),
    { id: `assignment-${notice.kind}-${notice.assignmentId}`, duration: 10_000, icon: '📝' },
  );
}
