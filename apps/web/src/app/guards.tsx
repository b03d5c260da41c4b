import { useEffect, useMemo, useState } from 'react';
import type { User } from '@quiz/contract/users';
import { Navigate, Outlet, useLocation, useParams, useSearchParams } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { guestSessionRecord, readGuestSession } from '../lib/guest-sessions';
import { returnPathOf } from '../lib/return-path';
import { GuestSessionProvider, useSession } from './session-context';

/** Where to go after logging in: a path of this app from `?redirect=` (never another site), otherwise the dashboard. */
export function redirectTarget(search: URLSearchParams): string {
  return returnPathOf(search) ?? '/dashboard';
}

/** Pages for logged-in users: anyone else goes to /login (replacing the history entry), and comes back after. */
export function RequireUser() {
  const { session } = useSession();
  const location = useLocation();
  if (session) return <Outlet />;
  const back = location.pathname + location.search;
  return <Navigate to={back === '/dashboard' ? '/login' : `/login?redirect=${encodeURIComponent(back)}`} replace />;
}

/**
 * A room's pages (/room/:code, /quiz-game/:code): a logged-in user as themselves, a guest of that room with their
 * guest session, anyone else to /play to join with the code and a nickname.
 */
export function RequirePlayer() {
  const { session } = useSession();
  const { code } = useParams();
  const guest = useMemo(() => (session ? null : readGuestSession(code)), [session, code]);
  const record = useMemo(() => (guest ? guestSessionRecord(guest) : null), [guest]);
  if (session) return <Outlet />;
  if (record) {
    return (
      <GuestSessionProvider record={record}>
        <Outlet />
      </GuestSessionProvider>
    );
  }
  return <Navigate to={`/play?code=${encodeURIComponent((code ?? '').toUpperCase())}`} replace />;
}

/** Login and register: a logged-in user goes on to where they were headed, or the dashboard. */
export function RequireGuest() {
  const { session } = useSession();
  const [search] = useSearchParams();
  return session ? <Navigate to={redirectTarget(search)} replace /> : <Outlet />;
}

/**
 * Admin pages, inside RequireUser: anyone but an admin goes to the dashboard (replacing the history entry). The
 * stored session may be older than the account (issue 36): before turning someone away, the account is read afresh,
 * so a person promoted since they logged in gets in, and one demoted while on the page leaves.
 */
export function RequireAdmin() {
  const { session, updateUser } = useSession();
  const isAdmin = session?.accountType === 'admin';
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    if (isAdmin || checked) return;
    let live = true;
    // The API client loads here, not with the router: the landing page does without it.
    import('../lib/api-client')
      .then(({ api }) => api<{ data: User }>('/users/profile'))
      .then((reply) => live && updateUser(reply.data))
      .catch(() => undefined)
      .finally(() => live && setChecked(true));
    return () => {
      live = false;
    };
  }, [isAdmin, checked, updateUser]);
  if (isAdmin) return <Outlet />;
  if (!checked) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center text-brand-600">
        <Spinner className="h-10 w-10" />
      </div>
    );
  }
  return <Navigate to="/dashboard" replace />;
}
