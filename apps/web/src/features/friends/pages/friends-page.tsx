/** /friends: friends, requests and search on the left, the chat with the chosen friend on the right (stacked on phones). */
import { useRef, useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { MessageCircle, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Messages } from '../../../i18n/messages';
import type { Friend } from '@quiz/contract/social';
import { AppHeader } from '../../../components/app-header';
import { Card } from '../../../components/ui/card';
import { useFriendRequests } from '../api/get-friend-requests';
import { useFriends } from '../api/get-friends';
import { chatPanelClasses, FriendChat } from '../components/friend-chat';
import { FriendRequestsTab } from '../components/friend-requests-tab';
import { FriendsListTab } from '../components/friends-list-tab';
import { UserSearchTab } from '../components/user-search-tab';

const tabs = ['friends', 'requests', 'search'] as const;
type Tab = (typeof tabs)[number];

const triggerClasses =
  'inline-flex flex-1 items-center justify-center gap-1.5 rounded-lg px-1.5 py-2 text-xs font-semibold whitespace-nowrap sm:px-2 sm:text-sm text-slate-600 hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm';

export function FriendsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = tabs.find((name) => name === params.get('tab')) ?? 'friends';
  const friends = useFriends();
  const requests = useFriendRequests();
  // A new message's toast links here with the friend to open.
  const [selectedId, setSelectedId] = useState<string | null>(() => params.get('chat'));
  // A friend who is no longer on the list (unfriended) closes the chat.
  const selected = friends.data?.find((f) => f._id === selectedId) ?? null;
  const chatRef = useRef<HTMLDivElement>(null);

  const select = (friend: Friend) => {
    setSelectedId(friend._id);
    // Stacked on a phone: the chat is below the list, so bring it into view.
    if (window.matchMedia?.('(max-width: 767px)').matches) chatRef.current?.scrollIntoView?.({ behavior: 'smooth' });
  };

  const requestCount = requests.data?.length ?? 0;
  return (
    <div className="min-h-screen">
      <AppHeader back={{ to: '/dashboard', label: t('friends.backToDashboard') }} />
      <main className="mx-auto max-w-6xl space-y-6 px-4 py-8">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <Users className="h-7 w-7 text-brand-600" aria-hidden="true" /> {t('friends.title')}
        </h1>
        <div className="grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
          <Card className="p-4">
            <Tabs.Root value={tab} onValueChange={(value) => setParams({ tab: value }, { replace: true })}>
              <Tabs.List className="flex gap-1 rounded-xl bg-slate-100 p-1" aria-label={t('friends.friendsLabel')}>
                <Tabs.Trigger value="friends" className={triggerClasses}>
                  {t('friends.tabFriends')}
                </Tabs.Trigger>
                <Tabs.Trigger value="requests" className={triggerClasses}>
                  {t('friends.tabRequests')}
                  {requestCount > 0 && (
                    <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-semibold text-white">
                      {requestCount}
                    </span>
                  )}
                </Tabs.Trigger>
                <Tabs.Trigger value="search" className={triggerClasses}>
                  {t('friends.tabSearch')}
                </Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="friends" className="pt-4">
                <FriendsListTab friends={friends.data} selectedId={selected?._id ?? null} onSelect={select} />
              </Tabs.Content>
              <Tabs.Content value="requests" className="pt-4">
                <FriendRequestsTab requests={requests.data} />
              </Tabs.Content>
              <Tabs.Content value="search" className="pt-4">
                <UserSearchTab active={tab === 'search'} />
              </Tabs.Content>
            </Tabs.Root>
          </Card>
          <div ref={chatRef} className="scroll-mt-20">
            {selected ? (
              <FriendChat key={selected._id} friend={selected} />
            ) : (
              <section
                aria-label={t('friends.chat')}

                className={`${chatPanelClasses} items-center justify-center gap-3 p-6 text-center text-slate-500`}
              >
                <MessageCircle className="h-10 w-10 text-brand-500" aria-hidden="true" />
                <p>{Messages.selectFriend}</p>
              </section>
            )}
          </div>
        </div>
      </main>
    </div>
  );
}
