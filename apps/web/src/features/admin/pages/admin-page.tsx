/** /admin (admins only, see app/guards.tsx): every account and every quiz, in two tabs (SPEC §2 Admin panel). */
import * as Tabs from '@radix-ui/react-tabs';
import { Shield } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../app/session-context';
import { AppHeader } from '../../../components/app-header';
import { AdminTable } from '../components/admin-table';
import { QuizRow } from '../components/quiz-row';
import { UserRow } from '../components/user-row';

const tabs = [
  { value: 'users', label: 'admin.tabs.users' },
  { value: 'quizzes', label: 'admin.tabs.quizzes' },
] as const;

const triggerClasses =
  'rounded-lg px-4 py-2 text-sm font-semibold text-slate-600 hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm';

export function AdminPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  const [params, setParams] = useSearchParams();
  const tab = tabs.find((each) => each.value === params.get('tab'))?.value ?? 'users';

  return (
    <div className="min-h-screen">
      <AppHeader back={{ to: '/dashboard', label: t('admin.back') }} />
      <main className="mx-auto max-w-6xl space-y-6 px-4 py-8">
        <div>
          <h1 className="flex items-center gap-2 text-2xl font-bold">
            <Shield className="h-7 w-7 text-brand-600" aria-hidden="true" /> {t('admin.title')}
          </h1>
          <p className="text-slate-600">{t('admin.subtitle')}</p>
        </div>
        <Tabs.Root value={tab} onValueChange={(value) => setParams({ tab: value }, { replace: true })}>
          <Tabs.List className="inline-flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1" aria-label={t('admin.title')}>
            {tabs.map((each) => (
              <Tabs.Trigger key={each.value} value={each.value} className={triggerClasses}>
                {t(each.label)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="users" className="pt-6">
            <AdminTable
              table="users"
              renderRow={(user) => <UserRow key={user._id} user={user} isSelf={user._id === session?._id} />}
            />
          </Tabs.Content>
          <Tabs.Content value="quizzes" className="pt-6">
            <AdminTable table="quizzes" renderRow={(quiz) => <QuizRow key={quiz._id} quiz={quiz} />} />
          </Tabs.Content>
        </Tabs.Root>
      </main>
    </div>
  );
}
