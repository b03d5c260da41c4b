/** Requests others sent the user: accept or decline each. */
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Messages } from '../../../i18n/messages';
import type { FriendRequest } from '@quiz/contract/social';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useRespondToRequest } from '../api/respond-to-request';
import { PersonRow } from './person-row';

function FriendRequestRow({ request }: { request: FriendRequest }) {
  const { t } = useTranslation();
  const respond = useRespondToRequest();
  const answer = (accept: boolean) =>
    // The promise settles even if the row is gone by then, so the toast always shows.
    respond.mutateAsync({ request, accept }).then(
      () => toast.success(accept ? Messages.friendRequestAccepted : Messages.friendRequestDeclined),
      (error: unknown) => toast.error(errorMessage(error, accept ? Messages.acceptFailed : Messages.declineFailed)),
    );
  return (
    <PersonRow person={request.sender}>
      <Button className="px-3 py-1.5" disabled={respond.isPending} onClick={() => void answer(true)}>
        {t('friends.accept')}
      </Button>
      <Button
        variant="secondary"
        className="px-3 py-1.5"
        disabled={respond.isPending}
        onClick={() => void answer(false)}
      >
        {t('friends.decline')}
      </Button>
    </PersonRow>
  );
}

export function FriendRequestsTab({ requests }: { requests: FriendRequest[] | undefined }) {
  const { t } = useTranslation();
  if (!requests) {
    return (
      <div className="flex justify-center py-6 text-brand-600">
        <Spinner />
      </div>
    );
  }
  if (requests.length === 0) {
    return <p className="py-6 text-center text-sm text-slate-500">{Messages.noFriendRequests}</p>;
  }
  return (
    <ul className="space-y-1" aria-label={t('friends.requestsLabel')}>
      {requests.map((request) => (
        <FriendRequestRow key={request._id} request={request} />
      ))}
    </ul>
  );
}
