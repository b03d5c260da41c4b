import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { buttonClasses } from '../components/ui/button';

/** The last line of defence: an unexpected failure in a page shows this instead of a blank screen. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">{t('shell.error.title')}</h1>
      <p className="max-w-md text-slate-600">{t('shell.error.text')}</p>
      <div className="flex gap-3">
        <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
          {t('common.tryAgain')}
        </button>
        <Link to="/" className={buttonClasses('secondary')}>
          {t('common.home')}
        </Link>
      </div>
    </div>
  );
}
