import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { Messages } from '@quiz/contract/messages';
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
      { ...values, ...(displayName ? { displayName } : {}), ...(returnPath ? { redirect: returnPath } : {}) },
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
      <AuthLayout title="Registration Successful!">
        <div className="space-y-4">
          <Alert tone="success">
            We have sent a verification link to <strong>{registeredEmail}</strong>. Open it to verify your account. The
            link is valid for 24 hours.
          </Alert>
          <Link to={withReturnPath('/login', returnPath)} className={buttonClasses('primary', 'w-full')}>
            Go to Login
          </Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Create your account" subtitle="Join Quiz Adventure and start creating quizzes.">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {failure && <Alert>{failure}</Alert>}
        <FormField
          label="Username"
          autoComplete="username"
          maxLength={UserLimits.usernameMax}
          error={errors.username?.message}
          {...form.register('username')}
        />
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <FormField
          label="Display name (optional)"
          autoComplete="nickname"
          maxLength={UserLimits.displayNameMax}
          hint="This name will be shown to other users"
          error={errors.displayName?.message}
          {...form.register('displayName')}
        />
        <FormField
          label="Password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <FormField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" className="w-full" loading={register.isPending}>
          {register.isPending ? 'Registering...' : 'Register'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link to={withReturnPath('/login', returnPath)} className="font-semibold text-brand-600 hover:underline">
          Sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
