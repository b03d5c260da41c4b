/** Joining a class with its code, from the dashboard's Classes tab. */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { classCode } from '@quiz/contract/classes';
import { Messages } from '../../../i18n/messages';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { joinedMessage, useJoinClass } from '../api/join-class';
import { ClassCodeField } from './class-code-field';

export function JoinClassForm() {
  const { t } = useTranslation();
  const join = useJoinClass();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = classCode.safeParse(code);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    join.mutate(parsed.data, {
      onSuccess: (joined) => {
        toast.success(joinedMessage(joined));
        setCode('');
      },
      onError: (failure) =>
        setError(
          (failure instanceof ApiError && failure.fieldErrors?.code) || errorMessage(failure, Messages.internalError),
        ),
    });
  };

  return (
    <Card className="space-y-4">
      <h3 className="text-lg font-semibold text-slate-900">{t('classes.join.title')}</h3>
      <p className="text-sm text-slate-600">{t('classes.join.intro')}</p>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('classes.join.title')}>
        <ClassCodeField
          value={code}
          error={error}
          onChange={(next) => {
            setCode(next);
            setError(undefined);
          }}
        />
        <Button type="submit" className="min-h-11 w-full" loading={join.isPending}>
          {t('classes.join.submit')}
        </Button>
      </form>
    </Card>
  );
}
