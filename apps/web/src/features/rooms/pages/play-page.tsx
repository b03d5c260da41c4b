/**
 * /play (issue 14): join a live game with the room's code and a nickname, no account. /play?code=… (the invite
 * link and the lobby's QR code) opens the nickname step; a signed-in person joins as themselves; a guest who
 * already joined this room goes straight back in.
 */
import { useEffect, useRef, useState } from 'react';
import { Gamepad2 } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Messages } from '../../../i18n/messages';
import { NicknameLimits, nicknameField } from '@quiz/contract/nicknames';
import { useSession } from '../../../app/session-context';
import { LanguageSwitch } from '../../../components/language-switch';
import { Logo } from '../../../components/logo';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { readGuestSession } from '../../../lib/guest-sessions';
import { useJoinAsGuest } from '../api/join-as-guest';
import { useJoinRoom } from '../api/join-room';
import { RoomCodeField } from '../components/room-code-field';
import { normalizeCodeInput, roomCodeInput } from '../lib/room-forms';

const bigInput = '[&_input]:py-3 [&_input]:text-center [&_input]:text-2xl';

export function PlayPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { session } = useSession();
  const joinAsGuest = useJoinAsGuest();
  const joinAsMe = useJoinRoom();
  const fromLink = normalizeCodeInput(search.get('code') ?? '');
  const [code, setCode] = useState(fromLink);
  const [step, setStep] = useState<'code' | 'nickname'>(
    roomCodeInput.safeParse(fromLink).success ? 'nickname' : 'code',
  );
  const [codeError, setCodeError] = useState<string>();
  const [nickname, setNickname] = useState('');
  const [nicknameError, setNicknameError] = useState<string>();
  /** A refusal the nickname cannot fix, e.g. a room for signed-in users only. */
  const [refusal, setRefusal] = useState<{ message: string; login: boolean }>();

  const enter = (roomCode: string) => void navigate(`/room/${roomCode}`, { replace: true });

  const joinAsSelf = (roomCode: string) =>
    joinAsMe.mutate(roomCode, {
      onSuccess: (room) => enter(room.code),
      onError: (error) => {
        setStep('code');
        setCodeError(errorMessage(error, Messages.joinRoomError));
      },
    });

  // Straight in from a link when there is nothing to ask: a signed-in person, or this room's guest coming back.
  const tried = useRef(false);
  useEffect(() => {
    if (tried.current || step !== 'nickname') return;
    tried.current = true;
    if (readGuestSession(code)) enter(code);
    else if (session) joinAsSelf(code);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submitCode = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = roomCodeInput.safeParse(code);
    if (!parsed.success) return setCodeError(parsed.error.issues[0]?.message);
    setRefusal(undefined);
    if (readGuestSession(parsed.data)) return enter(parsed.data);
    if (session) return joinAsSelf(parsed.data);
    setStep('nickname');
  };

  const submitNickname = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = nicknameField.safeParse(nickname);
    if (!parsed.success) return setNicknameError(parsed.error.issues[0]?.message);
    setRefusal(undefined);
    joinAsGuest.mutate(
      { code, nickname: parsed.data },
      {
        onSuccess: (joined) => enter(joined.room.code),
        onError: (error) => {
          const apiError = error instanceof ApiError ? error : undefined;
          if (apiError?.fieldErrors?.nickname || apiError?.status === 400) {
            return setNicknameError(apiError.fieldErrors?.nickname ?? errorMessage(apiError, Messages.joinRoomError));
          }
          if (apiError?.status === 404) {
            setStep('code');
            return setCodeError(errorMessage(apiError, Messages.joinRoomError));
          }
          setRefusal({
            message: errorMessage(error, Messages.joinRoomError),
            login: apiError?.code === 'signed_in_only',
          });
        },
      },
    );
  };

  const loginTarget = `/login?redirect=${encodeURIComponent(`/play?code=${code}`)}`;
  return (
    <div className="min-h-screen bg-gradient-to-b from-brand-50 to-white">
      <header className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4">
        {/* Beside the language and Sign in, a phone shows the logo without its name (read out all the same). */}
        <Logo compact />
        <div className="flex items-center gap-2">
          <LanguageSwitch />
          {!session && (
            <Link to={loginTarget} className={buttonClasses('ghost', 'min-h-11')}>
              {t('play.signIn')}
            </Link>
          )}
        </div>
      </header>
      <main className="mx-auto max-w-md px-4 py-8">
        <Card className="space-y-6">
          <div className="text-center">
            <Gamepad2 className="mx-auto h-10 w-10 text-brand-600" aria-hidden="true" />
            <h1 className="mt-2 text-2xl font-bold text-slate-900">{t('common.joinGame')}</h1>
            <p className="text-slate-600">{step === 'code' ? t('play.enterCode') : t('play.chooseName', { code })}</p>
          </div>
          {refusal && (
            <Alert>
              {refusal.message}{' '}
              {refusal.login && (
                <Link to={loginTarget} className="inline-flex min-h-11 items-center font-semibold underline">
                  {t('play.logIn')}
                </Link>
              )}
            </Alert>
          )}
          {step === 'code' ? (
            <form onSubmit={submitCode} noValidate className="space-y-4">
              <RoomCodeField
                value={code}
                error={codeError}
                autoFocus
                className="[&_input]:py-3"
                onChange={(next) => {
                  setCode(next);
                  setCodeError(undefined);
                }}
              />
              <Button type="submit" className="min-h-12 w-full text-base" loading={joinAsMe.isPending}>
                {session ? t('play.joinRoom') : t('play.next')}
              </Button>
            </form>
          ) : (
            <form onSubmit={submitNickname} noValidate className="space-y-4">
              <FormField
                label={t('play.nickname')}
                placeholder={t('play.nicknamePlaceholder')}
                maxLength={NicknameLimits.max}
                autoComplete="nickname"
                autoFocus
                className={bigInput}
                hint={t('play.nicknameHint', { max: NicknameLimits.max })}
                error={nicknameError}
                value={nickname}
                onChange={(event) => {
                  setNickname(event.target.value);
                  setNicknameError(undefined);
                }}
              />
              <Button type="submit" className="min-h-12 w-full text-base" loading={joinAsGuest.isPending}>
                {t('play.join')}
              </Button>
              <button
                type="button"
                className="min-h-11 w-full text-sm font-semibold text-brand-600 hover:underline"
                onClick={() => {
                  setStep('code');
                  setRefusal(undefined);
                }}
              >
                {t('play.changeCode')}
              </button>
            </form>
          )}
          {!session && (
            <p className="text-center text-sm text-slate-600">
              <Trans
                i18nKey="play.haveAccount"
                components={{
                  signIn: (
                    <Link
                      to={loginTarget}
                      className="inline-flex min-h-11 items-center font-semibold text-brand-600 hover:underline"
                    />
                  ),
                }}
              />
            </p>
          )}
        </Card>
      </main>
    </div>
  );
}
