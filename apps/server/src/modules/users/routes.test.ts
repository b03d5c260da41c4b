import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Messages } from '@quiz/contract/messages';
import { userTokens, users } from '../../db/schema/users';
import { hashOneTimeToken } from '../../lib/tokens';
import { buildTestApp, closeSharedDatabase, type TestApp } from '../../../test/helpers';
import { makeUser, multipart, tinyPng, uniqueUserInput } from '../../../test/factories';
import { linkIn } from '../../../test/mailbox';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

function tokenFromLink(link: string) {
  return new URL(link).searchParams.get('token') ?? new URL(link).pathname.split('/').pop()!;
}

async function registerAndReadMail() {
  const input = uniqueUserInput();
  const before = t.mailbox.messages.length;
  const res = await post('/api/users/register', input);
  expect(res.statusCode).toBe(201);
  const mail = await t.mailbox.waitFor(input.email, 'Verify your email', { after: before });
  return { input, link: linkIn(mail, '/verify-email/'), user: res.json().data };
}

describe('POST /api/users/register', () => {
  it('creates the account, answers without any password hash and mails a verification link', async () => {
    const input = uniqueUserInput({ displayName: 'Alice Nguyen' });
    const res = await post('/api/users/register', input);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: Messages.registrationSuccess,
      data: {
        username: input.username,
        email: input.email,
        displayName: 'Alice Nguyen',
        accountType: 'standard',
        emailVerified: false,
      },
    });
    expect(res.body).not.toMatch(/password|argon2/i);
    const mail = await t.mailbox.waitFor(input.email, 'Verify your email');
    expect(linkIn(mail, '/verify-email/')).toMatch(/^http:\/\/localhost:3000\/verify-email\/[\w-]{40,}$/);
  });

  it('stores the password as an argon2id hash', async () => {
    const input = uniqueUserInput();
    await post('/api/users/register', input);
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.email, input.email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('reports every missing field at once', async () => {
    const res = await post('/api/users/register', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'validation_failed',
      fieldErrors: {
        username: Messages.usernameRequired,
        email: Messages.emailRequired,
        password: Messages.passwordRequired,
      },
    });
  });

  it('rejects an invalid email', async () => {
    const res = await post('/api/users/register', uniqueUserInput({ email: 'not-an-email' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: Messages.emailInvalid, fieldErrors: { email: Messages.emailInvalid } });
  });

  it('rejects a duplicate email, whatever its case, with 409', async () => {
    const first = uniqueUserInput();
    await post('/api/users/register', first);
    const res = await post('/api/users/register', uniqueUserInput({ email: first.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: Messages.emailTaken, fieldErrors: { email: Messages.emailTaken } });
  });

  it('rejects a duplicate username, whatever its case, with 409', async () => {
    const first = uniqueUserInput();
    await post('/api/users/register', first);
    const res = await post('/api/users/register', uniqueUserInput({ username: first.username.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: Messages.usernameTaken });
  });

  it('makes an account whose email is in ADMIN_EMAILS an admin', async () => {
    const input = uniqueUserInput();
    const admin = await buildTestApp({ ADMIN_EMAILS: `someone@else.test, ${input.email.toUpperCase()}` });
    try {
      const res = await admin.app.inject({ method: 'POST', url: '/api/users/register', payload: input });
      expect(res.json().data.accountType).toBe('admin');
    } finally {
      await admin.close();
    }
  });
});

describe('POST /api/users/login', () => {
  it('answers a token and the user, and the token opens the profile', async () => {
    const input = uniqueUserInput();
    await post('/api/users/register', input);
    const res = await post('/api/users/login', { email: input.email.toUpperCase(), password: input.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: Messages.loginSuccess, user: { email: input.email } });
    expect(res.body).not.toMatch(/passwordHash|argon2/);
    const profile = await t.app.inject({
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(profile.json().data.username).toBe(input.username);
  });

  it('refuses a wrong password with "Invalid email or password"', async () => {
    const { user } = await makeUser(t.app);
    const res = await post('/api/users/login', { email: user.email, password: 'wrong-password' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(Messages.invalidCredentials);
  });

  it('gives an unknown email the same answer as a wrong password', async () => {
    const res = await post('/api/users/login', { email: 'nobody-here@example.test', password: 'whatever' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(Messages.invalidCredentials);
  });

  it('requires email and password', async () => {
    const res = await post('/api/users/login', { email: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ email: Messages.emailRequired, password: Messages.passwordRequired });
  });

  it('answers 429 with a message and Retry-After once an address has used up its requests', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_AUTH_PER_ADDRESS: '3' });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { email: 'x@example.test', password: 'nope' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const res = await attempt();
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ success: false, code: 'rate_limited', message: Messages.tooManyRequests });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/users/verify-email/:token', () => {
  it('verifies the email from the mailed link, then reports it as already verified', async () => {
    const { link, input } = await registerAndReadMail();
    const token = tokenFromLink(link);
    const first = await t.app.inject({ url: `/api/users/verify-email/${token}` });
    expect(first.json()).toEqual({ success: true, alreadyVerified: false, message: Messages.verificationSuccess });
    const again = await t.app.inject({ url: `/api/users/verify-email?token=${token}` });
    expect(again.json()).toEqual({ success: true, alreadyVerified: true, message: Messages.alreadyVerified });
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.email, input.email));
    expect(row!.emailVerifiedAt).not.toBeNull();
  });

  it('refuses an expired link with a message that says so', async () => {
    const { link } = await registerAndReadMail();
    const token = tokenFromLink(link);
    await t.app.ctx.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.tokenHash, hashOneTimeToken(token)));
    const res = await t.app.inject({ url: `/api/users/verify-email/${token}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(Messages.verificationExpired);
    expect(res.json().message).toContain('expired');
  });

  it('refuses a made-up token', async () => {
    const res = await t.app.inject({ url: '/api/users/verify-email/not-a-real-token' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(Messages.verificationInvalid);
  });

  it('explains a link without a token', async () => {
    const res = await t.app.inject({ url: '/api/users/verify-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(Messages.verificationMissingToken);
  });
});

describe('password reset', () => {
  async function requestReset(email: string) {
    const before = t.mailbox.messages.length;
    const res = await post('/api/users/request-password-reset', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(Messages.resetRequested);
    return linkIn(await t.mailbox.waitFor(email, 'Reset your', { after: before }), '/reset-password');
  }

  it('mails a link whose token sets a new password, ends old sessions and works only once', async () => {
    const { user, token: oldSession } = await makeUser(t.app);
    const link = await requestReset(user.email);
    expect(link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
    const token = tokenFromLink(link);

    const res = await post('/api/users/reset-password', { token, newPassword: 'brand-new-pass' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(Messages.resetSuccess);

    expect((await post('/api/users/login', { email: user.email, password: 'brand-new-pass' })).statusCode).toBe(200);
    expect((await post('/api/users/login', { email: user.email, password: 'secret-password' })).statusCode).toBe(401);
    const stale = await t.app.inject({ url: '/api/users/profile', headers: { authorization: `Bearer ${oldSession}` } });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toBe(Messages.tokenFailed);

    const reused = await post('/api/users/reset-password', { token, newPassword: 'another-pass' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(Messages.resetInvalid);
  });

  it('refuses an expired reset link', async () => {
    const { user } = await makeUser(t.app);
    const token = tokenFromLink(await requestReset(user.email));
    await t.app.ctx.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.tokenHash, hashOneTimeToken(token)));
    const res = await post('/api/users/reset-password', { token, newPassword: 'brand-new-pass' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(Messages.resetExpired);
  });

  it('answers an unknown email exactly as a known one, and sends nothing', async () => {
    const { user } = await makeUser(t.app);
    const known = await post('/api/users/request-password-reset', { email: user.email });
    const before = t.mailbox.messages.length;
    const unknown = await post('/api/users/request-password-reset', { email: 'ghost@example.test' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    await new Promise((r) => setTimeout(r, 200));
    expect(t.mailbox.messages.slice(before).some((m) => m.to === 'ghost@example.test')).toBe(false);
  });

  it('requires a token and a new password of at least 6 characters', async () => {
    const res = await post('/api/users/reset-password', { newPassword: '123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      token: Messages.resetMissingToken,
      newPassword: Messages.passwordTooShort,
    });
  });

  it('requires an email to send a reset link to', async () => {
    const res = await post('/api/users/request-password-reset', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(Messages.emailRequired);
  });
});

describe('GET /api/users/profile', () => {
  it('requires authentication', async () => {
    const res = await t.app.inject({ url: '/api/users/profile' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(Messages.authenticationRequired);
  });

  it('refuses a garbage bearer token with "Not authorized, token failed"', async () => {
    const res = await t.app.inject({
      url: '/api/users/profile',
      headers: { authorization: 'Bearer garbage.token.here' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'token_failed', message: Messages.tokenFailed });
  });
});

describe('PUT /api/users/profile', () => {
  it('changes the display name and stores an avatar that is then served', async () => {
    const { auth } = await makeUser(t.app);
    const body = multipart({ displayName: '  Captain Quiz ' }, [
      { field: 'profilePicture', filename: 'me.png', type: 'image/png', data: tinyPng },
    ]);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      ...body,
      headers: { ...body.headers, ...auth },
    });
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(res.json().message).toBe(Messages.profileUpdated);
    expect(user.displayName).toBe('Captain Quiz');
    expect(user.profilePicture).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.png$/);
    const served = await t.app.inject({ url: user.profilePicture });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(tinyPng)).toBe(true);
  });

  it('accepts a JSON body with only a display name', async () => {
    const { auth } = await makeUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      payload: { displayName: 'Plain Json' },
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.displayName).toBe('Plain Json');
  });

  it('refuses a file that is not an image, whatever it claims to be', async () => {
    const { auth } = await makeUser(t.app);
    const body = multipart({}, [
      {
        field: 'profilePicture',
        filename: 'evil.png',
        type: 'image/png',
        data: Buffer.from('<script>alert(1)</script>'),
      },
    ]);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      ...body,
      headers: { ...body.headers, ...auth },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(Messages.imageInvalid);
  });

  it('refuses an image over 5 MB', async () => {
    const { auth } = await makeUser(t.app);
    const big = Buffer.concat([tinyPng, Buffer.alloc(5 * 1024 * 1024)]);
    const body = multipart({}, [{ field: 'profilePicture', filename: 'big.png', type: 'image/png', data: big }]);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      ...body,
      headers: { ...body.headers, ...auth },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(Messages.imageTooLarge);
  });

  it('refuses a blank display name', async () => {
    const { auth } = await makeUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      payload: { displayName: '  ' },
      headers: auth,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(Messages.displayNameRequired);
  });

  it('requires authentication', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/users/profile', payload: { displayName: 'Nope' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(Messages.authenticationRequired);
  });
});

describe('GET /api/users/search', () => {
  it('finds others by username or display name, without emails and without the searcher', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const me = await makeUser(t.app, { username: `${tag}_me` });
    const other = await makeUser(t.app, { username: `${tag}_friend` });
    const byName = await makeUser(t.app, { displayName: `Mr ${tag.toUpperCase()}` });
    const res = await t.app.inject({ url: `/api/users/search?query=${tag}`, headers: me.auth });
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((u: { _id: string }) => u._id);
    expect(ids).toEqual(expect.arrayContaining([other.user.id, byName.user.id]));
    expect(ids).not.toContain(me.user.id);
    expect(res.body).not.toContain('@example.test');
  });

  it('treats % and _ in the query as plain characters', async () => {
    const me = await makeUser(t.app);
    const res = await t.app.inject({ url: '/api/users/search?query=%25', headers: me.auth });
    expect(res.json().data).toEqual([]);
  });

  it('requires a query', async () => {
    const me = await makeUser(t.app);
    const res = await t.app.inject({ url: '/api/users/search?query=', headers: me.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(Messages.searchQueryRequired);
  });

  it('requires authentication', async () => {
    expect((await t.app.inject({ url: '/api/users/search?query=a' })).statusCode).toBe(401);
  });
});

describe('POST /api/users/resend-verification', () => {
  it('mails a fresh link to an unverified user', async () => {
    const { user, auth } = await makeUser(t.app);
    const before = t.mailbox.messages.length;
    const res = await t.app.inject({ method: 'POST', url: '/api/users/resend-verification', headers: auth });
    expect(res.json().message).toBe(Messages.verificationSent);
    await t.mailbox.waitFor(user.email, 'Verify your email', { after: before });
  });
});
