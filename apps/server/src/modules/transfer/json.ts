/**
 * Our own JSON (issue 19): every field of a quiz and of each kind of question, so export → import gives the quiz
 * back. Pictures are not in it (they are files on this server): an exported question's picture keeps only its
 * description, and an imported one is left out with a warning.
 *
 *   { "format": "quiz-adventure", "version": 1,
 *     "quiz": { "title", "description", "category", "timeLimit", "timedAttempts",
 *               "questions": [{ "kind", "content", "options": [{ "label", "isCorrect" }], "acceptedAnswers",
 *                               "matchDiacritics", "timeLimit", "points", "image": { "alt" } | null }] } }
 */
import { QuestionKinds, QuestionPoints, type QuestionKind, type QuestionPoint } from '@quiz/contract/limits';
import { ImportError, lineAt, type Draft, type DraftQuestion } from './draft';
import { questionAt, type ExportFile, type ExportQuiz } from './quiz-file';

export const jsonFormatName = 'quiz-adventure';
const jsonVersion = 1;

export function writeJson(quiz: ExportQuiz): ExportFile {
  const leftOut: string[] = [];
  const questions = quiz.questions.map((q, i) => {
    if (q.image) leftOut.push(`${questionAt(i + 1)}: its picture is not included, only its description`);
    return {
      kind: q.kind,
      content: q.content,
      options: q.options,
      acceptedAnswers: q.acceptedAnswers,
      matchDiacritics: q.matchDiacritics,
      timeLimit: q.timeLimit,
      points: q.points,
      image: q.image ? { alt: q.image.alt } : null,
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
  return {
    body: Buffer.from(`${JSON.stringify(file, null, 2)}\n`),
    contentType: 'application/json; charset=utf-8',
    extension: 'json',
    leftOut,
  };
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

export function readJson(file: string): Draft {
  let parsed: unknown;
  try {
    parsed = JSON.parse(file.replace(/^\uFEFF/, ''));
  } catch {
    const text = file.replace(/^\uFEFF/, '');
    const line = text.slice(0, Math.max(0, jsonErrorPosition(text))).split('\n').length;
    throw new ImportError(lineAt(line), 'the JSON is not well formed.');
  }
  if (!isObject(parsed) || parsed.format !== jsonFormatName || !isObject(parsed.quiz)) {
    throw new ImportError(
      lineAt(1),
      `this JSON is not a Quiz Adventure quiz (it has no "format": "${jsonFormatName}").`,
    );
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
      draft.warnings.push(`${where}: not a question — skipped`);
      return;
    }
    const kind = (q.kind ?? 'single') as QuestionKind;
    if (!QuestionKinds.includes(kind)) {
      draft.warnings.push(`${where}: the kind '${text(q.kind)}' is not one of ${QuestionKinds.join(', ')} — skipped`);
      return;
    }
    if (isObject(q.image)) draft.warnings.push(`${where}: pictures are not imported from JSON — left out`);
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
    };
    if (QuestionPoints.includes(q.points as QuestionPoint)) question.points = q.points as QuestionPoint;
    draft.questions.push(question);
  });
  return draft;
}
