/** fetch for /api: bearer token from the session, the error envelope turned into ApiError. */
import type { ErrorResponse } from '@quiz/contract/api';
import type { MessageKey } from '@quiz/contract/message-catalog';
import { Messages } from '@quiz/contract/messages';
import { issueOf } from '@quiz/contract/schema-messages';
import { localize } from '../i18n/messages';
import { guestSessionForPage, removeGuestSessions } from './guest-sessions';
import { clearSession, leaveDeletedAccount, readSession } from './session';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    /** Each field's message: a shared one as a schema's message is (its key, schema-messages.ts), else a sentence. */
    readonly fieldErrors?: Record<string, string>,
    /** Which shared message `message` is, as the server said (message-catalog.ts), and what it names. */
    readonly messageKey?: string,
    readonly messageParams?: (string | number)[],
  ) {
    super(message);
  }
}

/** A failure of the app's own making (no answer, an unreadable one): a shared message, by key like the server's. */
export const clientError = (key: MessageKey & keyof typeof Messages, status: number, code: string) =>
  new ApiError(Messages[key] as string, status, code, undefined, key);

/** A failing answer's envelope as an ApiError; `fallback` when it says nothing. */
export function apiErrorOf(status: number, error: Partial<ErrorResponse>, fallback: string) {
  const fieldErrors =
    error.fieldErrors &&
    Object.fromEntries(
      Object.entries(error.fieldErrors).map(([field, text]) => {
        const keyed = error.fieldErrorKeys?.[field];
        return [field, keyed ? issueOf(keyed.messageKey, keyed.messageParams) : text];
      }),
    );
  return new ApiError(
    error.message ?? fallback,
    status,
    error.code,
    fieldErrors,
    error.messageKey,
    error.messageParams,
  );
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** The session's bearer token; on a room's pages a guest of that room uses theirs (an account comes first). */
function credentials() {
  const guest = readSession() ? null : guestSessionForPage();
  const token = readSession()?.token ?? guest?.token;
  return { guest, headers: token ? { authorization: `Bearer ${token}` } : ({} as Record<string, string>) };
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { guest, headers } = credentials();
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(`/api${path}`, { method: options.method ?? 'GET', headers, body, signal: options.signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw clientError('cannotConnect', 0, 'network');
  }

  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    throw clientError('invalidResponse', response.status, 'invalid_response');
  }
  if (response.ok) return payload as T;

  const error = payload as Partial<ErrorResponse>;
  if (response.status === 401 && error.messageKey === 'accountDeleted' && !guest) leaveDeletedAccount();
  if (response.status === 401 && error.messageKey === 'tokenFailed') {
    if (guest) {
      // The guest session ended (a day after its room): back to the code and nickname.
      removeGuestSessions([guest.code]);
      window.location.assign(`/play?code=${encodeURIComponent(guest.code)}`);
    } else {
      clearSession();
      window.location.assign('/login');
    }
  }
  throw apiErrorOf(response.status, error, Messages.invalidResponse);
}

/** Whether a server's answer or failure is the shared message `key` (recognised by key, whatever the language). */
export const says = (answer: unknown, key: MessageKey) =>
  typeof answer === 'object' && answer !== null && (answer as { messageKey?: unknown }).messageKey === key;

/** The server's message, in the reader's language; undefined when the failure is no ApiError or says nothing. */
export const reasonOf = (error: unknown): string | undefined =>
  error instanceof ApiError && error.message
    ? localize(error.message, error.messageKey, error.messageParams)
    : undefined;

/** The server's message when there is one, otherwise the screen's fallback text; in the reader's language. */
export const errorMessage = (error: unknown, fallback: string): string => reasonOf(error) ?? localize(fallback);

/**
 * Downloads a file from /api (with the session's token, which a plain link cannot send) under `filename`, or the
 * name the server gives it (Content-Disposition). Answers the response's headers, for what they say about the file.
 */
export async function downloadFile(path: string, filename: string | undefined, fallback: string) {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { headers: credentials().headers });
  } catch {
    throw clientError('cannotConnect', 0, 'network');
  }
  if (!response.ok) {
    throw apiErrorOf(response.status, (await response.json().catch(() => ({}))) as Partial<ErrorResponse>, fallback);
  }
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: filename ?? named ?? 'download' });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return response.headers;
}
