/** fetch for /api: bearer token from the session, the error envelope turned into ApiError. */
import type { ErrorResponse } from '@quiz/contract/api';
// The server speaks English: its words are recognised in English, and shown in the reader's language (localize).
import { Messages } from '@quiz/contract/messages';
import { localize } from '../i18n/messages';
import { guestSessionForPage, removeGuestSessions } from './guest-sessions';
import { clearSession, readSession } from './session';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly fieldErrors?: Record<string, string>,
    /** Which shared message `message` is, as the server said (message-catalog.ts). */
    readonly messageKey?: string,
  ) {
    super(message);
  }
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
    throw new ApiError(Messages.cannotConnect, 0, 'network');
  }

  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    throw new ApiError(Messages.invalidResponse, response.status, 'invalid_response');
  }
  if (response.ok) return payload as T;

  const error = payload as Partial<ErrorResponse>;
  if (response.status === 401 && error.message === Messages.tokenFailed) {
    if (guest) {
      // The guest session ended (a day after its room): back to the code and nickname.
      removeGuestSessions([guest.code]);
      window.location.assign(`/play?code=${encodeURIComponent(guest.code)}`);
    } else {
      clearSession();
      window.location.assign('/login');
    }
  }
  throw new ApiError(
    error.message ?? Messages.invalidResponse,
    response.status,
    error.code,
    error.fieldErrors,
    error.messageKey,
  );
}

/** The server's message when there is one, otherwise the screen's fallback text; in the reader's language. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return localize(error.message, error.messageKey);
  return localize(fallback);
}

/**
 * Downloads a file from /api (with the session's token, which a plain link cannot send) under `filename`, or the
 * name the server gives it (Content-Disposition). Answers the response's headers, for what they say about the file.
 */
export async function downloadFile(path: string, filename: string | undefined, fallback: string) {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { headers: credentials().headers });
  } catch {
    throw new ApiError(Messages.cannotConnect, 0, 'network');
  }
  if (!response.ok) {
    const error = (await response.json().catch(() => ({}))) as Partial<ErrorResponse>;
    throw new ApiError(error.message ?? fallback, response.status, error.code, undefined, error.messageKey);
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
