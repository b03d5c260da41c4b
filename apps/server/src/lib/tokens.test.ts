import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createOneTimeToken, hashOneTimeToken, signSessionToken, verifySessionToken } from './tokens';

const secret = new TextEncoder().encode('a-secret-that-is-long-enough-for-tests');

describe('session tokens', () => {
  it('carry the user id and session version', async () => {
    const token = await signSessionToken({ userId: 'u1', sessionVersion: 3 }, secret);
    expect(verifySessionToken(token, secret)).toEqual({ userId: 'u1', sessionVersion: 3, guest: false });
  });

  it("mark a room guest's session as a guest's", async () => {
    const token = await signSessionToken({ userId: 'g1', sessionVersion: 0, guest: true }, secret);
    expect(verifySessionToken(token, secret)).toEqual({ userId: 'g1', sessionVersion: 0, guest: true });
  });

  it('are refused once expired', async () => {
    const token = await signSessionToken({ userId: 'u1', sessionVersion: 0 }, secret, -10);
    expect(verifySessionToken(token, secret)).toBeNull();
  });

  it('are refused when signed with another secret or tampered with', async () => {
    const token = await signSessionToken({ userId: 'u1', sessionVersion: 0 }, secret);
    expect(verifySessionToken(token, new TextEncoder().encode('another-secret-entirely-0123456789'))).toBeNull();
    expect(verifySessionToken(`${token}x`, secret)).toBeNull();
    expect(verifySessionToken('garbage', secret)).toBeNull();
    const [header, , signature] = token.split('.');
    const otherUser = Buffer.from(JSON.stringify({ sv: 0, sub: 'u2', iss: 'quiz-adventure', exp: 4e9 })).toString(
      'base64url',
    );
    expect(verifySessionToken(`${header}.${otherUser}.${signature}`, secret)).toBeNull();
  });

  /** A token signed correctly with the secret, with the header and claims given. */
  const forged = (header: object, claims: object) => {
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const signed = `${encode(header)}.${encode(claims)}`;
    return `${signed}.${createHmac('sha256', secret).update(signed).digest('base64url')}`;
  };
  const valid = { sub: 'u1', sv: 0, iss: 'quiz-adventure', exp: Math.floor(Date.now() / 1000) + 60 };

  it('accept only what the server signs: HS256, its issuer, a subject and session version, nothing critical', () => {
    expect(verifySessionToken(forged({ alg: 'HS256' }, valid), secret)).toEqual({
      userId: 'u1',
      sessionVersion: 0,
      guest: false,
    });
    expect(verifySessionToken(forged({ alg: 'none' }, valid), secret)).toBeNull();
    expect(verifySessionToken(forged({ alg: 'HS512' }, valid), secret)).toBeNull();
    expect(verifySessionToken(forged({ alg: 'HS256', crit: ['x'] }, valid), secret)).toBeNull();
    expect(verifySessionToken(forged({ alg: 'HS256' }, { ...valid, iss: 'someone-else' }), secret)).toBeNull();
    expect(verifySessionToken(forged({ alg: 'HS256' }, { ...valid, sub: 7 }), secret)).toBeNull();
    expect(verifySessionToken(forged({ alg: 'HS256' }, { ...valid, sv: '0' }), secret)).toBeNull();
    expect(verifySessionToken(forged({ alg: 'HS256' }, { ...valid, exp: undefined }), secret)).toBeNull();
    expect(verifySessionToken(forged({ alg: 'HS256' }, { ...valid, nbf: valid.exp }), secret)).toBeNull();
    expect(verifySessionToken(forged({ alg: 'HS256' }, [valid]), secret)).toBeNull();
  });

  it('accept a token signed by jose with the same secret, as every session before this change was', async () => {
    const token = await new SignJWT({ sv: 2 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('u9')
      .setIssuer('quiz-adventure')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(secret);
    expect(verifySessionToken(token, secret)).toEqual({ userId: 'u9', sessionVersion: 2, guest: false });
  });
});

describe('one-time tokens', () => {
  it('are random and stored only as their SHA-256', () => {
    const a = createOneTimeToken();
    const b = createOneTimeToken();
    expect(a.token).not.toBe(b.token);
    expect(a.token).toMatch(/^[\w-]{43}$/);
    expect(a.hash).toBe(hashOneTimeToken(a.token));
    expect(a.hash).not.toContain(a.token);
  });
});
