/** /achievements: progress, what is unlocked (with when) and what is still to earn; 'Check Achievements' on demand. */
import toast from 'react-hot-toast';
import { Trans, useTranslation } from 'react-i18next';
import { Lock, RefreshCw, Trophy } from 'lucide-react';
import type { Achievement } from '@quiz/contract/achievements';
import { formatDate } from '../../../i18n/format';
import { Messages } from '../../../i18n/messages';
import { useRealtime } from '../../../app/use-realtime';
import { AppHeader } from '../../../components/app-header';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { errorMessage } from '../../../lib/api-client';
import { useCheckAchievements } from '../api/check-achievements';
import { useAchievements } from '../api/get-achievements';
import { AchievementIcon } from '../components/achievement-icon';
import { achievementText } from '../lib/achievement-text';

function AchievementRow({ achievement }: { achievement: Achievement }) {
  const { name, description } = achievementText(achievement);
  return (
    <li className="flex items-start gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <AchievementIcon icon={achievement.icon} unlocked={achievement.unlocked} />
      <div className="min-w-0 flex-1">
        <h3 className={achievement.unlocked ? 'font-semibold text-slate-900' : 'font-semibold text-slate-500'}>
          {name}
        </h3>
        <p className="text-sm text-slate-600">{description}</p>
        <p className="mt-1 text-xs text-slate-500">
          {achievement.unlocked && achievement.unlockedAt ? (
            <Trans
              i18nKey="achievements.achievedOn"
              values={{ date: formatDate(achievement.unlockedAt) }}
              components={{ time: <time dateTime={achievement.unlockedAt} /> }}
            />
          ) : (
            <span className="inline-flex items-center gap-1">
              <Lock className="h-3 w-3" aria-hidden="true" /> {Messages.notUnlockedYet}
            </span>
          )}
        </p>
      </div>
    </li>
  );
}

function Section({ title, achievements }: { title: string; achievements: Achievement[] }) {
  if (achievements.length === 0) return null;
  return (
    <section aria-label={title} className="space-y-3">
      <h2 className="text-lg font-semibold">
        {title} ({achievements.length})
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {achievements.map((a) => (
          <AchievementRow key={a._id} achievement={a} />
        ))}
      </ul>
    </section>
  );
}

export function AchievementsPage() {
  const { t } = useTranslation();
  const achievements = useAchievements();
  const { socket } = useRealtime();
  const check = useCheckAchievements(socket);

  const runCheck = () => {
    const id = toast.loading(Messages.checkingAchievements);
    check.mutate(undefined, {
      onSuccess: ({ unlocked }) => toast.success(Messages.achievementsChecked(unlocked.length), { id }),
      onError: () => toast.error(Messages.achievementsCheckFailed, { id }),
    });
  };
  const checkButton = (
    <Button onClick={runCheck} loading={check.isPending}>
      <RefreshCw className="h-4 w-4" aria-hidden="true" /> {t('achievements.check')}
    </Button>
  );

  const list = achievements.data ?? [];
  const unlocked = list.filter((a) => a.unlocked);
  const locked = list.filter((a) => !a.unlocked);
  const percent = list.length > 0 ? Math.round((unlocked.length / list.length) * 100) : 0;

  return (
    <div className="min-h-screen">
      <AppHeader back={{ to: '/dashboard', label: t('common.backToDashboard') }} />
      <main className="mx-auto max-w-5xl space-y-6 px-4 py-8">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h1 className="flex items-center gap-2 text-2xl font-bold">
            <Trophy className="h-7 w-7 text-amber-500" aria-hidden="true" /> {t('achievements.title')}
          </h1>
          {list.length > 0 && checkButton}
        </div>

        {achievements.isPending && <PageSpinner label={t('achievements.loading')} />}

        {achievements.isError && (
          <Card className="space-y-3 text-center">
            <h2 className="text-lg font-semibold">{Messages.achievementsUnavailableShort}</h2>
            <p className="text-slate-600">{errorMessage(achievements.error, Messages.achievementsUnavailable)}</p>
            <Button variant="secondary" onClick={() => void achievements.refetch()}>
              {t('common.tryAgain')}
            </Button>
          </Card>
        )}

        {achievements.isSuccess && list.length === 0 && (
          <Card className="space-y-3 text-center">
            <p className="text-slate-600">{Messages.noAchievements}</p>
            {checkButton}
          </Card>
        )}

        {list.length > 0 && (
          <>
            <Card className="space-y-2">
              <p className="flex justify-between text-sm font-medium text-slate-700">
                <span>{t('achievements.progress')}</span>
                <span>{t('achievements.unlockedCount', { unlocked: unlocked.length, total: list.length })}</span>
              </p>
              <div
                role="progressbar"
                aria-label={t('achievements.progressLabel')}
                aria-valuemin={0}
                aria-valuemax={list.length}
                aria-valuenow={unlocked.length}
                className="h-3 overflow-hidden rounded-full bg-slate-100"
              >
                <div className="h-full rounded-full bg-amber-400 transition-all" style={{ width: `${percent}%` }} />
              </div>
            </Card>
            <Section title={t('achievements.unlocked')} achievements={unlocked} />
            <Section title={t('achievements.locked')} achievements={locked} />
          </>
        )}
      </main>
    </div>
  );
}
