import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Messages } from '@quiz/contract/messages';
import { Issue } from '@quiz/contract/schema-messages';
import { localize } from '../i18n/messages';
import { api, ApiError, errorMessage } from './api-client';
import { saveSession } from './session';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

function storeToken(token: string) {
  saveSession({
    _id: 'u1',
    username: 'alice',
    email: 'a@example.test',
    displayName: null,
    profilePicture: null,
    accountType: 'standard',
    emailVerified: true,
    registrationDate: '2026-01-01T00:00:00.000Z',
    token,
  });
}

describe('api()', () => {
  it('sends the stored token as a bearer header under /api', async () => {
    storeToken('tok-123');
    const fetchMock = vi.fn().mockResolvedValue(json(200, { success: true, data: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    await api('/users/profile');
    expect(fetchMock).toHaveBeenCalledWith('/api/users/profile', expect.objectContaining({ method: 'GET' }));
    expect(fetchMock.mock.calls[0]![1].headers.authorization).toBe('Bearer tok-123');
  });

  it('turns the error envelope into an ApiError with the server message and field errors', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          json(409, { success: false, message: 'taken', code: 'conflict', fieldErrors: { email: 'taken' } }),
        ),
    );
    const error = await api('/users/register', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'taken', status: 409, fieldErrors: { email: 'taken' } });
  });

  it('keeps a field message that is a shared one as its key and arguments, worded where it is shown', async () => {
    const fieldErrors = { maxParticipants: Messages.maxParticipantsRange(60), title: 'Line 4: its own words' };
    const fieldErrorKeys = { maxParticipants: { messageKey: 'maxParticipantsRange', messageParams: [60] } };
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          json(400, { success: false, message: 'x', code: 'validation_failed', fieldErrors, fieldErrorKeys }),
        ),
    );
    const error = (await api('/rooms', { method: 'POST', body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error.fieldErrors).toEqual({
      maxParticipants: Issue.maxParticipantsRange(60),
      title: 'Line 4: its own words',
    });
    expect(localize(error.fieldErrors!.maxParticipants!)).toBe(Messages.maxParticipantsRange(60));
  });

  it('clears the session and goes to /login when the token failed', async () => {
    storeToken('stale');
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          json(401, { success: false, message: Messages.tokenFailed, code: 'token_failed', messageKey: 'tokenFailed' }),
        ),
    );
    await expect(api('/users/profile')).rejects.toThrow(Messages.tokenFailed);
    expect(localStorage.getItem('user')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('keeps the session on a 401 that is about credentials, such as a wrong password', async () => {
    storeToken('fine');
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          json(401, { success: false, message: Messages.invalidCredentials, code: 'unauthenticated' }),
        ),
    );
    await expect(api('/users/login', { method: 'POST', body: {} })).rejects.toThrow(Messages.invalidCredentials);
    expect(localStorage.getItem('user')).not.toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('reports "Cannot connect to server" when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api('/users/profile')).rejects.toMatchObject({ message: Messages.cannotConnect, status: 0 });
  });

  it('reports an answer that is not JSON as an invalid response', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html>', { status: 502 })));
    await expect(api('/users/profile')).rejects.toMatchObject({ message: Messages.invalidResponse });
  });
});

describe('errorMessage()', () => {
  it('prefers the server message and falls back otherwise', () => {
    expect(errorMessage(new ApiError('Server says no', 400), 'Fallback')).toBe('Server says no');
    expect(errorMessage(new Error('boom'), 'Fallback')).toBe('Fallback');
  });
});
