import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { messagesIn } from '@quiz/contract/message-catalog';
import { LoginPage } from '../features/auth/pages/login-page';
import { chooseLanguage, LanguageStorageKey } from '../i18n';
import { ApiError, errorMessage } from '../lib/api-client';
import { fakeApi } from '../test-utils/fake-api';
import { renderWithApp, storeTestSession } from '../test-utils/render';
import { AppHeader } from './app-header';

afterEach(async () => {
  cleanup();
  await chooseLanguage('en');
  localStorage.clear();
  vi.unstubAllGlobals();
});

const switchTo = (name: string) =>
  fireEvent.change(screen.getByRole('combobox', { name: /Language|Ngôn ngữ/ }), {
    target: { value: name },
  });

describe('the language switch', () => {
  it('turns the page into Vietnamese, sets <html lang> and is remembered in this browser', async () => {
    const api = fakeApi([]);
    renderWithApp(<LoginPage />, '/login');
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Tiếng Việt' }).getAttribute('lang')).toBe('vi');

    switchTo('vi');
    expect(await screen.findByRole('heading', { name: 'Chào mừng trở lại' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Đăng nhập' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('vi');
    expect(localStorage.getItem(LanguageStorageKey)).toBe('vi');
    // Nobody is signed in: nothing to save on an account.
    expect(api.calls).toEqual([]);

    switchTo('en');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });

  it("saves a signed-in person's choice on their account", async () => {
    storeTestSession({ _id: 'u1', username: 'lan' });
    const api = fakeApi([
      [
        'PUT',
        '/users/profile',
        () => ({
          success: true,
          message: 'Profile updated successfully',
          user: { _id: 'u1', username: 'lan', email: 'lan@x', accountType: 'standard', language: 'vi' },
        }),
      ],
    ]);
    renderWithApp(<AppHeader />, '/dashboard');
    switchTo('vi');
    await waitFor(() => expect(api.called('PUT', '/users/profile')).toHaveLength(1));
    await waitFor(() => expect(JSON.parse(localStorage.getItem('user')!).language).toBe('vi'));
    expect(screen.getByRole('button', { name: 'lan, Menu người dùng' })).toBeTruthy();
  });
});

describe('server messages', () => {
  it('are shown in the chosen language by the key and arguments the server sends; other texts as they came', async () => {
    const failure = new ApiError('Invalid email or password', 401, 'unauthenticated', undefined, 'invalidCredentials');
    expect(errorMessage(failure, 'fallback')).toBe('Invalid email or password');
    await chooseLanguage('vi');
    expect(errorMessage(failure, 'fallback')).toBe(messagesIn('vi').invalidCredentials);
    const removed = new ApiError('Chi was removed from the room', 200, 'x', undefined, 'playerRemoved', ['Chi']);
    expect(errorMessage(removed, 'x')).toBe(messagesIn('vi').playerRemoved('Chi'));
    expect(errorMessage(new ApiError('Ha Noi', 400), 'x')).toBe('Ha Noi');
  });
});
