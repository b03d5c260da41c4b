import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { Messages } from '../../../i18n/messages';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { errorMessage, reasonOf, says } from '../../../lib/api-client';
import { resetPasswordFormSchema, useResetPassword, type ResetPasswordFormValues } from '../api/reset-password';
import { AuthLayout } from '../components/auth-layout';

const redirectDelayMs = 2000;

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const form = useForm<ResetPasswordFormValues, unknown, z.output<typeof resetPasswordFormSchema>>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!token) {
      toast.error(Messages.resetMissingToken, { id: 'missing-reset-token' });
      void navigate('/forgot-password', { replace: true });
    }
  }, [token, navigate]);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const onSubmit = form.handleSubmit(({ newPassword }) => {
    if (!token) return;
    setFailure(null);
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: () => {
          toast.success(Messages.resetSuccess);
          setDone(true);
        },
        onError: (error) => {
          const message = errorMessage(error, Messages.resetFailed);
          setFailure(message);
          toast.error(message);
          // A link that is no good any more (or no answer at all): ask for a new one.
          if (says(error, 'resetExpired') || says(error, 'resetInvalid') || reasonOf(error) === undefined) {
            redirectTimer.current = setTimeout(() => void navigate('/forgot-password'), redirectDelayMs);
          }
        },
      },
    );
  });

  if (done) {
    return (
      <AuthLayout title={t('auth.reset.doneTitle')}>
        <div className="space-y-4">
          <Alert tone="success">{Messages.resetSuccess}</Alert>
          <Link to="/login" className={buttonClasses('primary', 'w-full')}>
            {t('auth.goToLogin')}
          </Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {failure && <Alert>{failure}</Alert>}
        <FormField
          label={t('auth.reset.newPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <FormField
          label={t('auth.reset.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" className="w-full" loading={reset.isPending}>
          {reset.isPending ? t('auth.reset.resetting') : t('auth.reset.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
