import { describe, expect, it } from 'vitest';
import {
  answerGraceMs,
  hasFinished,
  isRoomComplete,
  newRoomCode,
  pointsFor,
  questionTimeLimitSeconds,
  rankParticipants,
  roomCodeAlphabet,
} from './rules';

const limitMs = 20_000;
const at = (elapsed: number, correct = true) =>
  pointsFor({ correct, servedAt: 1_000, answeredAt: 1_000 + elapsed, limitMs });

describe('pointsFor', () => {
  it('gives 1000 for an instant correct answer and 500 at the deadline', () => {
    expect(at(0)).toBe(1000);
    expect(at(limitMs / 2)).toBe(750);
    expect(at(limitMs)).toBe(500);
  });

  it('counts an answer inside the grace period as made at the deadline', () => {
    expect(at(limitMs + answerGraceMs)).toBe(500);
  });

  it('gives 0 to a late answer, however correct', () => {
    expect(at(limitMs + answerGraceMs + 1)).toBe(0);
  });

  it('gives 0 to a wrong answer, however fast', () => {
    expect(at(0, false)).toBe(0);
  });

  it('treats a clock that reads before the question was served as instant', () => {
    expect(pointsFor({ correct: true, servedAt: 5_000, answeredAt: 4_000, limitMs })).toBe(1000);
  });
});

describe('questionTimeLimitSeconds', () => {
  it("takes the room's limit, else the quiz's, else 30 s", () => {
    expect(questionTimeLimitSeconds(45, 20)).toBe(45);
    expect(questionTimeLimitSeconds(null, 20)).toBe(20);
    expect(questionTimeLimitSeconds(undefined, undefined)).toBe(30);
  });
});

describe('rankParticipants', () => {
  it('ranks by score, then by less answer time', () => {
    const ranked = rankParticipants([
      { id: 'slow', score: 1500, totalAnswerMs: 9_000 },
      { id: 'top', score: 1900, totalAnswerMs: 12_000 },
      { id: 'fast', score: 1500, totalAnswerMs: 4_000 },
    ]);
    expect(ranked.map((r) => [r.id, r.rank])).toEqual([
      ['top', 1],
      ['fast', 2],
      ['slow', 3],
    ]);
  });

  it('lets a full tie share its rank and skips the next', () => {
    const ranked = rankParticipants([
      { id: 'a', score: 800, totalAnswerMs: 5_000 },
      { id: 'b', score: 800, totalAnswerMs: 5_000 },
      { id: 'c', score: 100, totalAnswerMs: 1_000 },
    ]);
    expect(ranked.map((r) => r.rank)).toEqual([1, 1, 3]);
    expect(ranked[2]).toEqual({ id: 'c', score: 100, totalAnswerMs: 1_000, rank: 3 });
  });

  it('ranks nobody when nobody played', () => {
    expect(rankParticipants([])).toEqual([]);
  });
});

describe('completion', () => {
  it('is done for a player when every question is answered or expired', () => {
    expect(hasFinished(4, 5)).toBe(false);
    expect(hasFinished(5, 5)).toBe(true);
  });

  it('completes the room when every participant has finished, or the host ends it', () => {
    expect(isRoomComplete({ endedByHost: false, questionsDone: [5, 5], totalQuestions: 5 })).toBe(true);
    expect(isRoomComplete({ endedByHost: false, questionsDone: [5, 3], totalQuestions: 5 })).toBe(false);
    expect(isRoomComplete({ endedByHost: true, questionsDone: [0, 3], totalQuestions: 5 })).toBe(true);
    expect(isRoomComplete({ endedByHost: false, questionsDone: [], totalQuestions: 5 })).toBe(false);
  });
});

describe('newRoomCode', () => {
  it('makes 6 upper-case characters without look-alikes', () => {
    for (let i = 0; i < 500; i++) {
      const code = newRoomCode();
      expect(code).toMatch(/^[A-Z0-9]{6}$/);
      expect(code).not.toMatch(/[01OIL]/);
      for (const char of code) expect(roomCodeAlphabet).toContain(char);
    }
  });

  it('rarely repeats', () => {
    expect(new Set(Array.from({ length: 1000 }, newRoomCode)).size).toBeGreaterThan(995);
  });
});
