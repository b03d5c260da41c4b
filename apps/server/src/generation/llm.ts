/**
 * Quiz questions from any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM, llama.cpp,
 * LM Studio, Gemini's compatible endpoint).
 *
 * - Structured output first (`response_format: json_schema`); a server that rejects it is asked again in
 *   plain JSON mode (`json_object`, then no response_format at all), and that choice is remembered per
 *   endpoint and model.
 * - The answer is parsed and validated (exactly `count` questions, of the kinds asked for: four distinct
 *   options with one correct (single) or one or more (multiple), or True/False with one correct; a page of
 *   the document when there is one); an unusable answer is asked for once more, then reported.
 * - Asked for single choice only (the default), the model gets today's prompt and schema (`correctIndex`);
 *   asked for other kinds, each question also names its `kind` and lists its `correctIndexes`.
 * - Errors become AiGenerationError with the spec's messages. The API key is never logged (the SDK's logger
 *   is off) and never copied into an error: messages are our own, and upstream details are redacted.
 */
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import type {
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions';
import { z } from 'zod';
import { GeneratedQuestionKinds, QuizLimits, TrueFalseLabels } from '@quiz/contract/limits';
import { Messages } from '@quiz/contract/messages';
import { questionInput } from '@quiz/contract/quizzes';
import type { GeneratedQuestion, GeneratedQuestionKind, GenerationLanguage, SourcePage } from './types';

export interface LlmSettings {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Per request; default 60 000 ms. */
  timeoutMs?: number;
}

export interface LlmGenerationRequest {
  count: number;
  language: GenerationLanguage;
  /** The subject when there is no document. */
  topic?: string;
  /** A title chosen by the user; it wins over the model's. */
  title?: string;
  /** The document's text per page; questions are grounded in it and cite their page. */
  sourcePages?: SourcePage[];
  /** The kinds of question to write; single choice only when absent. */
  kinds?: readonly GeneratedQuestionKind[];
}

export type AiGenerationErrorKind = 'timeout' | 'upstream' | 'invalid_response' | 'network';

export const AiMessages = {
  timeout: 'The AI service took too long to answer. Please try again.',
  serverError: (status: number) => `Server error: ${status}`,
  network: Messages.aiNetworkError,
  invalid: Messages.aiInvalidResponse,
  empty: Messages.aiEmptyResponse,
} as const;

/** A failure the user can be told about; `message` is safe to show, `detail` (redacted) is for the log. */
export class AiGenerationError extends Error {
  override readonly name = 'AiGenerationError';
  /** What went wrong, for operators; never contains the API key. */
  detail?: string;

  constructor(
    readonly kind: AiGenerationErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export const DEFAULT_TIMEOUT_MS = 60_000;
/** Characters of document text sent to the model, shared fairly across pages. */
export const DOCUMENT_CHAR_BUDGET = 60_000;
const OPTION_COUNT = 4;
const MAX_ATTEMPTS = 2;

// ---------------------------------------------------------------------------------------------------------
// The answer's shape

/** Models sometimes send numbers as strings ("2"); accept those, nothing looser. */
const numberish = (value: unknown) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value);

const normalizeOption = (label: string) => label.toLowerCase().replace(/\s+/g, ' ').trim();

const optionLabel = z.string().trim().min(1, 'empty option').max(QuizLimits.optionMax, 'option too long');
const optionIndex = z.preprocess(
  numberish,
  z
    .number()
    .int()
    .min(0)
    .max(OPTION_COUNT - 1),
);

/** "True" or "False" as the model may write them (in English, as asked, or in Vietnamese); null for anything else. */
function truthOf(label: string): boolean | null {
  const word = normalizeOption(label.normalize('NFC'));
  if (word === 'true' || word === 'đúng') return true;
  if (word === 'false' || word === 'sai') return false;
  return null;
}

/**
 * One question as the model writes it: today's `{ content, options, correctIndex }` (a single choice), or with a
 * `kind` and the `correctIndexes` of every correct option.
 */
export const llmQuestionSchema = z.preprocess(
  (raw) =>
    raw && typeof raw === 'object' && !('correctIndexes' in raw) && 'correctIndex' in raw
      ? { ...raw, correctIndexes: [raw.correctIndex] }
      : raw,
  z
    .object({
      kind: z.enum(GeneratedQuestionKinds, { error: 'unknown kind of question' }).default('single'),
      content: z.string().trim().min(1, 'empty question').max(QuizLimits.questionMax, 'question too long'),
      options: z
        .array(optionLabel, { error: 'options are required' })
        .min(2, 'at least 2 options are required')
        .max(OPTION_COUNT, `at most ${OPTION_COUNT} options are allowed`),
      correctIndexes: z
        .array(optionIndex, { error: 'the correct option is required' })
        .min(1, 'the correct option is required')
        .transform((indexes) => [...new Set(indexes)]),
      page: z.preprocess(numberish, z.number().int().nullable().optional()),
    })
    .superRefine((q, ctx) => {
      const problem = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (q.correctIndexes.some((i) => i >= q.options.length)) return problem('a correct index is out of range');
      if (q.kind === 'true_false') {
        const truths = q.options.map(truthOf);
        if (q.options.length !== 2 || !truths.includes(true) || !truths.includes(false)) {
          return problem('a true_false question needs exactly the options "True" and "False"');
        }
        if (q.correctIndexes.length !== 1) return problem('a true_false question needs exactly one correct option');
        return;
      }
      if (q.options.length !== OPTION_COUNT) return problem(`exactly ${OPTION_COUNT} options are required`);
      if (new Set(q.options.map(normalizeOption)).size !== q.options.length) return problem('options must be distinct');
      if (q.kind === 'single' && q.correctIndexes.length !== 1) {
        return problem('a single-choice question needs exactly one correct option');
      }
    }),
);
export type LlmQuestion = z.infer<typeof llmQuestionSchema>;

/** The question as stored: True/False in that order, whichever order the model wrote them in. */
function toGenerated(q: LlmQuestion, page: number | undefined): GeneratedQuestion {
  const correct = new Set(q.correctIndexes);
  const options =
    q.kind === 'true_false'
      ? TrueFalseLabels.map((label) => ({
          label,
          isCorrect: truthOf(q.options[q.correctIndexes[0]!]!) === (label === 'True'),
        }))
      : q.options.map((label, index) => ({ label, isCorrect: correct.has(index) }));
  return { kind: q.kind, content: q.content, options, ...(page != null ? { page } : {}) };
}

/** The whole answer: `{ title, questions: [...] }` (questions are checked one by one). */
export const llmAnswerSchema = z.object({
  title: z.string().optional().catch(undefined),
  questions: z.array(z.unknown()),
});

/** The JSON schema sent as structured output (strict: every property required, nothing extra). */
function answerJsonSchema(
  count: number,
  pages: number[] | undefined,
  kinds: readonly GeneratedQuestionKind[],
): Record<string, unknown> {
  const questionProperties: Record<string, unknown> = onlySingle(kinds)
    ? {
        content: { type: 'string', description: 'The question.' },
        options: {
          type: 'array',
          items: { type: 'string' },
          minItems: OPTION_COUNT,
          maxItems: OPTION_COUNT,
          description: 'Four distinct answer options.',
        },
        correctIndex: {
          type: 'integer',
          minimum: 0,
          maximum: OPTION_COUNT - 1,
          description: 'Index (0-3) of the one correct option.',
        },
      }
    : {
        kind: { type: 'string', enum: [...kinds], description: 'The type of the question.' },
        content: { type: 'string', description: 'The question (for true_false: the statement).' },
        options: {
          type: 'array',
          items: { type: 'string' },
          minItems: 2,
          maxItems: OPTION_COUNT,
          description: 'single and multiple: four distinct answer options. true_false: exactly ["True", "False"].',
        },
        correctIndexes: {
          type: 'array',
          items: { type: 'integer', minimum: 0, maximum: OPTION_COUNT - 1 },
          minItems: 1,
          maxItems: OPTION_COUNT,
          description:
            'Indexes of the correct options: one for single and true_false ([0] true, [1] false), one or more for multiple.',
        },
      };
  if (pages) {
    questionProperties.page = {
      type: 'integer',
      minimum: Math.min(...pages),
      maximum: Math.max(...pages),
      description: 'The [Page N] number where the answer is found.',
    };
  }
  return {
    type: 'object',
    additionalProperties: false,
    required: ['title', 'questions'],
    properties: {
      title: { type: 'string', description: 'A short title for the quiz.' },
      questions: {
        type: 'array',
        minItems: count,
        maxItems: count,
        items: {
          type: 'object',
          additionalProperties: false,
          required: Object.keys(questionProperties),
          properties: questionProperties,
        },
      },
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// The document

interface PreparedDocument {
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

const onlySingle = (kinds: readonly GeneratedQuestionKind[]) => kinds.every((kind) => kind === 'single');

function shapeDescription(withPage: boolean, kinds: readonly GeneratedQuestionKind[]): string {
  const page = withPage ? ', "page": <number of the [Page N] where the answer is found>' : '';
  const question = onlySingle(kinds)
    ? `{"content": "<question>", "options": ["<option 1>", "<option 2>", "<option 3>", "<option 4>"], "correctIndex": <0-3, index of the correct option>${page}}`
    : `{"kind": "<${kinds.join(' or ')}>", "content": "<question or statement>", "options": ["<option>", ...], "correctIndexes": [<indexes of the correct options>]${page}}`;
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

const kindsOf = (request: LlmGenerationRequest): readonly GeneratedQuestionKind[] =>
  request.kinds?.length ? request.kinds : ['single'];

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
    request.language === 'vietnamese'
      ? `Write the title, the questions and the options${trueFalse} in Vietnamese (tiếng Việt), whatever the language of the input.`
      : `Write the title, the questions and the options in ${language}.`,
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

// ---------------------------------------------------------------------------------------------------------
// Reading the answer

type Parsed =
  { ok: true; title?: string; questions: GeneratedQuestion[] } | { ok: false; empty: boolean; problem: string };

/** The JSON in a reply: without a reasoning preamble, code fences or chatter around the object. */
function extractJson(content: string): unknown {
  let text = content.replace(/<think>[\s\S]*?<\/think>/gi, '').trim();
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  if (fenced?.[1]) text = fenced[1].trim();
  try {
    return JSON.parse(text);
  } catch {
    const start = text.indexOf('{');
    const end = text.lastIndexOf('}');
    if (start >= 0 && end > start) return JSON.parse(text.slice(start, end + 1));
    throw new SyntaxError('no JSON object');
  }
}

export function parseAnswer(
  content: string | null | undefined,
  count: number,
  pages: number[] | undefined,
  kinds: readonly GeneratedQuestionKind[] = ['single'],
): Parsed {
  if (!content?.trim()) return { ok: false, empty: true, problem: 'the answer was empty' };
  let json: unknown;
  try {
    json = extractJson(content);
  } catch {
    return { ok: false, empty: false, problem: 'the answer was not valid JSON' };
  }
  if (Array.isArray(json)) json = { questions: json };
  const answer = llmAnswerSchema.safeParse(json);
  if (!answer.success) return { ok: false, empty: false, problem: 'the answer had no "questions" array' };

  const pageSet = pages ? new Set(pages) : undefined;
  const questions: GeneratedQuestion[] = [];
  const problems: string[] = [];
  answer.data.questions.forEach((raw, i) => {
    const q = llmQuestionSchema.safeParse(raw);
    if (!q.success) {
      problems.push(`question ${i + 1}: ${q.error.issues[0]?.message ?? 'invalid'}`);
      return;
    }
    if (!kinds.includes(q.data.kind)) {
      problems.push(`question ${i + 1}: "kind" must be one of ${kinds.join(', ')}`);
      return;
    }
    if (pageSet && (q.data.page == null || !pageSet.has(q.data.page))) {
      problems.push(`question ${i + 1}: "page" must be one of the document's [Page N] numbers`);
      return;
    }
    const generated = toGenerated(q.data, pageSet ? (q.data.page ?? undefined) : undefined);
    // The same rules a quiz must satisfy when it is saved.
    if (!questionInput.safeParse(generated).success) {
      problems.push(`question ${i + 1}: invalid`);
      return;
    }
    questions.push(generated);
  });

  if (questions.length < count) {
    const why = problems.length ? `; ${problems.slice(0, 3).join('; ')}` : '';
    return {
      ok: false,
      empty: false,
      problem: `it had ${questions.length} usable questions instead of ${count}${why}`,
    };
  }
  return { ok: true, title: answer.data.title, questions: questions.slice(0, count) };
}

function chooseTitle(request: LlmGenerationRequest, modelTitle: string | undefined, fromDocument: boolean): string {
  const fallback = request.topic?.trim()
    ? `${request.language === 'vietnamese' ? 'Câu đố' : 'Quiz'}: ${request.topic.trim()}`
    : request.language === 'vietnamese'
      ? 'Câu đố từ tài liệu'
      : fromDocument
        ? 'Quiz from document'
        : 'Generated quiz';
  const candidates = [request.title, modelTitle, fallback].map((t) => t?.replace(/\s+/g, ' ').trim() ?? '');
  const title = candidates.find((t) => t.length >= QuizLimits.titleMin) ?? fallback;
  return title.slice(0, QuizLimits.titleMax);
}

// ---------------------------------------------------------------------------------------------------------
// Talking to the endpoint

type FormatMode = 'json_schema' | 'json_object' | 'none';

/** Endpoints (and models) that rejected structured output: ask them in the plainer mode from the start. */
const formatModes = new Map<string, FormatMode>();
const endpointKey = (settings: LlmSettings) => `${settings.baseUrl.replace(/\/+$/, '')}\n${settings.model}`;

/** Forget what was learned about endpoints (for tests). */
export function resetLlmFormatCache() {
  formatModes.clear();
}

function responseFormat(
  mode: FormatMode,
  schema: Record<string, unknown>,
): ChatCompletionCreateParamsNonStreaming['response_format'] {
  if (mode === 'json_schema') return { type: 'json_schema', json_schema: { name: 'quiz', strict: true, schema } };
  if (mode === 'json_object') return { type: 'json_object' };
  return undefined;
}

function errorText(error: APIError): string {
  let body = '';
  try {
    body = JSON.stringify(error.error ?? '');
  } catch {
    // unreadable body: the message is enough
  }
  return `${error.message} ${body}`;
}

const mentionsResponseFormat = (error: APIError) =>
  /response_format|response format|json_schema|json_object|structured output|schema/i.test(errorText(error));

/** Whether a rejection in `mode` is worth asking again in the next plainer mode. */
function shouldDowngrade(error: APIError, mode: FormatMode): boolean {
  if (typeof error.status !== 'number') return false;
  if (mode === 'json_schema') return error.status === 400 || (error.status === 422 && mentionsResponseFormat(error));
  if (mode === 'json_object') return (error.status === 400 || error.status === 422) && mentionsResponseFormat(error);
  return false;
}

function redact(text: string, apiKey: string | undefined): string {
  let out = text;
  if (apiKey) out = out.split(apiKey).join('[redacted]');
  return out.replace(/Bearer\s+\S+/gi, 'Bearer [redacted]').slice(0, 500);
}

function toAiError(error: unknown, settings: LlmSettings): AiGenerationError {
  if (error instanceof AiGenerationError) return error;
  let result: AiGenerationError;
  if (error instanceof APIConnectionTimeoutError) {
    result = new AiGenerationError('timeout', AiMessages.timeout);
  } else if (error instanceof APIConnectionError) {
    result = new AiGenerationError('network', AiMessages.network);
  } else if (error instanceof APIError && typeof error.status === 'number') {
    result = new AiGenerationError('upstream', AiMessages.serverError(error.status), error.status);
  } else {
    result = new AiGenerationError('network', AiMessages.network);
  }
  const cause = error instanceof APIError && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  result.detail = redact(`${error instanceof Error ? error.message : String(error)}${cause}`, settings.apiKey);
  return result;
}

function makeClient(settings: LlmSettings): OpenAI {
  const hasKey = Boolean(settings.apiKey);
  return new OpenAI({
    baseURL: settings.baseUrl,
    // The SDK insists on a key; local servers need none, so send no Authorization header at all then.
    apiKey: hasKey ? settings.apiKey : 'unused',
    ...(hasKey ? {} : { defaultHeaders: { Authorization: null } }),
    // Nothing from the environment (OPENAI_ORG_ID, …) and no SDK logging, which could show headers.
    organization: null,
    project: null,
    adminAPIKey: null,
    logLevel: 'off',
    timeout: settings.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxRetries: 0,
  });
}

/** One answer's text, downgrading the response format when the server rejects it. */
async function complete(
  client: OpenAI,
  settings: LlmSettings,
  messages: ChatCompletionMessageParam[],
  schema: Record<string, unknown>,
): Promise<string | null> {
  const key = endpointKey(settings);
  let mode: FormatMode = formatModes.get(key) ?? 'json_schema';
  for (;;) {
    try {
      const completion = await client.chat.completions.create({
        model: settings.model,
        messages,
        response_format: responseFormat(mode, schema),
      });
      const choice = (completion as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0];
      const content = choice?.message?.content;
      return typeof content === 'string' ? content : null;
    } catch (error) {
      if (error instanceof APIError && shouldDowngrade(error, mode)) {
        mode = mode === 'json_schema' ? 'json_object' : 'none';
        formatModes.set(key, mode);
        continue;
      }
      if (error instanceof APIError || error instanceof AiGenerationError) throw toAiError(error, settings);
      // Anything else is a body the SDK could not read: an unusable answer.
      return null;
    }
  }
}

/**
 * Ask the model for `count` questions about a topic or grounded in a document, in the requested language.
 * Throws AiGenerationError (timeout, upstream, network, invalid_response) with a message fit for the user.
 */
export async function generateQuestionsWithLlm(
  settings: LlmSettings,
  request: LlmGenerationRequest,
): Promise<{ title: string; questions: GeneratedQuestion[] }> {
  const count = request.count;
  if (!Number.isInteger(count) || count < 1) throw new RangeError('count must be a positive integer');
  const document = prepareDocument(request.sourcePages);
  if (!document && !request.topic?.trim()) throw new TypeError('a topic or a document with text is required');

  const client = makeClient(settings);
  const kinds = kindsOf(request);
  const schema = answerJsonSchema(count, document?.pages, kinds);
  const messages = buildMessages(request, document);

  let last: Extract<Parsed, { ok: false }> | undefined;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const conversation: ChatCompletionMessageParam[] = last
      ? [
          ...messages,
          {
            role: 'user',
            content:
              `Your previous answer could not be used: ${last.problem}. ` +
              `Answer again with exactly ${count} questions, ${
                onlySingle(kinds)
                  ? `each with ${OPTION_COUNT} distinct options and a correctIndex`
                  : `each of one of these types: ${kinds.join(', ')}, with its options and correctIndexes`
              }${document ? ' and the page it comes from' : ''}. ` +
              shapeDescription(Boolean(document), kinds),
          },
        ]
      : messages;
    const content = await complete(client, settings, conversation, schema);
    const parsed = parseAnswer(content, count, document?.pages, kinds);
    if (parsed.ok) {
      return { title: chooseTitle(request, parsed.title, Boolean(document)), questions: parsed.questions };
    }
    last = parsed;
  }

  const error = new AiGenerationError('invalid_response', last?.empty ? AiMessages.empty : AiMessages.invalid);
  error.detail = redact(`the model's answer was unusable twice: ${last?.problem ?? 'unknown'}`, settings.apiKey);
  throw error;
}
