import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AdminQuiz, AdminUser } from '@quiz/contract/admin';
import { Messages } from '@quiz/contract/messages';
import { RequireAdmin } from '../../../app/guards';
import { SessionProvider } from '../../../app/session-context';
import { renderWithApp } from '../../../test-utils/render';
import { fakeApi, json, type ApiCall, type Route } from '../../../test-utils/fake-api';
import { AdminPage } from './admin-page';

const now = new Date('2025-05-01T10:00:00.000Z');
const person = (id: string, overrides: Partial<AdminUser> = {}): AdminUser => ({
  _id: id,
  username: id,
  email: `${id}@example.com`,
  displayName: null,
  profilePicture: null,
  accountType: 'standard',
  registrationDate: '2025-04-01T00:00:00.000Z',
  ...overrides,
});
const ann = person('ann', { displayName: 'Ann Admin', accountType: 'admin' });
const bob = person('bob');
const cleo = person('cleo', { displayName: 'Cleo', accountType: 'admin' });
const quiz = (id: string, overrides: Partial<AdminQuiz> = {}): AdminQuiz => ({
  _id: id,
  title: `Quiz ${id}`,
  description: null,
  category: 'Science',
  isPublic: true,
  questionCount: 3,
  createdAt: '2025-04-02T00:00:00.000Z',
  createdBy: { _id: 'bob', username: 'bob' },
  ...overrides,
});
const longDescription = 'A'.repeat(50) + 'this part is not shown';
const quizzes = [
  quiz('q1', { description: longDescription, isPublic: false }),
  quiz('q2', { createdBy: null, questionCount: 7 }),
];

const page = <T,>(data: T[], total = data.length) => ({
  success: true,
  data,
  pagination: { page: 1, limit: 20, total, totalPages: Math.max(1, Math.ceil(total / 20)) },
});
const searchOf = (call: ApiCall) => new URLSearchParams(call.path.split('?')[1]).get('search');

/** The server as these tests need it; each test may put routes in front. */
function serve(extra: Route[] = []) {
  return fakeApi([
    ...extra,
    ['GET', '/admin/users', (call) => page(searchOf(call) ? [] : [ann, bob, cleo])],
    ['GET', '/admin/quizzes', (call) => page(searchOf(call) ? [] : quizzes)],
  ]);
}

function renderPage(path = '/admin') {
  return renderWithApp(<AdminPage />, path);
}

const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const rowOf = (text: string) => screen.getByText(text, { selector: 'p' }).closest('tr')!;
const dialog = () => screen.getByRole('dialog');
const signIn = (user: AdminUser) =>
  localStorage.setItem('user', JSON.stringify({ ...user, emailVerified: true, token: 't' }));

beforeEach(() => {
  vi.useFakeTimers({ now, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  localStorage.clear();
  signIn(ann);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AdminPage: users', () => {
  it('lists the accounts with their name, email, type and registration date', async () => {
    serve();
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading users' })).toBeTruthy();
    await settle();
    expect(screen.getByRole('heading', { name: 'Admin Panel' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Users Management', selected: true })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'User',
      'Email',
      'Account Type',
      'Registered',
      'Actions',
    ]);
    const row = rowOf('bob');
    expect(within(row).getByRole('img', { name: "bob's avatar" })).toBeTruthy();
    expect(within(row).getByText(Messages.noDisplayName)).toBeTruthy();
    expect(within(row).getByText('bob@example.com')).toBeTruthy();
    expect(within(row).getByText('Standard')).toBeTruthy();
    expect(within(row).getByText(new Date(bob.registrationDate).toLocaleDateString())).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Make Admin' })).toBeTruthy();
    expect(within(rowOf('cleo')).getByText('Admin')).toBeTruthy();
    expect(within(rowOf('cleo')).getByRole('button', { name: 'Remove Admin' })).toBeTruthy();
    expect(within(rowOf('ann')).getByText('Ann Admin')).toBeTruthy();
  });

  it('shows a card student (no e-mail of their own) as signing in with a login card, not their placeholder address', async () => {
    const lan = person('lan', { email: 'card-1a2b3c@card.invalid', displayName: 'Lan' });
    serve([['GET', '/admin/users', () => page([ann, lan])]]);
    renderPage();
    await settle();
    expect(within(rowOf('lan')).getByText('Login card')).toBeTruthy();
    expect(screen.queryByText(/card\.invalid/)).toBeNull();
  });

  it("disables delete and permission buttons on the admin's own row, saying why in words under each, not only on hover", async () => {
    serve();
    renderPage();
    await settle();
    const own = rowOf('ann');
    const remove = within(own).getByRole('button', { name: 'Delete' }) as HTMLButtonElement;
    const demote = within(own).getByRole('button', { name: 'Remove Admin' }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    expect(demote.disabled).toBe(true);
    expect(remove.closest('[title]')!.getAttribute('title')).toBe(Messages.cannotDeleteYourself);
    expect(demote.closest('[title]')!.getAttribute('title')).toBe(Messages.cannotChangeOwnPermissions);
    expect(within(own).getByText(Messages.cannotDeleteYourself)).toBeTruthy();
    const reason = document.getElementById(remove.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe(Messages.cannotDeleteYourself);
    expect((within(rowOf('bob')).getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('searches on the server 300 ms after typing stops, from page 1, and says when nobody matches', async () => {
    const api = serve();
    renderPage();
    await settle();
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    fireEvent.change(box, { target: { value: 'zo' } });
    await act(() => vi.advanceTimersByTimeAsync(100));
    fireEvent.change(box, { target: { value: 'zoe' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(api.calls.filter((c) => c.path.includes('search='))).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await settle();
    expect(api.calls.filter((c) => c.path.includes('search=')).map((c) => c.path)).toEqual([
      '/admin/users?page=1&limit=20&search=zoe',
    ]);
    expect(screen.getByText(Messages.noUsersFound)).toBeTruthy();
  });

  it('pages through the accounts on the server', async () => {
    const api = serve([
      [
        'GET',
        '/admin/users',
        (call) => {
          const pageNumber = Number(new URLSearchParams(call.path.split('?')[1]).get('page'));
          const user = pageNumber === 2 ? cleo : bob;
          return { success: true, data: [user], pagination: { page: pageNumber, limit: 20, total: 21, totalPages: 2 } };
        },
      ],
    ]);
    renderPage();
    await settle();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await settle();
    expect(api.called('GET', '/admin/users?page=2&limit=20')).toHaveLength(1);
    expect(rowOf('cleo')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
  });

  it("shows the server's reason when the list cannot be loaded, and tries again", async () => {
    let fail = true;
    const api = serve([
      [
        'GET',
        '/admin/users',
        () => (fail ? json(500, { success: false, message: 'Database away', code: 'internal' }) : page([bob])),
      ],
    ]);
    renderPage();
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Database away');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await settle();
    expect(api.called('GET', '/admin/users?page=1&limit=20')).toHaveLength(2);
    expect(rowOf('bob')).toBeTruthy();
  });

  it('deletes an account after the confirmation, with the toast, and refreshes the list', async () => {
    const success = vi.spyOn(toast, 'success');
    let deleted = false;
    const api = serve([
      ['GET', '/admin/users', () => page(deleted ? [ann, cleo] : [ann, bob, cleo])],
      [
        'DELETE',
        '/admin/users/bob',
        () => {
          deleted = true;
          return { success: true, message: Messages.userDeleted };
        },
      ],
    ]);
    renderPage();
    await settle();
    fireEvent.click(within(rowOf('bob')).getByRole('button', { name: 'Delete' }));
    expect(within(dialog()).getByText(Messages.confirmDeleteUser)).toBeTruthy();
    // It names the person and says what goes with them, and that other people's results stay.
    expect(within(dialog()).getByText(/^bob's account goes for good, with their quizzes, their ratings/)).toBeTruthy();
    expect(within(dialog()).getByText(/Other people's results on their quizzes stay/)).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.called('DELETE', '/admin/users/bob')).toHaveLength(0);

    fireEvent.click(within(rowOf('bob')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    await settle();
    expect(api.called('DELETE', '/admin/users/bob')).toHaveLength(1);
    expect(success).toHaveBeenCalledWith(Messages.userDeleted);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('bob', { selector: 'p' })).toBeNull();
  });

  it("keeps the account and toasts the server's reason when the deletion fails", async () => {
    const error = vi.spyOn(toast, 'error');
    serve([
      [
        'DELETE',
        '/admin/users/bob',
        () => json(404, { success: false, message: Messages.userNotFound, code: 'not_found' }),
      ],
    ]);
    renderPage();
    await settle();
    fireEvent.click(within(rowOf('bob')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    await settle();
    expect(error).toHaveBeenCalledWith(Messages.userNotFound);
    expect(rowOf('bob')).toBeTruthy();
  });

  it('makes someone an admin after the confirmation: the badge and the button change', async () => {
    const success = vi.spyOn(toast, 'success');
    const api = serve([
      [
        'PUT',
        '/admin/users/permissions',
        () => ({ success: true, message: Messages.userPermissionsUpdated, data: { ...bob, accountType: 'admin' } }),
      ],
    ]);
    renderPage();
    await settle();
    fireEvent.click(within(rowOf('bob')).getByRole('button', { name: 'Make Admin' }));
    expect(within(dialog()).getByText(Messages.confirmMakeAdmin('bob'))).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Make Admin' }));
    await settle();
    expect(api.called('PUT', '/admin/users/permissions')[0]!.body).toEqual({ userId: 'bob', accountType: 'admin' });
    expect(success).toHaveBeenCalledWith(Messages.userPermissionsUpdated);
    expect(within(rowOf('bob')).getByText('Admin')).toBeTruthy();
    expect(within(rowOf('bob')).getByRole('button', { name: 'Remove Admin' })).toBeTruthy();
  });

  it('asks before removing admin rights, and keeps them when the server refuses', async () => {
    const error = vi.spyOn(toast, 'error');
    serve([
      [
        'PUT',
        '/admin/users/permissions',
        () => json(403, { success: false, message: Messages.adminOnly, code: 'forbidden' }),
      ],
    ]);
    renderPage();
    await settle();
    fireEvent.click(within(rowOf('cleo')).getByRole('button', { name: 'Remove Admin' }));
    expect(within(dialog()).getByText(Messages.confirmRemoveAdmin('cleo'))).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Remove Admin' }));
    await settle();
    expect(error).toHaveBeenCalledWith(Messages.adminOnly);
    expect(within(rowOf('cleo')).getByText('Admin')).toBeTruthy();
  });
});

describe('AdminPage: quizzes', () => {
  it('lists every quiz with a description preview, its creator or Unknown, the date, questions and a View link', async () => {
    serve();
    renderPage('/admin?tab=quizzes');
    await settle();
    expect(screen.getByRole('tab', { name: 'Quiz Management', selected: true })).toBeTruthy();
    const first = rowOf('Quiz q1');
    expect(within(first).getByText(`${'A'.repeat(50)}…`)).toBeTruthy();
    expect(within(first).getByText('Private')).toBeTruthy();
    expect(within(first).getByText('bob')).toBeTruthy();
    expect(within(first).getByText('3')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'View' }).getAttribute('href')).toBe('/quiz/q1');
    const second = rowOf('Quiz q2');
    expect(within(second).getByText(Messages.unknownCreator)).toBeTruthy();
    expect(within(second).getByText('7')).toBeTruthy();
  });

  it('deletes a quiz after the confirmation, with the toast', async () => {
    const success = vi.spyOn(toast, 'success');
    const api = serve([['DELETE', '/admin/quizzes/q2', () => ({ success: true, message: Messages.quizDeleted })]]);
    renderPage('/admin?tab=quizzes');
    await settle();
    fireEvent.click(within(rowOf('Quiz q2')).getByRole('button', { name: 'Delete' }));
    expect(within(dialog()).getByText(Messages.confirmAdminDeleteQuiz)).toBeTruthy();
    expect(within(dialog()).getByText(/^The quiz goes, .* Everyone's results stay/)).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    await settle();
    expect(api.called('DELETE', '/admin/quizzes/q2')).toHaveLength(1);
    expect(success).toHaveBeenCalledWith(Messages.quizDeleted);
  });

  it('says when no quiz matches', async () => {
    serve();
    renderPage('/admin?tab=quizzes');
    await settle();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search quizzes' }), { target: { value: 'nothing' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    await settle();
    expect(screen.getByText(Messages.noQuizzesFound)).toBeTruthy();
  });

  it("shows the server's reason when the list cannot be loaded", async () => {
    serve([
      ['GET', '/admin/quizzes', () => json(403, { success: false, message: Messages.adminOnly, code: 'forbidden' })],
    ]);
    renderPage('/admin?tab=quizzes');
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(Messages.adminOnly);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});

describe('RequireAdmin', () => {
  const routerAt = () =>
    createMemoryRouter(
      [
        { element: <RequireAdmin />, children: [{ path: '/admin', element: <p>Admin only</p> }] },
        { path: '/dashboard', element: <p>Dashboard</p> },
      ],
      { initialEntries: ['/dashboard', '/admin'], initialIndex: 1 },
    );
  const renderRouter = (router: ReturnType<typeof routerAt>) =>
    render(
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>,
    );

  it('sends a standard user to the dashboard once the account is read afresh, replacing the history entry', async () => {
    signIn(bob);
    fakeApi([['GET', '/users/profile', () => ({ success: true, data: bob })]]);
    const router = routerAt();
    renderRouter(router);
    expect(screen.queryByText('Admin only')).toBeNull();
    await settle();
    expect(screen.getByText('Dashboard')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('lets an admin in', () => {
    const router = routerAt();
    renderRouter(router);
    expect(screen.getByText('Admin only')).toBeTruthy();
  });
});
