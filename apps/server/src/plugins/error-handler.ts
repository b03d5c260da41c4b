/** One error handler: AppError and validation errors become the envelope; a 5xx never leaks its cause. */
import path from 'node:path';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { Say } from '@quiz/contract/message-catalog';
import type { ErrorCode, ErrorResponse } from '@quiz/contract/api';
import { AppError, badRequest, failureOf, failureSaying, RateLimitedError } from '../lib/errors';
import { fieldErrorsOf } from '../lib/validate';

const codeForStatus: Record<number, ErrorCode> = {
  400: 'validation_failed',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

export function registerErrorHandler(app: FastifyInstance, options: { serveWebApp: boolean }) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    let status: number;
    let body: ErrorResponse;
    // A route schema's refusal is a bad request like any other: its messages are the contract's, by key.
    const refusal = hasZodFastifySchemaValidationErrors(error) ? schemaRefusal(error.validation) : error;
    if (refusal instanceof AppError) {
      status = refusal.statusCode;
      body = { ...failureOf(refusal), fieldErrors: refusal.fieldErrors, fieldErrorKeys: refusal.fieldErrorKeys };
      if (refusal instanceof RateLimitedError) reply.header('retry-after', String(refusal.retryAfterSeconds));
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { success: false, message: error.message, code: codeForStatus[status] ?? 'validation_failed' };
    } else {
      request.log.error({ err: error }, 'request failed');
      status = 500;
      body = failureSaying(Say.internalError, 'internal');
    }
    if (status >= 400 && status < 500) request.log.info({ status, code: body.code }, body.message);
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // With the web app built, every other page path is the single-page app (reloading /dashboard works).
    const isPage =
      options.serveWebApp &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|uploads|socket\.io)(\/|$)/.test(pathname) &&
      !path.extname(pathname);
    if (isPage) {
      if (pathname.startsWith('/embed/')) allowFramingAnywhere(reply);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const body: ErrorResponse = {
      success: false,
      message: `Route ${request.method} ${pathname} not found`,
      code: 'not_found',
    };
    return reply.status(404).send(body);
  });
}

function schemaRefusal(issues: readonly { instancePath: string; message?: string | undefined }[]) {
  const fieldErrors = fieldErrorsOf(
    issues.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').split('/').filter(Boolean),
      message: issue.message ?? 'Invalid value',
    })),
  );
  return badRequest(Object.values(fieldErrors)[0] ?? 'Invalid input', fieldErrors);
}

/** Embeddable cards (/embed/*) are meant to sit in other sites' iframes; every other page refuses framing. */
function allowFramingAnywhere(reply: FastifyReply) {
  const policy = String(reply.getHeader('content-security-policy') ?? '');
  reply.header('content-security-policy', policy.replace(/frame-ancestors [^;]+/, 'frame-ancestors *'));
  reply.removeHeader('x-frame-options');
}
