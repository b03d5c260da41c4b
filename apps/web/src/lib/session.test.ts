import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, isLoggedIn, readSession, saveSession, type SessionRecord } from './session';

const record: SessionRecord = {
  _id: 'u1',
  username: 'alice',
  email: 'alice@example.test',
  displayName: null,
  profilePicture: null,
  accountType: 'standard',
  emailVerified: false,
  registrationDate: '2026-01-01T00:00:00.000Z',
  token: 'a.b.c',
};

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the session record', () => {
  it('is saved under localStorage "user" with the logged-in flag, and read back', () => {
    expect(saveSession(record)).toBe(true);
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(record);
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
    expect(readSession()).toEqual(record);
    expect(isLoggedIn()).toBe(true);
  });

  it('is not saved without a token', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(saveSession({ ...record, token: '' })).toBe(false);
    expect(error).toHaveBeenCalledWith('Invalid user data or missing token');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('reads as logged out when absent, unparsable or missing its token', () => {
    expect(readSession()).toBeNull();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('user', '{not json');
    expect(readSession()).toBeNull();
    localStorage.setItem('user', JSON.stringify({ username: 'x' }));
    expect(isLoggedIn()).toBe(false);
  });

  it('is removed with its flag', () => {
    saveSession(record);
    expect(clearSession()).toBe(true);
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
  });
});
