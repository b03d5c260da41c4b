import { describe, expect, it } from 'vitest';
import {
  answersShown,
  attemptsLeft,
  averageOf,
  cellMark,
  countedAttempt,
  noOverride,
  refusal,
  studentValue,
  todoState,
  type Rules,
} from './policy';

const at = (hours: number) => new Date(Date.UTC(2026, 10, 20, 12) + hours * 3_600_000);
const rules = (overrides: Partial<Rules> = {}): Rules => ({
  opensAt: at(0),
  dueAt: at(24),
  closesAt: at(48),
  attempts: 2,
  counts: 'best',
  showAnswers: 'after_attempt',
  ...overrides,
});
const attempt = (id: string, score: number, hours: number, late = false) => ({
  id,
  percentageScore: score,
  completedAt: at(hours),
  late,
});

describe('homework rules', () => {
  it('lets an attempt start only while open, with attempts left, and never for an excused student', () => {
    expect(refusal(rules(), at(-1), 0, noOverride)).toBe('notOpen');
    expect(refusal(rules(), at(1), 0, noOverride)).toBeNull();
    expect(refusal(rules(), at(30), 0, noOverride)).toBeNull();
    expect(refusal(rules(), at(49), 0, noOverride)).toBe('closed');
    expect(refusal(rules({ closesAt: null }), at(25), 0, noOverride)).toBe('closed');
    expect(refusal(rules(), at(1), 2, noOverride)).toBe('noAttemptsLeft');
    expect(refusal(rules(), at(1), 2, { excused: false, extraAttempts: 1 })).toBeNull();
    expect(refusal(rules({ attempts: null }), at(1), 40, noOverride)).toBeNull();
    expect(refusal(rules(), at(1), 0, { excused: true, extraAttempts: 0 })).toBe('excused');
    expect(attemptsLeft(rules({ attempts: null }), 3, noOverride)).toBeNull();
    expect(attemptsLeft(rules({ attempts: 1 }), 3, noOverride)).toBe(0);
  });

  it('counts the best attempt (the first of equal scores) or the last one', () => {
    const attempts = [attempt('a', 50, 2), attempt('b', 90, 3), attempt('c', 90, 4), attempt('d', 10, 5)];
    expect(countedAttempt('best', attempts)?.id).toBe('b');
    expect(countedAttempt('last', attempts)?.id).toBe('d');
    expect(countedAttempt('best', [])).toBeNull();
  });

  it('shows the right answers right away, after the due date, or never', () => {
    expect(answersShown(rules(), at(1))).toBe(true);
    expect(answersShown(rules({ showAnswers: 'after_due' }), at(1))).toBe(false);
    // Late hand-ins are still taken until 48 h: the answers wait for them.
    expect(answersShown(rules({ showAnswers: 'after_due' }), at(25))).toBe(false);
    expect(answersShown(rules({ showAnswers: 'after_due' }), at(49))).toBe(true);
    expect(answersShown(rules({ showAnswers: 'after_due', closesAt: null }), at(25))).toBe(true);
    expect(answersShown(rules({ showAnswers: 'never' }), at(100))).toBe(false);
  });

  it('marks where homework stands for a student and in the gradebook', () => {
    expect(todoState(rules(), at(1), null, noOverride)).toBe('todo');
    expect(todoState(rules(), at(30), null, noOverride)).toBe('late');
    expect(todoState(rules(), at(50), null, noOverride)).toBe('missed');
    expect(todoState(rules(), at(50), attempt('a', 1, 2), noOverride)).toBe('done');
    expect(todoState(rules(), at(50), null, { excused: true, extraAttempts: 0 })).toBe('excused');
    expect(cellMark(rules(), at(1), null, noOverride)).toBe('open');
    expect(cellMark(rules(), at(25), null, noOverride)).toBe('missing');
    expect(cellMark(rules(), at(25), attempt('a', 80, 25, true), noOverride)).toBe('late');
  });

  it('averages what counts: a missing hand-in as 0, excused and open not at all', () => {
    const values = [studentValue('done', 80), studentValue('missing', null), studentValue('excused', null)];
    expect(values).toEqual([80, 0, null]);
    expect(averageOf(values)).toBe(40);
    expect(averageOf([studentValue('open', null), studentValue('absent', null)])).toBeNull();
    expect(averageOf([100, 33.333])).toBe(66.7);
  });
});
