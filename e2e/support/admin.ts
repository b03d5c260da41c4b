import { expect, type APIRequestContext } from '@playwright/test';
import type { Person } from './fixtures';

/** serve.ts lists this address in ADMIN_EMAILS, so whoever registers with it on the e2e app is an admin. */
export const e2eAdminEmail = 'admin@quiz-adventure.test';

/** The e2e app's one admin: the same person in every journey, since the address can be registered only once. */
export const e2eAdmin: Person = {
  username: 'e2e_admin',
  email: e2eAdminEmail,
  password: 'admin-pass-123',
  displayName: 'E2E Admin',
};

/** Registers the admin if no journey has yet (409 if one has), logs them in and returns their session record. */
export async function adminSession(request: APIRequestContext) {
  const registered = await request.post('/api/users/register', { data: e2eAdmin });
  expect([201, 409]).toContain(registered.status());
  const login = await request.post('/api/users/login', {
    data: { email: e2eAdmin.email, password: e2eAdmin.password },
  });
  expect(login.ok()).toBe(true);
  const { token, user } = (await login.json()) as { token: string; user: { _id: string } };
  return { record: JSON.stringify({ ...user, token }), token, userId: user._id };
}
