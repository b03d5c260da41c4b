/**
 * Issue 36: the session follows the account. A promotion or a demotion counts at once (pushed live, or read afresh
 * on a reload), and a deleted account's page says so instead of dropping the person on the login page silently.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import type { User } from '@quiz/contract/users';
import { Messages } from '@quiz/contract/messages';
import { fake } from '../test-utils/fake-socket';
import { fakeApi, json } from '../test-utils/fake-api';
import { UserMenu } from '../components/user-menu';
import { LoginPage } from '../features/auth/pages/login-page';
import { AccountSync } from './account-sync';
import { RequireAdmin } from './guards';
import { SessionProvider } from './session-context';

vi.mock('../lib/socket', async () => (await import('../test-utils/fake-socket')).fakeSocketModule);

const member = (accountType: User['accountType']): User => ({
  _id: 'u1',
  username: 'minh',
  email: 'minh@example.com',
  displayName: 'Minh',
  profilePicture: null,
  accountType,
  emailVerified: true,
  registrationDate: '2025-04-01T00:00:00.000Z',
  language: 'en',
});
const storeAs = (accountType: User['accountType']) =>
  localStorage.setItem('user', JSON.stringify({ ...member(accountType), token: 't' }));
const stored = () => JSON.parse(localStorage.getItem('user') ?? 'null') as (User & { token: string }) | null;
/** The server's account, as GET /users/profile answers it. */
let account: User;
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { element: <RequireAdmin />, children: [{ path: '/admin', element: <p>Admin only</p> }] },
      { path: '/dashboard', element: <UserMenu /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <AccountSync />
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return router;
}

/** The user menu's items, opened from its trigger. */
function menuItems() {
  fireEvent.keyDown(screen.getByRole('button', { name: /User menu/ }), { key: 'Enter' });
  return within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent?.trim());
}

beforeEach(() => {
  localStorage.clear();
  fake.reset();
  account = member('standard');
  fakeApi([['GET', '/users/profile', () => ({ success: true, data: account })]]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('account type', () => {
  it('lets someone promoted since they signed in reach the Admin Panel on their next page load', async () => {
    storeAs('standard');
    account = member('admin');
    renderAt('/admin');
    await settle();
    expect(screen.getByText('Admin only')).toBeTruthy();
    expect(stored()?.accountType).toBe('admin');
    expect(stored()?.token).toBe('t');
  });

  it('shows the Admin Panel link the moment the server says they were made an admin', async () => {
    storeAs('standard');
    const success = vi.spyOn(toast, 'success');
    renderAt('/dashboard');
    await settle();
    expect(menuItems()).not.toContain('Admin Panel');
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });

    act(() => fake.receive('account-updated', { accountType: 'admin' }));
    expect(menuItems()).toContain('Admin Panel');
    expect(success).toHaveBeenCalledWith('You are an admin now: the Admin Panel is in your menu.', expect.anything());
  });

  it('takes an open admin page back to the dashboard when the rights are taken away, and says so', async () => {
    storeAs('admin');
    account = member('admin');
    const success = vi.spyOn(toast, 'success');
    const router = renderAt('/admin');
    await settle();
    expect(screen.getByText('Admin only')).toBeTruthy();

    account = member('standard');
    act(() => fake.receive('account-updated', { accountType: 'standard' }));
    await settle();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByText('Admin only')).toBeNull();
    expect(stored()?.accountType).toBe('standard');
    expect(success).toHaveBeenCalledWith('Your admin rights were removed.', expect.anything());
  });

  it('still keeps a standard user out of the admin pages', async () => {
    storeAs('standard');
    const router = renderAt('/admin');
    await settle();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByText('Admin only')).toBeNull();
  });
});

describe('a deleted account', () => {
  const assign = vi.fn();
  beforeEach(() => {
    assign.mockReset();
    vi.stubGlobal('location', { ...window.location, assign });
  });

  it('forgets the session and goes to the login page that says why, when told live', async () => {
    storeAs('standard');
    renderAt('/dashboard');
    await settle();
    act(() => fake.receive('account-deleted', { message: Messages.accountDeleted, messageKey: 'accountDeleted' }));
    expect(stored()).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login?notice=account-deleted');
  });

  it('does the same when the server refuses the token because the account is gone', async () => {
    storeAs('standard');
    fakeApi([
      [
        'GET',
        '/users/profile',
        () =>
          json(401, {
            success: false,
            message: Messages.accountDeleted,
            code: 'account_deleted',
            messageKey: 'accountDeleted',
          }),
      ],
    ]);
    renderAt('/dashboard');
    await settle();
    expect(stored()).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login?notice=account-deleted');
  });

  it('is told on the login page that the account was deleted', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider>
          <MemoryRouter initialEntries={['/login?notice=account-deleted']}>
            <LoginPage />
          </MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>,
    );
    const notice = screen.getByRole('status');
    expect(within(notice).getByText(Messages.accountDeleted)).toBeTruthy();
    expect(notice.textContent).toContain('You can create a new account at any time.');
  });
});
