import { describe, expect, it } from 'vitest';
import { Say } from '@quiz/contract/message-catalog';
import { Messages } from '@quiz/contract/messages';
import { scoreBand } from '@quiz/contract/limits';
import { gradeAttempt, GradingError, type GradableQuestion } from './grading';

const questions: GradableQuestion[] = [
  {
    id: 'q1',
    content: 'Capital of France?',
    options: [
      { id: 'a', label: 'Paris', isCorrect: true },
      { id: 'b', label: 'Rome', isCorrect: false },
    ],
  },
  {
    id: 'q2',
    content: '2 + 2?',
    options: [
      { id: 'c', label: '3', isCorrect: false },
      { id: 'd', label: '4', isCorrect: true },
    ],
  },
  {
    id: 'q3',
    content: 'Largest ocean?',
    options: [
      { id: 'e', label: 'Pacific', isCorrect: true },
      { id: 'f', label: 'Indian', isCorrect: false },
    ],
  },
];

describe('gradeAttempt', () => {
  it('scores every answer right as 100%', () => {
    const result = gradeAttempt(questions, [
      { questionId: 'q1', selectedAnswer: 'a' },
      { questionId: 'q2', selectedAnswer: 'd' },
      { questionId: 'q3', selectedAnswer: 'e' },
    ]);
    expect(result).toMatchObject({ correctAnswers: 3, totalQuestions: 3, percentageScore: 100 });
  });

  it('scores every answer wrong as 0% and names the right option for each', () => {
    const result = gradeAttempt(questions, [
      { questionId: 'q1', selectedAnswer: 'b' },
      { questionId: 'q2', selectedAnswer: 'c' },
      { questionId: 'q3', selectedAnswer: 'f' },
    ]);
    expect(result.correctAnswers).toBe(0);
    expect(result.answers.map((a) => a.correctOptionText)).toEqual(['Paris', '4', 'Pacific']);
  });

  it('counts unanswered questions in the total, as wrong, with no selection', () => {
    const result = gradeAttempt(questions, [{ questionId: 'q2', selectedAnswer: 'd' }]);
    expect(result).toMatchObject({ correctAnswers: 1, totalQuestions: 3 });
    expect(result.percentageScore).toBeCloseTo(33.33, 2);
    expect(result.answers[0]).toMatchObject({ selectedOptionId: null, selectedOptionText: null, isCorrect: false });
  });

  it('refuses an option taken from another question', () => {
    expect(() => gradeAttempt(questions, [{ questionId: 'q1', selectedAnswer: 'd' }])).toThrow(
      new GradingError(Say.optionNotInQuestion),
    );
  });

  it('refuses a question that is not in the quiz', () => {
    expect(() => gradeAttempt(questions, [{ questionId: 'zz', selectedAnswer: 'a' }])).toThrow(
      Messages.answerNotInQuiz,
    );
  });

  it('refuses two answers to one question', () => {
    expect(() =>
      gradeAttempt(questions, [
        { questionId: 'q1', selectedAnswer: 'b' },
        { questionId: 'q1', selectedAnswer: 'a' },
      ]),
    ).toThrow(Messages.duplicateAnswer);
  });
});

describe('scoreBand', () => {
  it.each([
    [59.9, 'Keep Practicing!'],
    [60, 'Good Job!'],
    [79.9, 'Good Job!'],
    [80, 'Excellent!'],
    [0, 'Keep Practicing!'],
    [100, 'Excellent!'],
  ])('%d%% is %s', (percentage, band) => {
    expect(scoreBand(percentage)).toBe(band);
  });
});
