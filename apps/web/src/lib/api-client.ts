/** fetch for /api: bearer token from the session, the error envelope turned into ApiError. */
import { Messages } from '@quiz/contract/messages';
import { guestSessionForPage, removeGuestSessions } from './guest-sessions';
import { clearSession, readSession } from './session';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {};
  // On a room's pages a guest of that room uses their guest session (an account, if logged in, comes first).
  const guest = readSession() ? null : guestSessionForPage();
  const token = readSession()?.token ?? guest?.token;
  if (token) headers.authorization = `Bearer ${token}`;
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

  const error = payload as { message?: string; code?: string; fieldErrors?: Record<string, string> };
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
  throw new ApiError(error.message ?? Messages.invalidResponse, response.status, error.code, error.fieldErrors);
}

/** The server's message when there is one, otherwise the screen's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
