import { unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { english, refusal } from '../../../test/quiz-file-notes';
import { QuestionKindLimits } from '@quiz/contract/limits';
import { Messages } from '@quiz/contract/messages';
import { checkDraft, type CheckedQuestion } from './check';
import { exportQuizOf, generatedQuiz, richQuestions } from '../../../test/generated-quizzes';
import { isJsonZip, jsonErrorPosition, readJson, readJsonZip, writeJson } from './json';

const stored = ({ image: _image, ...q }: ReturnType<typeof generatedQuiz>['questions'][number]) => q;
const asStored = ({
  kind,
  content,
  options,
  acceptedAnswers,
  matchDiacritics,
  timeLimit,
  points,
  explanation,
}: CheckedQuestion) => ({
  kind,
  content,
  options: options.map(({ label, isCorrect }) => ({ label, isCorrect })),
  acceptedAnswers,
  matchDiacritics,
  timeLimit,
  points,
  explanation,
});

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
      expect(questions.map(asStored)).toEqual(quiz.questions.map(stored));
    }
  });

  it('keeps each text as its source, math, code, dollars and explanations, exactly as written', () => {
    const quiz = exportQuizOf(richQuestions());
    const file = writeJson(quiz);
    expect(JSON.parse(file.body.toString()).quiz.questions[0]).toMatchObject({
      content: 'Solve $x^2+3x-4=0$ for $x > 0$.',
      explanation: '$x^2+3x-4 = (x-1)(x+4)$, so $x = 1$ or $x = -4$, and only $1 > 0$.',
    });
    const { questions, warnings } = checkDraft(readJson(file.body.toString()));
    expect(warnings).toEqual([]);
    expect(questions.map(asStored)).toEqual(quiz.questions.map(stored));
  });

  it('reads a file from before explanations as questions without one', () => {
    const file = JSON.parse(writeJson(exportQuizOf(richQuestions())).body.toString());
    for (const question of file.quiz.questions) delete question.explanation;
    const { questions } = checkDraft(readJson(JSON.stringify(file)));
    expect(questions.map((q) => q.explanation)).toEqual(['', '', '', '', '']);
  });

  it('keeps a picture’s description when the picture itself cannot be had, and says so both ways', () => {
    const quiz = generatedQuiz(3, ['single']);
    quiz.questions[0] = { ...quiz.questions[0]!, image: { url: '/uploads/questions/x.webp', alt: 'A map' } };
    const file = writeJson(quiz);
    expect(file.extension).toBe('json');
    expect(english(file.leftOut)).toEqual(['Question 1: its picture is not included, only its description']);
    expect(JSON.parse(file.body.toString()).quiz.questions[0].image).toEqual({ alt: 'A map' });
    const draft = readJson(file.body.toString());
    expect(draft.questions[0]!.picture).toBeUndefined();
    expect(english(draft.warnings)).toEqual([
      'Question 1: its picture is not in this file (a .zip export carries it) — left out',
    ]);
  });

  it('writes a quiz with pictures as a zip of quiz.json and the pictures, and reads the pictures back from it', () => {
    const quiz = generatedQuiz(4, ['single', 'typed']);
    const bytes = Buffer.from('the picture’s bytes');
    quiz.questions[1] = {
      ...quiz.questions[1]!,
      image: { url: '/uploads/questions/x.webp', alt: 'Bản đồ Việt Nam', data: bytes },
    };
    const file = writeJson(quiz);
    expect(file).toMatchObject({ extension: 'zip', contentType: 'application/zip', leftOut: [] });
    const entries = unzipSync(file.body);
    expect(Object.keys(entries).sort()).toEqual(['pictures/2.webp', 'quiz.json']);
    expect(Buffer.from(entries['pictures/2.webp']!)).toEqual(bytes);
    expect(JSON.parse(Buffer.from(entries['quiz.json']!).toString()).quiz.questions[1].image).toEqual({
      alt: 'Bản đồ Việt Nam',
      file: 'pictures/2.webp',
    });

    expect(isJsonZip(file.body)).toBe(true);
    const draft = readJsonZip(file.body);
    expect(draft.warnings).toEqual([]);
    expect(draft.questions.map((q) => q.picture)).toEqual([
      undefined,
      { data: bytes, alt: 'Bản đồ Việt Nam' },
      ...quiz.questions.slice(2).map(() => undefined),
    ]);
    expect(draft.about?.title).toBe(quiz.title);
  });

  it('reads a zip of a folder, and says which picture a zip lacks without reading outside it', () => {
    const json = JSON.stringify({
      format: 'quiz-adventure',
      version: 1,
      quiz: {
        title: 'Pictures',
        questions: [
          { kind: 'typed', content: 'Where?', acceptedAnswers: ['Huế'], image: { alt: 'A', file: 'pictures/1.png' } },
          { kind: 'typed', content: 'Who?', acceptedAnswers: ['Lan'], image: { alt: 'B', file: 'pictures/2.png' } },
          { kind: 'typed', content: 'What?', acceptedAnswers: ['x'], image: { alt: 'C', file: '../secret.png' } },
        ],
      },
    });
    const zip = Buffer.from(
      zipSync({
        'export/quiz.json': Buffer.from(json),
        'export/pictures/1.png': Buffer.from('one'),
        'secret.png': Buffer.from('outside'),
      }),
    );
    const draft = readJsonZip(zip);
    expect(draft.questions.map((q) => q.picture?.data.toString())).toEqual(['one', undefined, undefined]);
    expect(english(draft.warnings)).toEqual([
      "Question 2: its picture 'pictures/2.png' is not in the zip — left out",
      "Question 3: its picture '../secret.png' is not in the zip — left out",
    ]);
  });

  it('tells our zip from a spreadsheet, and refuses a zip that unpacks to too much before unpacking it', () => {
    expect(isJsonZip(Buffer.from(zipSync({ 'xl/workbook.xml': Buffer.from('<workbook/>') })))).toBe(false);
    expect(isJsonZip(Buffer.from('not a zip'))).toBe(false);
    const bomb = Buffer.from(
      zipSync({ 'quiz.json': Buffer.from('{}'), 'pictures/1.png': new Uint8Array(60 * 1024 * 1024) }, { level: 9 }),
    );
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(() => readJsonZip(bomb)).toThrow(Messages.importUnpacksTooLarge);
  });

  it('unpacks only what the zip guard measured, whatever another zip reader would find in the same bytes', () => {
    const json = Buffer.from(
      JSON.stringify({
        format: 'quiz-adventure',
        version: 1,
        quiz: {
          title: 'T',
          questions: [{ kind: 'typed', content: 'Q', acceptedAnswers: ['a'], image: { alt: 'x', file: 'big.png' } }],
        },
      }),
    );
    const bomb = Buffer.from(zipSync({ 'quiz.json': json, 'big.png': new Uint8Array(60 * 1024 * 1024) }, { level: 9 }));
    // A false end record after the zip: the guard (reading as JSZip does) sees an empty zip; fflate would not.
    const endRecord = Buffer.alloc(21);
    endRecord.writeUInt32LE(0x06054b50, 0);
    const hidden = Buffer.concat([bomb, endRecord]);
    expect(isJsonZip(hidden)).toBe(false);
    expect(() => readJsonZip(hidden)).toThrow(Messages.importDamaged);

    // A zip64 end record claiming billions of parts: told apart at once, not walked through.
    const claims = Buffer.alloc(102);
    claims.writeUInt32LE(0x04034b50, 0);
    claims.writeUInt32LE(0x06064b50, 4);
    claims.writeUInt32LE(0xffffffff, 36);
    claims.writeUInt32LE(0x10000000, 52);
    claims.writeUInt32LE(0x07064b50, 60);
    claims.writeUInt32LE(4, 68);
    claims.writeUInt32LE(0x06054b50, 80);
    claims.writeUInt16LE(0xffff, 88);
    claims.writeUInt16LE(0xffff, 90);
    claims.writeUInt32LE(0xffffffff, 96);
    expect(isJsonZip(claims)).toBe(false);
    expect(() => readJsonZip(claims)).toThrow(/This file/);
  });

  it('looks a picture up among the zip’s files only, whatever it is called', () => {
    const json = JSON.stringify({
      format: 'quiz-adventure',
      version: 1,
      quiz: {
        title: 'T',
        questions: ['constructor', '__proto__', 'toString'].map((file) => ({
          kind: 'typed',
          content: file,
          acceptedAnswers: ['a'],
          image: { alt: 'x', file },
        })),
      },
    });
    const draft = readJsonZip(Buffer.from(zipSync({ 'quiz.json': Buffer.from(json) })));
    expect(draft.questions.map((q) => q.picture)).toEqual([undefined, undefined, undefined]);
    expect(draft.warnings).toHaveLength(3);
  });

  it('takes a picture’s description as the editor does: one is needed, and a long one is cut', () => {
    const draft = readJson(
      JSON.stringify({
        format: 'quiz-adventure',
        version: 1,
        quiz: {
          title: 'T',
          questions: [
            { kind: 'typed', content: 'One', acceptedAnswers: ['a'], image: { alt: ' ', file: 'p.png' } },
            { kind: 'typed', content: 'Two', acceptedAnswers: ['b'], image: { alt: 'x'.repeat(250), file: 'p.png' } },
          ],
        },
      }),
      () => Buffer.from('png'),
    );
    const { questions, warnings } = checkDraft(draft);
    expect(questions.map((q) => q.picture?.alt.length)).toEqual([undefined, QuestionKindLimits.imageAltMax]);
    expect(english(warnings)).toEqual([
      'Question 1: its picture has no description, which every picture needs — left out',
      `Question 2: its picture's description is longer than ${QuestionKindLimits.imageAltMax} characters — cut`,
    ]);
  });

  it('names the line where the JSON stops being well formed', () => {
    expect(() => readJson('{\n  "format": "quiz-adventure",\n  "quiz": { "title": }\n}')).toThrow(
      refusal('Line 3', 'the JSON is not well formed.'),
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
    expect(english(draft.warnings)).toEqual([
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
