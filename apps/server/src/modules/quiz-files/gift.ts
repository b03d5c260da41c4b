/**
 * GIFT, Moodle's text format for questions (docs.moodle.org, "GIFT format"), read into a draft (gift-write.ts writes
 * it):
 *
 *   // a comment
 *   ::Capital::What is the capital of Viet Nam? {=Ha Noi ~Hue ~Da Nang#Not this one}
 *
 * Questions are separated by blank lines. The answers in braces decide the kind, as Moodle decides it: answers with
 * `~` are a choice, one correct when an `=` is among them, several when only `~%50%` weights mark them; answers with
 * `=` only (or none: `{One}`) are a short answer, typed; `{T}` / `{F}` true or false. The weights are read by the
 * rule both Moodle readers share (credit.ts): only full credit is right here. Text after the braces makes a
 * missing-word question (the braces become a blank). The general feedback (`####` before the closing brace) is the
 * question's explanation; an answer's feedback (`#`) and titles (`::`) are read and dropped.
 *
 * A text may start with a format marker, `[html]`, `[moodle]` (the default), `[markdown]` or `[plain]`, wherever GIFT
 * allows one: the question, each answer (which takes the question's otherwise), feedback. Plain text is kept as
 * written; the others may hold HTML, reduced to its text (entities decoded, tags dropped), with its pictures and
 * sounds listed in the warnings as left out: a file carries only their addresses. Matching, numerical and essay
 * questions, and descriptions, have no kind here: left out with a warning. Escapes `\:` `\=` `\~` `\#` `\{` `\}`
 * `\\` and `\n` are decoded. A `$CATEGORY:` path that names one of the quiz categories sets the quiz's
 * (categoryFrom). Math in Moodle's delimiters (`\(…\)`, `\[…\]`, `$$…$$`) is the editor's own; the draft says its
 * texts are Moodle's, so that the checks keep a dollar Moodle shows a dollar (moodle-text.ts).
 */
import { categoryNamed } from '@quiz/contract/categories';
import type { Category } from '@quiz/contract/limits';
import { Note, type NoteCore, type QuizFileNote } from '@quiz/contract/quiz-file-notes';
import { sortedByLine } from './check';
import { choiceFrom, skipped, typedFrom, type Keyed } from './credit';
import { ImportError, lineAt, trueFalseOptions, type Draft, type DraftQuestion } from './draft';
import { mediaIn, picturesIn, textOfHtml, tidy } from './html-text';

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
export function find(text: string, target: string, from = 0) {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') {
      i++;
      continue;
    }
    if (text.startsWith(target, i)) return i;
  }
  return -1;
}

export const GiftFormats = ['html', 'moodle', 'markdown', 'plain'] as const;
type Format = (typeof GiftFormats)[number];
/** A format marker at the start of a text. */
export const formatMarker = /^\s*\[(html|moodle|markdown|plain)\]/i;

/** A text's own format marker read: the text after it and its format, or the format it takes from around it. */
function formatted(raw: string, inherited: Format): { raw: string; format: Format } {
  const marker = formatMarker.exec(raw);
  if (!marker) return { raw, format: inherited };
  return { raw: raw.slice(marker[0].length), format: marker[1]!.toLowerCase() as Format };
}

/** A text decoded and read in its format: plain as written, the others as HTML (Moodle's and Markdown's lines kept). */
function textOf(raw: string, format: Format) {
  const text = unescape(raw);
  return format === 'plain' ? tidy(text) : textOfHtml(text, { keepLines: format !== 'html' });
}

/** What HTML texts show or play that a question here cannot hold: the pictures of `where`, sound, video. */
function mediaNotes(texts: { raw: string; format: Format }[], where: 'text' | 'answers'): NoteCore[] {
  const html = texts
    .filter((t) => t.format !== 'plain')
    .map((t) => unescape(t.raw))
    .join('\n');
  const pictures = picturesIn(html).length > 0;
  return [
    ...(pictures ? [where === 'text' ? Note.picturesInTextLeftOut : Note.optionPicturesLeftOut] : []),
    ...mediaIn(html),
  ];
}

interface Answer {
  /** `=` (right, or one of a short answer's) or `~` (a choice's option). */
  marker: '=' | '~';
  /** Its weight: `%50%` as written, else 100 for `=` and 0 for `~`. */
  percent: number;
  raw: string;
  format: Format;
}

/** The answers of a brace block (`=a ~b#feedback ~%50%[plain]c`), each with its weight and format, feedback dropped. */
function answersOf(body: string, format: Format): Answer[] {
  const answers: Answer[] = [];
  let start = -1;
  for (let i = 0; i <= body.length; i++) {
    if (i < body.length && body[i] === '\\') {
      i++;
      continue;
    }
    if (i === body.length || body[i] === '=' || body[i] === '~') {
      if (start >= 0) {
        const marker = body[start] as Answer['marker'];
        let text = body.slice(start + 1, i);
        const feedback = find(text, '#');
        if (feedback >= 0) text = text.slice(0, feedback);
        let percent = marker === '=' ? 100 : 0;
        const weighted = /^\s*%(-?\d+(?:\.\d+)?)%/.exec(text);
        if (weighted) {
          percent = Number(weighted[1]);
          text = text.slice(weighted[0].length);
        }
        answers.push({ marker, percent, ...formatted(text, format) });
      }
      start = i;
    }
  }
  return answers;
}

const trueFalse = (answerIsTrue: boolean): Keyed => ({
  question: { kind: 'true_false', options: trueFalseOptions(answerIsTrue), acceptedAnswers: [] },
  warnings: [],
});

/** The answers of a brace block (its general feedback taken off) as a kind, options and accepted answers. */
function kindOf(body: string, format: Format): Keyed {
  const answersText = body.trim();
  if (answersText === '') return skipped(Note.essayNotSupported);
  if (answersText.startsWith('#')) return skipped(Note.numericalNotSupported);
  // `{FALSE#feedback if they say true#feedback if they say false}`
  const value = /^(T|TRUE|F|FALSE)\s*(#|$)/i.exec(answersText);
  if (value) return trueFalse(value[1]!.toUpperCase().startsWith('T'));
  // An answer without '=' or '~' before it is a short answer's, as Moodle reads `{One}`.
  const answers = answersOf(/^[=~]/.test(answersText) ? answersText : `=${answersText}`, format);
  const choice = answers.some((a) => a.marker === '~');
  // Matching pairs are `=` answers only, each with its '->'; an option of a choice may say '->' as it likes.
  if (!choice && answers.every((a) => find(a.raw, '->') >= 0)) return skipped(Note.matchingNotSupported);
  const weighed = answers.map((a) => ({ text: textOf(a.raw, a.format), percent: a.percent }));
  if (weighed.some((a) => a.text === '')) return skipped(Note.answerEmpty);
  // As Moodle: an '=' among the options makes one correct; without one, the weights mark several.
  const keyed = choice
    ? choiceFrom(
        weighed,
        answers.some((a) => a.marker === '='),
      )
    : typedFrom(weighed);
  if ('skip' in keyed) return keyed;
  return { ...keyed, warnings: [...keyed.warnings, ...mediaNotes(answers, 'answers')] };
}

type Read = { question: DraftQuestion; warnings: NoteCore[] } | { skip: NoteCore };

/** One question's text (blank-line separated, comments out) as a draft question, or why it is left out. */
function readQuestion(text: string, line: number): Read {
  let rest = text.trim();
  if (rest.startsWith('::')) {
    const end = find(rest, '::', 2);
    if (end < 0) throw new ImportError(lineAt(line), Note.titleNotClosed);
    rest = rest.slice(end + 2).trim();
  }
  const stem = formatted(rest, 'moodle');
  rest = stem.raw;
  const open = find(rest, '{');
  if (open < 0) return skipped(Note.descriptionNotQuestion);
  const close = find(rest, '}', open + 1);
  const reopened = find(rest, '{', open + 1);
  // A second '{' before the '}' means the first was never closed (an unescaped '{' cannot be in an answer).
  if (close < 0 || (reopened >= 0 && reopened < close)) throw new ImportError(lineAt(line), Note.bracesNotClosed);
  const parts = [rest.slice(0, open), rest.slice(close + 1)].map((raw) => ({ raw, format: stem.format }));
  const [before, after] = parts.map((part) => textOf(part.raw, part.format));
  // The general feedback, after `####`, is the explanation: in the question's format unless it says its own.
  const body = rest.slice(open + 1, close);
  const general = find(body, '####');
  const keyed = kindOf(general >= 0 ? body.slice(0, general) : body, stem.format);
  if ('skip' in keyed) return keyed;
  const content = after ? `${before} _____ ${after}`.trim() : before!;
  if (!content) return skipped(Note.questionHasNoText);
  const feedback = general >= 0 ? formatted(body.slice(general + 4), stem.format) : undefined;
  const explanation = feedback ? textOf(feedback.raw, feedback.format) : '';
  return {
    question: { where: lineAt(line), content, ...keyed.question, ...(explanation ? { explanation } : {}) },
    warnings: [...mediaNotes(feedback ? [...parts, feedback] : parts, 'text'), ...keyed.warnings],
  };
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
  const draft: Draft = { questions: [], warnings: [], moodleText: true };
  let block: string[] = [];
  let startLine = 0;
  const categories: CategoryLine[] = [];
  const finish = () => {
    if (block.length === 0) return;
    const where = lineAt(startLine);
    const read = readQuestion(block.join('\n'), startLine);
    if ('skip' in read) draft.warnings.push({ where, ...read.skip });
    else {
      draft.questions.push(read.question);
      draft.warnings.push(...read.warnings.map((note) => ({ where, ...note })));
    }
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
