/** Session tokens (JWT, HS256) and one-time tokens for email links (random, stored hashed). */
import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
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

/** The claims of a valid, unexpired token, or null for anything else. */
export async function verifySessionToken(token: string, secret: Uint8Array): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), { issuer, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.sv !== 'number') return null;
    return { userId: payload.sub, sessionVersion: payload.sv, guest: payload.guest === true };
  } catch {
    return null;
  }
}

export function createOneTimeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOneTimeToken(token) };
}

export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
