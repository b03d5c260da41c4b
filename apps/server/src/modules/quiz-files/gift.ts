/**
 * GIFT, Moodle's text format for questions (docs.moodle.org, "GIFT format"), read into a draft:
 *
 *   // a comment
 *   ::Capital::What is the capital of Viet Nam? {=Ha Noi ~Hue ~Da Nang#Not this one}
 *
 * Questions are separated by blank lines. The answers in braces decide the kind: one `=` among `~` is one correct
 * option; `~%50%` weights mark several correct; only `=` answers are a typed answer (short answer); `{T}` / `{F}`
 * true or false. Text after the braces makes a missing-word question (the braces become a blank). Feedback (`#`),
 * titles (`::`) and the markup tags `[plain]`, `[moodle]`, `[markdown]` are read and dropped; `[html]` text is
 * reduced to its text. Matching, numerical and essay questions, and descriptions, have no kind here: left out with a
 * warning. Escapes `\:` `\=` `\~` `\#` `\{` `\}` `\\` and `\n` are decoded. A `$CATEGORY:` path that names one of
 * the quiz categories sets the quiz's (categoryFrom).
 */
import { categoryNamed } from '@quiz/contract/categories';
import type { Category } from '@quiz/contract/limits';
import { Note, wordNote, type NoteCore, type QuizFileNote } from '@quiz/contract/quiz-file-notes';
import { sortedByLine } from './check';
import {
  ended,
  ImportError,
  lineAt,
  trueFalseOptions,
  type Draft,
  type DraftOption,
  type DraftQuestion,
} from './draft';
import { textOfHtml, tidy } from './html-text';
import { notCarried, questionAt, type ExportFile, type ExportQuiz } from './quiz-file';

const specials = new Set([':', '=', '~', '#', '{', '}', '\\', 'n']);

/** Decodes GIFT's escapes; anything else after a backslash is kept as written. */
function unescape(text: string) {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const next = text[i + 1];
    if (c === '\\' && next !== undefined && specials.has(next)) {
      out += next === 'n' ? '\n' : next;
      i++;
    } else {
      out += c;
    }
  }
  return out;
}

/** The index of the first `target` not escaped by a backslash, from `from`; -1 if none. */
function find(text: string, target: string, from = 0) {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') {
      i++;
      continue;
    }
    if (text.startsWith(target, i)) return i;
  }
  return -1;
}

/** The question's text, decoded, with its markup tag read. */
function textOf(raw: string, format: string) {
  const text = unescape(raw);
  return tidy(format === 'html' ? textOfHtml(text) : text);
}

interface Answer {
  /** Written with `=` (right) rather than `~`. */
  right: boolean;
  correct: boolean;
  /** `~%50%…`: a weight above zero makes a `~` answer one of several correct. */
  weight: number | null;
  text: string;
}

/** The answers of a brace block (`=a ~b#feedback ~%50%c`), feedback dropped. */
function answersOf(body: string): Answer[] {
  const answers: Answer[] = [];
  let start = -1;
  for (let i = 0; i <= body.length; i++) {
    if (i < body.length && body[i] === '\\') {
      i++;
      continue;
    }
    if (i === body.length || body[i] === '=' || body[i] === '~') {
      if (start >= 0) {
        const marker = body[start]!;
        let text = body.slice(start + 1, i);
        const feedback = find(text, '#');
        if (feedback >= 0) text = text.slice(0, feedback);
        let weight: number | null = null;
        const weighted = /^\s*%(-?\d+(?:\.\d+)?)%/.exec(text);
        if (weighted) {
          weight = Number(weighted[1]);
          text = text.slice(weighted[0].length);
        }
        const right = marker === '=';
        answers.push({ right, correct: right || (weight !== null && weight > 0), weight, text });
      }
      start = i;
    }
  }
  return answers;
}

type Outcome = { question: Omit<DraftQuestion, 'where' | 'content'> } | { skip: NoteCore };
const skip = (note: NoteCore) => ({ skip: ended(note, 'skipped') });

function kindOf(body: string, format: string): Outcome {
  const trimmed = body.trim();
  if (trimmed === '') return skip(Note.essayNotSupported);
  if (trimmed.startsWith('#')) return skip(Note.numericalNotSupported);
  const general = find(trimmed, '####');
  const answersText = general >= 0 ? trimmed.slice(0, general) : trimmed;
  const trueFalse = /^(T|TRUE|F|FALSE)\s*(#|$)/i.exec(answersText);
  if (trueFalse) {
    return {
      question: {
        kind: 'true_false',
        options: trueFalseOptions(trueFalse[1]!.toUpperCase().startsWith('T')),
        acceptedAnswers: [],
      },
    };
  }
  if (!/^[=~]/.test(answersText)) return skip(Note.answersNeedMark);
  const answers = answersOf(answersText);
  if (answers.some((a) => find(a.text, '->') >= 0)) return skip(Note.matchingNotSupported);
  const labelled = answers.map((a) => ({ ...a, text: textOf(a.text, format) }));
  if (labelled.some((a) => a.text === '')) return skip(Note.answerEmpty);
  if (labelled.every((a) => a.right)) {
    // Only right answers: what the player types must match one of them (Moodle's short answer).
    return { question: { kind: 'typed', options: [], acceptedAnswers: labelled.map((a) => a.text) } };
  }
  const options: DraftOption[] = labelled.map((a) => ({ label: a.text, isCorrect: a.correct }));
  const correct = options.filter((o) => o.isCorrect).length;
  if (correct === 0) return skip(Note.noAnswerMarkedCorrect);
  const weighted = labelled.some((a) => a.weight !== null);
  return { question: { kind: correct > 1 || weighted ? 'multiple' : 'single', options, acceptedAnswers: [] } };
}

/** One question's text (blank-line separated, comments out) as a draft question, or why it is left out. */
function readQuestion(text: string, line: number): DraftQuestion | { skip: NoteCore } {
  let rest = text.trim();
  if (rest.startsWith('::')) {
    const end = find(rest, '::', 2);
    if (end < 0) throw new ImportError(lineAt(line), Note.titleNotClosed);
    rest = rest.slice(end + 2).trim();
  }
  let format = 'moodle';
  const tag = /^\[(html|moodle|plain|markdown)\]/i.exec(rest);
  if (tag) {
    format = tag[1]!.toLowerCase();
    rest = rest.slice(tag[0].length);
  }
  const open = find(rest, '{');
  if (open < 0) return skip(Note.descriptionNotQuestion);
  const close = find(rest, '}', open + 1);
  const reopened = find(rest, '{', open + 1);
  // A second '{' before the '}' means the first was never closed (an unescaped '{' cannot be in an answer).
  if (close < 0 || (reopened >= 0 && reopened < close)) throw new ImportError(lineAt(line), Note.bracesNotClosed);
  const before = textOf(rest.slice(0, open), format);
  const after = textOf(rest.slice(close + 1), format);
  const outcome = kindOf(rest.slice(open + 1, close), format);
  if ('skip' in outcome) return outcome;
  const content = after ? `${before} _____ ${after}`.trim() : before;
  if (!content) return skip(Note.questionHasNoText);
  return { where: lineAt(line), content, ...outcome.question };
}

/**
 * The names in a `$CATEGORY:` path, the category's own first, then those above it: `$course$/top/Science/Physics` →
 * Physics, Science. Moodle's contexts (`$course$`, `$system$`…), its `top` and its 'Default for …' categories say
 * nothing about the quiz; a '/' inside a name is written '//'.
 */
function categoryNames(path: string): string[] {
  return (path.match(/(?:[^/]|\/\/)+/g) ?? [])
    .map((part) => part.replace(/\/\//g, '/').trim())
    .filter((name) => name !== '' && name.toLowerCase() !== 'top' && !/^\$\w+\$$/.test(name))
    .filter((name) => !/^Default for\b/i.test(name))
    .reverse();
}

interface CategoryLine {
  line: number;
  names: string[];
}

/**
 * The quiz's category from its `$CATEGORY:` lines: the first line whose path names one of ours (its own name first,
 * then the categories above it) sets it; when none does, a note at the first line that names anything says so.
 */
function categoryFrom(lines: CategoryLine[]): { category: Category } | { note: QuizFileNote } | null {
  for (const { names } of lines) {
    for (const name of names) {
      const category = categoryNamed(name);
      if (category) return { category };
    }
  }
  const named = lines.find((l) => l.names.length > 0);
  if (!named) return null;
  const category = [...named.names].reverse().join('/');
  return { note: { where: lineAt(named.line), ...Note.categoryNotRecognised({ category }) } };
}

export function readGift(file: string): Draft {
  const lines = file.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const draft: Draft = { questions: [], warnings: [] };
  let block: string[] = [];
  let startLine = 0;
  const categories: CategoryLine[] = [];
  const finish = () => {
    if (block.length === 0) return;
    const outcome = readQuestion(block.join('\n'), startLine);
    if ('skip' in outcome) draft.warnings.push({ where: lineAt(startLine), ...outcome.skip });
    else draft.questions.push(outcome);
    block = [];
    braces = 'none';
  };
  /**
   * Whether the current block has a '{' not yet closed by '}': a blank line inside the answers does not end it.
   * Kept line by line as the block grows, so a file of many blank lines inside one brace stays linear.
   */
  let braces: 'none' | 'open' | 'closed' = 'none';
  const scan = (line: string) => {
    if (braces === 'none') {
      const open = find(line, '{');
      if (open < 0) return;
      braces = 'open';
      line = line.slice(open + 1);
    }
    if (braces === 'open' && find(line, '}') >= 0) braces = 'closed';
  };
  lines.forEach((raw, index) => {
    const trimmed = raw.trim();
    if (trimmed.startsWith('//')) return;
    const category = /^\$CATEGORY:(.*)$/i.exec(trimmed);
    if (category) {
      categories.push({ line: index + 1, names: categoryNames(category[1]!) });
      return;
    }
    if (trimmed === '') {
      if (braces !== 'open') finish();
      return;
    }
    if (block.length === 0) startLine = index + 1;
    block.push(raw);
    scan(raw);
  });
  finish();
  const found = categoryFrom(categories);
  if (found && 'category' in found) draft.about = { category: found.category };
  if (found && 'note' in found) draft.warnings = sortedByLine([...draft.warnings, found.note]);
  return draft;
}

/** Text with GIFT's special characters escaped, and line breaks as `\n`, so it reads back as written. */
const escapeGift = (value: string) => value.replace(/[\\~=#{}:]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** A `%n%` weight GIFT accepts for each of `count` correct answers (100 / count, at most 5 decimals). */
const weightOf = (count: number) => String(Math.round((100 / count) * 100000) / 100000);

/**
 * A quiz as GIFT: one block per question, separated by blank lines. Single choice uses `=`/`~`; several correct use
 * `~%w%` weights (the wrong ones `~%-100%`); true/false `{TRUE}`/`{FALSE}`; typed answers `{=a =b}`. GIFT has no
 * ordering questions or polls: each is left out with a comment line where it would have been. It needs the answer
 * key: only its owner (or whoever they allow) gets a quiz in it.
 */
export function writeGift(quiz: ExportQuiz): ExportFile {
  const leftOut: ExportFile['leftOut'] = [];
  const blocks = [`// ${quiz.title.replace(/\r?\n/g, ' ')}`, '// Exported from Quiz Adventure'];
  quiz.questions.forEach((q, i) => {
    const where = questionAt(i + 1);
    if (q.kind === 'ordering' || q.kind === 'poll') {
      const note = { where, ...ended(Note.notInGift({ kind: q.kind }), 'leftOut') };
      leftOut.push(note);
      // The file itself is in English, whoever downloads it.
      blocks.push(`// ${wordNote(note)}`);
      return;
    }
    const content = escapeGift(q.content);
    let answers: string;
    if (q.kind === 'true_false') {
      answers = q.options[0]?.isCorrect ? 'TRUE' : 'FALSE';
    } else if (q.kind === 'typed') {
      answers = q.acceptedAnswers.map((a) => `=${escapeGift(a)}`).join(' ');
    } else if (q.kind === 'multiple') {
      const weight = weightOf(q.options.filter((o) => o.isCorrect).length);
      answers = q.options.map((o) => `~%${o.isCorrect ? weight : '-100'}%${escapeGift(o.label)}`).join('\n');
    } else {
      answers = q.options.map((o) => `${o.isCorrect ? '=' : '~'}${escapeGift(o.label)}`).join('\n');
    }
    blocks.push(`${content} {\n${answers}\n}`);
    leftOut.push(...notCarried(q, where));
  });
  return {
    body: Buffer.from(`${blocks.join('\n\n')}\n`),
    contentType: 'text/plain; charset=utf-8',
    extension: 'gift',
    leftOut,
  };
}
