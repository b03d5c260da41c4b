/** Journeys' class helpers (issue 38): a teacher's class, its roster, its login cards, and a card student's session. */
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export interface LoginCard {
  /** The class member's id. */
  _id: string;
  name: string;
  secret: string;
}

/** A class of the holder of `token`, made through the API; its id and code. */
export async function makeClass(
  request: APIRequestContext,
  token: string,
  fields: { name: string; subject?: string; admission?: 'automatic' | 'approval' },
) {
  const res = await request.post('/api/classes', { headers: auth(token), data: fields });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { _id: string; code: string } }).data;
}

/** Students without e-mail added to the class, one per name. */
export async function addRoster(request: APIRequestContext, token: string, classId: string, names: string[]) {
  const res = await request.post(`/api/classes/${classId}/roster`, {
    headers: auth(token),
    data: { names: names.join('\n') },
  });
  expect(res.status()).toBe(201);
}

/** The class's login cards, as the teacher prints them. */
export async function loginCards(request: APIRequestContext, token: string, classId: string) {
  const res = await request.get(`/api/classes/${classId}/cards`, { headers: auth(token) });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { cards: LoginCard[] } }).data.cards;
}

/** Signs a card student in with their card, as the card's QR code would; the session record to store. */
export async function cardSession(request: APIRequestContext, code: string, card: LoginCard) {
  const res = await request.post('/api/class-cards/sign-in', {
    data: { code, studentId: card._id, secret: card.secret },
  });
  expect(res.ok()).toBe(true);
  const { token, user } = (await res.json()) as { token: string; user: Record<string, unknown> };
  return { token, record: JSON.stringify({ ...user, token }) };
}

/** Joins the class with its code, as a student with an account. */
export async function joinClass(request: APIRequestContext, token: string, code: string) {
  expect((await request.post('/api/classes/join', { headers: auth(token), data: { code } })).ok()).toBe(true);
}
