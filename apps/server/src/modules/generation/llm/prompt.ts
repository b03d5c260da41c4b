/**
 * What the model is given: the document's pages cut to a fair share of the character budget, and the system and user
 * messages that say what to write and in which JSON shape. Changes when the wording or the budget does.
 */
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { GeneratedQuestionKind, GenerationLanguage, SourcePage } from '../types';
import { OPTION_COUNT, kindsOf, onlySingle, type LlmGenerationRequest } from './request';

/** Characters of document text sent to the model, shared fairly across pages. */
export const DOCUMENT_CHAR_BUDGET = 60_000;

// ---------------------------------------------------------------------------------------------------------
// The document

export interface PreparedDocument {
  text: string;
  pages: number[];
}

const tidy = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** Cut at a word boundary when one is near. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const slice = text.slice(0, max);
  const space = slice.lastIndexOf(' ');
  return `${space > max * 0.8 ? slice.slice(0, space) : slice} …`;
}

/**
 * The pages with text, each under a "[Page N]" marker. Over the budget, every page gets an equal share
 * (short pages keep all their text and leave the rest to the long ones).
 */
export function prepareDocument(
  sourcePages: SourcePage[] | undefined,
  budget = DOCUMENT_CHAR_BUDGET,
): PreparedDocument | undefined {
  const pages = (sourcePages ?? [])
    .map((p) => ({ page: p.page, text: tidy(p.text) }))
    .filter((p) => p.text.length > 0)
    .sort((a, b) => a.page - b.page);
  if (pages.length === 0) return undefined;

  const allowance = new Map<number, number>();
  const total = pages.reduce((sum, p) => sum + p.text.length, 0);
  if (total <= budget) {
    for (const p of pages) allowance.set(p.page, p.text.length);
  } else {
    let remaining = budget;
    const bySize = [...pages].sort((a, b) => a.text.length - b.text.length);
    bySize.forEach((p, i) => {
      const share = Math.floor(remaining / (bySize.length - i));
      const take = Math.min(p.text.length, share);
      allowance.set(p.page, take);
      remaining -= take;
    });
  }

  const text = pages
    .filter((p) => (allowance.get(p.page) ?? 0) > 0)
    .map((p) => `[Page ${p.page}]\n${cut(p.text, allowance.get(p.page) ?? 0)}`)
    .join('\n\n');
  return { text, pages: pages.filter((p) => (allowance.get(p.page) ?? 0) > 0).map((p) => p.page) };
}

// ---------------------------------------------------------------------------------------------------------
// The prompt

const languageName: Record<GenerationLanguage, string> = { english: 'English', vietnamese: 'Vietnamese' };

export function shapeDescription(withPage: boolean, kinds: readonly GeneratedQuestionKind[]): string {
  const page = withPage ? ', "page": <number of the [Page N] where the answer is found>' : '';
  const explanation = `, "explanation": "<why the correct answer is right${withPage ? ', ending with its page' : ''}>"`;
  const question = onlySingle(kinds)
    ? `{"content": "<question>", "options": ["<option 1>", "<option 2>", "<option 3>", "<option 4>"], "correctIndex": <0-3, index of the correct option>${explanation}${page}}`
    : `{"kind": "<${kinds.join(' or ')}>", "content": "<question or statement>", "options": ["<option>", ...], "correctIndexes": [<indexes of the correct options>]${explanation}${page}}`;
  return (
    'Reply with one JSON object and nothing else (no prose, no markdown), in this shape: ' +
    `{"title": "<short quiz title>", "questions": [${question}]}`
  );
}

const kindRules: Record<GeneratedQuestionKind, string> = {
  single: `"single": a multiple-choice question with exactly ${OPTION_COUNT} answer options, exactly one of them correct (correctIndexes has one index).`,
  multiple: `"multiple": a multiple-select question with exactly ${OPTION_COUNT} answer options, one or more of them correct (correctIndexes lists every correct one); a player must pick exactly the correct ones.`,
  true_false:
    '"true_false": a statement that is either true or false; its options are exactly ["True", "False"], in that order and in English whatever the language of the quiz, and correctIndexes is [0] when the statement is true, [1] when it is false. Write false statements about as often as true ones.',
};

/** What the model is told about explanations and about writing formulas and code (issue 39). */
function richTextInstructions(withDocument: boolean, language: GenerationLanguage): string[] {
  const cite = language === 'vietnamese' ? '(tr. N)' : '(p. N)';
  return [
    'Give every question an "explanation": one or two sentences (at most 400 characters) saying why the correct answer is right; for true_false, why the statement is true or false.' +
      (withDocument
        ? ` Base it on the document and end it with the page it comes from, written as ${cite} (for example ${cite.replace('N', '3')}).`
        : ''),
    'For mathematics, physics, chemistry or computing you may write formulas in LaTeX between single dollar signs, in the questions, options and explanations: $x^2 + 3x - 4 = 0$, $\\frac{1}{2}$, $\\sqrt{2}$, $\\vec{F} = m\\vec{a}$, chemistry as $\\ce{H2O}$. Use only standard LaTeX math commands (no \\href, \\url or \\def), and escape every backslash for JSON ("\\\\frac"). Code goes between backticks. Otherwise plain text: no HTML, no links.',
  ];
}

/** What the model is told about the kinds of question; today's words when only single choice is asked for. */
function kindInstructions(kinds: readonly GeneratedQuestionKind[]): string[] {
  if (onlySingle(kinds)) {
    return [
      'You write multiple-choice quiz questions.',
      `Every question has exactly ${OPTION_COUNT} answer options: exactly one of them is correct and the others are plausible but clearly wrong.`,
    ];
  }
  return [
    `You write quiz questions of ${kinds.length === 1 ? 'this type' : 'these types'}, and no other:`,
    ...kinds.map((kind) => `- ${kindRules[kind]}`),
    ...(kinds.length > 1 ? ['Mix the types: use each of them for a fair share of the questions.'] : []),
    'Wrong options are plausible but clearly wrong.',
  ];
}

export function buildMessages(
  request: LlmGenerationRequest,
  document: PreparedDocument | undefined,
): ChatCompletionMessageParam[] {
  const language = languageName[request.language] ?? 'English';
  const kinds = kindsOf(request);
  const trueFalse = kinds.includes('true_false') ? ' (but not the options "True" and "False")' : '';
  const system = [
    ...kindInstructions(kinds),
    'No trick questions, no "all of the above" or "none of the above", no two options that mean the same thing.',
    document
      ? 'Ground every question only in the document text you are given, never in outside knowledge, and cite the page it comes from (the number in its [Page N] marker). Ask about the subject matter, not about the document itself.'
      : 'Ask about important, well-established facts and ideas of the topic.',
    ...richTextInstructions(Boolean(document), request.language),
    request.language === 'vietnamese'
      ? `Write the title, the questions, the options${trueFalse} and the explanations in Vietnamese (tiếng Việt), whatever the language of the input.`
      : `Write the title, the questions, the options and the explanations in ${language}.`,
    shapeDescription(Boolean(document), kinds),
  ].join('\n');

  const types = onlySingle(kinds) ? '' : ` (types: ${kinds.join(', ')})`;
  const wanted = `Write exactly ${request.count} questions${types} in ${language}`;
  const title = request.title?.trim() ? ` The quiz is titled ${JSON.stringify(request.title.trim())}.` : '';
  const user = document
    ? `${wanted} from the following document, each citing its page.${title}\n\n<document>\n${document.text}\n</document>`
    : `${wanted} about this topic: ${JSON.stringify(request.topic?.trim() ?? '')}.${title}`;

  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}
