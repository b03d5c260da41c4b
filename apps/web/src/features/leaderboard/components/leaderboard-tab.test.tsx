import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import type { LeaderboardData, LeaderboardEntry } from '@quiz/contract/leaderboard';
import { Messages } from '@quiz/contract/messages';
import { renderWithApp, storeTestSession } from '../../../test-utils/render';
import { fakeApi, json } from '../../../test-utils/fake-api';
import { formatDuration } from '../../../i18n/format';
import { LeaderboardTab } from './leaderboard-tab';

const entry = (rank: number, id: string, over: Partial<LeaderboardEntry> = {}): LeaderboardEntry => ({
  rank,
  userId: id,
  username: id,
  displayName: id.toUpperCase(),
  profilePicture: null,
  score: 1000 - rank * 10,
  quizzesTaken: 3,
  loginStreak: 2,
  accuracy: 75,
  totalTime: 125,
  ...over,
});
const boardOf = (entries: LeaderboardEntry[], page = 1, totalUsers = 45): LeaderboardData => ({
  topScorers: entries,
  stats: { totalParticipants: totalUsers, totalQuizzesTaken: 321, averageScore: 67.25 },
  pagination: { page, limit: 20, totalUsers, totalPages: Math.ceil(totalUsers / 20) },
});

function renderTab() {
  return renderWithApp(<LeaderboardTab />);
}
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  vi.useFakeTimers();
  storeTestSession({ _id: 'ann', username: 'ann', email: 'a@x' });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LeaderboardTab', () => {
  it('asks for all time by total score, page 1 of 20, and shows the cards, the columns and the top three', async () => {
    const api = fakeApi([
      [
        'GET',
        '/leaderboard',
        () => ({
          success: true,
          message: 'ok',
          data: boardOf([entry(1, 'ann'), entry(2, 'bob'), entry(2, 'cid'), entry(4, 'dan')]),
        }),
      ],
    ]);
    renderTab();
    await settle();
    expect(api.calls[0]!.path).toBe('/leaderboard?timeFrame=all&category=score&page=1&limit=20');
    expect(screen.getByText('Global Leaderboard')).toBeTruthy();
    expect(screen.getByText('Total Players').nextSibling?.textContent).toBe('45');
    expect(screen.getByText('Quizzes Completed').nextSibling?.textContent).toBe('321');
    expect(screen.getByText('Average Score').nextSibling?.textContent).toBe('67.3%');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Rank',
      'Player',
      'Total Score',
      'Quizzes Taken',
      'Login Streak',
      'Accuracy',
      'Total Time',
    ]);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['1', '2', '2', '4']);
    expect(rows[0]!.className).toContain('bg-amber-50');
    expect(rows[3]!.className).not.toContain('bg-');
    expect(within(rows[0]!).getByText('(You)')).toBeTruthy();
    expect(within(rows[0]!).getByText('75.0%')).toBeTruthy();
    expect(within(rows[0]!).getByText('2m 05s')).toBeTruthy();
  });

  it('starts again at page 1 when the period or the sort changes, with the loading and done toasts', async () => {
    const loading = vi.spyOn(toast, 'loading');
    const success = vi.spyOn(toast, 'success');
    const api = fakeApi([
      ['GET', '/leaderboard', () => ({ success: true, message: 'ok', data: boardOf([entry(1, 'a')]) })],
    ]);
    renderTab();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await settle();
    expect(api.calls.at(-1)!.path).toContain('page=2');
    expect(loading).toHaveBeenCalledWith(Messages.leaderboardPageLoading, { id: 'leaderboard' });
    expect(success).toHaveBeenCalledWith(Messages.leaderboardUpdated, { id: 'leaderboard' });

    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'weekly' } });
    await settle();
    expect(api.calls.at(-1)!.path).toBe('/leaderboard?timeFrame=weekly&category=score&page=1&limit=20');
    expect(loading).toHaveBeenCalledWith(Messages.leaderboardUpdating, { id: 'leaderboard' });

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await settle();
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'streak' } });
    await settle();
    expect(api.calls.at(-1)!.path).toBe('/leaderboard?timeFrame=weekly&category=streak&page=1&limit=20');
  });

  it('ignores a page outside 1..totalPages', async () => {
    const api = fakeApi([
      ['GET', '/leaderboard', () => ({ success: true, message: 'ok', data: boardOf([entry(1, 'a')]) })],
    ]);
    renderTab();
    await settle();
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await settle();
    expect(api.calls.map((c) => new URLSearchParams(c.path.split('?')[1]).get('page'))).toEqual(['1', '3']);
  });

  it("shows zero totals, the server's message and Try Again when the leaderboard cannot be loaded", async () => {
    fakeApi([
      ['GET', '/leaderboard', () => json(500, { success: false, message: 'Database is down', code: 'internal' })],
    ]);
    renderTab();
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Database is down');
    expect(screen.getByText('Total Players').nextSibling?.textContent).toBe('0');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('says so when nobody has played in the period yet', async () => {
    fakeApi([['GET', '/leaderboard', () => ({ success: true, message: 'ok', data: boardOf([], 1, 0) })]]);
    renderTab();
    await settle();
    expect(screen.getByText('No players on the leaderboard for this period yet.')).toBeTruthy();
  });
});

describe('formatDuration', () => {
  it('shows seconds, minutes and seconds, or hours and minutes', () => {
    expect(formatDuration(42)).toBe('42s');
    expect(formatDuration(125)).toBe('2m 05s');
    expect(formatDuration(3 * 3600 + 5 * 60 + 9)).toBe('3h 05m');
  });
});
