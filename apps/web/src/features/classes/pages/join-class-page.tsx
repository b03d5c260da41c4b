/**
 * /class/join?code=… (issue 38): the class link and QR code for students with an account (someone signed out logs in
 * first and comes back here). The code shows, editable; Join says how it went: in, asked, already in, or one's own.
 */
import { useState } from 'react';
import { School } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { classCode, type JoinedClass } from '@quiz/contract/classes';
import { Messages } from '../../../i18n/messages';
import { AppHeader } from '../../../components/app-header';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { joinedMessage, useJoinClass } from '../api/join-class';
import { ClassCodeField } from '../components/class-code-field';
import { classesTab, normalizeClassCode } from '../lib/links';

/** Refusals that are an outcome rather than a mistake in the code: the student is where they wanted to be. */
const settledKeys = new Set(['classAlreadyMember', 'classOwnClass']);

type Outcome = { tone: 'success' | 'info'; message: string; joined?: JoinedClass };

export function JoinClassPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const join = useJoinClass();
  const [code, setCode] = useState(() => normalizeClassCode(search.get('code') ?? ''));
  const [error, setError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const parsed = classCode.safeParse(code);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    join.mutate(parsed.data, {
      onSuccess: (joined) =>
        setOutcome({ tone: joined.status === 'active' ? 'success' : 'info', message: joinedMessage(joined), joined }),
      onError: (failure) => {
        const apiError = failure instanceof ApiError ? failure : undefined;
        const message = errorMessage(failure, Messages.internalError);
        if (apiError?.messageKey && settledKeys.has(apiError.messageKey)) return setOutcome({ tone: 'info', message });
        setError(apiError?.fieldErrors?.code ?? message);
      },
    });
  };

  return (
    <div className="min-h-screen">
      <AppHeader />
      <main className="mx-auto max-w-md space-y-6 px-4 py-6 sm:py-12">
        <Card className="space-y-6">
          <div className="text-center">
            <School className="mx-auto h-10 w-10 text-brand-600" aria-hidden="true" />
            <h1 className="mt-2 text-2xl font-bold text-slate-900">{t('classes.joinPage.title')}</h1>
            <p className="text-slate-600">{t('classes.joinPage.intro')}</p>
          </div>
          {outcome ? (
            <div className="space-y-4">
              <Alert tone={outcome.tone}>
                <strong className="block">{outcome.message}</strong>
                {outcome.joined &&
                  t('classes.joinPage.joinedClass', {
                    name: outcome.joined.name,
                    teacher: outcome.joined.teacher.displayName || outcome.joined.teacher.username,
                  })}
              </Alert>
              <Link to={classesTab} className={buttonClasses('primary', 'min-h-11 w-full')}>
                {t('classes.joinPage.toClasses')}
              </Link>
            </div>
          ) : (
            <form onSubmit={submit} noValidate className="space-y-4">
              <ClassCodeField
                value={code}
                error={error}
                onChange={(next) => {
                  setCode(next);
                  setError(undefined);
                }}
              />
              <div className="flex gap-3">
                <Link to={classesTab} className={buttonClasses('secondary', 'min-h-11 flex-1')}>
                  {t('classes.joinPage.cancel')}
                </Link>
                <Button type="submit" className="min-h-11 flex-1" loading={join.isPending}>
                  {t('classes.join.submit')}
                </Button>
              </div>
            </form>
          )}
        </Card>
      </main>
    </div>
  );
}
