/** The user's friends, filtered by name as they type; picking one opens the chat with them. */
import { useState } from 'react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Messages } from '../../../i18n/messages';
import type { Friend } from '@quiz/contract/social';
import { Avatar } from '../../../components/avatar';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { personName } from '../lib/person-name';
import { RemoveFriendButton } from './remove-friend-button';

/** SPEC §2: the filter matches the display name or the username, ignoring case. */
export function filterFriends(friends: readonly Friend[], filter: string): Friend[] {
  const needle = filter.trim().toLowerCase();
  if (!needle) return [...friends];
  return friends.filter(
    (f) => f.username.toLowerCase().includes(needle) || (f.displayName ?? '').toLowerCase().includes(needle),
  );
}

interface FriendsListTabProps {
  friends: Friend[] | undefined;
  selectedId: string | null;
  onSelect(friend: Friend): void;
}

export function FriendsListTab({ friends, selectedId, onSelect }: FriendsListTabProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const shown = filterFriends(friends ?? [], filter);
  return (
    <div className="space-y-3">
      <label className="relative block">
        <span className="sr-only">{t('friends.searchFriends')}</span>
        <Search className="pointer-events-none absolute top-2.5 left-3 h-4 w-4 text-slate-400" aria-hidden="true" />
        <input
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder={t('friends.searchFriendsPlaceholder')}
          className="block w-full rounded-lg border border-slate-300 py-2 pr-3 pl-9 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
        />
      </label>
      {!friends ? (
        <div className="flex justify-center py-6 text-brand-600">
          <Spinner />
        </div>
      ) : shown.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500">{Messages.noFriends}</p>
      ) : (
        <ul className="space-y-1" aria-label={t('friends.friendsLabel')}>
          {shown.map((friend) => {
            const name = personName(friend);
            const selected = friend._id === selectedId;
            // The open chat is being read, whatever the last count said.
            const unread = selected ? 0 : friend.unreadCount;
            return (
              <li key={friend._id} className="flex items-center gap-1">
                <button
                  type="button"
                  onClick={() => onSelect(friend)}
                  aria-current={selected ? 'true' : undefined}
                  className={cn(
                    'flex min-w-0 flex-1 items-center gap-3 rounded-xl px-2 py-2 text-left outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500',
                    selected && 'bg-brand-50 ring-1 ring-brand-500 hover:bg-brand-50',
                  )}
                >
                  <Avatar src={friend.profilePicture} name={name} className="h-10 w-10 shrink-0" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-semibold text-slate-900">{name}</span>
                    <span className="block truncate text-xs text-slate-500">@{friend.username}</span>
                  </span>
                  {unread > 0 && (
                    <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-semibold text-white">
                      {unread > 99 ? '99+' : unread}
                      <span className="sr-only"> {t('friends.unread')}</span>
                    </span>
                  )}
                </button>
                <RemoveFriendButton friend={friend} named />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
