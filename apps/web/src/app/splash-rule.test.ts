import { afterEach, describe, expect, it } from 'vitest';
import { showsSplash, showsSplashOnLoad, type StoredSessions } from './splash-rule';

const nobody: StoredSessions = { loggedIn: false, hasGuestSession: () => false };
const loggedIn: StoredSessions = { loggedIn: true, hasGuestSession: () => false };
const guestOf = (room: string): StoredSessions => ({ loggedIn: false, hasGuestSession: (code) => code === room });

describe('showsSplash', () => {
  it.each(['/room/ABC123', '/room/ABC123/', '/room/ABC123/present', '/quiz-game/ABC123'])(
    'skips the splash on %s for a stored login',
    (path) => {
      expect(showsSplash(path, loggedIn)).toBe(false);
    },
  );

  it.each(['/room/ABC123', '/quiz-game/ABC123', '/quiz-game/abc123'])(
    'skips the splash on %s for a guest of that room',
    (path) => {
      expect(showsSplash(path, guestOf('ABC123'))).toBe(false);
    },
  );

  it("keeps the splash on the presenter's page for a guest, who is sent to log in", () => {
    expect(showsSplash('/room/ABC123/present', guestOf('ABC123'))).toBe(true);
  });

  it("keeps the splash on a room's pages for a guest of another room and for nobody", () => {
    expect(showsSplash('/quiz-game/ABC123', guestOf('XYZ789'))).toBe(true);
    expect(showsSplash('/room/ABC123', nobody)).toBe(true);
  });

  it.each(['/', '/dashboard', '/login', '/join-room', '/play', '/room/ABC123/report', '/quiz/42', '/quiz-game'])(
    'keeps the splash on %s, as the spec has it, even when logged in',
    (path) => {
      expect(showsSplash(path, loggedIn)).toBe(true);
    },
  );
});

describe('showsSplashOnLoad', () => {
  afterEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('reads the stored login and the address of this load', () => {
    window.history.replaceState(null, '', '/quiz-game/ABC123');
    expect(showsSplashOnLoad()).toBe(true);
    localStorage.setItem('user', JSON.stringify({ _id: 'u1', username: 'ana', token: 't' }));
    expect(showsSplashOnLoad()).toBe(false);
    window.history.replaceState(null, '', '/dashboard');
    expect(showsSplashOnLoad()).toBe(true);
  });
});

describe('showsSplashOnLoad for a guest', () => {
  afterEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('reads the guest session of the room in the address', () => {
    localStorage.setItem(
      'guestSessions',
      JSON.stringify({ ABC123: { code: 'ABC123', token: 'g', user: { _id: 'g1', username: 'An' } } }),
    );
    window.history.replaceState(null, '', '/quiz-game/ABC123');
    expect(showsSplashOnLoad()).toBe(false);
    window.history.replaceState(null, '', '/quiz-game/XYZ789');
    expect(showsSplashOnLoad()).toBe(true);
  });
});
