/**
 * /classes/{id}: a class as its teacher runs it (issue 38): how students join, its homework, its students (requests,
 * the class, those who left, their extra time), adding students without e-mail and printing their login cards, and
 * the class's settings. An archived class reads the same, with nothing to change but bringing it back.
 */
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Messages } from '../../../i18n/messages';
import { useSession } from '../../../app/session-context';
import { AppHeader } from '../../../components/app-header';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { errorMessage } from '../../../lib/api-client';
import { HomeworkSection } from '../../assignments';
import { useClass } from '../api/get-class';
import { ArchivedBadge, classFacts } from '../components/class-badges';
import { ClassInvite } from '../components/class-invite';
import { CoTeachers } from '../components/co-teachers';
import { ArchiveButton, ClassSettings } from '../components/class-settings';
import { RosterForm } from '../components/roster-form';
import { StudentList } from '../components/student-list';
import { classesTab } from '../lib/links';

export function ClassPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { session } = useSession();
  const query = useClass(id);
  // A class read before and gone since (deleted in another tab) shows as gone, not as it was.
  const klass = query.isError ? undefined : query.data;

  return (
    <div className="min-h-screen">
      <AppHeader back={{ to: classesTab, label: t('classes.backToClasses') }} />
      <main className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8">
        {query.isLoading && <PageSpinner label={t('classes.loadingClass')} />}
        {query.isError && (
          <div className="space-y-4">
            <Alert>{errorMessage(query.error, Messages.classNotFound)}</Alert>
            <Link to={classesTab} className={buttonClasses('secondary', 'min-h-11')}>
              {t('classes.backToClasses')}
            </Link>
          </div>
        )}
        {klass && (
          <>
            <div className="space-y-1">
              <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold wrap-anywhere text-slate-900">
                {klass.name}
                {klass.archived && <ArchivedBadge />}
              </h1>
              {classFacts(klass) && <p className="text-slate-600">{classFacts(klass)}</p>}
              {/* An admin may open anyone's class: whose it is. */}
              {klass.teacher._id !== session?._id && (
                <p className="text-sm text-slate-600">
                  {t('classes.joined.teacher', { name: klass.teacher.displayName || klass.teacher.username })}
                </p>
              )}
            </div>
            {klass.archived && (
              <div className="flex flex-col gap-3 rounded-2xl bg-slate-100 p-4 ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm text-slate-800" role="status">
                  {Messages.classArchived}
                </p>
                <ArchiveButton klass={klass} className="min-h-11 shrink-0" />
              </div>
            )}
            {!klass.archived && <ClassInvite code={klass.code} />}
            <div className="grid items-start gap-6 lg:grid-cols-3">
              <div className="space-y-6 lg:col-span-2">
                <HomeworkSection classId={klass._id} archived={klass.archived} />
                <StudentList klass={klass} />
                {!klass.archived && <RosterForm classId={klass._id} />}
              </div>
              <div className="space-y-6">
                <ClassSettings klass={klass} />
                <CoTeachers klass={klass} />
              </div>
            </div>
          </>
        )}
      </main>
    </div>
  );
}
