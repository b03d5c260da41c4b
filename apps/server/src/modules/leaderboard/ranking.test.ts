import { describe, expect, it } from 'vitest';
import { rankPage, rankValue, roundAccuracy, soloScoreGain, totalPages } from './ranking';

describe('rankValue', () => {
  const row = { score: 420, accuracy: 87.5, attempts: 9, streak: 3 };
  it.each([
    ['score', 420],
    ['accuracy', 87.5],
    ['quizzes', 9],
    ['streak', 3],
  ] as const)('ranks the %s sort by its own column', (sort, value) => {
    expect(rankValue(sort, row)).toBe(value);
  });
});

describe('rankPage', () => {
  it('numbers a first page 1, 2, 3 … when nobody ties', () => {
    expect(rankPage([90, 80, 70], 0, 1)).toEqual([1, 2, 3]);
  });

  it('gives equal values the same rank and skips the ranks they fill (1, 2, 2, 4)', () => {
    expect(rankPage([90, 80, 80, 70], 0, 1)).toEqual([1, 2, 2, 4]);
    expect(rankPage([50, 50, 50], 0, 1)).toEqual([1, 1, 1]);
  });

  it('continues a tie from the page before with the rank counted for the first row', () => {
    // Page 2 of size 3: rows 4-6. Row 4 ties rows 2 and 3 (two rows are strictly better: rank 2).
    expect(rankPage([80, 80, 60], 3, 2)).toEqual([2, 2, 6]);
  });

  it('gives an empty page no ranks', () => {
    expect(rankPage([], 40, 41)).toEqual([]);
  });
});

describe('soloScoreGain', () => {
  it('counts 10 points for each correct answer of a first attempt', () => {
    expect(soloScoreGain(7, null)).toBe(70);
    expect(soloScoreGain(0, null)).toBe(0);
  });

  it('adds only what a retake improves on the best earlier attempt, and never takes points away', () => {
    expect(soloScoreGain(9, 7)).toBe(20);
    expect(soloScoreGain(7, 7)).toBe(0);
    expect(soloScoreGain(3, 7)).toBe(0);
  });
});

describe('shown figures', () => {
  it('rounds accuracy to one decimal', () => {
    expect(roundAccuracy(66.66666)).toBe(66.7);
    expect(roundAccuracy(100)).toBe(100);
  });

  it('needs one page for 1-20 players, two for 21, none for nobody', () => {
    expect(totalPages(0, 20)).toBe(0);
    expect(totalPages(20, 20)).toBe(1);
    expect(totalPages(21, 20)).toBe(2);
  });
});
