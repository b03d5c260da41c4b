import { describe, expect, it } from 'vitest';
import { AnswerShapeError, grade, picksOptions, type GradedQuestion } from './grading';

const options = (correct: string[]) => ['a', 'b', 'c', 'd'].map((id) => ({ id, isCorrect: correct.includes(id) }));

describe('grading a single-choice or true/false question', () => {
  it('is right only with the correct option', () => {
    for (const kind of ['single', 'true_false'] as const) {
      const question: GradedQuestion = { kind, options: options(['b']) };
      expect(grade(question, { optionIds: ['b'] })).toEqual({ graded: true, correct: true });
      expect(grade(question, { optionIds: ['a'] })).toEqual({ graded: true, correct: false });
    }
  });

  it('refuses two options, none, or an option of another question', () => {
    const question: GradedQuestion = { kind: 'single', options: options(['b']) };
    for (const optionIds of [['a', 'b'], [], ['z']]) {
      expect(() => grade(question, { optionIds })).toThrow(AnswerShapeError);
    }
    expect(() => grade(question, { text: 'b' })).toThrow(AnswerShapeError);
  });
});

describe('grading a multiple-select question', () => {
  const question: GradedQuestion = { kind: 'multiple', options: options(['a', 'c']) };

  it('is right only as the exact set, in any order', () => {
    expect(grade(question, { optionIds: ['c', 'a'] }).correct).toBe(true);
    expect(grade(question, { optionIds: ['a'] }).correct).toBe(false);
    expect(grade(question, { optionIds: ['a', 'c', 'd'] }).correct).toBe(false);
    expect(grade(question, { optionIds: [] }).correct).toBe(false);
  });

  it('refuses an option twice or one of another question', () => {
    expect(() => grade(question, { optionIds: ['a', 'a'] })).toThrow(AnswerShapeError);
    expect(() => grade(question, { optionIds: ['a', 'z'] })).toThrow(AnswerShapeError);
  });
});

describe('grading a typed answer', () => {
  const question: GradedQuestion = { kind: 'typed', acceptedAnswers: ['Hà Nội', 'Thủ đô Hà Nội'] };

  it('ignores case, surrounding and repeated spaces, and Vietnamese diacritics', () => {
    for (const text of ['Hà Nội', 'ha noi', '  HA   NOI ', 'Hà nội', 'thu do ha noi', 'Thủ Đô Hà Nội']) {
      expect(grade(question, { text }).correct).toBe(true);
    }
    expect(grade(question, { text: 'Hanoi' }).correct).toBe(false);
    expect(grade(question, { text: '   ' }).correct).toBe(false);
  });

  it('keeps diacritics when the author asks for them', () => {
    const strict: GradedQuestion = { kind: 'typed', acceptedAnswers: ['Hà Nội'], matchDiacritics: true };
    expect(grade(strict, { text: ' hà  nội ' }).correct).toBe(true);
    expect(grade(strict, { text: 'Ha Noi' }).correct).toBe(false);
  });

  it('refuses more than 80 characters', () => {
    expect(() => grade(question, { text: 'x'.repeat(81) })).toThrow(AnswerShapeError);
    expect(grade(question, { text: 'x'.repeat(80) }).correct).toBe(false);
  });
});

describe('grading an ordering question', () => {
  const question: GradedQuestion = { kind: 'ordering', order: ['s1', 's2', 's3', 's4'] };

  it('is right only in the exact order', () => {
    expect(grade(question, { order: ['s1', 's2', 's3', 's4'] }).correct).toBe(true);
    expect(grade(question, { order: ['s2', 's1', 's3', 's4'] }).correct).toBe(false);
  });

  it('refuses a missing, repeated or unknown item', () => {
    for (const order of [
      ['s1', 's2', 's3'],
      ['s1', 's1', 's3', 's4'],
      ['s1', 's2', 's3', 'x'],
    ]) {
      expect(() => grade(question, { order })).toThrow(AnswerShapeError);
    }
  });
});

describe('a poll', () => {
  it('takes one option and grades nothing', () => {
    const question: GradedQuestion = { kind: 'poll', options: options([]) };
    expect(grade(question, { optionIds: ['c'] })).toEqual({ graded: false, correct: false });
    expect(() => grade(question, { optionIds: ['z'] })).toThrow(AnswerShapeError);
  });
});

describe('which kinds are answered by picking options', () => {
  it('are all but typed answers and ordering', () => {
    expect((['single', 'multiple', 'true_false', 'typed', 'ordering', 'poll'] as const).filter(picksOptions)).toEqual([
      'single',
      'multiple',
      'true_false',
      'poll',
    ]);
  });
});
