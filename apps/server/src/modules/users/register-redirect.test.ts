/** Issue 22: an invite link survives sign-up — the verification mail's link leads back to where the user was headed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeSharedDatabase, type TestApp } from '../../../test/helpers';
import { uniqueUserInput } from '../../../test/factories';
import { linkIn } from '../../../test/mailbox';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

async function registerWith(redirect: unknown) {
  const input = uniqueUserInput();
  const before = t.mailbox.messages.length;
  const res = await t.app.inject({ method: 'POST', url: '/api/users/register', payload: { ...input, redirect } });
  expect(res.statusCode).toBe(201);
  const mail = await t.mailbox.waitFor(input.email, 'Verify your email', { after: before });
  return new URL(linkIn(mail, '/verify-email/'));
}

describe('POST /api/users/register with a redirect', () => {
  it.each(['/join-room?code=ABC123', '/play?code=ABC123', '/room/ABC123'])(
    'should mail a verification link that carries %s back to the login page',
    async (redirect) => {
      const link = await registerWith(redirect);
      expect(link.origin).toBe('http://localhost:3000');
      expect(link.pathname).toMatch(/^\/verify-email\/[\w-]{40,}$/);
      expect(link.searchParams.get('redirect')).toBe(redirect);
    },
  );

  it('should keep the link working: its token verifies the email', async () => {
    const link = await registerWith('/join-room?code=ABC123');
    const token = link.pathname.split('/').pop()!;
    const res = await t.app.inject({ url: `/api/users/verify-email/${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, alreadyVerified: false });
  });

  it.each(['//evil.com', '/\\evil.com', 'https://evil.com', 'javascript:alert(1)', 42])(
    'should register but leave %j out of the link',
    async (redirect) => {
      const link = await registerWith(redirect);
      expect(link.origin).toBe('http://localhost:3000');
      expect(link.search).toBe('');
    },
  );
});
