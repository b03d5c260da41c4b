import { untilTypeset } from '../../../test-utils/until-typeset';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { StudentAssignment } from '@quiz/contract/assignments';
import type { Submission } from '@quiz/contract/submissions';
import { formatDateTime } from '../../../i18n/format';
import { fakeApi, json } from '../../../test-utils/fake-api';
import { renderWithApp, storeTestSession } from '../../../test-utils/render';
import { ResultsPage } from './results-page';

/** An attempt at Fractions: one question answered wrong; the right answer is left out when `answersHidden`. */
const submission = (extra: Partial<Submission> = {}): Submission => ({
  _id: 's-1',
  attemptNumber: 1,
  correctAnswers: 0,
  totalQuestions: 1,
  percentageScore: 0,
  timeSpent: 1,
  timeSpentSeconds: 60,
  completedAt: '2026-12-04T08:00:00.000Z',
  timing: null,
  assignmentId: null,
  late: false,
  quizId: { _id: 'quiz-1', title: 'Fractions', isPublic: false, createdBy: 'lan', deleted: false },
  userId: 'me',
  answers: [
    {
      questionId: 'q1',
      question: 'Half of 8?',
      selectedAnswer: 'o1',
      selectedOptionText: '3',
      correctAnswer: extra.answersHidden ? null : 'o2',
      correctOptionText: extra.answersHidden ? null : '4',
      isCorrect: false,
      kind: 'single',
      graded: true,
      answerTexts: ['3'],
      correctTexts: extra.answersHidden ? [] : ['4'],
      image: null,
    },
  ],
  answersHidden: false,
  ...extra,
});

const dueAt = '2026-12-05T10:00:00.000Z';
const mine = (extra: Partial<StudentAssignment>) => ({
  success: true,
  data: {
    _id: 'a1',
    quiz: { _id: 'quiz-1', title: 'Fractions', deleted: false },
    class: { _id: 'c1', name: '4A Maths' },
    teacher: 'Cô Lan',
    opensAt: '2026-12-01T08:00:00.000Z',
    dueAt,
    closesAt: null,
    attempts: 1,
    counts: 'best',
    timed: false,
    shuffle: false,
    showAnswers: 'after_due',
    state: 'done',
    canAttempt: false,
    attemptsUsed: 1,
    attemptsLeft: 0,
    extraTime: 1,
    score: 0,
    late: false,
    submissionId: 's-1',
    ...extra,
  },
});

function renderResults(shown: Submission, homework?: object) {
  fakeApi([
    ['GET', '/submissions/s-1', () => ({ success: true, message: 'ok', data: shown })],
    ['GET', '/assignments/a1/mine', () => homework ?? json(404, { success: false, message: 'No', code: 'not_found' })],
  ]);
  renderWithApp(
    <Routes>
      <Route path="/results/:submissionId" element={<ResultsPage />} />
    </Routes>,
    '/results/s-1',
  );
}

beforeEach(() => storeTestSession({ _id: 'me', username: 'an' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ResultsPage with the answers hidden', () => {
  it('says the right answers come after the due date, when the teacher chose so', async () => {
    renderResults(submission({ assignmentId: 'a1', answersHidden: true }), mine({ showAnswers: 'after_due' }));
    expect(
      await screen.findByText(`The correct answers are shown after the due date, ${formatDateTime(dueAt)}.`),
    ).toBeTruthy();
    expect(screen.getByText('Your answer: 3')).toBeTruthy();
    expect(screen.queryByText(/Correct answer/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to To do' }).getAttribute('href')).toBe('/dashboard#todo');
    // Homework is tried again under its rules, not as practice.
    expect(screen.queryByRole('link', { name: 'Retake Quiz' })).toBeNull();
  });

  it('says the teacher does not show them, when never', async () => {
    renderResults(submission({ assignmentId: 'a1', answersHidden: true }), mine({ showAnswers: 'never' }));
    expect(await screen.findByText('Your teacher does not show the correct answers of this homework.')).toBeTruthy();
  });

  it('says a neutral sentence when the homework cannot be read, and offers another try when one is left', async () => {
    renderResults(submission({ assignmentId: 'a1', answersHidden: true, late: true }));
    expect(await screen.findByText('The correct answers are not shown yet.')).toBeTruthy();
    expect(screen.getByText('Handed in after the due date')).toBeTruthy();
    cleanup();

    renderResults(
      submission({ assignmentId: 'a1' }),
      mine({ showAnswers: 'after_attempt', attempts: 2, attemptsLeft: 1, canAttempt: true }),
    );
    const again = await screen.findByRole('link', { name: 'Try again' });
    expect(again.getAttribute('href')).toBe('/take-quiz/quiz-1?assignment=a1');
    expect(screen.getByText('Correct answer: 4')).toBeTruthy();
  });

  it('leaves practice as it was: the right answers and Retake', async () => {
    renderResults(submission());
    expect(await screen.findByText('Correct answer: 4')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retake Quiz' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Back to To do' })).toBeNull();
  });
});

describe('ResultsPage with math and explanations', () => {
  it('typesets the question and the answers, and says why beside the correct answer', async () => {
    const [answer] = submission().answers;
    const fraction = {
      ...answer!,
      question: 'Half of $\\frac{8}{3}$?',
      answerTexts: ['$\\frac{8}{6}$'],
      correctTexts: ['$\\frac{4}{3}$'],
      explanation: 'Halve the numerator: $\\frac{8 \\div 2}{3}$.',
    };
    renderResults(submission({ answers: [fraction] }));
    const item = await screen.findByRole('listitem');
    await untilTypeset(() => expect(item.querySelectorAll('.katex math mfrac')).toHaveLength(4));
    const correct = within(item).getByText(/Correct answer/);
    const why = within(item).getByText('Why').parentElement!;
    expect(correct.compareDocumentPosition(why) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(why.querySelector('annotation')?.textContent).toBe('\\frac{8 \\div 2}{3}');
  });

  it('shows no explanation for a question that has none', async () => {
    renderResults(submission());
    expect(await screen.findByText('Correct answer: 4')).toBeTruthy();
    expect(screen.queryByText('Why')).toBeNull();
  });
});
