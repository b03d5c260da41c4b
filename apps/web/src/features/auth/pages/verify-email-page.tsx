import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import { Messages } from '../../../i18n/messages';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage, says } from '../../../lib/api-client';
import { forgetReturnPath, rememberedReturnPath, returnPathOf, withReturnPath } from '../../../lib/return-path';
import { useVerifyEmail } from '../api/verify-email';
import { AuthLayout } from '../components/auth-layout';

export function VerifyEmailPage() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const token = params.token ?? search.get('token');
  const verification = useVerifyEmail(token);
  // The mail's link carries where the new user was headed; opened without it, this browser may still remember it.
  const [returnPath] = useState(() => returnPathOf(search) ?? rememberedReturnPath());
  // Taken once: from here the links carry it, and a later visitor of this browser does not inherit it.
  useEffect(() => forgetReturnPath(), []);
  const login = withReturnPath('/login', returnPath);
  const registerAgain = withReturnPath('/register', returnPath);

  const successMessage = verification.data
    ? verification.data.alreadyVerified
      ? Messages.alreadyVerified
      : Messages.verificationSuccess
    : null;
  useEffect(() => {
    if (successMessage) toast.success(successMessage, { id: 'verify-email' });
  }, [successMessage]);

  const failure = !token
    ? Messages.verificationMissingToken
    : verification.isError
      ? errorMessage(verification.error, Messages.verificationFailed)
      : null;
  const expired = !!token && says(verification.error, 'verificationExpired');

  return (
    <AuthLayout title={t('auth.verify.title')}>
      <div className="space-y-4">
        {verification.isLoading && (
          <div className="flex items-center gap-3 text-slate-600">
            <Spinner className="h-5 w-5 text-brand-600" /> {t('auth.verify.verifying')}
          </div>
        )}
        {successMessage && (
          <>
            <Alert tone="success">{successMessage}</Alert>
            <Link to={login} className={buttonClasses('primary', 'w-full')}>
              {t('auth.goToLogin')}
            </Link>
          </>
        )}
        {failure && (
          <>
            <Alert>{failure}</Alert>
            {expired ? (
              <Link to={registerAgain} className={buttonClasses('primary', 'w-full')}>
                {t('auth.verify.registerAgain')}
              </Link>
            ) : (
              <Link to={login} className={buttonClasses('primary', 'w-full')}>
                {t('auth.goToLogin')}
              </Link>
            )}
          </>
        )}
        <nav className="flex justify-center gap-4 pt-2 text-sm text-brand-600">
          <Link to={login} className="hover:underline">
            {t('auth.login')}
          </Link>
          <Link to={registerAgain} className="hover:underline">
            {t('auth.register')}
          </Link>
          <Link to="/help/verify-email" className="hover:underline">
            {t('auth.verify.help')}
          </Link>
        </nav>
      </div>
    </AuthLayout>
  );
}
