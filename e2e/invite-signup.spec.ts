/** Issue 22: an invite link survives sign-up, and a room's pages come back at once (no splash) on a reload. */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  afterSplash,
  expect,
  mailbox,
  newPerson,
  signUp,
  storeSession,
  test,
  watchFor,
  type Person,
} from './support/fixtures';
import { hostsQuiz, openRoom } from './support/live';

const splashText = 'Loading Quiz Adventure...';

async function hostsRoom(request: APIRequestContext) {
  const host = await signUp(request, { displayName: 'Thầy Minh' });
  const quiz = await hostsQuiz(request, host.token);
  const code = await openRoom(request, host.token, quiz.id, 60);
  return { host, quiz, code };
}

/** From the invite link, logged out: to the login page, 'Sign up', register, and the verification mail. */
async function signUpFromInvite(page: Page, invite: string, person: Person) {
  await page.goto(invite);
  await afterSplash(page);
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(invite)}`);
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(`/register?redirect=${encodeURIComponent(invite)}`);
  await page.getByLabel('Username').fill(person.username);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Display name (optional)').fill(person.displayName);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm password').fill(person.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();
  return mailbox.link(await mailbox.latest(person.email, 'Verify your email'), '/verify-email/');
}

async function verifyAndSignIn(page: Page, link: string, person: Person) {
  await page.goto(link);
  await afterSplash(page);
  await expect(page.getByRole('main').getByText('Email verification successful!')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Login' }).first().click();
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('A logged-out student who opens an invite link, signs up and verifies their email lands in the room', async ({
  browser,
  request,
}) => {
  const { host, code } = await hostsRoom(request);
  const hostPage = await (await browser.newContext()).newPage();
  await storeSession(hostPage, host.record);
  await hostPage.goto(`/room/${code}`);
  await expect(hostPage.getByText('You are the Quiz Host')).toBeVisible();

  const student = await (await browser.newContext()).newPage();
  const person = newPerson();
  const invite = `/join-room?code=${code}`;
  const link = await signUpFromInvite(student, invite, person);
  expect(new URL(link).searchParams.get('redirect')).toBe(invite);

  const announced = watchFor(hostPage.getByText(`${person.displayName} joined the room!`));
  // Opened elsewhere (another browser, as from a phone's mail app): the link itself carries the way back.
  const elsewhere = await (await browser.newContext()).newPage();
  await verifyAndSignIn(elsewhere, link, person);
  // Back on the invite link, which joins at once.
  await expect(elsewhere).toHaveURL(`/room/${code}`);
  await expect(elsewhere.getByText('Only the host can start the game. Please wait...')).toBeVisible();
  await announced();

  for (const page of [hostPage, student, elsewhere]) await page.context().close();
});

test('A verification link opened without its redirect in the same browser still leads back to the invite', async ({
  browser,
  request,
}) => {
  const { code } = await hostsRoom(request);
  const student = await (await browser.newContext()).newPage();
  const person = newPerson();
  const invite = `/join-room?code=${code}`;
  const link = new URL(await signUpFromInvite(student, invite, person));
  link.search = '';
  await verifyAndSignIn(student, link.toString(), person);
  await expect(student).toHaveURL(`/room/${code}`);
  await expect(student.getByText('Only the host can start the game. Please wait...')).toBeVisible();
  await student.context().close();
});

test('A player who reloads mid-question sees the question at once, with no splash', async ({ browser, request }) => {
  const { host, code } = await hostsRoom(request);
  const player = await signUp(request, { displayName: 'Quick Reloader' });
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  expect((await request.post(`/api/rooms/${code}/join`, { headers: auth(player.token) })).ok()).toBe(true);

  const page = await (await browser.newContext()).newPage();
  await storeSession(page, player.record);
  // Whether the splash ever reached the page, and when the question did (ms after the navigation started).
  await page.addInitScript((text) => {
    const w = window as unknown as { splashSeen: boolean; questionAt: number | null };
    w.splashSeen = false;
    w.questionAt = null;
    new MutationObserver(() => {
      const body = document.body?.innerText ?? '';
      if (body.includes(text)) w.splashSeen = true;
      if (w.questionAt === null && /Question \d of 2/.test(body)) w.questionAt = performance.now();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, splashText);

  await page.goto(`/room/${code}`);
  await expect(page.getByText('Only the host can start the game. Please wait...')).toBeVisible();
  expect((await request.post(`/api/rooms/${code}/start`, { headers: auth(host.token) })).ok()).toBe(true);
  await expect(page).toHaveURL(`/quiz-game/${code}`);
  await expect(page.getByText('Question 1 of 2')).toBeVisible();

  async function reloadToQuestion(index: number, question: string) {
    const started = Date.now();
    await page.reload({ waitUntil: 'commit' });
    await expect(page.getByText(`Question ${index} of 2`)).toBeVisible();
    await expect(page.getByText(question)).toBeVisible();
    const elapsed = Date.now() - started;
    const inPage = await page.evaluate(() => (window as unknown as { questionAt: number | null }).questionAt);
    console.log(
      `reload → question ${index} visible: ${elapsed} ms (in the page: ${inPage === null ? '?' : Math.round(inPage)} ms after navigation start)`,
    );
    expect(await page.evaluate(() => (window as unknown as { splashSeen: boolean }).splashSeen)).toBe(false);
    await expect(page.getByText(splashText)).toHaveCount(0);
  }

  await test.step('reloading on the first question', async () => {
    await reloadToQuestion(1, 'Which is the largest ocean?');
  });

  await test.step('answering it, then reloading on the second', async () => {
    await page.getByRole('button', { name: 'Pacific', exact: true }).click();
    await expect(page.getByText('Answer submitted! Moving to next question...')).toBeVisible();
    await expect(page.getByText('Question 2 of 2')).toBeVisible();
    await reloadToQuestion(2, 'Which sea has no coastline?');
  });

  await test.step("the room's page, too, comes back without the splash", async () => {
    await page.goto(`/room/${code}`);
    await expect(page.getByText('Quiz Game in Progress!')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { splashSeen: boolean }).splashSeen)).toBe(false);
  });

  await test.step('other pages keep the splash (which the watch above does catch)', async () => {
    await page.goto('/dashboard');
    await expect(page.getByText(splashText)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { splashSeen: boolean }).splashSeen)).toBe(true);
  });

  await page.context().close();
});
