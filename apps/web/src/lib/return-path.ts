/**
 * Where someone goes after logging in: `?redirect=` (a same-origin path), carried from page to page through sign-up,
 * and remembered in this browser so that a verification link opened here without it still comes back.
 */
import { TokenLifetimes } from '@quiz/contract/limits';
import { sameOriginPath } from '@quiz/contract/redirects';

const storageKey = 'returnPath';
// As long as the verification link works: after that the trip has been abandoned.
const rememberForMs = TokenLifetimes.emailVerificationSeconds * 1000;

/** The page's `?redirect=` when it is a path of this app, otherwise null. */
export function returnPathOf(search: URLSearchParams): string | null {
  return sameOriginPath(search.get('redirect'));
}

/** `page` with `?redirect=` added when there is somewhere to return to. */
export function withReturnPath(page: string, returnPath: string | null | undefined): string {
  const back = sameOriginPath(returnPath);
  if (!back) return page;
  return `${page}${page.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(back)}`;
}

export function rememberReturnPath(path: string | null | undefined) {
  const back = sameOriginPath(path);
  if (!back) return;
  try {
    localStorage.setItem(storageKey, JSON.stringify({ path: back, savedAt: Date.now() }));
  } catch {
    // No storage (private mode): the link's own `?redirect=` still works.
  }
}

export function rememberedReturnPath(now = Date.now()): string | null {
  try {
    const saved = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as {
      path?: unknown;
      savedAt?: unknown;
    } | null;
    if (!saved || typeof saved.savedAt !== 'number' || now - saved.savedAt > rememberForMs) return null;
    return sameOriginPath(saved.path);
  } catch {
    return null;
  }
}

export function forgetReturnPath() {
  try {
    localStorage.removeItem(storageKey);
  } catch {
    // Nothing was stored.
  }
}
