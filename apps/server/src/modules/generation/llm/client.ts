/**
 * The call itself: an OpenAI-compatible client with our timeout, no retries and no logging; the response format
 * downgraded (and remembered per endpoint and model) when a server rejects it; upstream failures turned into
 * AiGenerationError with the API key redacted; and one more attempt when the answer is unusable.
 */
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import type {
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions';
import type { GeneratedQuestion } from '../types';
import { AiGenerationError, AiMessages } from './errors';
import { OPTION_COUNT, kindsOf, onlySingle, type LlmGenerationRequest } from './request';
import { buildMessages, prepareDocument, shapeDescription } from './prompt';
import { answerJsonSchema, chooseTitle, parseAnswer, type Parsed } from './answer';

export interface LlmSettings {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Per request; default 60 000 ms. */
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 60_000;
const MAX_ATTEMPTS = 2;

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
    const parsed = parseAnswer(content, count, document?.pages, kinds, request.language);
    if (parsed.ok) {
      return { title: chooseTitle(request, parsed.title, Boolean(document)), questions: parsed.questions };
    }
    last = parsed;
  }

  const error = new AiGenerationError('invalid_response', last?.empty ? AiMessages.empty : AiMessages.invalid);
  error.detail = redact(`the model's answer was unusable twice: ${last?.problem ?? 'unknown'}`, settings.apiKey);
  throw error;
}
