/** Finding people by username to befriend, each shown with how the user stands with them. */
import { useState } from 'react';
import { Search, UserPlus } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Messages } from '../../../i18n/messages';
import { SocialLimits, type SearchResult } from '@quiz/contract/social';
import { UserLimits } from '@quiz/contract/limits';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useDebounced } from '../../../lib/use-debounced';
import { useSearchUsers } from '../api/search-users';
import { useSendFriendRequest } from '../api/send-friend-request';
import { nowFriendsToastId } from '../lib/toast-ids';
import { PersonRow } from './person-row';

function SearchResultRow({ person }: { person: SearchResult }) {
  const { t } = useTranslation();
  const send = useSendFriendRequest();
  // Asking someone who already asked you is accepting: the server makes you friends.
  const ask = () =>
    send.mutateAsync(person).then(
      ({ data, message }) =>
        data.relationship === 'friend'
          ? toast.success(message, { id: nowFriendsToastId(person._id) })
          : toast.success(message || Messages.friendRequestSent),
      (error: unknown) => toast.error(errorMessage(error, Messages.friendRequestFailed)),
    );
  const small = 'px-3 py-1.5';
  return (
    <PersonRow person={person}>
      {person.relationship === 'none' && (
        <Button className={small} onClick={() => void ask()}>
          <UserPlus className="h-4 w-4" aria-hidden="true" /> {t('friends.addFriend')}
        </Button>
      )}
      {person.relationship === 'request-sent' && (
        <Button variant="secondary" className={small} disabled>
          {t('friends.sent')}
        </Button>
      )}
      {person.relationship === 'request-received' && (
        <Button className={small} onClick={() => void ask()}>
          {t('friends.accept')}
        </Button>
      )}
      {person.relationship === 'friend' && <Badge tone="green">{t('friends.friendsBadge')}</Badge>}
    </PersonRow>
  );
}

/** `active`: the tab is showing (SPEC §2: the search runs only then, with a non-empty query). */
export function UserSearchTab({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const typed = text.trim();
  const query = useDebounced(typed, SocialLimits.searchDebounceMs);
  const search = useSearchUsers(query, active);
  // Waiting for the typing to pause counts as searching too: the answer is on its way.
  const searching = typed !== query || search.isFetching;
  const results = query === '' ? undefined : search.data;
  return (
    <div className="space-y-3">
      <label className="relative block">
        <span className="sr-only">{t('friends.searchByUsername')}</span>
        <Search className="pointer-events-none absolute top-2.5 left-3 h-4 w-4 text-slate-400" aria-hidden="true" />
        <input
          type="search"
          value={text}
          maxLength={UserLimits.searchQueryMax}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('friends.searchByUsernamePlaceholder')}
          className="block w-full rounded-lg border border-slate-300 py-2 pr-3 pl-9 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
        />
      </label>
      {typed !== '' && (
        <>
          {searching && (
            <p className="py-2 text-center text-sm text-slate-500" role="status">
              {Messages.searching}
            </p>
          )}
          {!searching && results?.length === 0 && (
            <p className="py-6 text-center text-sm text-slate-500">{Messages.userNotFound}</p>
          )}
          {results && results.length > 0 && (
            <ul className="space-y-1" aria-label={t('friends.searchResults')}>
              {results.map((person) => (
                <SearchResultRow key={person._id} person={person} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
