import { Suspense, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { useSession } from './session-context';

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Once someone is logged in: their realtime connection and its notifications (room invitations, friends). */
function LiveNotifications() {
  const token = useSession().session?.token;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./live-notifications').then(({ listenForNotifications }) => {
      if (!cancelled) stop = listenForNotifications(token, queryClient);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [token, queryClient]);
  return null;
}

export function PageLoader() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-brand-600">
      <Spinner className="h-10 w-10" />
    </div>
  );
}

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <LiveNotifications />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}
