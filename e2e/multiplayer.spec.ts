import type { Page } from '@playwright/test';
import { afterSplash, expect, mailbox, signUp, storeSession, test, watchFor } from './support/fixtures';
import { answer, hostsQuiz } from './support/live';

test("A host runs a live game: invite, lobby chat, start, watch the class play, then the podium, each player's review and their history", async ({
  browser,
  request,
}) => {
  // A host and two players in three browsers, lobby to history: past 90 s on a busy 2-core machine.
  test.slow();
  const host = await signUp(request, { displayName: 'Captain Host' });
  const player = await signUp(request, { displayName: 'Speedy Player' });
  const quiz = await hostsQuiz(request, host.token);

  const hostContext = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const playerContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  const playerPage = await playerContext.newPage();
  await storeSession(hostPage, host.record);
  await storeSession(playerPage, player.record);

  let code = '';
  await test.step('the host creates a room from the quiz page and copies the invite link', async () => {
    await hostPage.goto(`/quiz/${quiz.id}`);
    await afterSplash(hostPage);
    await hostPage.getByRole('link', { name: 'Play Multiplayer' }).click();
    await expect(hostPage).toHaveURL(new RegExp(`/create-room/${quiz.id}$`));
    await expect(hostPage.getByRole('combobox', { name: 'Select Quiz' })).toHaveValue(quiz.id);
    await hostPage.getByLabel('Maximum Participants').fill('5');
    await hostPage.getByLabel('Time Limit (seconds per question)').fill('30');
    await hostPage.getByRole('button', { name: 'Create Room' }).click();
    await expect(hostPage.getByRole('heading', { name: 'Room created successfully!' })).toBeVisible();
    code = ((await hostPage.getByLabel('Room code').textContent()) ?? '').trim();
    expect(code).toMatch(/^[A-Z0-9]{6}$/);

    await hostPage.getByRole('button', { name: 'Copy Invite Link' }).click();
    await expect(hostPage.getByText('Invite link copied to clipboard!')).toBeVisible();
    const copied = await hostPage.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`/play\\?code=${code}$`));

    await hostPage.getByRole('link', { name: 'Join Room Now' }).click();
    await expect(hostPage.getByText('You are the Quiz Host')).toBeVisible();
    await expect(hostPage.getByRole('button', { name: 'START GAME' })).toBeDisabled();
  });

  await test.step('the player joins by typing the code', async () => {
    const announced = watchFor(hostPage.getByText('Speedy Player joined the room!'));
    await playerPage.goto('/join-room');
    await afterSplash(playerPage);
    await playerPage.getByLabel('Room Code').fill(code.toLowerCase());
    await expect(playerPage.getByLabel('Room Code')).toHaveValue(code);
    await playerPage.getByRole('button', { name: 'Join Room' }).click();
    await expect(playerPage).toHaveURL(new RegExp(`/room/${code}$`));
    await expect(playerPage.getByText('Only the host can start the game. Please wait...')).toBeVisible();
    await announced();
  });

  await test.step('they chat in the lobby', async () => {
    await playerPage.getByLabel('Message', { exact: true }).fill('Hello host, ready when you are!');
    await playerPage.getByRole('button', { name: 'Send' }).click();
    await expect(hostPage.getByText('Hello host, ready when you are!')).toBeVisible();
    await hostPage.getByLabel('Message', { exact: true }).fill('Starting now, good luck!');
    await hostPage.getByLabel('Message', { exact: true }).press('Enter');
    await expect(playerPage.getByText('Starting now, good luck!')).toBeVisible();
  });

  await test.step('the host starts and watches the class while the player plays', async () => {
    await expect(hostPage.getByRole('button', { name: 'START GAME' })).toBeEnabled();
    await hostPage.getByRole('button', { name: 'START GAME' }).click();
    await expect(hostPage).toHaveURL(new RegExp(`/quiz-game/${code}$`));
    await expect(playerPage).toHaveURL(new RegExp(`/quiz-game/${code}$`));
    await expect(hostPage.getByRole('heading', { name: 'Class progress' })).toBeVisible();
    const players = hostPage.getByRole('list', { name: 'Players' });
    await expect(players.getByRole('listitem')).toHaveCount(1);
    await expect(players.getByRole('listitem').first()).toContainText('Speedy Player');

    await answer(playerPage, 'Which is the largest ocean?', 'Pacific', 1);
    await expect(players.getByRole('listitem').first()).toContainText('Answered 1 of 2');
    await answer(playerPage, 'Which sea has no coastline?', 'Red Sea', 2);
    // The host never gets a question.
    await expect(hostPage.getByText('Question 1 of 2')).toHaveCount(0);
  });

  await test.step('the last answer ends the game: podium for both, the report for the host, the review for the player', async () => {
    for (const page of [hostPage, playerPage]) {
      await expect(page.getByText('Final Leaderboard')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText(`Quiz: ${quiz.title}`)).toBeVisible();
      await expect(page.getByText('Complete Rankings')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Share on Facebook' })).toBeVisible();
    }
    const rankings = (page: Page) => page.getByRole('list', { name: 'Complete Rankings' });
    await expect(rankings(playerPage).getByRole('listitem')).toHaveCount(1);
    await expect(rankings(playerPage).getByRole('listitem').first()).toContainText('Speedy Player');
    await expect(rankings(playerPage).getByRole('listitem').first()).toContainText('YOU');
    await expect(rankings(playerPage).getByRole('listitem').first()).toContainText('1/2 correct');
    await expect(rankings(hostPage).getByRole('listitem')).toHaveCount(1);
    await expect(rankings(hostPage)).not.toContainText('Captain Host');
    await expect(hostPage.getByRole('link', { name: 'View report' })).toBeVisible();

    const review = playerPage.getByRole('list', { name: 'Your answers' });
    await expect(review.getByRole('listitem', { name: 'Question 1' })).toContainText('Correct');
    const second = review.getByRole('listitem', { name: 'Question 2' });
    await expect(second).toContainText('Incorrect');
    await expect(second.getByRole('listitem').filter({ hasText: 'Red Sea' })).toContainText('Your answer');
    await expect(second.getByRole('listitem').filter({ hasText: 'Sargasso Sea' })).toContainText('Correct answer');
  });

  await test.step("the game stays in the player's history, re-opening their review", async () => {
    await playerPage.goto('/dashboard?tab=submissions');
    const games = playerPage.getByRole('list', { name: 'Live games' });
    await expect(games).toContainText(quiz.title);
    await games.getByRole('link', { name: new RegExp(`View results of ${quiz.title}`) }).click();
    await expect(playerPage).toHaveURL(new RegExp(`/room/${code}/review\\?id=`));
    await expect(
      playerPage.getByRole('list', { name: 'Your answers' }).getByRole('listitem', { name: 'Question 2' }),
    ).toContainText('Incorrect');
  });

  await hostContext.close();
  await playerContext.close();
});

test('A wrong room code says so and goes back to the dashboard', async ({ page, loggedIn: _person }) => {
  await page.goto('/room/undefined');
  await afterSplash(page);
  await expect(page.getByText('Invalid room code. Please try again.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });

  await page.goto('/room/ZZZZZZ');
  await expect(page.getByText('Room Not Found')).toBeVisible();
});

test('An invited player hears about the room wherever they are, by email and live, and joins from the notice', async ({
  browser,
  request,
}) => {
  const host = await signUp(request, { displayName: 'Inviting Host' });
  const guest = await signUp(request, { displayName: 'Invited Guest' });
  const quiz = await hostsQuiz(request, host.token);

  const guestContext = await browser.newContext();
  const guestPage = await guestContext.newPage();
  await storeSession(guestPage, guest.record);
  await guestPage.goto('/dashboard');
  await afterSplash(guestPage);
  await expect(guestPage.getByRole('tab', { name: 'Multiplayer Quizzes' })).toBeVisible();
  // Give the page's realtime connection a moment to open before the invitation is sent.
  await guestPage.waitForTimeout(1000);

  const created = await request.post('/api/rooms', {
    headers: { authorization: `Bearer ${host.token}` },
    data: { quizId: quiz.id, invites: ` , ${guest.person.username} ` },
  });
  expect(created.status()).toBe(201);
  const { code } = ((await created.json()) as { data: { code: string } }).data;

  await expect(guestPage.getByText(`Inviting Host invited you to play "${quiz.title}"`)).toBeVisible();
  const mail = await mailbox.latest(guest.person.email, 'invited you');
  expect(mailbox.link(mail, '/play')).toContain(`code=${code}`);

  // Signed in, the invitation's link goes straight into the room as themselves.
  await guestPage.getByRole('link', { name: `Join room ${code}` }).click();
  await expect(guestPage.getByText('Only the host can start the game. Please wait...')).toBeVisible();
  await guestContext.close();
});
