import { untilTypeset } from '../../../test-utils/until-typeset';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { GameReview } from '@quiz/contract/reports';
import { ReviewList, ReviewSummary, outcomeOf } from './game-review';

afterEach(cleanup);

const options = [
  { _id: 'o1', label: 'Pacific', isCorrect: true },
  { _id: 'o2', label: 'Atlantic', isCorrect: false },
];
const me = { _id: 'p1', name: 'An', username: 'an', isGuest: false, rank: 2, score: 950, correctAnswers: 1 };
const review: GameReview = {
  _id: 'room-1',
  code: 'XK7P2Q',
  quizTitle: 'Ocean trivia',
  quizDeleted: false,
  endedAt: '2025-05-01T10:05:00.000Z',
  questionCount: 3,
  gradedCount: 3,
  playerCount: 4,
  standings: [me],
  me,
  questions: [
    {
      index: 0,
      _id: 'q1',
      content: 'Largest ocean?',
      kind: 'single',
      correctTexts: ['Pacific'],
      image: null,
      options,
      answer: {
        optionId: 'o1',
        label: 'Pacific',
        answered: true,
        optionIds: ['o1'],
        texts: ['Pacific'],
        isCorrect: true,
        points: 950,
        elapsedMs: 2000,
      },
    },
    {
      index: 1,
      _id: 'q2',
      content: 'Deepest ocean?',
      kind: 'single',
      correctTexts: ['Pacific'],
      image: null,
      options,
      answer: {
        optionId: 'o2',
        label: 'Atlantic',
        answered: true,
        optionIds: ['o2'],
        texts: ['Atlantic'],
        isCorrect: false,
        points: 0,
        elapsedMs: 4000,
      },
    },
    {
      index: 2,
      _id: 'q3',
      content: 'Coldest ocean?',
      kind: 'single',
      correctTexts: ['Arctic'],
      image: null,
      options,
      answer: {
        optionId: null,
        label: null,
        answered: false,
        optionIds: [],
        texts: [],
        isCorrect: false,
        points: 0,
        elapsedMs: 30000,
      },
    },
  ],
};

describe('the review of a finished game', () => {
  it('says right, wrong or no answer for each question', () => {
    expect(review.questions.map(outcomeOf)).toEqual(['correct', 'incorrect', 'unanswered']);
    expect(outcomeOf({ ...review.questions[0]!, answer: null })).toBe('unanswered');
  });

  it("marks the player's answer and the correct one, with the points", () => {
    render(<ReviewList review={review} />);
    const second = screen.getByRole('listitem', { name: 'Question 2' });
    expect(second.textContent).toContain('Incorrect');
    expect(second.textContent).toContain('+0 points');
    const [pacific, atlantic] = within(second).getAllByRole('listitem');
    expect(pacific!.textContent).toContain('Correct answer');
    expect(pacific!.textContent).not.toContain('Your answer');
    expect(atlantic!.textContent).toContain('Your answer');
    const first = screen.getByRole('listitem', { name: 'Question 1' });
    expect(first.textContent).toContain('+950 points');
    expect(within(first).getAllByRole('listitem')[0]!.textContent).toContain('Your answerCorrect answer');
    expect(screen.getByRole('listitem', { name: 'Question 3' }).textContent).toContain('No answer');
  });

  it('typesets a question with math, and says why its answer is right', async () => {
    const [first] = review.questions;
    const root = {
      ...first!,
      content: 'The positive root of $x^2 + 3x - 4 = 0$?',
      options: [
        { _id: 'o1', label: '$x = 1$', isCorrect: true },
        { _id: 'o2', label: '$x = -4$', isCorrect: false },
      ],
      explanation: 'It factors as $(x + 4)(x - 1)$.',
    };
    render(<ReviewList review={{ ...review, questions: [root, review.questions[1]!] }} />);
    const item = screen.getByRole('listitem', { name: 'Question 1' });
    await untilTypeset(() => expect(item.querySelectorAll('.katex math')).toHaveLength(4));
    const why = within(item).getByText('Why').parentElement!;
    expect(why.querySelector('annotation')?.textContent).toBe('(x + 4)(x - 1)');
    // A question without an explanation shows none.
    expect(within(screen.getByRole('listitem', { name: 'Question 2' })).queryByText('Why')).toBeNull();
  });

  it('sums up the number right, the points and the place', () => {
    render(<ReviewSummary review={review} />);
    expect(screen.getByText(/You got/).textContent).toContain('You got 1 of 3 right · 950 points · place 2nd of 4');
  });
});
