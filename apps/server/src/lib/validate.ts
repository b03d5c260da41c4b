import type { z } from 'zod';
import { badRequest } from './errors';

/** Field errors keyed by dotted path, first message per field. */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fieldErrors[key] ??= issue.message;
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
