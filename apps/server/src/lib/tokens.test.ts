import { describe, expect, it } from 'vitest';
import { createOneTimeToken, hashOneTimeToken, signSessionToken, verifySessionToken } from './tokens';

const secret = new TextEncoder().encode('a-secret-that-is-long-enough-for-tests');

describe('session tokens', () => {
  it('carry the user id and session version', async () => {
    const token = await signSessionToken({ userId: 'u1', sessionVersion: 3 }, secret);
    expect(await verifySessionToken(token, secret)).toEqual({ userId: 'u1', sessionVersion: 3, guest: false });
  });

  it("mark a room guest's session as a guest's", async () => {
    const token = await signSessionToken({ userId: 'g1', sessionVersion: 0, guest: true }, secret);
    expect(await verifySessionToken(token, secret)).toEqual({ userId: 'g1', sessionVersion: 0, guest: true });
  });

  it('are refused once expired', async () => {
    const token = await signSessionToken({ userId: 'u1', sessionVersion: 0 }, secret, -10);
    expect(await verifySessionToken(token, secret)).toBeNull();
  });

  it('are refused when signed with another secret or tampered with', async () => {
    const token = await signSessionToken({ userId: 'u1', sessionVersion: 0 }, secret);
    expect(await verifySessionToken(token, new TextEncoder().encode('another-secret-entirely-0123456789'))).toBeNull();
    expect(await verifySessionToken(`${token}x`, secret)).toBeNull();
    expect(await verifySessionToken('garbage', secret)).toBeNull();
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
