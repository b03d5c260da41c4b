import { useMemo } from 'react';
import { Navigate, Outlet, useLocation, useParams, useSearchParams } from 'react-router';
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

/** Admin pages, inside RequireUser: anyone but an admin goes to the dashboard (replacing the history entry). */
export function RequireAdmin() {
  const { session } = useSession();
  return session?.accountType === 'admin' ? <Outlet /> : <Navigate to="/dashboard" replace />;
}
