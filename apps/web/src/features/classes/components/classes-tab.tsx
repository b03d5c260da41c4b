/**
 * The dashboard's Classes tab (issue 38): the classes I teach, with a New class form, and the classes I joined,
 * with a Join a class form.
 */
import { useTranslation } from 'react-i18next';
import { Messages } from '../../../i18n/messages';
import { useSession } from '../../../app/session-context';
import { Alert } from '../../../components/ui/alert';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { errorMessage } from '../../../lib/api-client';
import { useClasses } from '../api/get-classes';
import { JoinClassForm } from './join-class-form';
import { JoinedClasses } from './joined-classes';
import { NewClassForm } from './new-class-form';
import { TeachingClasses } from './teaching-classes';

export function ClassesTab() {
  const { t } = useTranslation();
  const classes = useClasses();
  // A young student signing in with a login card has classes to be in, not to teach.
  const teaches = !useSession().session?.loginCard || Boolean(classes.data?.teaching.length);
  const lists = (content: (data: NonNullable<typeof classes.data>) => React.ReactNode) => {
    if (classes.isLoading) return <PageSpinner label={t('classes.loading')} />;
    if (classes.isError) return <Alert>{errorMessage(classes.error, Messages.internalError)}</Alert>;
    return classes.data ? content(classes.data) : null;
  };
  return (
    <div className="space-y-10">
      {teaches && (
        <section aria-labelledby="classes-teaching" className="space-y-4">
          <h2 id="classes-teaching" className="text-xl font-bold text-slate-900">
            {t('classes.teaching.title')}
          </h2>
          <div className="grid items-start gap-6 lg:grid-cols-3">
            <div className="lg:col-span-2">
              {lists((data) => (
                <TeachingClasses classes={data.teaching} />
              ))}
            </div>
            <NewClassForm />
          </div>
        </section>
      )}
      <section aria-labelledby="classes-joined" className="space-y-4">
        <h2 id="classes-joined" className="text-xl font-bold text-slate-900">
          {t('classes.joined.title')}
        </h2>
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <div className="lg:col-span-2">
            {lists((data) => (
              <JoinedClasses classes={data.joined} />
            ))}
          </div>
          <JoinClassForm />
        </div>
      </section>
    </div>
  );
}
