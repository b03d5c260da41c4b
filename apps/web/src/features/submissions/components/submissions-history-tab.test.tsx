import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { AttemptSummary, SubmissionGroup, SubmissionHistoryResponse } from '@quiz/contract/submissions';
import { SubmissionsHistoryTab } from './submissions-history-tab';

const attempt = (id: string, n: number, correct: number, total: number, completedAt: string): AttemptSummary => ({
  _id: id,
  attemptNumber: n,
  correctAnswers: correct,
  totalQuestions: total,
  percentageScore: (correct / total) * 100,
  timeSpent: 1.5,
  timeSpentSeconds: 90,
  completedAt,
  timing: null,
  assignmentId: null,
  late: false,
});

const groups: SubmissionGroup[] = [
  {
    quiz: { _id: 'quiz-a', title: 'Solar System Basics', deleted: false },
    attempts: [
      attempt('sub-a2', 2, 2, 3, '2025-03-02T10:00:00.000Z'),
      attempt('sub-a1', 1, 1, 3, '2025-03-01T10:00:00.000Z'),
    ],
  },
  {
    quiz: { _id: 'quiz-b', title: 'World Capitals', deleted: false },
    attempts: [attempt('sub-b1', 1, 4, 5, '2025-02-01T08:30:00.000Z')],
  },
];

const history = (data: SubmissionGroup[], page = 1, totalPages = 1): SubmissionHistoryResponse => ({
  success: true,
  data,
  pagination: { page, limit: 5, total: data.length, totalPages },
});

const fetchMock = vi.fn<typeof fetch>();

function respond(status: number, body: unknown) {
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(body), { status }));
}

function renderTab() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SubmissionsHistoryTab />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const header = (title: string) => screen.getByRole('button', { name: new RegExp(title) });

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SubmissionsHistoryTab', () => {
  it('lists the groups of the first page with attempts and best score', async () => {
    respond(200, history(groups));
    renderTab();
    expect(screen.getByRole('status', { name: 'Loading submissions' })).toBeTruthy();
    await screen.findByText('Solar System Basics');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/submissions/user?page=1&limit=5');
    expect(within(header('Solar System Basics')).getByText('2 attempts')).toBeTruthy();
    expect(within(header('Solar System Basics')).getByText(/Best score: 66\.7%/)).toBeTruthy();
    expect(within(header('World Capitals')).getByText('1 attempt')).toBeTruthy();
    expect(within(header('World Capitals')).getByText(/Best score: 80\.0%/)).toBeTruthy();
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('expands at most one group, with the four columns and the links', async () => {
    respond(200, history(groups));
    renderTab();
    await screen.findByText('Solar System Basics');
    const first = header('Solar System Basics');
    const second = header('World Capitals');
    expect(first.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Attempt', 'Score', 'Completed At', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('66.7%')).toBeTruthy();
    expect(within(rows[0]!).getByText('(2/3)')).toBeTruthy();
    expect(within(rows[0]!).getByText(new Date('2025-03-02T10:00:00.000Z').toLocaleString())).toBeTruthy();
    expect(within(rows[1]!).getByText('33.3%')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'Retake Quiz' }).getAttribute('href')).toBe('/take-quiz/quiz-a');
    expect(within(rows[0]!).getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe('/results/sub-a2');
    expect(within(rows[1]!).getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe('/results/sub-a1');

    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getAllByRole('table')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Retake Quiz' }).getAttribute('href')).toBe('/take-quiz/quiz-b');
    expect(screen.getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe('/results/sub-b1');

    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('marks a timed attempt taken with extra time, or handed in late', async () => {
    const timed: SubmissionGroup = {
      quiz: { _id: 'quiz-t', title: 'Timed capitals', deleted: false },
      attempts: [
        {
          ...attempt('sub-t2', 2, 3, 3, '2025-03-04T10:00:00.000Z'),
          timing: { extraTime: 1.5, allowedSeconds: 90, lateSeconds: 0 },
        },
        {
          ...attempt('sub-t1', 1, 2, 3, '2025-03-03T10:00:00.000Z'),
          timing: { extraTime: 1, allowedSeconds: 60, lateSeconds: 125 },
        },
      ],
    };
    respond(200, history([timed]));
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: /Timed capitals/ }));
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Extra time ×1.5')).toBeTruthy();
    expect(within(rows[0]!).queryByText(/Late by/)).toBeNull();
    expect(within(rows[1]!).getByText('Late by 2m 05s')).toBeTruthy();
    expect(within(rows[1]!).queryByText(/Extra time/)).toBeNull();
  });

  it('asks for the chosen page and collapses the open group', async () => {
    fetchMock.mockImplementation(async (input) => {
      const page = new URL(String(input), 'http://localhost').searchParams.get('page');
      const body =
        page === '2'
          ? history([{ quiz: { _id: 'quiz-c', title: 'Ancient Rome', deleted: false }, attempts: [] }], 2, 2)
          : history(groups, 1, 2);
      return new Response(JSON.stringify(body), { status: 200 });
    });
    renderTab();
    await screen.findByText('Solar System Basics');
    fireEvent.click(header('Solar System Basics'));
    expect(screen.getByRole('table')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Ancient Rome');
    expect(fetchMock.mock.calls.at(-1)![0]).toBe('/api/submissions/user?page=2&limit=5');
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    await screen.findByText('Solar System Basics');
    expect(header('Solar System Basics').getAttribute('aria-expanded')).toBe('false');
  });

  it("shows 'No submissions found.' when there is no history", async () => {
    respond(200, history([], 1, 0));
    renderTab();
    expect(await screen.findByText('No submissions found.')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it("shows 'No submissions found.' and logs when the history cannot be loaded", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    respond(500, { success: false, message: 'Internal error' });
    renderTab();
    expect(await screen.findByText('No submissions found.')).toBeTruthy();
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows 'No submissions found.' when the server cannot be reached", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderTab();
    expect(await screen.findByText('No submissions found.')).toBeTruthy();
    expect(log).toHaveBeenCalled();
  });

  it("marks a deleted quiz's attempts, keeps View Details and offers no Retake", async () => {
    const gone: SubmissionGroup = {
      quiz: { _id: 'quiz-gone', title: 'Deleted capitals', deleted: true },
      attempts: [attempt('sub-g1', 1, 2, 2, '2025-03-05T10:00:00.000Z')],
    };
    respond(200, history([gone, groups[1]!]));
    renderTab();
    const card = await screen.findByRole('button', { name: /Deleted capitals/ });
    expect(within(card).getByText('Quiz deleted')).toBeTruthy();
    expect(within(header('World Capitals')).queryByText('Quiz deleted')).toBeNull();
    fireEvent.click(card);
    const table = screen.getByRole('table');
    expect(within(table).queryByRole('link', { name: 'Retake Quiz' })).toBeNull();
    expect(within(table).getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe('/results/sub-g1');
  });
});
