/**
 * Issue 22's journey: a teacher on a projector runs a self-paced game for three students on phones. The teacher
 * watches the class and never gets a question; a student who is logged out comes in through the invite link and
 * registers on the way; one reloads in the middle of a question and is back at it without the splash; the podium
 * reaches the students as the last one answers; each sees what they got wrong. The figures are printed, not asserted.
 */
import type { Browser, Page } from '@playwright/test';
import { afterSplash, expect, mailbox, newPerson, signUp, storeSession, test } from './support/fixtures';
import { answer, hostsQuiz, openRoom } from './support/live';

const projector = { viewport: { width: 1920, height: 1080 } };
const phone = { viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true };

async function studentPage(browser: Browser, record?: string) {
  const page = await (await browser.newContext(phone)).newPage();
  if (record) await storeSession(page, record);
  // Remembers whether the splash ever showed on this tab, across its reloads.
  await page.addInitScript(() => {
    const seen = () => {
      if (document.body?.innerText.includes('Loading Quiz Adventure...')) sessionStorage.setItem('splash-seen', 'yes');
    };
    new MutationObserver(seen).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return page;
}

const splashSeen = (page: Page) => page.evaluate(() => sessionStorage.getItem('splash-seen') === 'yes');

test('A teacher runs a self-paced game for a class on phones: watches, the last answer brings the podium, every student learns what they got wrong', async ({
  browser,
  request,
}) => {
  // A teacher and four phones in five browsers: past 90 s on a busy 2-core machine.
  test.slow();
  const teacher = await signUp(request, { displayName: 'Mrs Nguyen' });
  // Two students with the same name: the rankings must tell them apart.
  const minhA = await signUp(request, { displayName: 'Minh' });
  const minhB = await signUp(request, { displayName: 'Minh' });
  const quiz = await hostsQuiz(request, teacher.token);
  const code = await openRoom(request, teacher.token, quiz.id, 60);
  const invite = `/join-room?code=${code}`;

  const teacherPage = await (await browser.newContext(projector)).newPage();
  await storeSession(teacherPage, teacher.record);
  await teacherPage.goto(`/room/${code}`);
  await expect(teacherPage.getByText('You are the Quiz Host')).toBeVisible();

  const a = await studentPage(browser, minhA.record);
  const b = await studentPage(browser, minhB.record);
  const c = await studentPage(browser);

  await test.step('two students with accounts come in through the invite link', async () => {
    for (const page of [a, b]) {
      await page.goto(invite);
      await expect(page).toHaveURL(new RegExp(`/room/${code}$`));
      await expect(page.getByText('Only the host can start the game. Please wait...')).toBeVisible();
    }
  });

  await test.step('a logged-out student opens the invite link, registers on the way and lands in the room', async () => {
    await c.goto(invite);
    await afterSplash(c);
    await expect(c).toHaveURL(`/login?redirect=${encodeURIComponent(invite)}`);
    await c.getByRole('link', { name: 'Sign up' }).click();
    const person = { ...newPerson(), displayName: 'Chi' };
    await c.getByLabel('Username').fill(person.username);
    await c.getByLabel('Email').fill(person.email);
    await c.getByLabel('Display name (optional)').fill(person.displayName);
    await c.getByLabel('Password', { exact: true }).fill(person.password);
    await c.getByLabel('Confirm password').fill(person.password);
    await c.getByRole('button', { name: 'Register' }).click();
    await expect(c.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();
    const mail = await mailbox.latest(person.email, 'Verify your email');
    await c.goto(mailbox.link(mail, '/verify-email/'));
    await expect(c.getByRole('main').getByText('Email verification successful!')).toBeVisible();
    await c.getByRole('link', { name: 'Go to Login' }).first().click();
    await c.getByLabel('Email').fill(person.email);
    await c.getByLabel('Password').fill(person.password);
    await c.getByRole('button', { name: 'Sign In' }).click();
    await expect(c).toHaveURL(new RegExp(`/room/${code}$`));
    await expect(c.getByText('Only the host can start the game. Please wait...')).toBeVisible();
  });

  await test.step('the teacher starts and sees each student, never a question', async () => {
    await expect(teacherPage.getByRole('button', { name: 'START GAME' })).toBeEnabled();
    await teacherPage.getByRole('button', { name: 'START GAME' }).click();
    await expect(teacherPage).toHaveURL(new RegExp(`/quiz-game/${code}$`));
    await expect(teacherPage.getByRole('heading', { name: 'Class progress' })).toBeVisible();
    const players = teacherPage.getByRole('list', { name: 'Players' }).getByRole('listitem');
    await expect(players).toHaveCount(3);
    await expect(teacherPage.getByRole('list', { name: 'Players' })).not.toContainText('Mrs Nguyen');
    await expect(players.filter({ hasText: `@${minhA.person.username}` })).toContainText('Answered 0 of 2');
    await expect(players.filter({ hasText: `@${minhB.person.username}` })).toContainText('Playing');
    for (const page of [a, b, c]) await expect(page).toHaveURL(new RegExp(`/quiz-game/${code}$`));
  });

  let reloadMs = 0;
  await test.step('they play; one reloads mid-question and is straight back at it', async () => {
    await answer(a, 'Which is the largest ocean?', 'Pacific', 1);
    await answer(b, 'Which is the largest ocean?', 'Atlantic', 1);
    await expect(c.getByText('Question 1 of 2')).toBeVisible();
    // The splash greeted this student's first visit (logged out): only what the reload shows counts.
    await c.evaluate(() => sessionStorage.removeItem('splash-seen'));
    const reloadStarted = Date.now();
    await c.reload();
    await expect(c.getByText('Which is the largest ocean?')).toBeVisible();
    reloadMs = Date.now() - reloadStarted;
    expect(await splashSeen(c)).toBe(false);
    await answer(c, 'Which is the largest ocean?', 'Pacific', 1);

    const players = teacherPage.getByRole('list', { name: 'Players' }).getByRole('listitem');
    await expect(players.filter({ hasText: 'Chi' })).toContainText('Answered 1 of 2');
    await answer(a, 'Which sea has no coastline?', 'Sargasso Sea', 2);
    await answer(b, 'Which sea has no coastline?', 'Sargasso Sea', 2);
    await expect(players.filter({ hasText: `@${minhA.person.username}` })).toContainText('Finished');
    await expect(teacherPage.getByText('Question 1 of 2')).toHaveCount(0);
  });

  const podiumMs: number[] = [];
  await test.step('the last answer ends the game: the podium reaches the students who were waiting', async () => {
    await expect(c.getByText('Question 2 of 2')).toBeVisible();
    const lastAnswer = Date.now();
    await c.getByRole('button', { name: 'Dead Sea', exact: true }).click();
    await Promise.all(
      [a, b].map(async (page) => {
        await expect(page.getByText('Final Leaderboard')).toBeVisible({ timeout: 30_000 });
        podiumMs.push(Date.now() - lastAnswer);
      }),
    );
    await expect(c.getByText('Final Leaderboard')).toBeVisible({ timeout: 30_000 });
    await expect(teacherPage.getByText('Final Leaderboard')).toBeVisible();
    await expect(teacherPage.getByRole('link', { name: 'View report' })).toBeVisible();
    const rankings = teacherPage.getByRole('list', { name: 'Complete Rankings' });
    await expect(rankings.getByRole('listitem')).toHaveCount(3);
    await expect(rankings).not.toContainText('Mrs Nguyen');
    // The two Minhs, told apart by their usernames.
    await expect(rankings).toContainText(`@${minhA.person.username}`);
    await expect(rankings).toContainText(`@${minhB.person.username}`);
  });

  await test.step('each student sees their answers and the right ones', async () => {
    const expectations: [Page, string, string][] = [
      [a, 'Correct', 'Correct'],
      [b, 'Incorrect', 'Correct'],
      [c, 'Correct', 'Incorrect'],
    ];
    for (const [page, first, second] of expectations) {
      const review = page.getByRole('list', { name: 'Your answers' });
      await expect(
        review.getByRole('listitem', { name: 'Question 1' }).getByText(first, { exact: true }),
      ).toBeVisible();
      await expect(
        review.getByRole('listitem', { name: 'Question 2' }).getByText(second, { exact: true }),
      ).toBeVisible();
    }
    const missed = c.getByRole('list', { name: 'Your answers' }).getByRole('listitem', { name: 'Question 2' });
    await expect(missed.getByRole('listitem').filter({ hasText: 'Dead Sea' })).toContainText('Your answer');
    await expect(missed.getByRole('listitem').filter({ hasText: 'Sargasso Sea' })).toContainText('Correct answer');
    await expect(c.getByRole('list', { name: 'Complete Rankings' })).toContainText('1/2 correct');
  });

  console.log(
    `[class-game] reload → question visible: ${reloadMs} ms; last answer → podium on the waiting students' ` +
      `screens: ${podiumMs.join(' ms, ')} ms`,
  );
});
