/**
 * The stored session follows the account (issue 36). As the app loads, a signed-in person's account is read afresh
 * (an admin may have promoted or demoted them since they logged in); while it is open, the server pushes a change of
 * account type to every tab ('account-updated'), so the Admin Panel link appears or goes, and an open admin page
 * leaves (RequireAdmin) the moment the rights are taken away. A deleted account's tabs are told ('account-deleted')
 * and leave for the login page, which says why.
 */
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { AccountType } from '@quiz/contract/limits';
import type { User } from '@quiz/contract/users';
import { leaveDeletedAccount } from '../lib/session';
import { useSession } from './session-context';

const roleToastId = 'account-type';

export function AccountSync() {
  const { session, updateUser } = useSession();
  const { t } = useTranslation();
  const token = session?.isGuest ? undefined : session?.token;

  // Once per login and page load: what the account is now (a reload shows a promotion without signing in again).
  // The API client loads lazily, as the socket does: the landing page for guests never downloads it.
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    import('../lib/api-client')
      .then(({ api }) => api<{ data: User }>('/users/profile', { signal: controller.signal }))
      .then(
        (reply) => updateUser(reply.data),
        // A refused token logs out (api-client); anything else leaves the stored session as it was.
        () => undefined,
      );
    return () => controller.abort();
  }, [token, updateUser]);

  useEffect(() => {
    if (!token) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const onUpdated = ({ accountType }: { accountType: AccountType }) => {
      updateUser({ accountType });
      toast.success(t(accountType === 'admin' ? 'userMenu.nowAdmin' : 'userMenu.noLongerAdmin'), {
        id: roleToastId,
      });
    };
    const onDeleted = () => leaveDeletedAccount();
    // The socket module loads lazily, as the other live notifications do (root-layout).
    void import('../lib/socket').then(({ getSocket }) => {
      if (cancelled) return;
      const socket = getSocket(token);
      socket.on('account-updated', onUpdated);
      socket.on('account-deleted', onDeleted);
      stop = () => {
        socket.off('account-updated', onUpdated);
        socket.off('account-deleted', onDeleted);
      };
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [token, updateUser, t]);

  return null;
}
