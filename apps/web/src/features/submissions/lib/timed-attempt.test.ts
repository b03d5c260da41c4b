import { beforeEach, describe, expect, it } from 'vitest';
import { attemptSeconds, clearRunningAttempt, clock, loadRunningAttempt, saveRunningAttempt } from './timed-attempt';

describe('a timed attempt’s clock', () => {
  it('reads as minutes and seconds, with hours past the hour, rounding a started second up', () => {
    expect(clock(0)).toBe('0:00');
    expect(clock(9.2)).toBe('0:10');
    expect(clock(125)).toBe('2:05');
    expect(clock(3723)).toBe('1:02:03');
    expect(clock(-4)).toBe('0:00');
  });

  it('adds up each question’s own time, or the quiz’s where it has none', () => {
    expect(
      attemptSeconds({ timeLimit: 30, questions: [{ timeLimit: 45 }, { timeLimit: null }, { timeLimit: 10 }] }),
    ).toBe(85);
  });
});

describe('the attempt kept in this tab', () => {
  beforeEach(() => sessionStorage.clear());

  it('gives back what was saved, per quiz, until it is cleared', () => {
    const running = { attemptId: 'a', extraTime: 2, allowedSeconds: 60, endsAt: 123, index: 1, answers: { 0: 'x' } };
    saveRunningAttempt('quiz-1', running);
    expect(loadRunningAttempt('quiz-1')).toEqual(running);
    expect(loadRunningAttempt('quiz-2')).toBeNull();
    clearRunningAttempt('quiz-1');
    expect(loadRunningAttempt('quiz-1')).toBeNull();
  });

  it('ignores what is not an attempt', () => {
    sessionStorage.setItem('timedAttempt:quiz-1', '{"attemptId": 3}');
    expect(loadRunningAttempt('quiz-1')).toBeNull();
    sessionStorage.setItem('timedAttempt:quiz-1', 'not json');
    expect(loadRunningAttempt('quiz-1')).toBeNull();
  });
});
