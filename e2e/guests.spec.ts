import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { afterSplash, expect, mailbox, newPerson, signUp, storeSession, test, watchFor } from './support/fixtures';
import { answer, hostsQuiz, openRoom } from './support/live';

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function phonePage(browser: Browser) {
  const context = await browser.newContext(phone);
  return context.newPage();
}

async function chooseNickname(page: Page, nickname: string) {
  await page.getByLabel('Nickname').fill(nickname);
  await page.getByRole('button', { name: 'Join', exact: true }).click();
}

test('A class joins with the code and a nickname: the host removes one, locks the room, they play, and a guest keeps the result by signing up', async ({
  browser,
  request,
}) => {
  // Five people in five browsers, from the lobby through a game to a sign-up: past 90 s on a busy 2-core machine.
  test.slow();
  const host = await signUp(request, { displayName: 'Cô Lan' });
  const quiz = await hostsQuiz(request, host.token);
  const code = await openRoom(request, host.token, quiz.id, 30);

  const hostContext = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const hostPage = await hostContext.newPage();
  await storeSession(hostPage, host.record);
  await hostPage.goto(`/room/${code}`);
  await afterSplash(hostPage);
  await expect(hostPage.getByText('You are the Quiz Host')).toBeVisible();
  await expect(hostPage.getByRole('img', { name: `QR code to join room ${code}` })).toBeVisible();
  await expect(hostPage.getByText(`${new URL(hostPage.url()).host}/play`)).toBeVisible();

  const an = await phonePage(browser);
  const binh = await phonePage(browser);
  const chi = await phonePage(browser);

  await test.step('a student joins from the home page by typing the code', async () => {
    const announced = watchFor(hostPage.getByText('An joined the room!'));
    await an.goto('/');
    await afterSplash(an);
    await an.getByRole('link', { name: 'Join a game' }).click();
    await an.getByLabel('Room Code').fill(code.toLowerCase());
    await an.getByRole('button', { name: 'Next' }).click();
    await chooseNickname(an, 'An');
    await expect(an).toHaveURL(new RegExp(`/room/${code}$`));
    await expect(an.getByText('Only the host can start the game. Please wait...')).toBeVisible();
    await announced();
  });

  await test.step('two more come by the invite link (the QR code), one after picking a name already taken', async () => {
    await binh.goto(`/play?code=${code}`);
    await afterSplash(binh);
    await chooseNickname(binh, 'Bình');
    await expect(binh.getByText('Only the host can start the game. Please wait...')).toBeVisible();

    await chi.goto(`/play?code=${code}`);
    await afterSplash(chi);
    await chooseNickname(chi, ' an ');
    await expect(chi.getByText('That nickname is already taken in this room')).toBeVisible();
    await chooseNickname(chi, 'Chi');
    await expect(chi.getByText('Only the host can start the game. Please wait...')).toBeVisible();

    const players = hostPage.getByRole('list', { name: 'Participants' });
    for (const name of ['An', 'Bình', 'Chi']) await expect(players.getByText(name, { exact: true })).toBeVisible();
    await expect(players.getByText('Guest')).toHaveCount(3);
  });

  await test.step('the host removes one player, who is told and cannot come back', async () => {
    await hostPage.getByRole('button', { name: 'Remove Chi' }).click();
    await hostPage.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(hostPage.getByText('Chi was removed from the room')).toBeVisible();
    await expect(chi.getByText('You were removed from the room by the host')).toBeVisible();
    await chi.reload();
    await expect(chi.getByText('You were removed from the room by the host')).toBeVisible();
    await expect(hostPage.getByRole('list', { name: 'Participants' }).getByText('Chi', { exact: true })).toBeHidden();
  });

  await test.step('the host locks the room against latecomers', async () => {
    await hostPage.getByRole('button', { name: 'Lock room' }).click();
    await expect(hostPage.getByText('Room locked: nobody new can join')).toBeVisible();
    const late = await phonePage(browser);
    await late.goto(`/play?code=${code}`);
    await afterSplash(late);
    await chooseNickname(late, 'Dũng');
    await expect(late.getByText('This room is locked')).toBeVisible();
    await late.context().close();
  });

  await test.step('they play to the podium, one reloading mid-game and resuming', async () => {
    await hostPage.getByRole('button', { name: 'START GAME' }).click();
    await expect(an).toHaveURL(new RegExp(`/quiz-game/${code}$`));
    await expect(binh).toHaveURL(new RegExp(`/quiz-game/${code}$`));
    await answer(an, 'Which is the largest ocean?', 'Pacific', 1);
    await answer(binh, 'Which is the largest ocean?', 'Atlantic', 1);
    await binh.reload();
    await answer(binh, 'Which sea has no coastline?', 'Sargasso Sea', 2);
    await answer(an, 'Which sea has no coastline?', 'Sargasso Sea', 2);
    for (const page of [an, binh, hostPage]) {
      await expect(page.getByText('Final Leaderboard')).toBeVisible({ timeout: 30_000 });
    }
    const rankings = an.getByRole('list', { name: 'Complete Rankings' });
    await expect(rankings.getByRole('listitem').first()).toContainText('An');
    await expect(rankings.getByRole('listitem').first()).toContainText('YOU');
  });

  await test.step('the host opens the report and downloads it as CSV', async () => {
    await hostPage.getByRole('link', { name: 'View report' }).click();
    await expect(hostPage.getByRole('heading', { name: 'Game report' })).toBeVisible();
    await expect(hostPage.getByText('2 players · 2 questions · class accuracy 75%')).toBeVisible();
    const first = hostPage.getByRole('list', { name: 'Answers to question 1' });
    await expect(first.getByText('1 pick')).toHaveCount(2);
    await hostPage.getByRole('button', { name: 'Hardest first' }).click();
    await expect(hostPage.getByRole('heading', { level: 3 }).first()).toHaveText('Q1. Which is the largest ocean?');
    const players = hostPage.getByRole('table');
    await expect(players.getByRole('row', { name: /An/ }).first()).toContainText('✓ Pacific');

    const [download] = await Promise.all([
      hostPage.waitForEvent('download'),
      hostPage.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`quiz-adventure-room-${code}-report.csv`);
    const csv = readFileSync(await download.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(csv[0]).toBe(
      'Rank,Player,Account,Score,Correct answers,Average answer time (s),' +
        'Q1: Which is the largest ocean?,Q2: Which sea has no coastline?',
    );
    expect(csv[1]).toMatch(/^1,An,guest,\d+,2,[\d.]+,Pacific \(correct\),Sargasso Sea \(correct\)$/);
    expect(csv[2]).toMatch(/^2,Bình,guest,\d+,1,[\d.]+,Atlantic \(wrong\),Sargasso Sea \(correct\)$/);
    expect(csv).toHaveLength(3);
  });

  await test.step('a guest creates an account and finds the game counted for it', async () => {
    await an.getByRole('link', { name: 'Create an account to keep this result' }).click();
    await expect(an).toHaveURL(/\/register$/);
    const person = newPerson();
    await an.getByLabel('Username').fill(person.username);
    await an.getByLabel('Email').fill(person.email);
    await an.getByLabel('Password', { exact: true }).fill(person.password);
    await an.getByLabel('Confirm password').fill(person.password);
    await an.getByRole('button', { name: 'Register' }).click();
    await expect(an.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();
    const mail = await mailbox.latest(person.email, 'Verify your email');
    await an.goto(mailbox.link(mail, '/verify-email/'));
    await afterSplash(an);
    await expect(an.getByRole('main').getByText('Email verification successful!')).toBeVisible();
    await an.getByRole('link', { name: 'Go to Login' }).first().click();
    await an.getByLabel('Email').fill(person.email);
    await an.getByLabel('Password').fill(person.password);
    await an.getByRole('button', { name: 'Sign In' }).click();
    await expect(an.getByText('Your game result was added to your account.')).toBeVisible();
  });

  await hostContext.close();
  for (const page of [an, binh, chi]) await page.context().close();
});
