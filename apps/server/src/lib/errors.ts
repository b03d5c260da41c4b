/**
 * The one error class services throw; the error handler (HTTP) and the socket handlers turn it into the failure a
 * client gets. A message made with `Say` travels with its key and arguments, so the client words it in its reader's
 * language; `message` is the English sentence the API has always answered with.
 */
import { textOf, type MessageParam, type Said } from '@quiz/contract/message-catalog';
import type { ErrorCode } from '@quiz/contract/api';

/**
 * A failure's message: a shared one (`Say.roomNotFound`), or a sentence of its own that is not in the catalogue (a
 * quiz file's problem, 'Line 4: …').
 */
export type FailureMessage = Said | string;

const englishOf = (message: FailureMessage) => (typeof message === 'string' ? message : textOf(message));

/** A field's message by key, beside its English in `fieldErrors`. */
export interface FieldErrorKey {
  messageKey: string;
  messageParams?: MessageParam[];
}

const keyOf = (said: Said): FieldErrorKey =>
  said.params.length > 0 ? { messageKey: said.key, messageParams: [...said.params] } : { messageKey: said.key };

export class AppError extends Error {
  readonly messageKey: string | undefined;
  readonly messageParams: readonly MessageParam[] | undefined;
  readonly fieldErrors: Record<string, string> | undefined;
  /** The fields whose message is a shared one, by key (the others are a sentence of their own). */
  readonly fieldErrorKeys: Record<string, FieldErrorKey> | undefined;

  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: FailureMessage,
    fieldErrors?: Record<string, FailureMessage>,
  ) {
    super(englishOf(message));
    this.messageKey = typeof message === 'string' ? undefined : message.key;
    this.messageParams = typeof message === 'string' ? undefined : message.params;
    this.fieldErrors =
      fieldErrors && Object.fromEntries(Object.entries(fieldErrors).map(([field, error]) => [field, englishOf(error)]));
    const keyed = Object.entries(fieldErrors ?? {}).flatMap(([field, error]) =>
      typeof error === 'string' ? [] : [[field, keyOf(error)] as const],
    );
    this.fieldErrorKeys = keyed.length > 0 ? Object.fromEntries(keyed) : undefined;
  }
}

/** A message as a client receives it: the English sentence and, for a shared one, its key and arguments. */
function keyedParts(message: string, key?: string, params?: readonly MessageParam[]) {
  return {
    message,
    ...(key ? { messageKey: key } : {}),
    ...(params && params.length > 0 ? { messageParams: [...params] } : {}),
  };
}

/** A shared message (or a sentence of its own) as an event carries it: room-closed, server-restarting, error. */
export const keyedMessage = (message: FailureMessage) =>
  typeof message === 'string' ? keyedParts(message) : keyedParts(textOf(message), message.key, message.params);

/** A failure as a client receives it, over HTTP (with `fieldErrors` beside it) or as a socket acknowledgement. */
export const failureOf = (error: AppError) => ({
  success: false as const,
  code: error.code,
  ...keyedParts(error.message, error.messageKey, error.messageParams),
});

/** A refusal that is no AppError (a socket's own): the same shape, from a shared message or a sentence of its own. */
export const failureSaying = (message: FailureMessage, code: ErrorCode) => ({
  success: false as const,
  code,
  ...keyedMessage(message),
});

export const badRequest = (message: FailureMessage, fieldErrors?: Record<string, FailureMessage>) =>
  new AppError('validation_failed', 400, message, fieldErrors);
export const unauthenticated = (message: FailureMessage) => new AppError('unauthenticated', 401, message);
export const forbidden = (message: FailureMessage, code: ErrorCode = 'forbidden') => new AppError(code, 403, message);
export const notFound = (message: FailureMessage) => new AppError('not_found', 404, message);
export const conflict = (message: FailureMessage, fieldErrors?: Record<string, FailureMessage>) =>
  new AppError('conflict', 409, message, fieldErrors);

/** 429 with the Retry-After the client should honour. */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(message: FailureMessage, retryAfterMs: number) {
    super('rate_limited', 429, message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}
