import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { QuizSummary } from '@quiz/contract/quizzes';
import { forgetPopularQuizzes } from '../api/get-popular-quizzes';
import { PopularQuizzes } from './popular-quizzes';

const quiz = (n: number, overrides: Partial<QuizSummary> = {}): QuizSummary => ({
  _id: `quiz-${n}`,
  title: `Quiz number ${n}`,
  description: `About quiz ${n}`,
  category: 'Science',
  isPublic: true,
  timeLimit: 30,
  timedAttempts: false,
  source: 'manual',
  createdBy: { _id: 'u1', username: 'alice', displayName: 'Alice A.' },
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  averageRating: 0,
  ratingsCount: 0,
  questionCount: n,
  ...overrides,
});

const fetchMock = vi.fn<typeof fetch>();

function respond(status: number, body: unknown) {
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(body), { status }));
}

function renderSection() {
  return render(
    <MemoryRouter>
      <PopularQuizzes />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  forgetPopularQuizzes();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PopularQuizzes', () => {
  it('asks for six public quizzes and shows at most six cards linking to each quiz', async () => {
    const data = Array.from({ length: 7 }, (_, i) => quiz(i + 1));
    data[1] = quiz(2, { description: null, createdBy: { _id: 'u2', username: 'bob', displayName: null } });
    respond(200, { success: true, data, pagination: { page: 1, limit: 6, total: 7, totalPages: 2 } });
    renderSection();

    expect(screen.getByRole('status')).toBeTruthy();
    const first = await screen.findByRole('link', { name: /Quiz number 1\b/ });
    expect(first.getAttribute('href')).toBe('/quiz/quiz-1');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/quizzes/public?limit=6');
    expect(screen.queryByText('Quiz number 7')).toBeNull();
    expect(screen.getByText('Quiz number 6')).toBeTruthy();
    expect(screen.getByText('No description provided')).toBeTruthy();
    expect(screen.getByText('bob')).toBeTruthy();
    expect(screen.getAllByText('Alice A.')).toHaveLength(5);
    expect(screen.getByText('1 question')).toBeTruthy();
    expect(screen.getByText('3 questions')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View All Quizzes' }).getAttribute('href')).toBe('/dashboard');
  });

  it('says so when there are no public quizzes', async () => {
    respond(200, { success: true, data: [], pagination: { page: 1, limit: 6, total: 0, totalPages: 0 } });
    renderSection();
    expect(await screen.findByText('No quizzes available at the moment.')).toBeTruthy();
  });

  it('shows an error when the list cannot be loaded, after asking twice more', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    respond(500, { success: false, message: 'Internal error' });
    renderSection();
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Failed to load public quizzes')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(screen.getByText('Failed to load public quizzes')).toBeTruthy();
  });

  it('does not ask again when the request itself is refused', async () => {
    respond(400, { success: false, message: 'Bad request' });
    renderSection();
    expect(await screen.findByText('Failed to load public quizzes')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the last list read at once when the section is drawn again, while it reads it afresh', async () => {
    respond(200, { success: true, data: [quiz(1)], pagination: { page: 1, limit: 6, total: 1, totalPages: 1 } });
    renderSection();
    expect(await screen.findByText('Quiz number 1')).toBeTruthy();
    cleanup();

    respond(200, { success: true, data: [quiz(2)], pagination: { page: 1, limit: 6, total: 1, totalPages: 1 } });
    renderSection();
    expect(screen.getByText('Quiz number 1')).toBeTruthy();
    expect(await screen.findByText('Quiz number 2')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
