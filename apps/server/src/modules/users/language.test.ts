/** The account's language: chosen at sign-up or in the profile, and the language of every e-mail it receives. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesIn } from '@quiz/contract/message-catalog';
import { Messages } from '@quiz/contract/messages';
import { buildTestApp, closeSharedDatabase, type TestApp } from '../../../test/helpers';
import { makeUser, multipart, uniqueUserInput } from '../../../test/factories';

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
const putProfile = (payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: '/api/users/profile', payload, headers });

describe('the language of an account', () => {
  it('is none until chosen, and the verification mail is then in English', async () => {
    const input = uniqueUserInput();
    const res = await post('/api/users/register', input);
    expect(res.json().data.language).toBeNull();
    const mail = await t.mailbox.waitFor(input.email, 'Verify your email for Quiz Adventure');
    expect(mail.text).toContain('Welcome to Quiz Adventure!');
  });

  it('chosen at sign-up in Vietnamese, writes the verification mail in Vietnamese', async () => {
    const input = uniqueUserInput();
    const res = await post('/api/users/register', { ...input, language: 'vi' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.language).toBe('vi');
    const mail = await t.mailbox.waitFor(input.email, 'Xác minh email của bạn');
    expect(mail.text).toContain('Xin chào');
    expect(mail.text).toContain('Xác minh email:');
  });

  it('is changed in the profile, and the password reset mail follows it', async () => {
    const { user, auth } = await makeUser(t.app);
    const res = await putProfile({ language: 'vi' }, auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.language).toBe('vi');
    expect((await t.app.inject({ url: '/api/users/profile', headers: auth })).json().data.language).toBe('vi');

    const before = t.mailbox.messages.length;
    await post('/api/users/request-password-reset', { email: user.email });
    const mail = await t.mailbox.waitFor(user.email, 'Đặt lại mật khẩu', { after: before });
    expect(mail.text).toContain('Chọn mật khẩu mới');
  });

  it('can be set from the profile form (multipart) too', async () => {
    const { auth } = await makeUser(t.app);
    const body = multipart({ language: 'en' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      payload: body.payload,
      headers: { ...auth, ...body.headers },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.language).toBe('en');
  });

  it('refuses a language we do not speak, at sign-up and in the profile', async () => {
    const signUp = await post('/api/users/register', { ...uniqueUserInput(), language: 'fr' });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().fieldErrors.language).toBe(Messages.languageInvalid);

    const { auth } = await makeUser(t.app);
    const profile = await putProfile({ language: 'klingon' }, auth);
    expect(profile.statusCode).toBe(400);
    expect(profile.json().message).toBe(Messages.languageInvalid);
  });

  it('cannot be changed without logging in', async () => {
    const res = await putProfile({ language: 'vi' }, {});
    expect(res.statusCode).toBe(401);
  });
});

describe('error answers', () => {
  it('name the shared message they carry, so that a client shows it in its own language', async () => {
    const { user } = await makeUser(t.app);
    const res = await post('/api/users/login', { email: user.email, password: 'wrong-password' });
    expect(res.json()).toMatchObject({
      message: Messages.invalidCredentials,
      messageKey: 'invalidCredentials',
      code: 'unauthenticated',
    });
    expect(messagesIn('vi')[res.json().messageKey as 'invalidCredentials']).toBe('Email hoặc mật khẩu không đúng');
  });

  it('carry no key when the message is not one of the shared ones', async () => {
    const res = await t.app.inject({ url: '/api/no-such-route' });
    expect(res.statusCode).toBe(404);
    expect(res.json().messageKey).toBeUndefined();
  });
});
