/** /join-room?code=: enter a room's code (upper case, 6 characters) and go in (SPEC §2 Join room). */
import { useEffect, useRef, useState } from 'react';
import { LogIn } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import { Trans, useTranslation } from 'react-i18next';
import { Messages } from '../../../i18n/messages';
import { AppHeader } from '../../../components/app-header';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';
import { useJoinRoom } from '../api/join-room';
import { RoomCodeField } from '../components/room-code-field';
import { normalizeCodeInput, roomCodeInput } from '../lib/room-forms';

export function JoinRoomPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const join = useJoinRoom();
  const [code, setCode] = useState(() => normalizeCodeInput(search.get('code') ?? ''));
  const [error, setError] = useState<string>();

  const joinWith = (value: string) => {
    const parsed = roomCodeInput.safeParse(value);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    join.mutate(parsed.data, {
      onSuccess: (room) => void navigate(`/room/${room.code}`),
      onError: (failure) => {
        const message = errorMessage(failure, Messages.joinRoomError);
        setError(message);
        toast.error(message);
      },
    });
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    joinWith(code);
  };

  // An invite link (/join-room?code=…, also on the way back from logging in or signing up) goes straight in; a
  // refusal shows here, with the code, as if it had been typed.
  const fromLink = useRef(roomCodeInput.safeParse(normalizeCodeInput(search.get('code') ?? '')));
  useEffect(() => {
    const parsed = fromLink.current;
    fromLink.current = { success: false } as typeof parsed;
    if (parsed.success) joinWith(parsed.data);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="min-h-screen">
      <AppHeader />
      <main className="mx-auto max-w-md space-y-6 px-4 py-6 sm:py-12">
        <Card className="space-y-6">
          <div className="text-center">
            <LogIn className="mx-auto h-10 w-10 text-brand-600" aria-hidden="true" />
            <h1 className="mt-2 text-2xl font-bold text-slate-900">{t('rooms.join.title')}</h1>
            <p className="text-slate-600">{t('rooms.join.intro')}</p>
          </div>
          <form onSubmit={submit} noValidate className="space-y-4">
            <RoomCodeField
              value={code}
              error={error}
              onChange={(next) => {
                setCode(next);
                setError(undefined);
              }}
            />
            <div className="flex gap-3">
              <Link to="/dashboard" className={buttonClasses('secondary', 'min-h-11 flex-1')}>
                {t('rooms.cancel')}
              </Link>
              <Button type="submit" className="min-h-11 flex-1" loading={join.isPending}>
                {t('rooms.join.submit')}
              </Button>
            </div>
          </form>
          <p className="text-center text-sm text-slate-600">
            <Trans
              i18nKey="rooms.join.hostInstead"
              components={{
                create: (
                  <Link
                    to="/create-room"
                    className="inline-flex min-h-11 items-center font-semibold text-brand-600 hover:underline"
                  />
                ),
              }}
            />
          </p>
        </Card>
      </main>
    </div>
  );
}
