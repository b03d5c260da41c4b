import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthLayout } from '../components/auth-layout';

export function VerifyEmailHelpPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('auth.verifyHelp.title')}>
      <div className="space-y-4 text-sm leading-6 text-slate-700">
        <p>{t('auth.verifyHelp.intro')}</p>
        <ul className="list-disc space-y-2 pl-5">
          <li>{t('auth.verifyHelp.spam')}</li>
          <li>{t('auth.verifyHelp.wholeLink')}</li>
          <li>{t('auth.verifyHelp.validity')}</li>
          <li>
            <Trans i18nKey="auth.verifyHelp.newLink" components={{ strong: <strong /> }} />
          </li>
          <li>{t('auth.verifyHelp.smtp')}</li>
        </ul>
        <div className="flex gap-4 pt-2 font-medium text-brand-600">
          <Link to="/login" className="hover:underline">
            {t('auth.goToLogin')}
          </Link>
          <Link to="/register" className="hover:underline">
            {t('auth.register')}
          </Link>
        </div>
      </div>
    </AuthLayout>
  );
}
