import { Navigate, Outlet } from 'react-router';
import { useSession } from './session-context';

/** Pages for logged-in users: anyone else goes to /login, replacing the history entry. */
export function RequireUser() {
  const { session } = useSession();
  return session ? <Outlet /> : <Navigate to="/login" replace />;
}

/** Login and register: a logged-in user goes to the dashboard instead. */
export function RequireGuest() {
  const { session } = useSession();
  return session ? <Navigate to="/dashboard" replace /> : <Outlet />;
}
