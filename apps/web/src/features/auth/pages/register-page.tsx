import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { currentLanguage } from '../../../i18n';
import { Messages } from '../../../i18n/messages';
import { UserLimits } from '@quiz/contract/limits';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { forgetReturnPath, rememberReturnPath, returnPathOf, withReturnPath } from '../../../lib/return-path';
import { applyFieldErrors } from '../../../lib/form';
import { registerFormSchema, useRegister, type RegisterFormValues } from '../api/register';
import { AuthLayout } from '../components/auth-layout';

export function RegisterPage() {
  const { t } = useTranslation();
  const register = useRegister();
  const [search] = useSearchParams();
  // Where the new user was headed (an invite link): the verification mail and the login links lead back there.
  const returnPath = returnPathOf(search);
  const [failure, setFailure] = useState<string | null>(null);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const form = useForm<RegisterFormValues, unknown, z.output<typeof registerFormSchema>>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { username: '', email: '', displayName: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ confirmPassword: _, displayName, ...values }) => {
    setFailure(null);
    register.mutate(
      {
        ...values,
        // The verification mail, and the account's language, follow the one this page is read in.
        language: currentLanguage(),
        ...(displayName ? { displayName } : {}),
        ...(returnPath ? { redirect: returnPath } : {}),
      },
      {
        onSuccess: () => {
          // A registration with nowhere to return to also clears an earlier, abandoned one (a shared class PC).
          if (returnPath) rememberReturnPath(returnPath);
          else forgetReturnPath();
          toast.success(Messages.registrationSuccess);
          setRegisteredEmail(values.email);
        },
        onError: (error) => {
          applyFieldErrors(error, form.setError, ['username', 'email', 'password', 'displayName']);
          const message = errorMessage(error, Messages.registrationFailed);
          setFailure(message);
          toast.error(message);
        },
      },
    );
  });

  if (registeredEmail) {
    return (
      <AuthLayout title={t('register.doneTitle')}>
        <div className="space-y-4">
          <Alert tone="success">
            <Trans i18nKey="register.sent" values={{ email: registeredEmail }} components={{ email: <strong /> }} />
          </Alert>
          <Link to={withReturnPath('/login', returnPath)} className={buttonClasses('primary', 'w-full')}>
            {t('register.goToLogin')}
          </Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('register.title')} subtitle={t('register.subtitle')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {failure && <Alert>{failure}</Alert>}
        <FormField
          label={t('register.username')}
          autoComplete="username"
          maxLength={UserLimits.usernameMax}
          error={errors.username?.message}
          {...form.register('username')}
        />
        <FormField
          label={t('register.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <FormField
          label={t('register.displayName')}
          autoComplete="nickname"
          maxLength={UserLimits.displayNameMax}
          hint={t('register.displayNameHint')}
          error={errors.displayName?.message}
          {...form.register('displayName')}
        />
        <FormField
          label={t('register.password')}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <FormField
          label={t('register.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" className="w-full" loading={register.isPending}>
          {register.isPending ? t('register.submitting') : t('register.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        <Trans
          i18nKey="register.haveAccount"
          components={{
            signIn: (
              <Link
                to={withReturnPath('/login', returnPath)}
                className="font-semibold text-brand-600 hover:underline"
              />
            ),
          }}
        />
      </p>
    </AuthLayout>
  );
}
