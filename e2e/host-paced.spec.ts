import type { Browser, Page } from '@playwright/test';
import { afterSplash, expect, signUp, storeSession, test } from './support/fixtures';

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const questions = [
  { content: 'Which is the largest ocean?', right: 'Pacific', wrong: ['Atlantic', 'Indian', 'Arctic'] },
  { content: 'Which planet is red?', right: 'Mars', wrong: ['Venus', 'Jupiter'] },
  { content: 'How many legs has a spider?', right: 'Eight', wrong: ['Six', 'Ten'] },
];

async function joinAsGuest(browser: Browser, code: string, nickname: string) {
  const page = await (await browser.newContext(phone)).newPage();
  await page.goto(`/play?code=${code}`);
  await afterSplash(page);
  await page.getByLabel('Nickname').fill(nickname);
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByText('Only the host can start the game. Please wait...')).toBeVisible();
  return page;
}

async function pick(page: Page, index: number, option: string) {
  await expect(page.getByText(`Question ${index} of 3`)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: questions[index - 1]!.content })).toBeVisible();
  await page.getByRole('button', { name: option }).click();
  // The last answer closes the question at once: its results may replace 'Answer submitted!' straight away.
  await expect(page.getByText('Answer submitted!').or(page.getByText(/^(Correct!|Incorrect)$/))).toBeVisible();
}

test('A teacher presents a host-paced game from the projector while three students answer on their phones, one of them reloading mid-question, through results and scoreboards to the podium', async ({
  browser,
  request,
}) => {
  // A projector and three phones in four browsers, through every phase: past 90 s on a busy 2-core machine.
  test.slow();
  const host = await signUp(request, { displayName: 'Thầy Minh' });
  const created = await request.post('/api/quizzes', {
    headers: { authorization: `Bearer ${host.token}` },
    data: {
      title: `Classic ${Date.now().toString(36)}`,
      isPublic: false,
      category: 'Science',
      timeLimit: 45,
      questions: questions.map((q) => ({
        content: q.content,
        options: [q.right, ...q.wrong].map((label) => ({ label, isCorrect: label === q.right })),
      })),
    },
  });
  expect(created.status()).toBe(201);
  const quizId = ((await created.json()) as { data: { _id: string } }).data._id;

  // The teacher's laptop shows the room; the presenter opens in a window of its own, on a 1920×1080 projector.
  const teacher = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  let projector = await teacher.newPage();
  await storeSession(projector, host.record);

  let code = '';
  await test.step('the teacher creates a host-paced room and opens the presenter screen', async () => {
    await projector.goto(`/create-room/${quizId}`);
    await afterSplash(projector);
    // The room takes the quiz's own seconds per question.
    await expect(projector.getByLabel('Time Limit (seconds per question)')).toHaveValue('45');
    await projector.getByRole('combobox', { name: 'Game mode' }).selectOption('host_paced');
    await projector.getByRole('button', { name: 'Create Room' }).click();
    await projector.getByRole('link', { name: 'Join Room Now' }).click();
    code = /\/room\/([A-Z0-9]{6})$/.exec(projector.url())![1]!;
    const presenterOpened = teacher.waitForEvent('page');
    await projector.getByRole('link', { name: 'Open presenter screen' }).click();
    const lobby = projector;
    projector = await presenterOpened;
    await expect(projector).toHaveURL(new RegExp(`/room/${code}/present$`));
    await expect(lobby).toHaveURL(new RegExp(`/room/${code}$`));
    await afterSplash(projector);
    await expect(projector.getByRole('img', { name: `QR code to join room ${code}` })).toBeVisible();
    await expect(projector.getByRole('heading', { name: '0 players' })).toBeVisible();
  });

  const an = await joinAsGuest(browser, code, 'An');
  const binh = await joinAsGuest(browser, code, 'Bình');
  const chi = await joinAsGuest(browser, code, 'Chi');
  await expect(projector.getByRole('heading', { name: '3 players' })).toBeVisible();
  for (const name of ['An', 'Bình', 'Chi']) {
    await expect(projector.getByRole('list', { name: 'Players' }).getByText(name, { exact: true })).toBeVisible();
  }

  await test.step('question 1: everyone answers, so it closes early; the class sees the chart, then the scoreboard', async () => {
    await projector.getByRole('button', { name: 'Start' }).click();
    await expect(projector.getByRole('heading', { name: questions[0]!.content })).toBeVisible();
    await expect(projector.getByRole('timer')).toBeVisible();
    await expect(projector.getByText('0 of 3 answered')).toBeVisible();
    // The options fill the projector's height, not its top half.
    const options = await projector.getByRole('list', { name: 'Options' }).boundingBox();
    expect(options!.y + options!.height).toBeGreaterThan(1080 * 0.6);
    // Each option has a shape as well as a colour.
    await expect(projector.getByRole('list', { name: 'Options' }).getByText('triangle:')).toHaveCount(1);

    await pick(an, 1, 'Pacific');
    await expect(projector.getByText('1 of 3 answered')).toBeVisible();
    await pick(binh, 1, 'Pacific');
    await pick(chi, 1, 'Atlantic');

    const chart = projector.getByRole('list', { name: 'Answers' });
    await expect(chart).toBeVisible();
    await expect(chart.getByText('Pacific (correct)')).toBeVisible();
    await expect(an.getByText('Correct!')).toBeVisible();
    await expect(chi.getByText('Incorrect')).toBeVisible();
    await expect(chi.getByText('You are 3rd')).toBeVisible();

    await projector.getByRole('button', { name: 'Scoreboard' }).click();
    const board = projector.getByRole('list', { name: 'Scoreboard' });
    await expect(board.getByRole('listitem')).toHaveCount(3);
    await expect(board.getByRole('listitem').last()).toContainText('Chi');
  });

  await test.step('question 2: a student answers, reloads her phone mid-question and keeps her answer', async () => {
    await projector.getByRole('button', { name: 'Next' }).click();
    await expect(projector.getByRole('heading', { name: questions[1]!.content })).toBeVisible();
    await pick(chi, 2, 'Mars');
    await chi.reload();
    await expect(chi.getByText('Answer submitted!')).toBeVisible({ timeout: 30_000 });
    await expect(chi.getByText(/of 3 answered/)).toBeVisible();
    await pick(an, 2, 'Venus');
    await pick(binh, 2, 'Mars');
    await expect(projector.getByRole('list', { name: 'Answers' }).getByText('Mars (correct)')).toBeVisible();
    await expect(chi.getByText('Correct!')).toBeVisible();
    await expect(an.getByText('Incorrect')).toBeVisible();
    await projector.getByRole('button', { name: 'Scoreboard' }).click();
    await expect(projector.getByRole('list', { name: 'Scoreboard' })).toBeVisible();
  });

  await test.step('question 3, then the podium for the class and the final rank on each phone', async () => {
    await projector.getByRole('button', { name: 'Next' }).click();
    await expect(projector.getByRole('heading', { name: questions[2]!.content })).toBeVisible();
    for (const page of [an, binh, chi]) await pick(page, 3, 'Eight');
    await expect(projector.getByRole('list', { name: 'Answers' })).toBeVisible();
    await projector.getByRole('button', { name: 'Scoreboard' }).click();
    await projector.getByRole('button', { name: 'Show podium' }).click();
    await expect(projector.getByRole('heading', { name: 'Final Standings' })).toBeVisible();
    await expect(projector.getByRole('list', { name: 'Podium' }).getByRole('listitem')).toHaveCount(3);
    await expect(projector.getByRole('link', { name: 'View report' })).toBeVisible();
    // Binh answered all three right: first.
    await expect(binh.getByText('You are 1st')).toBeVisible();
    await expect(binh.getByRole('heading', { name: 'Final Leaderboard' })).toBeVisible();
    await expect(an.getByRole('heading', { name: 'Final Leaderboard' })).toBeVisible();
    await expect(chi.getByRole('heading', { name: 'Final Leaderboard' })).toBeVisible();
  });
});
