/**
 * The live room's two halves. From lg up, the room (players, start or wait) and its chat sit side by side; on a
 * phone the start or wait state stays on top and 'Players' and 'Chat' are tabs below it, so that none of the three
 * is reached by scrolling past another. Both panels stay mounted: switching tabs keeps the chat's messages and a
 * half-typed message.
 */
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

export type RoomTab = 'players' | 'chat';

interface RoomTabsValue {
  unread: number;
  /** A chat message from somebody else arrived: counted while the chat is out of sight. */
  noteIncoming(): void;
}

const RoomTabsContext = createContext<RoomTabsValue | null>(null);

/** Null outside RoomPanels (e.g. the game page's chat): no tabs there. */
export const useRoomTabs = () => useContext(RoomTabsContext);

/** Tailwind's lg breakpoint, where both panels show and there are no tabs. */
const sideBySide = () => window.matchMedia?.('(min-width: 1024px)').matches ?? false;

export function RoomPanels({ main, chat }: { main: ReactNode; chat: ReactNode }) {
  const [tab, setTab] = useState<RoomTab>('players');
  const [unread, setUnread] = useState(0);
  const current = useRef(tab);
  const select = (value: string) => {
    const next: RoomTab = value === 'chat' ? 'chat' : 'players';
    current.current = next;
    setTab(next);
    if (next === 'chat') setUnread(0);
  };
  const noteIncoming = useCallback(() => {
    if (current.current !== 'chat' && !sideBySide()) setUnread((count) => count + 1);
  }, []);
  const value = useMemo(() => ({ unread, noteIncoming }), [unread, noteIncoming]);
  return (
    <RoomTabsContext.Provider value={value}>
      <Tabs.Root value={tab} onValueChange={select} className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">{main}</div>
        <Tabs.Content value="chat" forceMount className="min-w-0 data-[state=inactive]:max-lg:hidden">
          {chat}
        </Tabs.Content>
      </Tabs.Root>
    </RoomTabsContext.Provider>
  );
}

const triggerClasses =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-600 ' +
  'data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm';

/** The tab bar, on a phone only; nothing outside RoomPanels. */
export function RoomTabBar({ playerCount, className }: { playerCount: number; className?: string }) {
  const { t } = useTranslation();
  const tabs = useRoomTabs();
  if (!tabs) return null;
  return (
    <Tabs.List
      aria-label={t('lobby.tabs')}
      className={cn('grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 lg:hidden', className)}
    >
      <Tabs.Trigger value="players" className={triggerClasses}>
        {t('lobby.playersTab', { players: playerCount })}
      </Tabs.Trigger>
      <Tabs.Trigger value="chat" className={triggerClasses}>
        {t('lobby.chatTab')}
        {tabs.unread > 0 && (
          <span className="min-w-5 rounded-full bg-red-600 px-1.5 text-xs leading-5 font-bold text-white">
            {tabs.unread}
            <span className="sr-only"> {t('lobby.unread')}</span>
          </span>
        )}
      </Tabs.Trigger>
    </Tabs.List>
  );
}

/** The players' panel: a tab on a phone inside RoomPanels, a plain block elsewhere. */
export function PlayersPanel({ className, children }: { className?: string; children: ReactNode }) {
  const tabs = useRoomTabs();
  if (!tabs) return <div className={className}>{children}</div>;
  return (
    <Tabs.Content value="players" forceMount className={cn('data-[state=inactive]:max-lg:hidden', className)}>
      {children}
    </Tabs.Content>
  );
}
