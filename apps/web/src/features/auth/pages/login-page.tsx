import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { Messages } from '../../../i18n/messages';
import { loginInput } from '@quiz/contract/users';
import { redirectTarget } from '../../../app/guards';
import { useSession } from '../../../app/session-context';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { forgetReturnPath, returnPathOf, withReturnPath } from '../../../lib/return-path';
import { useLogin } from '../api/login';
import { AuthLayout } from '../components/auth-layout';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { signIn } = useSession();
  const login = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof loginInput>, unknown, z.output<typeof loginInput>>({
    resolver: zodResolver(loginInput),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  // Someone sent here from an invite link who signs up instead keeps their way back through registration.
  const returnPath = returnPathOf(search);
  // Sent here because an admin deleted the account this browser was signed in to (issue 36).
  const accountDeleted = search.get('notice') === 'account-deleted';

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    login.mutate(values, {
      onSuccess: (response) => {
        signIn({ ...response.user, token: response.token });
        forgetReturnPath();
        toast.success(Messages.loginSuccess);
        void navigate(redirectTarget(search), { replace: true });
      },
      onError: (error) => {
        const message = errorMessage(error, Messages.invalidCredentials);
        setFailure(message);
        toast.error(message, { duration: 4000 });
      },
    });
  });

  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {accountDeleted && (
          <Alert tone="info">
            <strong className="block">{Messages.accountDeleted}</strong>
            {t('login.accountDeletedHint')}
          </Alert>
        )}
        {failure && <Alert>{failure}</Alert>}
        <FormField
          label={t('login.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <FormField
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="flex justify-end">
          <Link to="/forgot-password" className="text-sm font-medium text-brand-600 hover:underline">
            {t('login.forgot')}
          </Link>
        </div>
        <Button type="submit" className="w-full" loading={login.isPending}>
          {t('login.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        <Trans
          i18nKey="login.noAccount"
          components={{
            signUp: (
              <Link
                to={withReturnPath('/register', returnPath)}
                className="font-semibold text-brand-600 hover:underline"
              />
            ),
          }}
        />
      </p>
      <p className="mt-2 text-center text-sm text-slate-600">
        <Trans
          i18nKey="login.inClass"
          values={{ joinGame: t('common.joinGame') }}
          components={{ play: <Link to="/play" className="font-semibold text-brand-600 hover:underline" /> }}
        />
      </p>
      <p className="mt-2 text-center text-sm text-slate-600">
        <Trans
          i18nKey="login.loginCard"
          components={{ card: <Link to="/class" className="font-semibold text-brand-600 hover:underline" /> }}
        />
      </p>
    </AuthLayout>
  );
}
