import { describe, expect, it } from 'vitest';
import { RoomLimits } from '@quiz/contract/limits';
import { answerGraceMs } from './rules';
import {
  completionGapMs,
  deadlineOf,
  overtimeAt,
  overtimeSlackMs,
  perQuestionMs,
  questionLimitMs,
  roomLimitMs,
  scoreAnswer,
  timedOut,
} from './self-paced';

const startedAt = new Date('2026-11-28T08:00:00Z');

describe('the clock of a question', () => {
  it("takes the question's own time, else the room's, else 30 seconds", () => {
    expect(roomLimitMs(20)).toBe(20_000);
    expect(roomLimitMs(null)).toBe(30_000);
    expect(questionLimitMs(45, 20_000)).toBe(45_000);
    expect(questionLimitMs(null, 20_000)).toBe(20_000);
  });

  it('gives a player the time, the grace and the pause before the next question', () => {
    expect(perQuestionMs(20_000)).toBe(20_000 + answerGraceMs + RoomLimits.answerAdvanceDelayMs);
  });

  it('counts a question as timed out only after its whole time', () => {
    const servedAt = new Date(startedAt.getTime());
    expect(timedOut(servedAt, 20_000, new Date(startedAt.getTime() + 20_000))).toBe(false);
    expect(timedOut(servedAt, 20_000, new Date(startedAt.getTime() + 20_001))).toBe(true);
  });
});

describe('the deadline and overtime of a game', () => {
  it('sets the deadline from each question’s own time', () => {
    const deadline = deadlineOf(startedAt, [20_000, 45_000]);
    expect(deadline.getTime() - startedAt.getTime()).toBe(perQuestionMs(20_000) + perQuestionMs(45_000));
  });

  it('lets a self-paced game complete without the absent a little after its deadline', () => {
    const closesAt = deadlineOf(startedAt, [20_000]);
    const room = { startedAt, questionCount: 1, timeLimit: 20, mode: 'self_paced' as const, closesAt };
    expect(overtimeAt(room)).toBe(closesAt.getTime() + overtimeSlackMs);
  });

  it('works the overtime out from the room’s time for a game started without a deadline', () => {
    const room = { startedAt, questionCount: 3, timeLimit: 20, mode: 'self_paced' as const, closesAt: null };
    expect(overtimeAt(room)).toBe(startedAt.getTime() + 3 * perQuestionMs(20_000) + overtimeSlackMs);
  });

  it('has no overtime before the start, nor for a host-paced game, which waits for its host', () => {
    const base = { questionCount: 3, timeLimit: 20, closesAt: null };
    expect(overtimeAt({ ...base, startedAt: null, mode: 'self_paced' })).toBeNull();
    expect(overtimeAt({ ...base, startedAt, mode: 'host_paced' })).toBeNull();
  });

  it('gathers completion checks longer in a bigger room, at most a second', () => {
    expect(completionGapMs(0)).toBe(20);
    expect(completionGapMs(300)).toBe(50);
    expect(completionGapMs(100_000)).toBe(1000);
  });
});

describe('scoreAnswer', () => {
  const served = 1_000;
  const score = (elapsed: number, correct = true, multiplier = 1) =>
    scoreAnswer({ correct, servedAt: served, answeredAt: served + elapsed, limitMs: 20_000, multiplier });

  it('scores a right answer by its speed, times the question’s points', () => {
    expect(score(0)).toEqual({ isCorrect: true, points: 1000, elapsedMs: 0 });
    expect(score(10_000, true, 2)).toEqual({ isCorrect: true, points: 1500, elapsedMs: 10_000 });
    expect(score(10_000, true, 0)).toEqual({ isCorrect: true, points: 0, elapsedMs: 10_000 });
  });

  it('takes an answer in the grace at the deadline’s value, and one after it as wrong', () => {
    expect(score(20_000 + answerGraceMs)).toEqual({ isCorrect: true, points: 500, elapsedMs: 20_000 });
    expect(score(20_001 + answerGraceMs)).toEqual({ isCorrect: false, points: 0, elapsedMs: 20_000 });
  });

  it('gives a wrong answer nothing, and never counts time before the question was served', () => {
    expect(score(5_000, false)).toEqual({ isCorrect: false, points: 0, elapsedMs: 5_000 });
    expect(score(-50)).toEqual({ isCorrect: true, points: 1000, elapsedMs: 0 });
  });
});
