import { describe, expect, it } from 'vitest';
import { checkDraft } from './check';
import { ImportError } from './draft';
import { generatedQuiz } from './generated-quizzes';
import { jsonErrorPosition, readJson, writeJson } from './json';

const stored = ({ image: _image, ...q }: ReturnType<typeof generatedQuiz>['questions'][number]) => q;

describe('our JSON', () => {
  it('gives back the same quiz after export and import, over many generated quizzes of every kind', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const quiz = generatedQuiz(seed);
      const file = writeJson(quiz);
      const draft = readJson(file.body.toString());
      expect(draft.about).toEqual({
        title: quiz.title,
        description: quiz.description,
        category: quiz.category,
        timeLimit: quiz.timeLimit,
        timedAttempts: quiz.timedAttempts,
      });
      const { questions, warnings } = checkDraft(draft);
      expect(warnings).toEqual([]);
      expect(
        questions.map(({ kind, content, options, acceptedAnswers, matchDiacritics, timeLimit, points }) => ({
          kind,
          content,
          options: options.map(({ label, isCorrect }) => ({ label, isCorrect })),
          acceptedAnswers,
          matchDiacritics,
          timeLimit,
          points,
        })),
      ).toEqual(quiz.questions.map(stored));
    }
  });

  it('keeps a picture’s description on export, and leaves pictures out on import with a warning', () => {
    const quiz = generatedQuiz(3, ['single']);
    quiz.questions[0] = { ...quiz.questions[0]!, image: { url: '/uploads/questions/x.webp', alt: 'A map' } };
    const file = writeJson(quiz);
    expect(file.leftOut).toEqual(['Question 1: its picture is not included, only its description']);
    expect(JSON.parse(file.body.toString()).quiz.questions[0].image).toEqual({ alt: 'A map' });
    expect(readJson(file.body.toString()).warnings).toEqual([
      'Question 1: pictures are not imported from JSON — left out',
    ]);
  });

  it('names the line where the JSON stops being well formed', () => {
    expect(() => readJson('{\n  "format": "quiz-adventure",\n  "quiz": { "title": }\n}')).toThrow(
      new ImportError('Line 3', 'the JSON is not well formed.'),
    );
  });

  it('refuses JSON that is not one of our quizzes, and skips questions of a kind it does not know', () => {
    expect(() => readJson('{"questions": []}')).toThrow(/not a Quiz Adventure quiz/);
    const draft = readJson(
      JSON.stringify({
        format: 'quiz-adventure',
        version: 1,
        quiz: { title: 'T', questions: [{ kind: 'matching', content: 'x' }, 'nonsense'] },
      }),
    );
    expect(draft.questions).toEqual([]);
    expect(draft.warnings).toEqual([
      "Question 1: the kind 'matching' is not one of single, multiple, true_false, typed, ordering, poll — skipped",
      'Question 2: not a question — skipped',
    ]);
  });
});

describe('where JSON goes wrong', () => {
  it('is the position of the first thing out of place, and none for JSON that is well formed', () => {
    expect(jsonErrorPosition('{"a": [1, 2,]}')).toBe(12);
    expect(jsonErrorPosition('{"a": tru}')).toBe(6);
    expect(jsonErrorPosition('{"a": "x\ny"}')).toBe(8);
    expect(jsonErrorPosition('{"a": 1} x')).toBe(9);
    expect(jsonErrorPosition('{"a": "open')).toBe(11);
    expect(jsonErrorPosition('['.repeat(100_000))).toBeGreaterThan(0);
    expect(jsonErrorPosition(' {"a": [true, false, null, -1.5e3, "q\\"uote"], "b": {}} ')).toBe(-1);
  });
});
