import * as Tabs from '@radix-ui/react-tabs';
import { Gamepad2 } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../../app/session-context';
import { AppHeader } from '../../../components/app-header';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { MultiplayerTab } from '../components/multiplayer-tab';
import { MyQuizzesTab } from '../components/my-quizzes-tab';
import { PublicQuizzesTab } from '../components/public-quizzes-tab';
import { TodoSection } from '../../assignments';
import { ClassesTab } from '../../classes';
import { LeaderboardTab } from '../../leaderboard';
import { SubmissionsHistoryTab } from '../../submissions';

const tabs = [
  { value: 'quizzes', label: 'dashboard.tabs.quizzes' },
  { value: 'public', label: 'dashboard.tabs.public' },
  { value: 'multiplayer', label: 'dashboard.tabs.multiplayer' },
  { value: 'submissions', label: 'dashboard.tabs.submissions' },
  { value: 'leaderboard', label: 'dashboard.tabs.leaderboard' },
  { value: 'classes', label: 'dashboard.tabs.classes' },
] as const;

// One row at any width: on a phone the bar scrolls sideways rather than wrapping onto several rows.
const triggerClasses =
  'inline-flex min-h-11 shrink-0 items-center rounded-lg px-4 py-2 text-sm font-semibold whitespace-nowrap text-slate-600 hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm';

export function DashboardPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  const [params, setParams] = useSearchParams();
  const tab = tabs.some((item) => item.value === params.get('tab')) ? params.get('tab')! : 'quizzes';
  const name = session?.displayName || session?.username;

  return (
    <div className="min-h-screen">
      <AppHeader />
      <main className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold wrap-anywhere">{t('dashboard.welcome', { name })}</h1>
            <p className="text-slate-600">{t('dashboard.intro')}</p>
          </div>
          {/* A student's way into the class game, on the first screen of a phone. */}
          <Link to="/join-room" className={buttonClasses('primary', 'min-h-11 shrink-0 self-start sm:self-auto')}>
            <Gamepad2 className="h-4 w-4" aria-hidden="true" /> {t('common.joinGame')}
          </Link>
        </div>
        {/* A student's homework, once they have some (issue 38). */}
        <TodoSection />
        {/* A card student has no e-mail of their own to verify (issue 38). */}
        {session && !session.emailVerified && !session.loginCard && (
          <Card className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-slate-700">
              <Trans i18nKey="dashboard.verify" values={{ email: session.email }} components={{ strong: <strong /> }} />
            </p>
            <Link to="/profile" className={buttonClasses('secondary', 'min-h-11')}>
              {t('dashboard.openProfile')}
            </Link>
          </Card>
        )}
        <Tabs.Root value={tab} onValueChange={(value) => setParams({ tab: value }, { replace: true })}>
          <Tabs.List
            className="flex max-w-full gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1 sm:inline-flex"
            aria-label={t('common.dashboard')}
          >
            {tabs.map((item) => (
              <Tabs.Trigger key={item.value} value={item.value} className={triggerClasses}>
                {t(item.label)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="quizzes" className="pt-6">
            <MyQuizzesTab />
          </Tabs.Content>
          <Tabs.Content value="public" className="pt-6">
            <PublicQuizzesTab />
          </Tabs.Content>
          <Tabs.Content value="multiplayer" className="pt-6">
            <MultiplayerTab />
          </Tabs.Content>
          <Tabs.Content value="submissions" className="pt-6">
            <SubmissionsHistoryTab />
          </Tabs.Content>
          <Tabs.Content value="leaderboard" className="pt-6">
            <LeaderboardTab />
          </Tabs.Content>
          <Tabs.Content value="classes" className="pt-6">
            <ClassesTab />
          </Tabs.Content>
        </Tabs.Root>
      </main>
    </div>
  );
}
