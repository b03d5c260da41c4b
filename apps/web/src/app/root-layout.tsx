import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { loadMessages } from '../i18n';
import { Messages } from '../i18n/messages';
import { Spinner } from '../components/ui/spinner';
import { guestResultsToKeep, removeGuestSessions } from '../lib/guest-sessions';
import { lendNavigator } from '../lib/navigate';
import { AccountSync } from './account-sync';
import { useSession } from './session-context';

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** The toasts' links navigate inside the app (lib/navigate). */
function LendNavigator() {
  const navigate = useNavigate();
  useEffect(() => lendNavigator((to) => void navigate(to)), [navigate]);
  return null;
}

/**
 * Once someone is logged in: their realtime connection and its notifications (room invitations, friends), which
 * speak the pages' messages and refresh the pages' queries, on the landing page too.
 */
function LiveNotifications() {
  const token = useSession().session?.token;
  useEffect(() => {
    if (!token) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void Promise.all([import('./live-notifications'), import('./query-client'), loadMessages('pages')]).then(
      ([{ listenForNotifications }, { queryClient }]) => {
        if (!cancelled) stop = listenForNotifications(token, queryClient);
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [token]);
  return null;
}

/** Once someone logs in: the guest results this browser was asked to keep are moved into their account. */
function ClaimGuestResults() {
  const token = useSession().session?.token;
  useEffect(() => {
    if (!token) return;
    const keep = guestResultsToKeep();
    if (keep.length === 0) return;
    void Promise.all([import('../features/rooms/api/claim-guest-results'), loadMessages('pages')]).then(
      ([{ claimGuestResults }]) =>
        claimGuestResults(keep.map((s) => s.token)).then(
          (reply) => {
            removeGuestSessions(keep.map((s) => s.code));
            if (reply.data.claimed.length > 0) toast.success(Messages.guestResultKept);
          },
          () => undefined,
        ),
    );
  }, [token]);
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
  const { i18n } = useTranslation();
  return (
    <>
      <ScrollToTop />
      <LendNavigator />
      <LiveNotifications />
      <AccountSync />
      <ClaimGuestResults />
      <Suspense fallback={<PageLoader />}>
        {/* A new language draws the page afresh, every text of it (a choice made rarely, and never mid-answer). */}
        <Outlet key={i18n.language} />
      </Suspense>
    </>
  );
}
