import { describe, expect, it } from 'vitest';
import { Say } from '@quiz/contract/message-catalog';
import { Messages } from '@quiz/contract/messages';
import { AppError, badRequest, failureOf, failureSaying, RateLimitedError } from './errors';

describe('AppError', () => {
  it('carries a shared message by key and arguments, with the English sentence the API has always sent', () => {
    const error = badRequest(Say.maxParticipantsRange(60), { maxParticipants: Say.maxParticipantsRange(60) });
    expect(error.message).toBe(Messages.maxParticipantsRange(60));
    expect(error.fieldErrors).toEqual({ maxParticipants: Messages.maxParticipantsRange(60) });
    expect(failureOf(error)).toEqual({
      success: false,
      message: Messages.maxParticipantsRange(60),
      code: 'validation_failed',
      messageKey: 'maxParticipantsRange',
      messageParams: [60],
    });
  });

  it('sends no arguments for a fixed sentence, and no key for a sentence outside the catalogue', () => {
    expect(failureOf(new AppError('not_found', 404, Say.roomNotFound))).toEqual({
      success: false,
      message: Messages.roomNotFound,
      code: 'not_found',
      messageKey: 'roomNotFound',
    });
    const own = badRequest('Line 4: an answer is empty', { file: 'Line 4: an answer is empty' });
    expect(failureOf(own)).toEqual({
      success: false,
      message: 'Line 4: an answer is empty',
      code: 'validation_failed',
    });
    expect(own.fieldErrors).toEqual({ file: 'Line 4: an answer is empty' });
  });

  it('makes a socket’s own refusal the same shape', () => {
    expect(failureSaying(Say.tooManyRequests, 'rate_limited')).toEqual({
      success: false,
      message: Messages.tooManyRequests,
      code: 'rate_limited',
      messageKey: 'tooManyRequests',
    });
  });

  it('asks a client over its limit to wait whole seconds', () => {
    expect(new RateLimitedError(Say.tooManyRequests, 1_200).retryAfterSeconds).toBe(2);
    expect(new RateLimitedError(Say.tooManyRequests, 10).retryAfterSeconds).toBe(1);
  });
});
