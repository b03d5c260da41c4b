import type { z } from 'zod';
import { Issue, saidOfIssue } from '@quiz/contract/schema-messages';
import { badRequest, failureSaying, type FailureMessage } from './errors';

/** A schema's message: the shared one it names by key (schema-messages.ts), or zod's own words as they are. */
export const issueMessage = (message: string): FailureMessage => saidOfIssue(message) ?? message;

/** Field errors keyed by dotted path, first message per field. */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fieldErrors: Record<string, FailureMessage> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fieldErrors[key] ??= issueMessage(issue.message);
  }
  return fieldErrors;
}

/** Parses input that did not go through a route schema (multipart fields, socket payloads). */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors = fieldErrorsOf(result.error.issues);
  throw badRequest(Object.values(fieldErrors)[0] ?? 'Invalid input', fieldErrors);
}

/** A socket payload's refusal: its first problem, by key when the schema named one. */
export const payloadRefusal = (error: z.ZodError) =>
  failureSaying(issueMessage(error.issues[0]?.message ?? Issue.invalidPayload), 'validation_failed');
