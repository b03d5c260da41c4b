/**
 * A student's To do at the top of the dashboard (issue 38), shown once they have homework: what is open first
 * (soonest due first, then late hand-ins), then, folded away on a phone's first screen, what is done or past.
 * /dashboard#todo (from the results and the live notice) brings it into view.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { StudentAssignment, TodoState } from '@quiz/contract/assignments';
import { useTodo } from '../api/get-todo';
import { TodoItem } from './todo-item';

const order: TodoState[] = ['todo', 'late', 'done', 'missed', 'excused'];
const isOpen = (item: StudentAssignment) => item.state === 'todo' || item.state === 'late';

export function TodoSection() {
  const { t } = useTranslation();
  const todo = useTodo();
  const { hash } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const items = [...(todo.data ?? [])].sort((a, b) => order.indexOf(a.state) - order.indexOf(b.state));
  const shown = items.length > 0;

  useEffect(() => {
    if (hash !== '#todo' || !shown) return;
    heading.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus();
  }, [hash, shown]);

  if (!shown) return null;
  const now = new Date();
  const open = items.filter(isOpen);
  const past = items.filter((item) => !isOpen(item));
  return (
    <section id="todo" aria-labelledby="todo-title" className="space-y-3">
      <h2 id="todo-title" ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none">
        {t('assignments.todo.title')}
      </h2>
      {open.length > 0 ? (
        <ul className="space-y-3" aria-label={t('assignments.todo.openLabel')}>
          {open.map((item) => (
            <TodoItem key={item._id} item={item} now={now} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{t('assignments.todo.nothingOpen')}</p>
      )}
      {past.length > 0 && (
        <details className="rounded-xl bg-slate-50 px-4 py-2 ring-1 ring-slate-200">
          <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-slate-700">
            {t('assignments.todo.past', { count: past.length })}
          </summary>
          <ul className="space-y-3 pb-2" aria-label={t('assignments.todo.pastLabel')}>
            {past.map((item) => (
              <TodoItem key={item._id} item={item} now={now} />
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
