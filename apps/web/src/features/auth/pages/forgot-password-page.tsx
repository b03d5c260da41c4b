import { useState } from 'react';
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
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [sent, setSent] = useState<string | null>(null);
  const request = useRequestPasswordReset();

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = emailField.safeParse(email);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    request.mutate(parsed.data, {
      onSuccess: (response) => setSent(response.message),
      onError: (error) => toast.error(errorMessage(error, Messages.resetEmailFailed)),
    });
  };

  if (sent) {
    return (
      <AuthLayout title="Check your email">
        <div className="space-y-4">
          <Alert tone="success">{sent}</Alert>
          <p className="text-sm text-slate-600">
            The link is valid for 1 hour. Remember to look in your spam folder too.
          </p>
          <Link to="/login" className={buttonClasses('primary', 'w-full')}>
            Back to Login
          </Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter your email and we will send you a link to choose a new one."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField
          label="Email"
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
          {request.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Remembered it?{' '}
        <Link to="/login" className="font-semibold text-brand-600 hover:underline">
          Back to Login
        </Link>
      </p>
    </AuthLayout>
  );
}
