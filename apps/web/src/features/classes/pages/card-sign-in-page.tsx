/**
 * /class (issue 38): a student without e-mail signs in with their login card: the class code, then their name from
 * the class's list, then the card's 6-digit secret. A card's QR code opens /class#code=…&student=…&secret=…: the
 * page takes the fragment off the address at once and signs in straight away. No session needed; a phone's page.
 */
import { useEffect, useRef, useState } from 'react';
import { IdCard } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { cardSignInInput, classCode, ClassLimits } from '@quiz/contract/classes';
import type { LoginResponse } from '@quiz/contract/users';
import { Messages } from '../../../i18n/messages';
import { useSession } from '../../../app/session-context';
import { LanguageSwitch } from '../../../components/language-switch';
import { Logo } from '../../../components/logo';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { forgetReturnPath } from '../../../lib/return-path';
import { useCardClass, useCardSignIn, type CardClass } from '../api/card-sign-in';
import { ClassCodeField } from '../components/class-code-field';
import { normalizeClassCode, readCardFragment } from '../lib/links';

type Student = CardClass['students'][number];

const keyOf = (error: unknown) => (error instanceof ApiError ? error.messageKey : undefined);

export function CardSignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const { signIn } = useSession();
  const lookup = useCardClass();
  const cardSignIn = useCardSignIn();

  // What a scanned card carries, read once on arrival (the fragment leaves the address bar right after).
  const [fragment] = useState(() => readCardFragment(location.hash));
  const [scannedCard] = useState(() => {
    const parsed = cardSignInInput.safeParse({
      code: fragment.code,
      studentId: fragment.student,
      secret: fragment.secret,
    });
    return parsed.success ? parsed.data : null;
  });
  const [code, setCode] = useState(() => normalizeClassCode(fragment.code ?? search.get('code') ?? ''));
  const [codeError, setCodeError] = useState<string>();
  const [klass, setKlass] = useState<CardClass | null>(null);
  const [student, setStudent] = useState<Student | null>(null);
  const [secret, setSecret] = useState('');
  const [secretError, setSecretError] = useState<string>();
  /** A refusal no field can fix: too many tries, a student no longer on the list, no connection. */
  const [refusal, setRefusal] = useState<string>();
  const [scanning, setScanning] = useState(scannedCard !== null);

  const finish = (response: LoginResponse) => {
    signIn({ ...response.user, token: response.token });
    forgetReturnPath();
    toast.success(Messages.loginSuccess);
    void navigate('/dashboard', { replace: true });
  };

  /** The class of `value`, to pick a name from; `then` runs once it is here. */
  const openClass = (value: string, then?: (found: CardClass) => void) =>
    lookup.mutate(value, {
      onSuccess: (found) => {
        setKlass(found);
        setStudent(null);
        setSecret('');
        then?.(found);
      },
      onError: (error) => {
        setKlass(null);
        setCodeError(errorMessage(error, Messages.classCodeNotFound));
      },
    });

  /** Says why a sign-in was refused where it can be put right. */
  const showRefusal = (error: unknown) => {
    const message = errorMessage(error, Messages.invalidCredentials);
    const status = error instanceof ApiError ? error.status : 0;
    if (keyOf(error) === 'memberNotFound') {
      setStudent(null);
      setRefusal(message);
    } else if (status === 401 || status === 400) {
      setSecretError(message);
    } else {
      setRefusal(message);
    }
  };

  // A scanned card: off with the secret from the address (and the history), then straight in.
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    if (location.hash) void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    if (!scannedCard) return;
    cardSignIn.mutate(scannedCard, {
      onSuccess: finish,
      onError: (error) => {
        setScanning(false);
        if (keyOf(error) === 'classCodeNotFound' || keyOf(error) === 'classCodeInvalid') {
          return setCodeError(errorMessage(error, Messages.classCodeNotFound));
        }
        // Back to the steps, as far as the card got: its class, its name, and why it did not sign in.
        openClass(scannedCard.code, (found) => {
          setStudent(found.students.find((s) => s._id === scannedCard.studentId) ?? null);
          showRefusal(error);
        });
      },
    });
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submitCode = (event: React.FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    const parsed = classCode.safeParse(code);
    if (!parsed.success) return setCodeError(parsed.error.issues[0]?.message);
    openClass(parsed.data);
  };

  const choose = (chosen: Student) => {
    setRefusal(undefined);
    setSecret('');
    setSecretError(undefined);
    setStudent(chosen);
  };

  const submitSecret = (event: React.FormEvent) => {
    event.preventDefault();
    if (!klass || !student) return;
    setRefusal(undefined);
    const parsed = cardSignInInput.safeParse({ code: klass.code, studentId: student._id, secret });
    if (!parsed.success) return setSecretError(parsed.error.issues[0]?.message);
    cardSignIn.mutate(parsed.data, {
      onSuccess: finish,
      onError: (error) => {
        setSecret('');
        showRefusal(error);
      },
    });
  };

  const changeCode = () => {
    setKlass(null);
    setStudent(null);
    setRefusal(undefined);
  };

  const intro = scanning
    ? t('classes.signIn.scanning')
    : !klass
      ? t('classes.signIn.enterCode')
      : !student
        ? t('classes.signIn.chooseName', { name: klass.name })
        : t('classes.signIn.enterSecret', { name: student.name });

  return (
    <div className="min-h-screen bg-gradient-to-b from-brand-50 to-white">
      <header className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4">
        <Logo compact />
        <LanguageSwitch />
      </header>
      <main className="mx-auto max-w-md px-4 py-6 sm:py-8">
        <Card className="space-y-6 p-5 sm:p-6">
          <div className="text-center">
            <IdCard className="mx-auto h-10 w-10 text-brand-600" aria-hidden="true" />
            <h1 className="mt-2 text-2xl font-bold text-slate-900">{t('classes.signIn.title')}</h1>
            {/* Each step says what it asks, read out as it changes. */}
            <p className="text-slate-600" aria-live="polite">
              {intro}
            </p>
          </div>
          {refusal && <Alert>{refusal}</Alert>}
          {scanning ? (
            <div className="flex justify-center py-6 text-brand-600">
              <Spinner className="h-10 w-10" label={t('classes.signIn.scanning')} />
            </div>
          ) : !klass ? (
            <form onSubmit={submitCode} noValidate className="space-y-4">
              <ClassCodeField
                value={code}
                error={codeError}
                hint={t('classes.signIn.codeHint')}
                autoFocus
                className="[&_input]:py-3"
                onChange={(next) => {
                  setCode(next);
                  setCodeError(undefined);
                }}
              />
              <Button type="submit" className="min-h-12 w-full text-base" loading={lookup.isPending}>
                {t('classes.signIn.next')}
              </Button>
            </form>
          ) : !student ? (
            <div className="space-y-4">
              {klass.students.length === 0 ? (
                <p className="text-center text-sm text-slate-600">{t('classes.signIn.noStudents')}</p>
              ) : (
                <ul className="space-y-2" aria-label={t('classes.signIn.names')}>
                  {klass.students.map((one) => (
                    <li key={one._id}>
                      <button
                        type="button"
                        onClick={() => choose(one)}
                        className="min-h-12 w-full rounded-xl border-2 border-slate-200 bg-white px-4 py-3 text-left text-lg font-semibold wrap-anywhere text-slate-900 hover:border-brand-400 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                      >
                        {one.name}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              <button
                type="button"
                className="min-h-11 w-full text-sm font-semibold text-brand-600 hover:underline"
                onClick={changeCode}
              >
                {t('classes.signIn.changeCode')}
              </button>
            </div>
          ) : (
            <form onSubmit={submitSecret} noValidate className="space-y-4">
              <FormField
                label={t('classes.signIn.secret')}
                hint={t('classes.signIn.secretHint')}
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                maxLength={ClassLimits.secretLength}
                autoFocus
                className="[&_input]:min-h-12 [&_input]:text-center [&_input]:font-mono [&_input]:text-3xl [&_input]:tracking-[0.4em]"
                error={secretError}
                value={secret}
                onChange={(event) => {
                  setSecret(event.target.value.replace(/\D/g, '').slice(0, ClassLimits.secretLength));
                  setSecretError(undefined);
                }}
              />
              <Button type="submit" className="min-h-12 w-full text-base" loading={cardSignIn.isPending}>
                {t('classes.signIn.submit')}
              </Button>
              <button
                type="button"
                className="min-h-11 w-full text-sm font-semibold text-brand-600 hover:underline"
                onClick={() => {
                  setStudent(null);
                  setRefusal(undefined);
                }}
              >
                {t('classes.signIn.notMe')}
              </button>
            </form>
          )}
          <p className="text-center text-sm text-slate-600">
            <Link
              to="/login"
              className="inline-flex min-h-11 items-center font-semibold text-brand-600 hover:underline"
            >
              {t('classes.signIn.withEmail')}
            </Link>
          </p>
        </Card>
      </main>
    </div>
  );
}
