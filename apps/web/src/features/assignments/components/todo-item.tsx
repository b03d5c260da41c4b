/** One homework in a student's To do: the quiz and class, where it stands, and the way in (or to the results). */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StudentAssignment, TodoState } from '@quiz/contract/assignments';
import { currentLanguage } from '../../../i18n';
import { formatNumber } from '../../../i18n/format';
import { Messages } from '../../../i18n/messages';
import { QuizDeletedBadge } from '../../../components/quiz-deleted-badge';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { dateLocales, dueWords } from '../lib/due-words';

export const stateBadge = {
  todo: { tone: 'brand', label: 'assignments.state.todo' },
  late: { tone: 'amber', label: 'assignments.state.late' },
  done: { tone: 'green', label: 'assignments.state.done' },
  missed: { tone: 'red', label: 'assignments.state.missed' },
  excused: { tone: 'slate', label: 'assignments.state.excused' },
} as const satisfies Record<TodoState, { tone: string; label: string }>;

/** Where to do it: the quiz's page for homework. */
export const attemptLink = (item: Pick<StudentAssignment, '_id' | 'quiz'>) =>
  `/take-quiz/${encodeURIComponent(item.quiz._id)}?assignment=${encodeURIComponent(item._id)}`;

/** "2 attempts left", "Unlimited attempts", or nothing for a single attempt not yet used. */
export function useAttemptsText() {
  const { t } = useTranslation();
  return (item: Pick<StudentAssignment, 'attempts' | 'attemptsLeft'>) => {
    if (item.attemptsLeft === null) return t('assignments.attempts.unlimited');
    if (item.attempts === 1 && item.attemptsLeft === 1) return null;
    return t('assignments.attempts.left', { count: item.attemptsLeft });
  };
}

export function TodoItem({ item, now }: { item: StudentAssignment; now: Date }) {
  const { t } = useTranslation();
  const attemptsText = useAttemptsText();
  const options = { now, locale: dateLocales[currentLanguage()] };
  const badge = stateBadge[item.state];
  const title = item.quiz.title;

  let status: string | null = null;
  if (item.state === 'todo') status = dueWords(t, 'due', item.dueAt, options);
  else if (item.state === 'late') {
    status = item.closesAt ? dueWords(t, 'until', item.closesAt, options) : t('assignments.state.late');
  } else if (item.state === 'done' && item.score !== null) {
    status = t(item.late ? 'assignments.todo.scoreLate' : 'assignments.todo.score', {
      score: formatNumber(item.score, { maximumFractionDigits: 1 }),
    });
  } else if (item.state === 'missed') status = t('assignments.todo.missed');
  else if (item.state === 'excused') status = Messages.assignmentExcused;
  const attempts = item.canAttempt ? attemptsText(item) : null;

  return (
    <li className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold wrap-anywhere text-slate-900">{title}</span>
          <Badge tone={badge.tone}>{t(badge.label)}</Badge>
          {item.timed && <Badge tone="slate">{t('assignments.todo.timed')}</Badge>}
          {item.quiz.deleted && <QuizDeletedBadge />}
        </p>
        <p className="text-sm text-slate-600">
          {t('assignments.todo.classLine', { name: item.class.name, teacher: item.teacher })}
        </p>
        {status && <p className="text-sm font-medium text-slate-800">{status}</p>}
        {attempts && <p className="text-sm text-slate-600">{attempts}</p>}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {item.state === 'done' && item.submissionId && (
          <Link
            to={`/results/${encodeURIComponent(item.submissionId)}`}
            className={buttonClasses('secondary', 'min-h-11')}
            aria-label={t('assignments.todo.resultsNamed', { title })}
          >
            {t('assignments.todo.results')}
          </Link>
        )}
        {item.canAttempt && (
          <Link
            to={attemptLink(item)}
            className={buttonClasses(item.attemptsUsed === 0 ? 'primary' : 'secondary', 'min-h-11')}
            aria-label={
              item.attemptsUsed === 0
                ? t('assignments.todo.startNamed', { title })
                : t('assignments.todo.tryAgainNamed', { title })
            }
          >
            {item.attemptsUsed === 0 ? t('assignments.todo.start') : t('assignments.todo.tryAgain')}
          </Link>
        )}
      </div>
    </li>
  );
}
