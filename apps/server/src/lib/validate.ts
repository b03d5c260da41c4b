import type { z } from 'zod';
import { Say } from '@quiz/contract/message-catalog';
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

/**
 * PostgreSQL cannot store U+0000 in text, so a NUL in anything a client sends is refused at the door, for every
 * route and event alike (decision 024, 'Bad input'): the HTTP hook in app.ts, the socket middleware in
 * realtime/io.ts and readMultipart call this one rule. Text read out of a file is cleaned instead (`withoutNul`).
 */
const nul = '\u0000';

/** The dotted path of the first string (or property name) holding a NUL, '_' for the input itself; else undefined. */
export function nulFieldOf(input: unknown): string | undefined {
  // Iterative, and each step keeps only its parent (the path is spelled once, if found): a 1 MB body can nest deeper
  // than the call stack goes.
  interface Step {
    value: unknown;
    key: string;
    parent: Step | undefined;
  }
  const pathOf = (step: Step | undefined) => {
    const keys: string[] = [];
    for (let at = step; at?.parent; at = at.parent) keys.push(at.key);
    return keys.reverse().join('.') || '_';
  };
  const stack: Step[] = [{ value: input, key: '', parent: undefined }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    const { value } = step;
    if (typeof value === 'string') {
      if (value.includes(nul)) return pathOf(step);
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], key: String(i), parent: step });
    } else if (isPlainObject(value)) {
      const entries = Object.entries(value);
      if (entries.some(([key]) => key.includes(nul))) return pathOf(step);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i]!;
        stack.push({ value: item, key, parent: step });
      }
    }
  }
  return undefined;
}

/** Throws 400 `textHasNul`, naming the field, when any of the inputs (a query, the path's params, a body) holds a NUL. */
export function refuseNul(...inputs: unknown[]): void {
  for (const input of inputs) {
    const field = nulFieldOf(input);
    if (field !== undefined) throw badRequest(Say.textHasNul, { [field]: Say.textHasNul });
  }
}

/** The same value with every NUL taken out of its strings (a file's text: a stray NUL is no reason to refuse it). */
export function withoutNul<T>(value: T): T {
  if (typeof value === 'string') return (value.includes(nul) ? value.replaceAll(nul, '') : value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withoutNul(item)) as T;
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [withoutNul(key), withoutNul(item)])) as T;
  }
  return value;
}

/**
 * A JSON object, or a parsed query or params (no prototype, or fast-querystring's, whose own prototype is null); not
 * a Buffer, a Date or a class's instance.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
}
