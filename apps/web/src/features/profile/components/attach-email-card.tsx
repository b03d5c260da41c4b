/**
 * For a student who signs in with a login card (issue 38): attach an e-mail and a password, and sign in with them
 * from then on, keeping everything the account did. The card stops working once they do.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { attachEmailInput } from '@quiz/contract/users';
import { currentLanguage } from '../../../i18n';
import { Messages } from '../../../i18n/messages';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAttachEmail } from '../api/attach-email';

type Field = 'username' | 'email' | 'password';

export function AttachEmailCard() {
  const { t } = useTranslation();
  const attach = useAttachEmail();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const field = (name: Field) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = attachEmailInput.safeParse({ ...values, language: currentLanguage() });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as Field;
        found[name] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    attach.mutate(parsed.data, {
      onSuccess: () => toast.success(Messages.emailAttached),
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors)
          setErrors(error.fieldErrors as Partial<Record<Field, string>>);
        toast.error(errorMessage(error, Messages.registrationFailed));
      },
    });
  };

  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('profile.attach.title')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('profile.attach.intro')}</p>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        <FormField label={t('profile.attach.username')} autoComplete="username" {...field('username')} />
        <FormField label={t('profile.attach.email')} type="email" autoComplete="email" {...field('email')} />
        <FormField
          label={t('profile.attach.password')}
          type="password"
          autoComplete="new-password"
          {...field('password')}
        />
        <Button type="submit" loading={attach.isPending}>
          {t('profile.attach.submit')}
        </Button>
      </form>
    </Card>
  );
}
