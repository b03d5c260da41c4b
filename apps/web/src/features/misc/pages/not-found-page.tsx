import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-7xl font-black text-brand-600">404</p>
      <h1 className="text-3xl font-bold">{t('shell.notFound.title')}</h1>
      <p className="max-w-md text-slate-600">{t('shell.notFound.text')}</p>
      <div className="flex gap-3">
        <Link to="/" className={buttonClasses('secondary')}>
          {t('shell.notFound.goHome')}
        </Link>
        <Link to="/dashboard" className={buttonClasses('primary')}>
          {t('common.goToDashboard')}
        </Link>
      </div>
    </main>
  );
}
