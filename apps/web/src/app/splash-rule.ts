/**
 * Whether a full page load starts with the 3-second splash (SPEC §2). Everywhere it does, except a room's pages for
 * someone who can play there: a player reloading mid-question, or coming back, must see the game at once.
 */
import { readGuestSession } from '../lib/guest-sessions';
import { readSession } from '../lib/session';

export interface StoredSessions {
  /** A stored login exists. */
  loggedIn: boolean;
  /** This browser holds a guest session for the room with this code (upper case). */
  hasGuestSession(code: string): boolean;
}

// /room/{code} and /quiz-game/{code} open for a guest of that room too; /room/{code}/present only for a login.
const playerPage = /^\/(?:room|quiz-game)\/([^/]+)\/?$/;
const hostPage = /^\/room\/([^/]+)\/present\/?$/;

export function showsSplash(pathname: string, stored: StoredSessions): boolean {
  if (hostPage.test(pathname)) return !stored.loggedIn;
  const code = playerPage.exec(pathname)?.[1];
  if (!code) return true;
  return !(stored.loggedIn || stored.hasGuestSession(code.toUpperCase()));
}

/** The rule for this page load, from the address and what the browser has stored. */
export function showsSplashOnLoad(): boolean {
  try {
    return showsSplash(window.location.pathname, {
      loggedIn: readSession() !== null,
      hasGuestSession: (code) => readGuestSession(code) !== null,
    });
  } catch {
    return true;
  }
}
