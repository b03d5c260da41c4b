/** The classes a teacher teaches, on the dashboard's Classes tab: each opens its class page. */
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ClassSummary } from '@quiz/contract/classes';
import { ArchivedBadge, classFacts, WaitingBadge } from './class-badges';

export function TeachingClasses({ classes }: { classes: ClassSummary[] }) {
  const { t } = useTranslation();
  if (classes.length === 0) {
    return (
      <p className="rounded-2xl bg-white p-6 text-sm text-slate-600 ring-1 ring-slate-200">
        {t('classes.teaching.empty')}
      </p>
    );
  }
  return (
    <ul className="space-y-3" aria-label={t('classes.teaching.title')}>
      {classes.map((klass) => (
        <li key={klass._id}>
          <Link
            to={`/classes/${klass._id}`}
            className="flex min-h-11 items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <span className="min-w-0 flex-1 space-y-1">
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-semibold wrap-anywhere text-slate-900">{klass.name}</span>
                {klass.pendingCount > 0 && <WaitingBadge count={klass.pendingCount} />}
                {klass.archived && <ArchivedBadge />}
              </span>
              {classFacts(klass) && <span className="block text-sm text-slate-600">{classFacts(klass)}</span>}
              <span className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
                <span>
                  {t('classes.code.short')} <span className="font-mono font-semibold text-slate-900">{klass.code}</span>
                </span>
                <span aria-hidden="true">·</span>
                <span>{t('classes.studentCount', { count: klass.studentCount })}</span>
              </span>
            </span>
            <ChevronRight className="h-5 w-5 shrink-0 text-slate-400" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
