import type { ErrorCode } from '@quiz/contract/api';

/** The one error class services throw; the error handler turns it into the envelope. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError('validation_failed', 400, message, fieldErrors);
export const unauthenticated = (message: string) => new AppError('unauthenticated', 401, message);
export const forbidden = (message: string, code: ErrorCode = 'forbidden') => new AppError(code, 403, message);
export const notFound = (message: string) => new AppError('not_found', 404, message);
export const conflict = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError('conflict', 409, message, fieldErrors);

/** 429 with the Retry-After the client should honour. */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterMs: number) {
    super('rate_limited', 429, message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}
