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

  const running = {
    userId: 'me',
    attemptId: 'a',
    extraTime: 2,
    allowedSeconds: 60,
    endsAt: 123,
    questionId: 'q2',
    answers: { q1: { optionIds: ['o1'] }, q2: { text: 'Hà Nội' }, q3: { order: ['b', 'a'] } },
  };

  it('gives back what was saved, per quiz and person, until it is cleared', () => {
    saveRunningAttempt('quiz-1', running);
    expect(loadRunningAttempt('quiz-1', 'me')).toEqual(running);
    expect(loadRunningAttempt('quiz-2', 'me')).toBeNull();
    // Someone else signed in on this tab does not get it.
    expect(loadRunningAttempt('quiz-1', 'someone-else')).toBeNull();
    clearRunningAttempt('quiz-1');
    expect(loadRunningAttempt('quiz-1', 'me')).toBeNull();
  });

  it('ignores what is not an attempt, and drops answers of no known shape', () => {
    sessionStorage.setItem('timedAttempt:quiz-1', '{"attemptId": 3}');
    expect(loadRunningAttempt('quiz-1', 'me')).toBeNull();
    sessionStorage.setItem('timedAttempt:quiz-1', 'not json');
    expect(loadRunningAttempt('quiz-1', 'me')).toBeNull();
    saveRunningAttempt('quiz-1', {
      ...running,
      answers: { ...running.answers, q4: 'x', q5: { optionIds: [1] } },
    } as never);
    expect(loadRunningAttempt('quiz-1', 'me')?.answers).toEqual(running.answers);
  });
});
