/** Session tokens (JWT, HS256) and one-time tokens for email links (random, stored hashed). */
import { createHash, createHmac, randomBytes, timingSafeEqual, webcrypto } from 'node:crypto';
import { SignJWT } from 'jose';
import { TokenLifetimes } from '@quiz/contract/limits';

export interface SessionClaims {
  userId: string;
  /** Bumped when the password changes, which ends every older session. */
  sessionVersion: number;
  /** A guest's session: one live room, no account (issue 14). */
  guest?: boolean;
}

const issuer = 'quiz-adventure';

/**
 * The secret as a key, imported once: given the raw bytes, jose imports them again on every call, which cost about
 * two thirds of a token check (a class connecting at once checks thousands; issue 18).
 */
const keys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function keyOf(secret: Uint8Array) {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

export async function signSessionToken(
  claims: SessionClaims,
  secret: Uint8Array,
  lifetimeSeconds: number = TokenLifetimes.sessionSeconds,
): Promise<string> {
  return new SignJWT({ sv: claims.sessionVersion, ...(claims.guest ? { guest: true } : {}) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(issuer)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
    .sign(await keyOf(secret));
}

/**
 * The claims of a valid, unexpired token, or null for anything else. Checked here in one synchronous pass
 * (node:crypto's HMAC, a constant-time comparison) rather than by jose on WebCrypto: every socket connection and
 * every signed-in request checks one, and WebCrypto's promise-per-step cost about 0.7 ms of CPU each, a tenth of
 * a player's whole join (issue 41). Only what signSessionToken writes is accepted: `{"alg":"HS256"}` and nothing
 * critical in the header, the issuer, a subject, a session version, an expiry in the future.
 */
export function verifySessionToken(token: string, secret: Uint8Array): SessionClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const head = jsonOf(header);
  if (head?.alg !== 'HS256' || 'crit' in head) return null;
  const claims = jsonOf(payload);
  if (!claims || claims.iss !== issuer || typeof claims.sub !== 'string' || typeof claims.sv !== 'number') return null;
  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= now) return null;
  if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > now)) return null;
  return { userId: claims.sub, sessionVersion: claims.sv, guest: claims.guest === true };
}

/** A JWT segment's JSON object, or undefined when it is not one. */
function jsonOf(segment: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function createOneTimeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOneTimeToken(token) };
}

export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
