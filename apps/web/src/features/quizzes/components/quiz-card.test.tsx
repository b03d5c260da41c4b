import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { QuizSummary } from '@quiz/contract/quizzes';
import { QuizCard } from './quiz-card';

afterEach(cleanup);

const quiz: QuizSummary = {
  _id: 'q1',
  title: 'Capitals of Europe',
  description: null,
  category: 'Geography',
  isPublic: true,
  timeLimit: 30,
  timedAttempts: false,
  source: 'manual',
  createdBy: { _id: 'someone', username: 'lan', displayName: 'Cô Lan' },
  createdAt: '2025-05-01T10:00:00.000Z',
  updatedAt: '2025-05-01T10:00:00.000Z',
  averageRating: 0,
  ratingsCount: 0,
  questionCount: 4,
};

describe('QuizCard', () => {
  it("leads to the quiz's page from its title as well as from Take Quiz", () => {
    render(
      <MemoryRouter>
        <QuizCard quiz={quiz} currentUserId="me" />
      </MemoryRouter>,
    );
    const card = screen.getByRole('article', { name: 'Capitals of Europe' });
    const title = within(card).getByRole('heading', { name: 'Capitals of Europe' });
    expect(within(title).getByRole('link').getAttribute('href')).toBe('/quiz/q1');
    expect(within(card).getByRole('link', { name: 'Take Quiz' }).getAttribute('href')).toBe('/quiz/q1');
  });
});
