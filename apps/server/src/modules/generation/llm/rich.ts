/**
 * The model's rich text (issue 39): LaTeX that went wrong on its way through JSON put right, and an explanation made
 * fit to store — within its length, citing its page, and dropped (the question kept) when it does not read as rich
 * text. Changes when the rich text or the explanation's rules do.
 */
import { QuestionKindLimits } from '@quiz/contract/limits';
import { richTextProblem } from '@quiz/contract/rich-text';
import type { GenerationLanguage } from '../types';

// ---------------------------------------------------------------------------------------------------------
// LaTeX through JSON

/**
 * A reply whose LaTeX was not escaped for JSON ("\frac", "\sqrt" where "\\frac" was meant) is not JSON: a backslash
 * that starts no JSON escape is taken literally. Only ever applied to a reply that JSON.parse refused.
 */
export function repairJsonEscapes(text: string): string {
  return text.replace(/\\(u[0-9a-fA-F]{4}|["\\/bfnrt])|\\/g, (match, escape: string | undefined) =>
    escape ? match : '\\\\',
  );
}

const CONTROL_LETTER: Record<string, string> = { '\b': 'b', '\f': 'f', '\t': 't', '\v': 'v', '\r': 'r' };

/** Commands that "\n" would turn into a line break and a word, when not escaped: "\neq" → newline + "eq". */
const N_COMMANDS =
  /\n(?=(?:abla|eq|e|eg|u|ot|otin|i|exists|leq|geq|parallel|mid|subseteq|supseteq|cong|sim|leftarrow|rightarrow|Leftarrow|Rightarrow|leftrightarrow|ewline)(?![A-Za-z]))/g;

/**
 * Valid JSON escapes that were LaTeX: "\frac", "\times", "\beta", "\right" parse as a control character and the
 * rest of the word. A control character just before a letter is never meant in a question, so it is put back as
 * the backslash and letter it was; "\n" only before a command it would begin, and only in a text with math in it.
 */
export function repairLatexEscapes(text: string): string {
  let repaired = text.replace(/[\b\f\t\v\r](?=[A-Za-z])/g, (c) => `\\${CONTROL_LETTER[c]}`);
  if (/\$|\\\(|\\\[/.test(repaired)) repaired = repaired.replace(N_COMMANDS, '\\n');
  return repaired;
}

/** A question as the model wrote it, its texts' LaTeX escapes repaired; anything else is left to the schema. */
export function repairQuestion(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const fix = (value: unknown) => (typeof value === 'string' ? repairLatexEscapes(value) : value);
  const question = { ...(raw as Record<string, unknown>) };
  for (const key of ['content', 'explanation']) if (key in question) question[key] = fix(question[key]);
  if (Array.isArray(question.options)) question.options = question.options.map(fix);
  return question;
}

// ---------------------------------------------------------------------------------------------------------
// The explanation

/** How an explanation cites its page: "(p. 3)" in English, "(tr. 3)" in Vietnamese. */
export const pageCitation = (page: number, language: GenerationLanguage) =>
  `(${language === 'vietnamese' ? 'tr.' : 'p.'} ${page})`;

const CITES_A_PAGE = /(?:\bp{1,2}\.|\bpages?|\btrang|\btr\.)\s*\d/iu;

/** Cut to `max` characters: at the end of a sentence when one is near, else at a word, with an ellipsis. */
function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const slice = text.slice(0, max);
  const sentenceEnd = Math.max(...['. ', '! ', '? ', '.\n'].map((end) => slice.lastIndexOf(end)));
  if (sentenceEnd >= max * 0.6) return slice.slice(0, sentenceEnd + 1);
  const space = slice.slice(0, max - 1).lastIndexOf(' ');
  return `${(space >= max * 0.6 ? slice.slice(0, space) : slice.slice(0, max - 1)).trimEnd()}…`;
}

/**
 * The explanation to store, or undefined: within QuestionKindLimits.explanationMax characters (cut at a sentence
 * or a word), ending with its page for a question from a document when the model did not cite one, and only when it
 * reads as rich text (an unclosed or unknown formula drops the explanation, never the question).
 */
export function explanationOf(
  raw: unknown,
  page: number | undefined,
  language: GenerationLanguage,
): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const text = raw.replace(/\r\n?/g, '\n').trim();
  if (!text) return undefined;
  const cite = page != null && !CITES_A_PAGE.test(text) ? ` ${pageCitation(page, language)}` : '';
  const explanation = shorten(text, QuestionKindLimits.explanationMax - cite.length) + cite;
  return richTextProblem(explanation) === null ? explanation : undefined;
}
