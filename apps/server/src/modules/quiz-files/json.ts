/**
 * Our own JSON (issue 19): every field of a quiz and of each kind of question, so export → import gives the quiz
 * back. A quiz with pictures is exported as a zip: `quiz.json` and each picture as a file beside it
 * (`pictures/3.webp` for question 3), named by the question's `image.file`; the zip is read back the same way, and
 * its pictures are stored (checked and re-encoded like an upload) when the quiz is saved. A picture whose file is
 * not there (a plain .json, or a zip without it) is left out with a warning.
 *
 *   { "format": "quiz-adventure", "version": 1,
 *     "quiz": { "title", "description", "category", "timeLimit", "timedAttempts",
 *               "questions": [{ "kind", "content", "options": [{ "label", "isCorrect" }], "acceptedAnswers",
 *                               "matchDiacritics", "timeLimit", "points",
 *                               "image": { "alt", "file"? } | null, "explanation" }] } }
 *
 * Texts are written as their source, exactly as the editor keeps them (math between dollars, code between
 * backticks); `explanation` (issue 39) is '' when there is none, and a file from before it, without one, reads as
 * none.
 */
import path from 'node:path';
import { zipSync, type Zippable } from 'fflate';
import { QuestionKinds, QuestionPoints, type QuestionKind, type QuestionPoint } from '@quiz/contract/limits';
import { Note } from '@quiz/contract/quiz-file-notes';
import { ended, ImportError, lineAt, type Draft, type DraftQuestion } from './draft';
import { questionAt, type ExportFile, type ExportQuiz } from './quiz-file';
import { assertSafeZip, damagedZip, zipNames } from './zip-guard';

export const jsonFormatName = 'quiz-adventure';
const jsonVersion = 1;
/** The quiz's file inside the zip that carries its pictures. */
export const jsonZipEntry = 'quiz.json';

export function writeJson(quiz: ExportQuiz): ExportFile {
  const leftOut: ExportFile['leftOut'] = [];
  const pictures: Zippable = {};
  const questions = quiz.questions.map((q, i) => {
    let image: { alt: string; file?: string } | null = null;
    if (q.image?.data) {
      const file = `pictures/${i + 1}${path.extname(q.image.url) || '.webp'}`;
      // Pictures are compressed already: stored as they are.
      pictures[file] = [q.image.data, { level: 0 }];
      image = { alt: q.image.alt, file };
    } else if (q.image) {
      leftOut.push({ where: questionAt(i + 1), ...Note.pictureDescriptionOnly });
      image = { alt: q.image.alt };
    }
    return {
      kind: q.kind,
      content: q.content,
      options: q.options,
      acceptedAnswers: q.acceptedAnswers,
      matchDiacritics: q.matchDiacritics,
      timeLimit: q.timeLimit,
      points: q.points,
      image,
      explanation: q.explanation,
    };
  });
  const file = {
    format: jsonFormatName,
    version: jsonVersion,
    answerKey: quiz.withAnswers,
    quiz: {
      title: quiz.title,
      description: quiz.description,
      category: quiz.category,
      timeLimit: quiz.timeLimit,
      timedAttempts: quiz.timedAttempts,
      questions,
    },
  };
  const json = Buffer.from(`${JSON.stringify(file, null, 2)}\n`);
  if (Object.keys(pictures).length === 0) {
    return { body: json, contentType: 'application/json; charset=utf-8', extension: 'json', leftOut };
  }
  const zip = zipSync({ [jsonZipEntry]: json, ...pictures }, { level: 6 });
  return { body: Buffer.from(zip), contentType: 'application/zip', extension: 'zip', leftOut };
}

/** Where a zip keeps our quiz: `quiz.json`, in the topmost folder that has one (a zip of a folder has it inside). */
function jsonEntryOf(names: string[]): string | undefined {
  return names
    .filter((name) => path.posix.basename(name) === jsonZipEntry && !name.startsWith('__MACOSX/'))
    .sort((a, b) => a.split('/').length - b.split('/').length)[0];
}

/** Whether a zip is our JSON with its pictures (and not a spreadsheet). */
export const isJsonZip = (data: Buffer) => jsonEntryOf(zipNames(data)) !== undefined;

/**
 * Our JSON in a zip with its pictures: the zip guard measures every part first, and only the parts it measured are
 * unpacked: `quiz.json`, then each file a question names beside it (or in a folder below it, never with `..`).
 */
export function readJsonZip(data: Buffer): Draft {
  const entries = new Map(assertSafeZip(data).map((entry) => [entry.name, entry]));
  const name = jsonEntryOf([...entries.keys()]);
  if (!name) throw damagedZip();
  const folder = path.posix.dirname(name);
  let json: string;
  try {
    json = entries.get(name)!.read().toString('utf8');
  } catch {
    throw damagedZip();
  }
  return readJson(json, (file) => {
    if (file.startsWith('/') || file.split(/[\\/]/).includes('..')) return undefined;
    try {
      return entries.get(path.posix.join(folder, file))?.read();
    } catch {
      return undefined;
    }
  });
}

/**
 * Where JSON text first goes wrong (JSON.parse does not say on every Node version): a small recursive-descent check
 * of RFC 8259's grammar, giving the character position of the first thing out of place.
 */
export function jsonErrorPosition(text: string): number {
  let i = 0;
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const fail = (): never => {
    throw i;
  };
  const literal = (word: string) => (text.startsWith(word, i) ? (i += word.length) : fail());
  const string = () => {
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text.charCodeAt(i) < 0x20) fail();
      i += text[i] === '\\' ? 2 : 1;
    }
    if (i >= text.length) fail();
    i++;
  };
  const value = (): void => {
    space();
    const c = text[i];
    if (c === '{') {
      i++;
      space();
      if (text[i] === '}') return void i++;
      for (;;) {
        space();
        if (text[i] !== '"') fail();
        string();
        space();
        if (text[i] !== ':') fail();
        i++;
        value();
        space();
        if (text[i] === ',') i++;
        else if (text[i] === '}') return void i++;
        else fail();
      }
    }
    if (c === '[') {
      i++;
      space();
      if (text[i] === ']') return void i++;
      for (;;) {
        value();
        space();
        if (text[i] === ',') i++;
        else if (text[i] === ']') return void i++;
        else fail();
      }
    }
    if (c === '"') return string();
    if (c === 't') return void literal('true');
    if (c === 'f') return void literal('false');
    if (c === 'n') return void literal('null');
    const number = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (!number) fail();
    i += number![0].length;
  };
  try {
    value();
    space();
    return i < text.length ? i : -1;
  } catch (position) {
    // Nesting deeper than the stack allows is where it stops making sense too.
    return typeof position === 'number' ? position : i;
  }
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const strings = (value: unknown) => (Array.isArray(value) ? value.map(text).filter((s) => s !== '') : []);

/** Our JSON's text; `picture` gives the bytes of a file a question's `image.file` names (the zip's), if any. */
export function readJson(file: string, picture?: (name: string) => Buffer | undefined): Draft {
  let parsed: unknown;
  try {
    parsed = JSON.parse(file.replace(/^\uFEFF/, ''));
  } catch {
    const text = file.replace(/^\uFEFF/, '');
    const line = text.slice(0, Math.max(0, jsonErrorPosition(text))).split('\n').length;
    throw new ImportError(lineAt(line), Note.jsonNotWellFormed);
  }
  if (!isObject(parsed) || parsed.format !== jsonFormatName || !isObject(parsed.quiz)) {
    throw new ImportError(lineAt(1), Note.notOurJson({ format: jsonFormatName }));
  }
  const quiz = parsed.quiz;
  const draft: Draft = {
    about: {
      title: text(quiz.title) || undefined,
      description: text(quiz.description) || null,
      category: text(quiz.category) || undefined,
      timeLimit: typeof quiz.timeLimit === 'number' ? quiz.timeLimit : undefined,
      timedAttempts: quiz.timedAttempts === true,
    },
    questions: [],
    warnings: [],
  };
  const questions = Array.isArray(quiz.questions) ? quiz.questions : [];
  questions.forEach((q: unknown, i) => {
    const where = questionAt(i + 1);
    if (!isObject(q)) {
      draft.warnings.push({ where, ...ended(Note.notAQuestion, 'skipped') });
      return;
    }
    const kind = (q.kind ?? 'single') as QuestionKind;
    if (!QuestionKinds.includes(kind)) {
      draft.warnings.push({ where, ...ended(Note.kindUnknown({ kind: text(q.kind) }), 'skipped') });
      return;
    }
    const question: DraftQuestion = {
      where,
      kind,
      content: text(q.content),
      options: (Array.isArray(q.options) ? q.options : []).filter(isObject).map((o) => ({
        label: text(o.label),
        isCorrect: o.isCorrect === true,
      })),
      acceptedAnswers: strings(q.acceptedAnswers),
      matchDiacritics: q.matchDiacritics === true,
      timeLimit: typeof q.timeLimit === 'number' ? q.timeLimit : null,
      explanation: text(q.explanation),
    };
    if (QuestionPoints.includes(q.points as QuestionPoint)) question.points = q.points as QuestionPoint;
    if (isObject(q.image)) {
      const name = text(q.image.file);
      const data = name && picture ? picture(name) : undefined;
      if (data) question.picture = { data, alt: text(q.image.alt) };
      else if (name && picture) draft.warnings.push({ where, ...ended(Note.pictureNotInZip({ name }), 'leftOut') });
      else draft.warnings.push({ where, ...ended(Note.pictureNotInFile, 'leftOut') });
    }
    draft.questions.push(question);
  });
  return draft;
}
