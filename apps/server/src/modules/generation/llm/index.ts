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
 *
 * The files, each depending only on those listed before it: errors.ts (AiGenerationError and the messages it
 * carries), request.ts (what a caller asks for, and the option count and kinds the others agree on), prompt.ts (the
 * document within its character budget, and the messages), rich.ts (LaTeX escapes repaired, explanations made fit to
 * store), answer.ts (the answer's schemas and reading a reply) and client.ts (the endpoint call, its format cache,
 * timeouts and errors, and the retry). This index is the module's public face: importers use nothing else.
 */
export { AiGenerationError, AiMessages, type AiGenerationErrorKind } from './errors';
export type { LlmGenerationRequest } from './request';
export { DOCUMENT_CHAR_BUDGET, buildMessages, prepareDocument } from './prompt';
export { llmAnswerSchema, llmQuestionSchema, parseAnswer, type LlmQuestion } from './answer';
export { DEFAULT_TIMEOUT_MS, generateQuestionsWithLlm, resetLlmFormatCache, type LlmSettings } from './client';
