/**
 * Where the app may send someone back to after logging in (`?redirect=`, the verification mail's link): only a path
 * of this same site. Server and web share this one check (the request field is `returnPathField` in users.ts).
 */
// No zod here: the landing page checks return paths, and zod is too heavy for it (issue 41).

/** Longer than any page address of the app; a longer value is not one of ours. */
export const returnPathMax = 2000;

// Any origin will do: what matters is that the path resolves onto it and not onto another host.
const probeOrigin = 'http://return-path.invalid';

/**
 * `value` when it is a same-origin path ('/join-room?code=ABC123'), otherwise null: a scheme ('https://…',
 * 'javascript:…'), a protocol-relative '//host' or '/\host' (browsers read '\' as '/'), control characters and
 * whitespace (browsers drop tabs and newlines, which could turn '/\t/host' into '//host') are all refused.
 */
export function sameOriginPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > returnPathMax) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u0020\u007f\\]/.test(value.split(/[?#]/)[0]!) || /[\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const resolved = new URL(value, probeOrigin);
    if (resolved.origin !== probeOrigin || resolved.pathname.startsWith('//')) return null;
  } catch {
    return null;
  }
  return value;
}
