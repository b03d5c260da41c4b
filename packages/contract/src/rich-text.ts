/**
 * Rich text in questions, options, ordering items and explanations (issue 39; decision 028): a small Markdown
 * subset — **bold**, *italic*, line breaks, `inline code`, fenced code blocks — and math typeset by KaTeX: inline
 * `$…$` or `\(…\)`, display `$$…$$` or `\[…\]` (chemistry with mhchem's `\ce{…}`). Raw HTML, links, pictures,
 * headings, lists and entities are not part of it: they stay the characters they are, so a question written before
 * (or without) these marks reads exactly as it did.
 *
 * One parser serves both ends: the server refuses on save what `richTextProblem` finds (the field is named by the
 * schema's path), and the web renders with `renderRichText`. Rendering is safe by construction — markdown-it with
 * HTML off escapes every character of text and code, and KaTeX runs with `trust: false` and limits on expansion and
 * size — and the web passes the result through DOMPurify as well. This module is heavy (KaTeX and markdown-it): the
 * web loads it only on pages that show questions (components/rich-text), the schemas reach it through
 * `richTextIssue` only when a text has a mark in it.
 */
import katex from 'katex';
import 'katex/contrib/mhchem';
import MarkdownIt, { type StateInline, type Token } from 'markdown-it';
import { QuestionKindLimits } from './limits';
import { hasRichMarks } from './rich-text-marks';
import { Issue } from './schema-messages';

/** What a text may not contain in a formula: links, HTML attributes, pictures, and defining commands (macro bombs). */
const forbiddenCommand =
  /\\(href|url|htmlClass|htmlId|htmlStyle|htmlData|html|includegraphics|def|gdef|edef|xdef|let|futurelet|newcommand|renewcommand|providecommand|global|long|expandafter|char)(?![A-Za-z])/;

// Types, not interfaces: markdown-it keeps them in its records (Record<string, unknown>).
type MathToken = { tex: string; display: boolean };
type Env = { problems: string[] };

const katexOptions = (display: boolean, throwOnError: boolean) =>
  ({
    displayMode: display,
    throwOnError,
    trust: false,
    strict: 'ignore',
    output: 'htmlAndMathml',
    maxSize: QuestionKindLimits.formulaMaxSize,
    maxExpand: QuestionKindLimits.formulaMaxExpand,
  }) as const;

/** `$` opens a formula before a character that is not a space; `$5` or `US$ 5` stay dollars. */
function dollarCloses(src: string, from: number): number {
  const limit = reach(src, from);
  let at = src.indexOf('$', from);
  while (at !== -1 && src[at - 1] === '\\') at = src.indexOf('$', at + 1);
  if (at === -1 || at >= limit) return -1;
  // Only the next $ may close (a formula holds no $), and as in Pandoc it has no space before it and no digit after
  // it: '$5 and $10' is two prices, not a formula.
  return /\s/.test(src[at - 1] ?? ' ') || /\d/.test(src[at + 1] ?? '') ? -1 : at;
}

/** How far a formula may run: not into code (a backtick) nor past a blank line (another paragraph). */
function reach(src: string, from: number): number {
  const stops = [src.indexOf('`', from), src.indexOf('\n\n', from)].filter((at) => at !== -1);
  return stops.length ? Math.min(...stops) : src.length;
}

/** An unclosed `$` is a dollar unless what follows it is plainly LaTeX ('$x^2 + 1' forgot its end). */
const looksLikeLatex = (rest: string) => /\\[A-Za-z]|[\^_{}]/.test(rest);

const delimiters: [open: string, close: string, display: boolean][] = [
  ['$$', '$$', true],
  ['\\[', '\\]', true],
  ['\\(', '\\)', false],
];

function mathRule(state: StateInline, silent: boolean): boolean {
  const { src, pos } = state;
  const env = state.env as Partial<Env>;
  const found = formulaAt(src, pos);
  if (!found) {
    const open = delimiters.find(([open]) => src.startsWith(open, pos));
    if (open) env.problems?.push(Issue.formulaUnclosed(open[1]));
    else if (src[pos] === '$' && !/\s/.test(src[pos + 1] ?? ' ') && looksLikeLatex(src.slice(pos + 1)))
      env.problems?.push(Issue.formulaUnclosed('$'));
    return false;
  }
  if (!silent) pushMath(state, found.math);
  state.pos = found.end;
  return true;
}

/** A run of three or more underscores is a blank to fill in ('The ____ is red'), never emphasis. */
function blankRule(state: StateInline, silent: boolean): boolean {
  const run = /^_{3,}/.exec(state.src.slice(state.pos, state.pos + 200));
  if (!run) return false;
  if (!silent) state.push('text', '', 0).content = run[0];
  state.pos += run[0].length;
  return true;
}

function pushMath(state: StateInline, math: MathToken) {
  const token = state.push('math', 'math', 0);
  token.content = math.tex;
  token.meta = math;
}

function markdown() {
  const md = new MarkdownIt('zero', { html: false, breaks: true, linkify: false, typographer: false });
  md.enable(['newline', 'escape', 'backticks', 'emphasis', 'fence']);
  md.inline.ruler.before('escape', 'math', mathRule);
  md.inline.ruler.before('emphasis', 'blank', blankRule);
  md.renderer.rules['math'] = (tokens, i) => {
    const { tex, display } = tokens[i]!.meta as MathToken;
    const typeset = typesetFormula(tex, display);
    return 'html' in typeset ? typeset.html : `<code class="rich-formula-error">${md.utils.escapeHtml(tex)}</code>`;
  };
  // A fenced block scrolls inside itself, never the page; its language name is not used (no highlighting).
  md.renderer.rules.fence = (tokens, i) =>
    `<pre class="rich-code" tabindex="0"><code>${md.utils.escapeHtml(tokens[i]!.content)}</code></pre>`;
  return md;
}

let parser: ReturnType<typeof markdown> | undefined;
const md = () => (parser ??= markdown());

/** A formula's problem as a schema message, or null when KaTeX typesets it. */
export function formulaProblem(tex: string): string | null {
  const typeset = typesetFormula(tex, false);
  return 'problem' in typeset ? typeset.problem : null;
}

/** A formula typeset once, or why it may not be: the one KaTeX pass that both checking and rendering take. */
function typesetFormula(tex: string, display: boolean): { html: string } | { problem: string } {
  if (tex.length > QuestionKindLimits.formulaMax) return { problem: Issue.formulaTooLong };
  const forbidden = forbiddenCommand.exec(tex);
  if (forbidden) return { problem: Issue.formulaCommandNotAllowed(forbidden[0]) };
  try {
    return { html: katex.renderToString(tex, katexOptions(display, true)) };
  } catch (error) {
    const message = error instanceof Error ? error.message.replace(/^KaTeX parse error: /, '') : String(error);
    const unknown = /Undefined control sequence: (\\[A-Za-z]+)/.exec(message);
    if (unknown) return { problem: Issue.formulaUnknownCommand(unknown[1]!) };
    return { problem: Issue.formulaInvalid(message.split(' at position')[0]!.slice(0, 120)) };
  }
}

/** The first problem of a text's formulas, as a schema message; null when it reads (and renders) as written. */
export function richTextProblem(text: string): string | null {
  if (!hasRichMarks(text)) return null;
  const env: Env = { problems: [] };
  const tokens = md().parse(text, env);
  if (env.problems[0]) return env.problems[0];
  for (const block of tokens) {
    for (const token of block.children ?? []) {
      if (token.type !== 'math') continue;
      const problem = formulaProblem(token.content);
      if (problem) return problem;
    }
  }
  return null;
}

/** A text as safe HTML: every character of text and code escaped, formulas typeset with their MathML. */
export function renderRichText(text: string, options: { inline?: boolean } = {}): string {
  return options.inline ? md().renderInline(text) : md().render(text);
}

/** The formulas of a text, in order (for exports that write math their own way). */
export function formulasOf(text: string): MathToken[] {
  if (!hasRichMarks(text)) return [];
  return md()
    .parse(text, { problems: [] })
    .flatMap((block: Token) => (block.children ?? []).filter((t) => t.type === 'math').map((t) => t.meta as MathToken));
}

/**
 * The text with each formula's source written anew by `write` (GIFT and Moodle XML write all math as `\(…\)` or
 * `\[…\]`): the same delimiters as the parser, code spans and blocks left alone; everything else kept as it is.
 */
export function rewriteFormulas(text: string, write: (math: MathToken) => string): string {
  if (!hasRichMarks(text)) return text;
  let out = '';
  let at = 0;
  while (at < text.length) {
    const ch = text[at]!;
    if (ch === '`') {
      const run = /^`+/.exec(text.slice(at))![0];
      const end = text.indexOf(run, at + run.length);
      const stop = end === -1 ? at + run.length : end + run.length;
      out += text.slice(at, stop);
      at = stop;
      continue;
    }
    const found = formulaAt(text, at);
    if (found) {
      out += write(found.math);
      at = found.end;
      continue;
    }
    if (ch === '\\' && at + 1 < text.length) {
      out += text.slice(at, at + 2);
      at += 2;
      continue;
    }
    out += ch;
    at += 1;
  }
  return out;
}

function formulaAt(text: string, at: number): { math: MathToken; end: number } | null {
  for (const [open, close, display] of delimiters) {
    if (!text.startsWith(open, at)) continue;
    const end = text.indexOf(close, at + open.length);
    return end === -1 || end >= reach(text, at + open.length)
      ? null
      : { math: { tex: text.slice(at + open.length, end), display }, end: end + close.length };
  }
  if (text[at] !== '$' || /\s/.test(text[at + 1] ?? ' ')) return null;
  const end = dollarCloses(text, at + 1);
  return end === -1 ? null : { math: { tex: text.slice(at + 1, end), display: false }, end: end + 1 };
}
