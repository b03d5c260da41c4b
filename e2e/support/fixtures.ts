/** Journeys' helpers: the caught mail, unique people, and a logged-in session without clicking. */
import { randomUUID } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { languageCodes } from '@quiz/contract/languages';
import { text } from './locales';
import { e2ePorts } from './ports';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Person {
  username: string;
  email: string;
  password: string;
  displayName: string;
}

export function newPerson(): Person {
  const id = randomUUID().slice(0, 8);
  return {
    username: `player_${id}`,
    email: `player_${id}@example.test`,
    password: 'first-pass-123',
    displayName: `Player ${id}`,
  };
}

export const mailbox = {
  async latest(to: string, subjectIncludes: string): Promise<Mail> {
    let found: Mail | undefined;
    await expect
      .poll(
        async () => {
          const messages = (await (await fetch(`http://127.0.0.1:${e2ePorts.mailApi}/messages`)).json()) as Mail[];
          found = messages.filter((m) => m.to === to && m.subject.includes(subjectIncludes)).at(-1);
          return Boolean(found);
        },
        { message: `mail "${subjectIncludes}" to ${to}` },
      )
      .toBe(true);
    return found!;
  },
  link(mail: Mail, page: string): string {
    const match = new RegExp(`https?://\\S*${page}\\S*`).exec(mail.text);
    if (!match) throw new Error(`no ${page} link in ${mail.subject}`);
    return match[0];
  },
};

const splashTexts = new RegExp(languageCodes.map((language) => escapeRegExp(text(language, 'shell.splash'))).join('|'));

/** Waits out the 3-second splash that every full page load shows, in whichever language it speaks. */
export async function afterSplash(page: Page) {
  await expect(page.getByText(splashTexts)).toBeHidden({ timeout: 30_000 });
}

/**
 * Watches for a passing message (a toast lasts 4 s) from before what causes it, so a slow page elsewhere cannot
 * outlast it: call before the action, await the returned check after it.
 */
export function watchFor(locator: Locator, timeout = 60_000) {
  const seen = expect(locator)
    .toBeVisible({ timeout })
    .then(
      () => undefined,
      (error: unknown) => error,
    );
  return async () => {
    const missed = await seen;
    if (missed) throw missed;
  };
}

/** Registers a new person through the API and returns them with their session record. */
export async function signUp(request: APIRequestContext, overrides: Partial<Person> = {}) {
  const person = { ...newPerson(), ...overrides };
  expect((await request.post('/api/users/register', { data: person })).ok()).toBe(true);
  const login = await request.post('/api/users/login', { data: { email: person.email, password: person.password } });
  const { token, user } = (await login.json()) as { token: string; user: { _id: string } };
  return { person, record: JSON.stringify({ ...user, token }), token, userId: user._id };
}

/** Stores a session in the page's browser before its first load, as a login would. */
export async function storeSession(page: Page, record: string) {
  await page.addInitScript((value) => {
    // Seed once per tab, so that a later logout sticks.
    if (!sessionStorage.getItem('e2e-seeded')) {
      sessionStorage.setItem('e2e-seeded', 'yes');
      localStorage.setItem('user', value);
      localStorage.setItem('isLoggedIn', 'true');
    }
  }, record);
}

export const test = base.extend<{ loggedIn: Person }>({
  /** A registered person whose session is already stored, as after a login. */
  loggedIn: async ({ page, request }, use) => {
    const { person, record } = await signUp(request);
    await storeSession(page, record);
    await use(person);
  },
});

export { expect };

/** A 1×1 PNG: the server re-encodes whatever it gets. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The smoke journeys, which `npm test` runs (`--grep @smoke`): sign-up → a quiz → solo play, a guest who joins a live
 * game with the code and a nickname and finishes it, and the interface in Tiếng Việt. `npm run test:all` runs them all.
 */
export const smoke = { tag: '@smoke' };
