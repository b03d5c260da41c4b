import type { Browser, Page } from '@playwright/test';
import { afterSplash, expect, signUp, storeSession, test } from './support/fixtures';
import { answer, hostsQuiz, openRoom } from './support/live';
import { expectNoSidewaysScroll, expectPhoneFriendly, expectWhole, smallPhone } from './support/phone';

// A full Vietnamese name: long enough that a name squeezed beside the YOU badge used to end in '…'.
const khai = 'Nguyễn Thị Minh Khai Phương';

async function phone(browser: Browser, record?: string) {
  const page = await (await browser.newContext(smallPhone)).newPage();
  if (record) await storeSession(page, record);
  return page;
}

const participants = (page: Page) => page.getByRole('list', { name: 'Participants' });

test('A class plays a self-paced game on small phones: join, the lobby as Players and Chat tabs, the questions and the results, with namesakes told apart', async ({
  browser,
  request,
}) => {
  test.slow();
  const host = await signUp(request, { displayName: 'Cô Lan' });
  const student = await signUp(request, { displayName: khai });
  // Another student with the very same name, who joins without a phone in this journey.
  const namesake = await signUp(request, { displayName: khai });
  const quiz = await hostsQuiz(request, host.token);
  const code = await openRoom(request, host.token, quiz.id, 30);
  const joined = await request.post(`/api/rooms/${code}/join`, {
    headers: { authorization: `Bearer ${namesake.token}` },
  });
  expect(joined.ok()).toBe(true);

  const teacher = await phone(browser, host.record);
  await teacher.goto(`/room/${code}`);
  await afterSplash(teacher);
  await expect(teacher.getByText('You are the Quiz Host')).toBeVisible();

  const me = await phone(browser, student.record);

  await test.step("the dashboard's first screen has 'Join a game', and its tabs stay on one row", async () => {
    await me.goto('/dashboard');
    await afterSplash(me);
    const join = me.getByRole('link', { name: 'Join a game' });
    await expect(join).toBeInViewport({ ratio: 1 });
    const tabs = me.getByRole('tablist', { name: 'Dashboard' }).getByRole('tab');
    await expect(tabs).toHaveText([
      'My Quizzes',
      'Public Quizzes',
      'Multiplayer Quizzes',
      'My Submissions',
      'Leaderboard',
      'Classes',
    ]);
    const tops = await tabs.evaluateAll((all) => all.map((tab) => tab.getBoundingClientRect().top));
    expect(new Set(tops).size, 'the dashboard tabs wrap onto several rows').toBe(1);
    await expectNoSidewaysScroll(me);
    await join.click();
  });

  await test.step('the student joins with the code', async () => {
    await expect(me).toHaveURL(/\/join-room$/);
    await expect(me.getByRole('heading', { name: 'Join a Room' })).toBeVisible();
    await expectPhoneFriendly(me);
    await me.getByLabel('Room Code').fill(code);
    await me.getByRole('button', { name: 'Join Room' }).click();
    await expect(me).toHaveURL(new RegExp(`/room/${code}$`));
  });

  const guest = await phone(browser);
  await test.step('a guest joins on /play with the teacher’s name as a nickname', async () => {
    await guest.goto('/play');
    await afterSplash(guest);
    await expect(guest.getByLabel('Room Code')).toBeVisible();
    await expectPhoneFriendly(guest);
    await guest.getByLabel('Room Code').fill(code);
    await guest.getByRole('button', { name: 'Next' }).click();
    await expect(guest.getByLabel('Nickname')).toBeVisible();
    await expectPhoneFriendly(guest);
    await guest.getByLabel('Nickname').fill('Cô Lan');
    await guest.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(guest.getByText('Only the host can start the game. Please wait...')).toBeVisible();
  });

  await test.step('the lobby: the wait on top, then the players, with namesakes told apart and the own name whole', async () => {
    await expect(me.getByText('Only the host can start the game. Please wait...')).toBeInViewport();
    await expect(me.getByRole('tab', { name: /^Players/ })).toHaveAttribute('aria-selected', 'true');
    await expect(me.getByRole('tab', { name: /^Players/ })).toBeInViewport();
    const list = participants(me);
    await expect(list.getByRole('listitem')).toHaveCount(4);
    const mine = list.getByRole('listitem').filter({ hasText: 'YOU' });
    await expect(mine).toContainText(`@${student.person.username}`);
    await expectWhole(mine.getByText(khai, { exact: true }));
    await expect(list.getByRole('listitem').filter({ hasText: `@${namesake.person.username}` })).toContainText(khai);
    // The teacher and the guest who took her name: the account by its username, the guest by the badge.
    await expect(list.getByRole('listitem').filter({ hasText: `@${host.person.username}` })).toContainText('Host');
    await expect(list.getByRole('listitem').filter({ hasText: 'Guest' })).toContainText('Cô Lan');
    await expect(me.getByRole('region', { name: 'Room chat' })).toBeHidden();
    await expectPhoneFriendly(me);
    await expectPhoneFriendly(teacher);
    await expectWhole(
      participants(teacher).getByRole('listitem').filter({ hasText: 'YOU' }).getByText('Cô Lan', { exact: true }),
    );
  });

  await test.step('the chat tab: an unread count, the messages, and a draft kept across tabs', async () => {
    await teacher.getByRole('tab', { name: /^Chat/ }).click();
    await expect(participants(teacher)).toBeHidden();
    await teacher.getByLabel('Message', { exact: true }).fill('Welcome! We start in a minute.');
    await teacher.getByRole('button', { name: 'Send' }).click();
    await expect(me.getByRole('tab', { name: /^Chat/ })).toHaveText('Chat1 unread');

    await me.getByRole('tab', { name: /^Chat/ }).click();
    await expect(me.getByRole('tab', { name: /^Chat/ })).toHaveText('Chat');
    const chat = me.getByRole('region', { name: 'Room chat' });
    await expect(chat.getByText('Welcome! We start in a minute.')).toBeVisible();
    await expect(chat.getByText(`Cô Lan @${host.person.username}`)).toBeVisible();
    await expect(participants(me)).toBeHidden();
    await expect(me.getByText('Only the host can start the game. Please wait...')).toBeVisible();
    await expectPhoneFriendly(me);

    await chat.getByLabel('Message', { exact: true }).fill('Ready when you are');
    await me.getByRole('tab', { name: /^Players/ }).click();
    await expect(participants(me)).toBeVisible();
    await me.getByRole('tab', { name: /^Chat/ }).click();
    await expect(chat.getByLabel('Message', { exact: true })).toHaveValue('Ready when you are');
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(teacher.getByText('Ready when you are')).toBeVisible();
    await expectPhoneFriendly(teacher);
  });

  await test.step('the game: the questions fit the phone and every option is easy to tap', async () => {
    await teacher.getByRole('tab', { name: /^Players/ }).click();
    await teacher.getByRole('button', { name: 'START GAME' }).click();
    await expect(me).toHaveURL(new RegExp(`/quiz-game/${code}$`));
    await expect(me.getByText('Question 1 of 2')).toBeVisible({ timeout: 30_000 });
    await expectPhoneFriendly(me);
    await answer(me, 'Which is the largest ocean?', 'Pacific', 1);
    await answer(me, 'Which sea has no coastline?', 'Sargasso Sea', 2);
    // The namesake and the guest never answer: the teacher ends the game (unless it already ended without them).
    const ended = await request.post(`/api/rooms/${code}/end`, { headers: { authorization: `Bearer ${host.token}` } });
    if (!ended.ok()) {
      const room = await request.get(`/api/rooms/${code}`, { headers: { authorization: `Bearer ${host.token}` } });
      expect(((await room.json()) as { data: { status: string } }).data.status).toBe('completed');
    }
  });

  await test.step('the results: the number correct beside the score, the own name whole, on both results screens', async () => {
    await expect(me.getByText('Final Leaderboard')).toBeVisible({ timeout: 30_000 });
    const rankings = me.getByRole('list', { name: 'Complete Rankings' });
    const mine = rankings.getByRole('listitem').filter({ hasText: 'YOU' });
    await expect(mine).toContainText('2/2 correct');
    await expect(mine).toContainText(`@${student.person.username}`);
    await expectWhole(mine.getByText(khai, { exact: true }));
    await expect(rankings.getByRole('listitem').filter({ hasText: `@${namesake.person.username}` })).toContainText(
      '0/2 correct',
    );
    await expectPhoneFriendly(me);

    // The achievement toasts of a first win cover most of a small screen for 5 seconds. A finger does not hover
    // over them, but the test's mouse, left where the last answer was tapped, would hold them there.
    await me.mouse.move(1, 1);
    await expect(me.getByText(/^Achievement unlocked/)).toHaveCount(0, { timeout: 30_000 });
    await me.getByRole('link', { name: 'Back to Room' }).click();
    await expect(me.getByRole('heading', { name: 'Quiz Results' })).toBeVisible();
    await expect(me.getByRole('list', { name: 'Complete Rankings' }).getByRole('listitem').first()).toContainText(
      '2/2 correct',
    );
    await expectWhole(
      me
        .getByRole('list', { name: 'Complete Rankings' })
        .getByRole('listitem')
        .filter({ hasText: 'YOU' })
        .getByText(khai, { exact: true }),
    );
    await expectPhoneFriendly(me);
  });

  for (const page of [teacher, me, guest]) await page.context().close();
});
