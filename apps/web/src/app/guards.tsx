import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { useSession } from './session-context';

/** Where to go after logging in: a path of this app from `?redirect=`, otherwise the dashboard. */
export function redirectTarget(search: URLSearchParams): string {
  const target = search.get('redirect');
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/dashboard';
}

/** Pages for logged-in users: anyone else goes to /login (replacing the history entry), and comes back after. */
export function RequireUser() {
  const { session } = useSession();
  const location = useLocation();
  if (session) return <Outlet />;
  const back = location.pathname + location.search;
  return <Navigate to={back === '/dashboard' ? '/login' : `/login?redirect=${encodeURIComponent(back)}`} replace />;
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
