import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { fakeApi } from '../../../test-utils/fake-api';
import { renderWithApp, storeTestSession } from '../../../test-utils/render';
import { DashboardPage } from './dashboard-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const serve = (todo: unknown[] = []) =>
  fakeApi([
    ['GET', '/classes', () => ({ success: true, data: { teaching: [], joined: [] } })],
    ['GET', '/assignments/todo', () => ({ success: true, data: todo })],
  ]);

describe('DashboardPage', () => {
  it('asks a person with an unverified e-mail to verify it', () => {
    storeTestSession({ _id: 'ann', username: 'ann', email: 'ann@example.com', emailVerified: false });
    serve();
    renderWithApp(<DashboardPage />, '/dashboard');
    expect(screen.getByText('ann@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Profile' })).toBeTruthy();
  });

  it('does not ask a card student, who has no e-mail of their own', () => {
    storeTestSession({
      _id: 'bao',
      username: 'card-1',
      email: 'x@card.invalid',
      emailVerified: false,
      loginCard: true,
    });
    serve();
    renderWithApp(<DashboardPage />, '/dashboard');
    expect(screen.queryByText(/verify your email/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open Profile' })).toBeNull();
  });

  it('has a Classes tab, opened by ?tab=classes', async () => {
    storeTestSession({ _id: 'ann', username: 'ann', emailVerified: true });
    serve();
    renderWithApp(<DashboardPage />, '/dashboard?tab=classes');
    expect(screen.getByRole('tab', { name: 'Classes', selected: true })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Classes I teach' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'My classes' })).toBeTruthy();
  });

  it("shows a student's To do above the tabs once they have homework", async () => {
    storeTestSession({ _id: 'an', username: 'an', emailVerified: true });
    serve([
      {
        _id: 'a1',
        quiz: { _id: 'quiz-1', title: 'Fractions', deleted: false },
        class: { _id: 'c1', name: '4A Maths' },
        teacher: 'Cô Lan',
        opensAt: '2026-01-01T08:00:00.000Z',
        dueAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        closesAt: null,
        attempts: 1,
        counts: 'best',
        timed: false,
        shuffle: false,
        showAnswers: 'after_attempt',
        state: 'todo',
        canAttempt: true,
        attemptsUsed: 0,
        attemptsLeft: 1,
        extraTime: 1,
        score: null,
        late: false,
        submissionId: null,
      },
    ]);
    renderWithApp(<DashboardPage />, '/dashboard');
    const todo = await screen.findByRole('heading', { name: 'To do' });
    expect(screen.getByRole('link', { name: 'Start Fractions' })).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: 'Dashboard' });
    expect(todo.compareDocumentPosition(tabs) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
