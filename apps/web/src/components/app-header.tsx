import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useSession } from '../app/session-context';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { UserMenu } from './user-menu';

interface AppHeaderProps {
  /** A back button before the logo, e.g. to the dashboard. */
  back?: { to: string; label: string };
}

export function AppHeader({ back }: AppHeaderProps = {}) {
  const { session } = useSession();
  const guest = session?.isGuest;
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4">
        <div className="flex shrink-0 items-center gap-2">
          {back && (
            <Link
              to={back.to}
              aria-label={back.label}
              title={back.label}
              className="inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
            >
              <ArrowLeft className="h-5 w-5" aria-hidden="true" />
            </Link>
          )}
          {/* A guest's phone also shows the language and their nickname: the logo's name is read out, not shown. */}
          <Logo to={guest ? '/' : '/dashboard'} compact={guest} />
        </div>
        <div className="flex min-w-0 items-center gap-2">
          {/* A signed-in person also finds the languages in their menu, which is all a phone has room for. */}
          <LanguageSwitch className={session && !guest ? 'hidden sm:flex' : undefined} />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
