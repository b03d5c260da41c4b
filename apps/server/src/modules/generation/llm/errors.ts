/**
 * What a failed generation tells the user and the operator: the kinds of failure, the spec's messages, and the error
 * that carries them. Kept apart so that callers can catch and word failures without pulling in the client.
 */
import { Say, textOf, type Said } from '@quiz/contract/message-catalog';

export type AiGenerationErrorKind = 'timeout' | 'upstream' | 'invalid_response' | 'network';

export const AiMessages = {
  timeout: Say.aiTimedOut,
  serverError: Say.aiServerError,
  network: Say.aiNetworkError,
  invalid: Say.aiInvalidResponse,
  empty: Say.aiEmptyResponse,
} as const;

/**
 * A failure the user can be told about: `said` is the shared message (its English is `message`), `detail` (redacted)
 * is for the log.
 */
export class AiGenerationError extends Error {
  override readonly name = 'AiGenerationError';
  /** What went wrong, for operators; never contains the API key. */
  detail?: string;

  constructor(
    readonly kind: AiGenerationErrorKind,
    readonly said: Said,
    readonly status?: number,
  ) {
    super(textOf(said));
  }
}
