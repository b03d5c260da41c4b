/**
 * The editor's rich text (issue 39) as Moodle shows it, and back: one convention for GIFT and Moodle XML.
 *
 * Moodle typesets math with MathJax between `\(…\)`, `\[…\]` and `$$…$$`, and only in its HTML formats: a question in
 * plain text shows the source. So a text with a formula is written as HTML, each formula `\(…\)` inline or `\[…\]`
 * display (on one line: a line break would split it), `&`, `<` and `>` as entities and line breaks as `<br>`; a text
 * without one is written as the plain text it is, as it always was. Markdown's marks travel as their characters
 * (`**`, backticks). A dollar needs no escape in Moodle, where a single `$` is never math: a bare `$5` is written as
 * it is, and a dollar our source escapes (`\$`, where it would otherwise open a formula) as `\$`, MathJax's own
 * escape for it.
 *
 * Read back, Moodle's math is ours already: `\(…\)`, `\[…\]` and `$$…$$` are kept as the source. A bare `$` is a
 * dollar in Moodle; it is escaped `\$` only when our parser would otherwise read a formula (or an unclosed one) in
 * the text, so `$5` stays `$5`. A file we wrote reads back as the source it was written from, but for a formula
 * between single dollars coming back between `\(…\)`, which reads the same, and, in a text with a formula, runs of
 * spaces coming back as one, as HTML shows them (a code block's indentation among them: one without a formula is
 * plain text, kept to the space).
 */
import { formulasOf, richTextProblem, rewriteFormulas } from '@quiz/contract/rich-text';

/** A text as Moodle takes it: its format, and the text in it. */
export interface MoodleText {
  html: boolean;
  text: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r?\n/g, '<br>');

const delimited = ({ tex, display }: { tex: string; display: boolean }) => {
  const line = tex.replace(/\s*\n\s*/g, ' ');
  return display ? `\\[${line}\\]` : `\\(${line}\\)`;
};

/** Our source as Moodle shows it: HTML with Moodle's math delimiters when it has a formula, else plain as it is. */
export function moodleTextOf(source: string): MoodleText {
  if (formulasOf(source).length === 0) return { html: false, text: source };
  return { html: true, text: escapeHtml(rewriteFormulas(source, delimited)) };
}

const moodleMath = [
  ['$$', '$$'],
  ['\\(', '\\)'],
  ['\\[', '\\]'],
] as const;

/** Every bare `$` outside Moodle's formulas and code escaped as `\$`. */
function dollarsEscaped(text: string): string {
  // The closing marks not found after some place are not found after any later one: each is looked for once.
  const missing = new Set<string>();
  const closing = (mark: string, from: number) => {
    if (missing.has(mark)) return -1;
    const at = text.indexOf(mark, from);
    if (at === -1) missing.add(mark);
    return at === -1 ? -1 : at + mark.length;
  };
  let out = '';
  let at = 0;
  while (at < text.length) {
    const ch = text[at]!;
    const math = moodleMath.find(([open]) => text.startsWith(open, at));
    let end = math ? closing(math[1], at + math[0].length) : -1;
    if (end === -1 && ch === '`') {
      const run = /^`+/.exec(text.slice(at, at + 100))![0];
      end = closing(run, at + run.length);
      if (end === -1) end = at + run.length;
    }
    if (end === -1 && ch === '\\') end = Math.min(at + 2, text.length);
    if (end !== -1) {
      out += text.slice(at, end);
      at = end;
      continue;
    }
    out += ch === '$' ? '\\$' : ch;
    at += 1;
  }
  return out;
}

/**
 * A text Moodle shows (its HTML already reduced to text) as our source: the same, unless one of its bare dollars
 * would read as a formula here; then each is escaped, so every dollar Moodle shows is a dollar here too. A text
 * longer than `max`, the most its field holds (it is cut to that), has its dollars escaped without asking the
 * parser, whose time grows faster than a text's length.
 */
export function sourceOfMoodleText(text: string, max = Infinity): string {
  if (!text.includes('$')) return text;
  const escaped = dollarsEscaped(text);
  if (escaped === text || text.length > max) return escaped;
  // Escaping is never wrong (a bare dollar is a dollar in Moodle): the text is kept as it is only when the parser
  // reads in it Moodle's formulas and nothing else, and no problem (an unclosed `$x^2`).
  const ours = formulasOf(text);
  // Without a formula of ours, the escaped text has none either: escaping only takes `$…$` ones away.
  const moodles = ours.length === 0 ? ours : formulasOf(escaped);
  return JSON.stringify(ours) === JSON.stringify(moodles) && richTextProblem(text) === null ? text : escaped;
}
