/**
 * Guests' sessions (issue 14), one per room code, kept in localStorage so a reload or a dropped phone resumes. They
 * are used only on that room's pages: everywhere else the browser is as logged out as it was.
 */
import { GuestLimits } from '@quiz/contract/limits';
import type { PublicUser } from '@quiz/contract/users';
import type { SessionRecord } from './session';

export interface GuestSession {
  code: string;
  token: string;
  user: PublicUser;
  /**
   * When the guest asked to keep this result: a login in this browser within the hour claims it for the account (a
   * shared classroom computer does not hand it to whoever logs in next week).
   */
  keepAsked?: number;
}

function readAll(): Record<string, GuestSession> {
  try {
    const parsed = JSON.parse(localStorage.getItem(GuestLimits.storageKey) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, GuestSession>) : {};
  } catch {
    return {};
  }
}

function writeAll(sessions: Record<string, GuestSession>) {
  try {
    if (Object.keys(sessions).length === 0) localStorage.removeItem(GuestLimits.storageKey);
    else localStorage.setItem(GuestLimits.storageKey, JSON.stringify(sessions));
  } catch {
    // Private mode with no storage: the session lasts as long as the page.
  }
}

export function readGuestSession(code: string | undefined): GuestSession | null {
  if (!code) return null;
  const found = readAll()[code.trim().toUpperCase()];
  return found && typeof found.token === 'string' ? found : null;
}

export function saveGuestSession(session: GuestSession) {
  writeAll({ ...readAll(), [session.code]: session });
}

export function removeGuestSessions(codes: string[]) {
  const all = readAll();
  for (const code of codes) delete all[code];
  writeAll(all);
}

const keepResultForMs = 60 * 60 * 1000;

export function keepGuestResult(code: string) {
  const found = readGuestSession(code);
  if (found) saveGuestSession({ ...found, keepAsked: Date.now() });
}

/** The sessions whose results the guest asked to keep, for the claim after logging in. */
export function guestResultsToKeep(): GuestSession[] {
  const since = Date.now() - keepResultForMs;
  return Object.values(readAll()).filter((s) => (s.keepAsked ?? 0) > since);
}

/** The room code of a page that a guest session opens (/room/CODE, /quiz-game/CODE). */
export function roomCodeOfPath(pathname: string): string | undefined {
  return /^\/(?:room|quiz-game)\/([^/?#]+)/.exec(pathname)?.[1]?.toUpperCase();
}

/** The guest session of the room page being shown, if the browser has one. */
export function guestSessionForPage(pathname = window.location.pathname): GuestSession | null {
  return readGuestSession(roomCodeOfPath(pathname));
}

/** A guest session in the shape the app's pages read the logged-in user from. */
export function guestSessionRecord(guest: GuestSession): SessionRecord {
  return {
    _id: guest.user._id,
    username: guest.user.username,
    email: '',
    displayName: guest.user.displayName,
    profilePicture: null,
    accountType: 'standard',
    emailVerified: false,
    registrationDate: '',
    token: guest.token,
    isGuest: true,
  };
}
