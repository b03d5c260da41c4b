import { useEffect, useRef, useState } from 'react';
import { Camera, KeyRound, MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { UserLimits } from '@quiz/contract/limits';
import { formatDate } from '../../../i18n/format';
import { localize, Messages } from '../../../i18n/messages';
import { updateProfileInput } from '@quiz/contract/users';
import { useSession } from '../../../app/session-context';
import { AppHeader } from '../../../components/app-header';
import { Avatar } from '../../../components/avatar';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useProfile } from '../api/get-profile';
import { useResendVerification } from '../api/resend-verification';
import { useUpdateProfile } from '../api/update-profile';
import { AttachEmailCard } from '../components/attach-email-card';

/** Profile failures: the server's message, 'Cannot connect to server' with no answer, else the fallback. */
function profileError(error: unknown, fallback: string) {
  if (error instanceof ApiError && error.status === 0) return Messages.cannotConnect;
  return errorMessage(error, fallback);
}

export function ProfilePage() {
  const { t } = useTranslation();
  const { session } = useSession();
  const navigate = useNavigate();
  const profile = useProfile();
  const saveDetails = useUpdateProfile();
  const savePicture = useUpdateProfile();
  const resend = useResendVerification();
  const fileInput = useRef<HTMLInputElement>(null);
  const [displayName, setDisplayName] = useState('');
  const [nameError, setNameError] = useState<string>();

  const user = profile.data;
  useEffect(() => {
    if (user) setDisplayName(user.displayName ?? '');
  }, [user]);

  if (!session) return <Navigate to="/login" replace />;

  const onPickPicture = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return void toast.error(Messages.imageInvalid);
    if (file.size > UserLimits.avatarMaxBytes) return void toast.error(Messages.imageTooLarge);
    savePicture.mutate(
      { profilePicture: file },
      {
        onSuccess: () => toast.success(Messages.profilePictureUpdated),
        onError: (error) => toast.error(profileError(error, Messages.profilePictureFailed)),
      },
    );
  };

  const onSave = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = updateProfileInput.safeParse({ displayName });
    if (!parsed.success || !parsed.data.displayName) {
      setNameError(parsed.error?.issues[0]?.message ?? Messages.displayNameRequired);
      return;
    }
    saveDetails.mutate(
      { displayName: parsed.data.displayName },
      {
        onSuccess: () => toast.success(Messages.profileUpdated),
        onError: (error) => toast.error(profileError(error, Messages.cannotUpdateProfile)),
      },
    );
  };

  return (
    <div className="min-h-screen">
      <AppHeader />
      <main className="mx-auto max-w-3xl px-4 py-8">
        {profile.isLoading && (
          <div className="flex items-center justify-center gap-3 py-20 text-slate-600">
            <Spinner className="h-6 w-6 text-brand-600" /> {t('profile.loading')}
          </div>
        )}
        {profile.isError && <Alert>{profileError(profile.error, Messages.cannotUpdateProfile)}</Alert>}
        {user && (
          <div className="space-y-6">
            <Card className="flex flex-col items-center gap-6 sm:flex-row">
              <div className="relative">
                <Avatar src={user.profilePicture} name={user.displayName || user.username} className="h-28 w-28" />
                <button
                  type="button"
                  onClick={() => fileInput.current?.click()}
                  disabled={savePicture.isPending}
                  className="absolute right-0 bottom-0 rounded-full bg-brand-600 p-2 text-white shadow hover:bg-brand-700"
                  aria-label={t('profile.changePicture')}
                >
                  {savePicture.isPending ? <Spinner className="h-4 w-4" /> : <Camera className="h-4 w-4" />}
                </button>
                <input
                  ref={fileInput}
                  type="file"
                  accept="image/*"
                  className="hidden"
                  data-testid="profile-picture-input"
                  onChange={onPickPicture}
                />
              </div>
              <div className="text-center sm:text-left">
                <h1 className="text-2xl font-bold">{user.displayName || user.username}</h1>
                {user.loginCard ? (
                  <p className="text-slate-600">{t('profile.attach.loginCard')}</p>
                ) : (
                  <>
                    <p className="text-slate-600">@{user.username}</p>
                    <p className="text-slate-600">{user.email}</p>
                  </>
                )}
                <p className="mt-1 text-sm text-slate-500">
                  {t('profile.joined', { date: formatDate(user.registrationDate || Date.now()) })}
                </p>
              </div>
            </Card>

            {user.loginCard && <AttachEmailCard />}

            {!user.emailVerified && !user.loginCard && (
              <Card className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm text-slate-700">{t('profile.notVerified')}</p>
                <Button
                  variant="secondary"
                  loading={resend.isPending}
                  onClick={() =>
                    resend.mutate(undefined, {
                      // 'Verification email sent', or 'already verified' when another tab got there first.
                      onSuccess: (response) =>
                        toast.success(localize(response.message, response.messageKey, response.messageParams)),
                      onError: (error) => toast.error(profileError(error, Messages.verificationFailed)),
                    })
                  }
                >
                  <MailCheck className="h-4 w-4" aria-hidden="true" /> {t('profile.resend')}
                </Button>
              </Card>
            )}

            <Card>
              <h2 className="text-lg font-semibold">{t('profile.editTitle')}</h2>
              <form onSubmit={onSave} noValidate className="mt-4 space-y-4">
                <FormField
                  label={t('profile.displayName')}
                  value={displayName}
                  maxLength={UserLimits.displayNameMax}
                  hint={t('profile.displayNameHint')}
                  error={nameError}
                  onChange={(event) => {
                    setDisplayName(event.target.value);
                    setNameError(undefined);
                  }}
                />
                <div className="flex flex-wrap gap-3">
                  <Button type="submit" loading={saveDetails.isPending}>
                    {saveDetails.isPending ? t('profile.saving') : t('profile.save')}
                  </Button>
                  {!user.loginCard && (
                    <Button variant="secondary" onClick={() => void navigate('/reset-password')}>
                      <KeyRound className="h-4 w-4" aria-hidden="true" /> {t('profile.changePassword')}
                    </Button>
                  )}
                  <Link to="/dashboard" className={buttonClasses('ghost')}>
                    {t('common.backToDashboard')}
                  </Link>
                </div>
              </form>
            </Card>
          </div>
        )}
      </main>
    </div>
  );
}
