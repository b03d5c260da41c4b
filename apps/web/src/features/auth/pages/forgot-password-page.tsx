import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { Messages } from '../../../i18n/messages';
import { emailField } from '@quiz/contract/users';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthLayout } from '../components/auth-layout';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [sent, setSent] = useState(false);
  const request = useRequestPasswordReset();

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = emailField.safeParse(email);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    request.mutate(parsed.data, {
      onSuccess: () => setSent(true),
      onError: (error) => toast.error(errorMessage(error, Messages.resetEmailFailed)),
    });
  };

  if (sent) {
    return (
      <AuthLayout title={t('auth.forgot.sentTitle')}>
        <div className="space-y-4">
          <Alert tone="success">{Messages.resetRequested}</Alert>
          <p className="text-sm text-slate-600">{t('auth.forgot.validity')}</p>
          <Link to="/login" className={buttonClasses('primary', 'w-full')}>
            {t('auth.backToLogin')}
          </Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          value={email}
          error={fieldError}
          onChange={(event) => {
            setEmail(event.target.value);
            setFieldError(undefined);
          }}
        />
        <Button type="submit" className="w-full" disabled={email.trim() === ''} loading={request.isPending}>
          {request.isPending ? t('auth.forgot.sending') : t('auth.forgot.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        <Trans
          i18nKey="auth.forgot.remembered"
          components={{ login: <Link to="/login" className="font-semibold text-brand-600 hover:underline" /> }}
        />
      </p>
    </AuthLayout>
  );
}
