import { describe, expect, it } from 'vitest';
import { reportCellOf, type ReportAnswer } from './reports';

const answered = (texts: string[], isCorrect: boolean, optionId: string | null = null): ReportAnswer => ({
  optionId,
  label: texts.join(', '),
  answered: true,
  optionIds: optionId ? [optionId] : [],
  texts,
  isCorrect,
  points: 0,
  elapsedMs: 1000,
});

describe('reportCellOf', () => {
  it('says what was answered to a question of any kind, and whether it was right', () => {
    expect(reportCellOf(answered(['Paris'], true, 'o1'), 'single')).toEqual({ shows: 'correct', label: 'Paris' });
    expect(reportCellOf(answered(['Red', 'Blue'], true), 'multiple')).toEqual({ shows: 'correct', label: 'Red, Blue' });
    expect(reportCellOf(answered(['tokio'], false), 'typed')).toEqual({ shows: 'wrong', label: 'tokio' });
    expect(reportCellOf(answered(['Venus', 'Mercury'], false), 'ordering')).toEqual({
      shows: 'wrong',
      label: 'Venus, Mercury',
    });
  });

  it('gives a poll vote alone: it is never right or wrong', () => {
    expect(reportCellOf(answered(['Oceans'], false, 'o2'), 'poll')).toEqual({ shows: 'vote', label: 'Oceans' });
  });

  it('tells a question never reached from one left to time out', () => {
    expect(reportCellOf(null, 'single')).toEqual({ shows: 'notReached' });
    expect(reportCellOf({ ...answered([], false), answered: false, label: null }, 'multiple')).toEqual({
      shows: 'noAnswer',
    });
  });
});
