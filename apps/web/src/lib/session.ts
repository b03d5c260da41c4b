/** The stored login: localStorage 'user' holds the user fields plus the token (SPEC §3 Session record). */
import { LoggedInFlagKey, SessionStorageKey } from '@quiz/contract/limits';
import type { User } from '@quiz/contract/users';

/**
 * `isGuest`: a room guest's session (lib/guest-sessions), never stored as the login. `language` may be missing
 * from a login stored before languages existed, and from a guest's.
 */
export type SessionRecord = Omit<User, 'language'> &
  Partial<Pick<User, 'language'>> & { token: string; isGuest?: boolean };

export function readSession(): SessionRecord | null {
  try {
    const raw = localStorage.getItem(SessionStorageKey);
    if (!raw) return null;
    const record = JSON.parse(raw) as Partial<SessionRecord> | null;
    if (!record || typeof record !== 'object' || typeof record.token !== 'string' || !record.token) return null;
    return record as SessionRecord;
  } catch (error) {
    console.error('Error parsing user data:', error);
    return null;
  }
}

export function saveSession(record: SessionRecord | null | undefined): boolean {
  if (!record || !record.token) {
    console.error('Invalid user data or missing token');
    return false;
  }
  try {
    localStorage.setItem(SessionStorageKey, JSON.stringify(record));
    localStorage.setItem(LoggedInFlagKey, 'true');
    return true;
  } catch (error) {
    console.error('Error saving user data:', error);
    return false;
  }
}

export function clearSession(): boolean {
  try {
    localStorage.removeItem(SessionStorageKey);
    localStorage.removeItem(LoggedInFlagKey);
    return true;
  } catch (error) {
    console.error('Error removing user data:', error);
    return false;
  }
}

export const isLoggedIn = () => readSession() !== null;

/** Logout as the spec has it: forget the session, then a full reload onto /login. */
export function logout() {
  clearSession();
  window.location.assign('/login');
}

/** Where a deleted account's pages go: the login page, which says the account was deleted (issue 36). */
export const accountDeletedPath = '/login?notice=account-deleted';

/** The account was deleted by an admin: forget the session and say so on the login page, not silently. */
export function leaveDeletedAccount() {
  clearSession();
  window.location.assign(accountDeletedPath);
}
