import { describe, expect, it } from 'vitest';
import { loginInput, registerInput, resetPasswordInput, updateProfileInput } from './users';
import { issueText } from './message-catalog';
import { Messages } from './messages';

function fieldMessages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  // A schema's message is a key (schema-messages.ts): worded in English, as the API answers.
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), issueText(i.message)]));
}

describe('registerInput', () => {
  it('accepts a valid registration and normalises the email', () => {
    const parsed = registerInput.parse({
      username: ' alice_1 ',
      email: ' Alice@Example.COM ',
      password: 'secret1',
    });
    expect(parsed).toEqual({ username: 'alice_1', email: 'alice@example.com', password: 'secret1' });
  });

  it('names every missing field with its own message', () => {
    expect(fieldMessages(registerInput.safeParse({}))).toEqual({
      username: Messages.usernameRequired,
      email: Messages.emailRequired,
      password: Messages.passwordRequired,
    });
  });

  it('rejects a malformed email, a short password and a username with spaces', () => {
    expect(fieldMessages(registerInput.safeParse({ username: 'a b', email: 'not-an-email', password: '123' }))).toEqual(
      {
        username: Messages.usernameFormat,
        email: Messages.emailInvalid,
        password: Messages.passwordTooShort,
      },
    );
  });

  it('rejects a display name longer than 50 characters', () => {
    const result = registerInput.safeParse({
      username: 'bob',
      email: 'bob@example.com',
      password: 'secret1',
      displayName: 'x'.repeat(51),
    });
    expect(fieldMessages(result)).toEqual({ displayName: Messages.displayNameTooLong });
  });
});

describe('loginInput', () => {
  it('requires email and password', () => {
    expect(fieldMessages(loginInput.safeParse({ email: '', password: '' }))).toEqual({
      email: Messages.emailRequired,
      password: Messages.passwordRequired,
    });
  });
});

describe('resetPasswordInput', () => {
  it('requires a token and a new password of at least 6 characters', () => {
    expect(fieldMessages(resetPasswordInput.safeParse({ newPassword: '12345' }))).toEqual({
      token: Messages.resetMissingToken,
      newPassword: Messages.passwordTooShort,
    });
  });
});

describe('updateProfileInput', () => {
  it('refuses a blank display name', () => {
    expect(fieldMessages(updateProfileInput.safeParse({ displayName: '   ' }))).toEqual({
      displayName: Messages.displayNameRequired,
    });
  });
});
