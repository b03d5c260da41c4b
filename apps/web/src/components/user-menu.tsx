import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, ChevronDown, Languages, LayoutDashboard, LogOut, Shield, Trophy, UserRound, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isLanguage, languageCodes, languageNames } from '@quiz/contract/languages';
import { useSession } from '../app/session-context';
import { currentLanguage } from '../i18n';
import { useChooseLanguage } from '../i18n/use-choose-language';
import { logout } from '../lib/session';
import { useUnreadMessages } from '../lib/unread-messages';
import { Avatar } from './avatar';
import { GuestBadge } from './guest-badge';

/** The item under the keyboard (or the pointer) stands out: a tint, a darker text and a ring. */
const itemClasses =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900 data-[highlighted]:ring-2 data-[highlighted]:ring-brand-500';

function UnreadBadge({ count, className }: { count: number; className?: string }) {
  return (
    <span
      className={`inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-semibold text-white ${className ?? ''}`}
      aria-hidden="true"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** SPEC §2: the menu's pages; Admin Panel only for admins. */
const pages = [
  { to: '/profile', label: 'userMenu.profile', icon: UserRound },
  { to: '/dashboard', label: 'userMenu.dashboard', icon: LayoutDashboard },
  { to: '/friends', label: 'userMenu.friends', icon: Users },
  { to: '/achievements', label: 'userMenu.achievements', icon: Trophy },
  { to: '/admin', label: 'userMenu.admin', icon: Shield, adminOnly: true },
] as const;

export function UserMenu() {
  const { session } = useSession();
  const { t } = useTranslation();
  const chooseLanguage = useChooseLanguage();
  const unread = useUnreadMessages();
  if (!session) return null;
  const name = session.displayName || session.username;
  if (session.isGuest) {
    // A room's guest has no account pages: just who they are here.
    return (
      <span className="flex min-w-0 items-center gap-2 text-sm font-semibold text-slate-900">
        {/* On a phone the nickname needs the room more than the avatar does. */}
        <span className="hidden shrink-0 sm:block">
          <Avatar src={null} name={name} className="h-9 w-9" />
        </span>
        <span className="max-w-[10rem] min-w-0 truncate" title={name}>
          {name}
        </span>
        <GuestBadge />
      </span>
    );
  }
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 hover:bg-slate-100"
        // The visible name starts the accessible one (WCAG 2.5.3, label in name); unread messages follow it.
        aria-label={
          unread > 0
            ? `${t('userMenu.label', { name })}, ${t('userMenu.unreadMessages', { count: unread })}`
            : t('userMenu.label', { name })
        }
      >
        <span className="relative">
          <Avatar src={session.profilePicture} name={name} className="h-9 w-9" />
          {unread > 0 && <UnreadBadge count={unread} className="absolute -top-1 -right-2" />}
        </span>
        <span className="hidden text-sm font-semibold sm:inline">{name}</span>
        <ChevronDown className="h-4 w-4 text-slate-500" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200"
        >
          <div className="px-3 py-2">
            <p className="text-sm font-semibold text-slate-900">{session.username}</p>
            <p className="truncate text-xs text-slate-500">{session.email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {pages
            .filter((page) => !('adminOnly' in page) || session.accountType === 'admin')
            .map(({ to, label, icon: Icon }) => (
              <DropdownMenu.Item key={to} asChild className={itemClasses}>
                <Link to={to}>
                  <Icon className="h-4 w-4" aria-hidden="true" /> {t(label)}
                  {to === '/friends' && unread > 0 && (
                    <>
                      <UnreadBadge count={unread} className="ml-auto" />
                      <span className="sr-only">, {t('userMenu.unreadMessages', { count: unread })}</span>
                    </>
                  )}
                </Link>
              </DropdownMenu.Item>
            ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Label className="flex items-center gap-2 px-3 pt-1 pb-1 text-xs font-semibold text-slate-600">
            <Languages className="h-4 w-4" aria-hidden="true" /> {t('language.label')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={currentLanguage()}
            onValueChange={(value) => isLanguage(value) && chooseLanguage(value)}
          >
            {languageCodes.map((code) => (
              <DropdownMenu.RadioItem key={code} value={code} lang={code} className={itemClasses}>
                <span className="flex w-4 justify-center">
                  <DropdownMenu.ItemIndicator>
                    <Check className="h-4 w-4" aria-hidden="true" />
                  </DropdownMenu.ItemIndicator>
                </span>
                {languageNames[code]}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClasses} onSelect={logout}>
            <LogOut className="h-4 w-4" aria-hidden="true" /> {t('userMenu.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
