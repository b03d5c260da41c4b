import { untilTypeset } from '../../../test-utils/until-typeset';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { Quiz } from '@quiz/contract/quizzes';
import { fakeApi, json } from '../../../test-utils/fake-api';
import { renderWithApp, storeTestSession } from '../../../test-utils/render';
import { saveRunningAttempt } from '../lib/timed-attempt';
import { TakeQuizPage } from './take-quiz-page';

const question = (n: number, timeLimit: number | null) => ({
  _id: `q${n}`,
  kind: 'single' as const,
  content: `Question ${n}?`,
  options: [
    { _id: `q${n}-a`, label: `Right ${n}` },
    { _id: `q${n}-b`, label: `Wrong ${n}` },
  ],
  timeLimit,
  points: 'standard' as const,
  image: null,
});

const quiz = (timedAttempts: boolean): Quiz =>
  ({
    _id: 'quiz-1',
    title: 'Timed capitals',
    description: null,
    category: 'Geography',
    isPublic: true,
    timeLimit: 30,
    timedAttempts,
    allowAnswerDownload: false,
    seesAnswerKey: false,
    mayDownloadAnswerKey: false,
    source: 'manual',
    createdBy: { _id: 'owner', username: 'teacher', displayName: null },
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    averageRating: 0,
    ratingsCount: 0,
    questionCount: 2,
    questions: [question(1, 45), question(2, null)],
  }) as Quiz;

const attempt = (secondsLeft: number, extraTime = 1.5) => ({
  _id: 'attempt-1',
  quizId: 'quiz-1',
  extraTime,
  allowedSeconds: 113,
  startedAt: '2026-11-27T08:00:00.000Z',
  endsAt: '2026-11-27T08:01:53.000Z',
  secondsLeft,
});

function renderPage(timed: boolean, secondsLeft = 113, questions?: Quiz['questions']) {
  const data = questions ? { ...quiz(timed), questions, questionCount: questions.length } : quiz(timed);
  const api = fakeApi([
    ['GET', '/quizzes/quiz-1', () => ({ success: true, data })],
    [
      'POST',
      '/quizzes/quiz-1/attempts',
      () => json(201, { success: true, message: 'Timed attempt started', attempt: attempt(secondsLeft) }),
    ],
    ['POST', '/quizzes/quiz-1/submit', () => json(201, { success: true, message: 'ok', submission: { _id: 's-1' } })],
  ]);
  renderWithApp(
    <Routes>
      <Route path="/take-quiz/:quizId" element={<TakeQuizPage />} />
      <Route path="/results/:id" element={<p>Results page</p>} />
    </Routes>,
    '/take-quiz/quiz-1',
  );
  return api;
}

beforeEach(() => {
  storeTestSession({ _id: 'me', username: 'lan' });
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a timed solo attempt', () => {
  it('offers extra time before starting, with the time each choice gives', async () => {
    renderPage(true);
    // 45 s + the quiz's 30 s.
    expect(await screen.findByText('This quiz is timed: you have 1m 15s for 2 questions.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'None (1m 15s)' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: '×1.5 (1m 53s)' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '×2 (2m 30s)' })).toBeTruthy();
    expect(screen.queryByText('Question 1?')).toBeNull();
  });

  it('starts the server’s clock with the extra time chosen, then counts down beside the questions', async () => {
    const api = renderPage(true);
    fireEvent.click(await screen.findByRole('radio', { name: '×1.5 (1m 53s)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start Quiz' }));
    expect(await screen.findByText('Question 1?')).toBeTruthy();
    // The focus moves from the Start button that went away to the quiz's heading.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Timed capitals' }));
    expect(api.calls.find((c) => c.path === '/quizzes/quiz-1/attempts')?.body).toEqual({ extraTime: 1.5 });
    expect(screen.getByRole('timer', { name: 'Time left' }).textContent).toMatch(/1:5[23]/);
    expect(screen.getByText('Extra time ×1.5')).toBeTruthy();
  });

  it('hands in what is answered when the time is up, naming its attempt, and opens the results', async () => {
    const api = renderPage(true, 1);
    fireEvent.click(await screen.findByRole('button', { name: 'Start Quiz' }));
    fireEvent.click(await screen.findByRole('radio', { name: /Right 1/ }));
    expect(await screen.findByText('Results page', {}, { timeout: 4000 })).toBeTruthy();
    const sent = api.calls.filter((c) => c.path === '/quizzes/quiz-1/submit');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({
      attemptId: 'attempt-1',
      answers: [{ questionId: 'q1', selectedAnswer: 'q1-a' }],
    });
    expect(sessionStorage.length).toBe(0);
  });

  it('tries a hand-in at 0 again when the network failed, but not when the server refused the answers', async () => {
    /** The page with a timed attempt of 1 s, whose hand-ins get `replies` in turn, then 201. */
    async function handInAtZero(replies: Response[]) {
      const api = fakeApi([
        ['GET', '/quizzes/quiz-1', () => ({ success: true, data: quiz(true) })],
        ['POST', '/quizzes/quiz-1/attempts', () => json(201, { success: true, message: 'ok', attempt: attempt(1) })],
        [
          'POST',
          '/quizzes/quiz-1/submit',
          () => replies.shift() ?? json(201, { success: true, message: 'ok', submission: { _id: 's-1' } }),
        ],
      ]);
      renderWithApp(
        <Routes>
          <Route path="/take-quiz/:quizId" element={<TakeQuizPage />} />
          <Route path="/results/:id" element={<p>Results page</p>} />
        </Routes>,
        '/take-quiz/quiz-1',
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Start Quiz' }));
      return () => api.calls.filter((c) => c.path === '/quizzes/quiz-1/submit').length;
    }

    // The clock is faked (and still moves on its own, for the page's own waits): the 1 s and the 3 s pass at once.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      // A 503 at 0, then the try 3 s later goes through.
      const failedOnce = await handInAtZero([json(503, { success: false, message: 'Unavailable', code: 'internal' })]);
      await vi.advanceTimersByTimeAsync(1_500);
      expect(failedOnce()).toBe(1);
      await vi.advanceTimersByTimeAsync(3_000);
      expect(await screen.findByText('Results page')).toBeTruthy();
      expect(failedOnce()).toBe(2);
      cleanup();
      sessionStorage.clear();

      // A 400: the same answers would be refused again, so they stay on screen.
      const refused = await handInAtZero(
        Array.from({ length: 5 }, () => json(400, { success: false, message: 'No', code: 'validation_failed' })),
      );
      await vi.advanceTimersByTimeAsync(1_500);
      expect(refused()).toBe(1);
      await vi.advanceTimersByTimeAsync(6_000);
      expect(refused()).toBe(1);
      expect(screen.queryByText('Results page')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('comes back after a reload to the same clock, question and answers', async () => {
    saveRunningAttempt('quiz-1', {
      userId: 'me',
      attemptId: 'attempt-1',
      extraTime: 2,
      allowedSeconds: 150,
      endsAt: Date.now() + 95_000,
      questionId: 'q2',
      answers: { q1: { optionIds: ['q1-b'] }, 'edited-away': { optionIds: ['x'] } },
    });
    const api = renderPage(true);
    expect(await screen.findByText('Question 2?')).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'Time left' }).textContent).toMatch(/1:3[45]/);
    expect(screen.getByText('1 answered')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/quizzes/quiz-1/attempts')).toBe(false);
  });

  it('hands in at once, with the answers kept, an attempt whose time ran out while the page was closed', async () => {
    saveRunningAttempt('quiz-1', {
      userId: 'me',
      attemptId: 'attempt-1',
      extraTime: 1,
      allowedSeconds: 75,
      endsAt: Date.now() - 5_000,
      questionId: 'q1',
      answers: { q2: { optionIds: ['q2-a'] } },
    });
    const api = renderPage(true);
    expect(await screen.findByText('Results page')).toBeTruthy();
    const sent = api.calls.filter((c) => c.path === '/quizzes/quiz-1/submit');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({
      attemptId: 'attempt-1',
      answers: [{ questionId: 'q2', selectedAnswer: 'q2-a' }],
    });
  });

  it('does not give one person’s running attempt to another signed in on the same tab', async () => {
    saveRunningAttempt('quiz-1', {
      userId: 'someone-else',
      attemptId: 'attempt-9',
      extraTime: 1,
      allowedSeconds: 75,
      endsAt: Date.now() + 60_000,
      questionId: 'q2',
      answers: { q1: { optionIds: ['q1-a'] } },
    });
    renderPage(true);
    expect(await screen.findByRole('button', { name: 'Start Quiz' })).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('leaves an untimed quiz as it was: no start step and no clock', async () => {
    renderPage(false);
    expect(await screen.findByText('Question 1?')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start Quiz' })).toBeNull();
  });
});

describe('a solo question written with code and math', () => {
  it('shows the code block under a heading that stays one, the options typeset, and sends the source', async () => {
    const code = {
      ...question(1, null),
      content: 'What does this print?\n\n```python\nprint(7 // 2)\n```',
      options: [
        { _id: 'q1-a', label: '$3$' },
        { _id: 'q1-b', label: '$3.5$' },
      ],
    };
    const api = renderPage(false, 113, [code]);
    const heading = await screen.findByRole('heading', { level: 2 });
    await untilTypeset(() => expect(heading.querySelector('pre.rich-code')?.textContent).toBe('print(7 // 2)\n'));
    expect(heading.tagName).toBe('DIV');
    const options = within(screen.getByRole('radiogroup'));
    await untilTypeset(() => expect(options.getAllByRole('radio')[0]!.querySelector('.katex math')).not.toBeNull());
    fireEvent.click(options.getAllByRole('radio')[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(await screen.findByText('Results page')).toBeTruthy();
    const [sent] = api.called('POST', '/quizzes/quiz-1/submit');
    expect(sent!.body).toMatchObject({
      answers: [{ questionId: 'q1', selectedOptionText: '$3$', question: code.content }],
    });
  });
});
