import { Link } from 'react-router';
import { useSession } from '../../../app/session-context';
import { AppHeader } from '../../../components/app-header';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

export function DashboardPage() {
  const { session } = useSession();
  const name = session?.displayName || session?.username;
  return (
    <div className="min-h-screen">
      <AppHeader />
      <main className="mx-auto max-w-6xl space-y-6 px-4 py-8">
        <Card className="bg-gradient-to-br from-brand-600 to-violet-700 text-white ring-0">
          <h1 className="text-2xl font-bold">Welcome, {name}!</h1>
          <p className="mt-2 max-w-2xl text-white/90">
            Your Quiz Adventure account is ready. This dashboard is where your quizzes, live rooms, past attempts and
            the global leaderboard will live as they are added to the app.
          </p>
        </Card>
        {session && !session.emailVerified && (
          <Card className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h2 className="font-semibold">Verify your email</h2>
              <p className="text-sm text-slate-600">
                We sent a link to <strong>{session.email}</strong>. You can ask for a new one on your profile.
              </p>
            </div>
            <Link to="/profile" className={buttonClasses('secondary')}>
              Open Profile
            </Link>
          </Card>
        )}
      </main>
    </div>
  );
}
