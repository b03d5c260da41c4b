import { describe, expect, it } from 'vitest';
import type { QuestionKind } from '@quiz/contract/limits';
import { attemptSeed, seededOrder, shuffleQuestions } from './shuffle-order';

const numbers = Array.from({ length: 12 }, (_, i) => i);

const question = (id: string, kind: QuestionKind = 'single') => ({
  _id: id,
  kind,
  options: ['a', 'b', 'c', 'd', 'e'].map((o) => ({ _id: `${id}-${o}`, label: o })),
});

describe('seededOrder', () => {
  it('gives the same order for the same seed (a reload), and leaves the list given alone', () => {
    const list = [...numbers];
    expect(seededOrder(list, 'attempt-1')).toEqual(seededOrder(list, 'attempt-1'));
    expect(list).toEqual(numbers);
    expect([...seededOrder(list, 'attempt-1')].sort((a, b) => a - b)).toEqual(numbers);
  });

  it('gives another order for another attempt', () => {
    const orders = new Set(['a:1', 'a:2', 'a:3', 'b:1'].map((seed) => seededOrder(numbers, seed).join(',')));
    expect(orders.size).toBe(4);
    expect(seededOrder(numbers, 'a:1')).not.toEqual(numbers);
  });
});

describe('shuffleQuestions', () => {
  it('orders the questions and each one’s options by the attempt, keeping every one', () => {
    const questions = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6'].map((id) => question(id));
    const shuffled = shuffleQuestions(questions, 'seed');
    expect(shuffled).toEqual(shuffleQuestions(questions, 'seed'));
    expect(shuffled.map((q) => q._id)).not.toEqual(questions.map((q) => q._id));
    expect(shuffled.map((q) => q._id).sort()).toEqual(questions.map((q) => q._id));
    const moved = shuffled.filter((q) => q.options.map((o) => o.label).join('') !== 'abcde');
    expect(moved.length).toBeGreaterThan(0);
    for (const q of shuffled)
      expect(
        q.options
          .map((o) => o.label)
          .sort()
          .join(''),
      ).toBe('abcde');
  });

  it('keeps True then False, and an ordering question’s starting order', () => {
    const fixed = [question('tf', 'true_false'), question('order', 'ordering'), question('typed', 'typed')];
    for (const q of shuffleQuestions(fixed, 'seed')) {
      expect(q.options.map((o) => o.label).join('')).toBe('abcde');
    }
  });
});

describe('attemptSeed', () => {
  it('names a timed attempt by its id, an untimed one by the student, the homework and the attempt’s number', () => {
    expect(attemptSeed({ _id: 'a1', attemptsUsed: 0 }, 'me', 'attempt-9')).toBe('attempt-9');
    expect(attemptSeed({ _id: 'a1', attemptsUsed: 0 }, 'me')).toBe('a1:me:1');
    expect(attemptSeed({ _id: 'a1', attemptsUsed: 1 }, 'me', null)).toBe('a1:me:2');
  });
});
