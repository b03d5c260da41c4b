/** The logged-in user for the whole app, kept in step with localStorage (and with other tabs). */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SessionStorageKey } from '@quiz/contract/limits';
import type { User } from '@quiz/contract/users';
import { followAccountLanguage } from '../i18n';
import { readSession, saveSession, type SessionRecord } from '../lib/session';

interface SessionValue {
  session: SessionRecord | null;
  signIn(record: SessionRecord): void;
  /** Merges what the server says of the account now (a profile, or just a new account type) into the session. */
  updateUser(user: Partial<User>): void;
}

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState(readSession);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SessionStorageKey || event.key === null) setSession(readSession());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const signIn = useCallback((record: SessionRecord) => {
    if (saveSession(record)) setSession(record);
  }, []);
  const updateUser = useCallback((user: Partial<User>) => {
    const current = readSession();
    if (!current) return;
    const record = { ...current, ...user, token: current.token };
    if (saveSession(record)) setSession(record);
  }, []);

  // A signed-in person's saved language wins over this browser's (and follows them from device to device).
  const accountLanguage = session?.isGuest ? undefined : session?.language;
  useEffect(() => followAccountLanguage(accountLanguage), [accountLanguage]);

  const value = useMemo(() => ({ session, signIn, updateUser }), [session, signIn, updateUser]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** A room's pages for a guest of that room: they read the guest session as the user (lib/guest-sessions). */
export function GuestSessionProvider({ record, children }: { record: SessionRecord; children: ReactNode }) {
  const parent = useSession();
  const value = useMemo(() => ({ ...parent, session: record }), [parent, record]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}
