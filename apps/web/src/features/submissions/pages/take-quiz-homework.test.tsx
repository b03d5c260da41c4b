import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { Route, Routes } from 'react-router';
import { Messages } from '@quiz/contract/messages';
import type { StudentAssignment } from '@quiz/contract/assignments';
import type { Quiz } from '@quiz/contract/quizzes';
import { fakeApi, json, type Route as ApiRoute } from '../../../test-utils/fake-api';
import { renderWithApp, storeTestSession } from '../../../test-utils/render';
import { saveRunningAttempt } from '../lib/timed-attempt';
import { TakeQuizPage } from './take-quiz-page';

const question = (n: number) => ({
  _id: `q${n}`,
  kind: 'single' as const,
  content: `Question ${n}?`,
  options: ['a', 'b', 'c', 'd'].map((o) => ({ _id: `q${n}-${o}`, label: `Option ${n}${o}` })),
  timeLimit: null,
  points: 'standard' as const,
  image: null,
});

/** A private quiz of six questions, 30 s each, that the class reads through its homework. */
const quiz = {
  _id: 'quiz-1',
  title: 'Fractions',
  description: null,
  category: 'Mathematics',
  isPublic: false,
  timeLimit: 30,
  timedAttempts: false,
  allowAnswerDownload: false,
  seesAnswerKey: false,
  mayDownloadAnswerKey: false,
  source: 'manual',
  createdBy: { _id: 'lan', username: 'colan', displayName: 'Cô Lan' },
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  averageRating: 0,
  ratingsCount: 0,
  questionCount: 6,
  questions: [1, 2, 3, 4, 5, 6].map(question),
} as unknown as Quiz;

const homework = (extra: Partial<StudentAssignment> = {}): StudentAssignment => ({
  _id: 'a1',
  quiz: { _id: 'quiz-1', title: 'Fractions', deleted: false },
  class: { _id: 'c1', name: '4A Maths' },
  teacher: 'Cô Lan',
  opensAt: '2026-01-01T08:00:00.000Z',
  dueAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  closesAt: null,
  attempts: 2,
  counts: 'best',
  timed: false,
  shuffle: false,
  showAnswers: 'after_attempt',
  state: 'todo',
  canAttempt: true,
  attemptsUsed: 0,
  attemptsLeft: 2,
  extraTime: 1,
  score: null,
  late: false,
  submissionId: null,
  ...extra,
});

function renderPage(mine: StudentAssignment, extra: ApiRoute[] = []) {
  const api = fakeApi([
    ...extra,
    ['GET', '/assignments/a1/mine', () => ({ success: true, data: mine })],
    ['GET', '/quizzes/quiz-1', () => ({ success: true, data: quiz })],
    [
      'POST',
      '/quizzes/quiz-1/attempts',
      () =>
        json(201, {
          success: true,
          message: 'ok',
          attempt: {
            _id: 'attempt-1',
            quizId: 'quiz-1',
            extraTime: 1.5,
            allowedSeconds: 270,
            startedAt: new Date().toISOString(),
            endsAt: new Date(Date.now() + 270_000).toISOString(),
            secondsLeft: 270,
          },
        }),
    ],
    ['POST', '/quizzes/quiz-1/submit', () => json(201, { success: true, message: 'ok', submission: { _id: 's-1' } })],
  ]);
  renderWithApp(
    <Routes>
      <Route path="/take-quiz/:quizId" element={<TakeQuizPage />} />
      <Route path="/results/:id" element={<p>Results page</p>} />
    </Routes>,
    '/take-quiz/quiz-1?assignment=a1',
  );
  return api;
}

/** Each question's text and its options' labels, as the page shows them one after the other. */
async function readQuestions() {
  const seen: string[][] = [];
  for (let i = 0; i < 6; i++) {
    const text = (await screen.findByRole('heading', { level: 2 })).textContent!;
    seen.push([text, ...screen.getAllByRole('radio').map((radio) => radio.textContent!)]);
    if (i < 5) fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  }
  return seen;
}

beforeEach(() => {
  storeTestSession({ _id: 'me', username: 'an' });
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('homework on the attempt page', () => {
  it('reads the quiz for the homework, says which class and when it is due, and hands in for it', async () => {
    const api = renderPage(homework());
    expect(await screen.findByText('Question 1?')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/quizzes/quiz-1?assignment=a1')).toBe(true);
    const banner = screen.getByRole('region', { name: 'Homework' });
    expect(within(banner).getByText('Homework for 4A Maths')).toBeTruthy();
    expect(within(banner).getByText(/^Due /)).toBeTruthy();
    expect(within(banner).getByText('2 attempts left')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Leave the quiz' }).getAttribute('href')).toBe('/dashboard#todo');

    fireEvent.click(screen.getByRole('radio', { name: 'Option 1a' }));
    for (let i = 0; i < 5; i++) fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Results page')).toBeTruthy();
    expect(api.called('POST', '/quizzes/quiz-1/submit')[0]!.body).toMatchObject({
      assignmentId: 'a1',
      answers: [{ questionId: 'q1', selectedAnswer: 'q1-a' }],
    });
  });

  it('starts timed homework with the assignment and the teacher’s extra time, asking none', async () => {
    const api = renderPage(homework({ timed: true, extraTime: 1.5 }));
    // Six questions of 30 s, ×1.5.
    expect(await screen.findByText('Your extra time of ×1.5 applies: you have 4m 30s.')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start Quiz' }));
    expect(await screen.findByRole('timer', { name: 'Time left' })).toBeTruthy();
    expect(api.called('POST', '/quizzes/quiz-1/attempts')[0]!.body).toEqual({ assignmentId: 'a1' });
  });

  it('shows shuffled homework in an order of the attempt’s own, the same after a reload', async () => {
    renderPage(homework({ shuffle: true }));
    const first = await readQuestions();
    cleanup();
    renderPage(homework({ shuffle: true }));
    expect(await readQuestions()).toEqual(first);

    const unshuffled = quiz.questions.map((q) => [q.content, ...q.options.map((o) => o.label)]);
    expect(first).not.toEqual(unshuffled);
    expect(first.map(([text]) => text).sort()).toEqual(unshuffled.map(([text]) => text));
    cleanup();

    // The next attempt (one handed in) gets another order.
    renderPage(homework({ shuffle: true, attemptsUsed: 1, attemptsLeft: 1 }));
    expect(await readQuestions()).not.toEqual(first);
  });

  it('comes back after a reload to a timed, shuffled homework attempt: its clock, question and answers', async () => {
    // Kept apart from a practice attempt at the same quiz.
    saveRunningAttempt('quiz-1:a1', {
      userId: 'me',
      attemptId: 'attempt-1',
      extraTime: 1,
      allowedSeconds: 180,
      endsAt: Date.now() + 100_000,
      questionId: 'q4',
      answers: { q4: { optionIds: ['q4-b'] } },
    });
    const api = renderPage(homework({ timed: true, shuffle: true }));
    expect(await screen.findByText('Question 4?')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Option 4b/ }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('timer', { name: 'Time left' })).toBeTruthy();
    expect(screen.getByText('1 answered')).toBeTruthy();
    expect(api.called('POST', '/quizzes/quiz-1/attempts')).toHaveLength(0);
  });

  it('shows the server’s reason when it refuses the hand-in', async () => {
    const error = vi.spyOn(toast, 'error');
    renderPage(homework(), [
      [
        'POST',
        '/quizzes/quiz-1/submit',
        () =>
          json(409, {
            success: false,
            code: 'conflict',
            message: Messages.assignmentClosed,
            messageKey: 'assignmentClosed',
          }),
      ],
    ]);
    await screen.findByText('Question 1?');
    for (let i = 0; i < 5; i++) fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(Messages.assignmentClosed));
    expect(screen.queryByText('Results page')).toBeNull();
  });

  it('does not offer homework that can no longer be done, and says why', async () => {
    renderPage(homework({ state: 'done', canAttempt: false, attemptsUsed: 2, attemptsLeft: 0 }));
    expect(await screen.findByText(Messages.assignmentNoAttemptsLeft)).toBeTruthy();
    expect(screen.queryByText('Question 1?')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to To do' })).toBeTruthy();
  });
});
