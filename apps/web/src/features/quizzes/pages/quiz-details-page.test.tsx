import { untilTypeset } from '../../../test-utils/until-typeset';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { fakeApi } from '../../../test-utils/fake-api';
import { renderWithApp } from '../../../test-utils/render';
import { QuizDetailsPage } from './quiz-details-page';

const long = 'A plain question that goes on and on, '.repeat(4);
const formula = `Simplify ${'$\\frac{x^2 - 1}{x - 1}$ '.repeat(6)}and say for which $x$ it holds.`;
const quiz = {
  _id: 'q1',
  title: 'Algebra',
  description: null,
  category: 'Math',
  isPublic: true,
  timeLimit: 30,
  timedAttempts: false,
  source: 'manual',
  createdBy: { _id: 'owner', username: 'lan', displayName: 'Cô Lan' },
  seesAnswerKey: false,
  mayDownloadAnswerKey: false,
  createdAt: '2026-11-26T00:00:00.000Z',
  updatedAt: '2026-11-26T00:00:00.000Z',
  averageRating: 0,
  ratingsCount: 0,
  questionCount: 2,
  questions: [long, formula].map((content, i) => ({
    _id: `q${i}`,
    kind: 'single',
    content,
    options: [
      { _id: `q${i}-a`, label: 'A' },
      { _id: `q${i}-b`, label: 'B' },
    ],
    timeLimit: null,
    points: 'standard',
    image: null,
  })),
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("the quiz page's list of questions", () => {
  it('cuts a long plain question short, and clamps one with math whole, never cutting a formula in half', async () => {
    fakeApi([['GET', '/quizzes/q1', () => ({ success: true, data: quiz })]]);
    renderWithApp(
      <Routes>
        <Route path="/quiz/:id" element={<QuizDetailsPage />} />
      </Routes>,
      '/quiz/q1',
    );
    const plain = await screen.findByText(/^Question 1: A plain question/);
    expect(plain.textContent).toBe(`Question 1: ${long.slice(0, 100)}...`);

    const maths = screen.getByText(/^Question 2:/);
    expect(maths.className).toContain('line-clamp-2');
    await untilTypeset(() => expect(maths.querySelectorAll('.katex math')).toHaveLength(7));
    expect(maths.querySelectorAll('annotation')[5]!.textContent).toBe('\\frac{x^2 - 1}{x - 1}');
  });
});
