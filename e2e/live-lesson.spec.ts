/**
 * A live lesson as a class has it: a teacher's presenter on a 1920×1080 projector, guests on 375×667 phones, every
 * kind of question, a latecomer let in after an Unlock, and the report the teacher takes home (issue 35).
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { afterSplash, expect, signUp, storeSession, test } from './support/fixtures';
import { createQuiz, otherKinds, planets, putInOrder } from './support/live';
import { expectNoSidewaysScroll, expectTouchTargets, expectWhole, minTarget, smallPhone } from './support/phone';

async function joinOnPhone(page: Page, code: string, nickname: string) {
  await page.goto(`/play?code=${code}`);
  await afterSplash(page);
  await page.getByLabel('Nickname').fill(nickname);
  await page.getByRole('button', { name: 'Join', exact: true }).click();
}

async function phone(browser: Browser) {
  return (await browser.newContext(smallPhone)).newPage();
}

/** Question `n` of 6 is open on the phone. */
const atQuestion = (page: Page, n: number) =>
  expect(page.getByText(`Question ${n} of 6`)).toBeVisible({ timeout: 30_000 });

/** The teacher moves on from a closed question: its scoreboard, then the next question (or the podium). */
async function moveOn(presenter: Page, last = false) {
  await presenter.getByRole('button', { name: 'Scoreboard' }).click();
  await presenter.getByRole('button', { name: last ? 'Show podium' : 'Next' }).click();
}

/** RFC 4180, as the report's CSV is written (report-files.ts). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted || (c !== ',' && c !== '\n' && c !== '\r')) {
      cell += c;
    } else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    }
  }
  return rows;
}

test('A teacher presents a lesson of every kind on a 1920×1080 projector to guests on small phones: a latecomer gets in after an Unlock, and the report page says what the CSV says', async ({
  browser,
  request,
}) => {
  // A projector and three phones through six questions, each shown, closed and scored.
  test.slow();
  const host = await signUp(request, { displayName: 'Cô Hạnh' });
  const auth = { authorization: `Bearer ${host.token}` };
  const quizId = await createQuiz(request, host.token, 'Every kind', [
    { content: 'Which is the largest ocean?', options: [{ label: 'Pacific', isCorrect: true }, { label: 'Atlantic' }] },
    ...otherKinds,
  ]);
  const room = await request.post('/api/rooms', {
    headers: auth,
    data: { quizId, maxParticipants: 30, timeLimit: 120, mode: 'host_paced' },
  });
  expect(room.status()).toBe(201);
  const code = ((await room.json()) as { data: { code: string } }).data.code;

  const presenter = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  await storeSession(presenter, host.record);
  await presenter.goto(`/room/${code}/present`);
  await afterSplash(presenter);

  const an = await phone(browser);
  const binh = await phone(browser);
  await test.step("two guests join on small phones, and a guest's header fits on one line", async () => {
    await joinOnPhone(an, code, 'An');
    await joinOnPhone(binh, code, 'Bình Nguyễn');
    await expect(binh.getByText('Only the host can start the game. Please wait...')).toBeVisible();
    const header = binh.getByRole('banner');
    await expectWhole(header.getByText('Bình Nguyễn', { exact: true }));
    const logo = await header.getByRole('link', { name: 'Quiz Adventure' }).boundingBox();
    expect(logo!.height).toBeGreaterThanOrEqual(minTarget);
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72);
    await expectNoSidewaysScroll(binh);
    await expect(presenter.getByRole('heading', { name: '2 players' })).toBeVisible();
  });

  const chi = await phone(browser);
  await test.step('the teacher locks the room and starts: a latecomer is kept out', async () => {
    await presenter.getByRole('button', { name: 'Lock room', exact: true }).click();
    await expect(presenter.getByRole('button', { name: 'Unlock room' })).toBeVisible();
    await presenter.getByRole('button', { name: 'Start' }).click();
    await expect(presenter.getByRole('heading', { name: 'Which is the largest ocean?' })).toBeVisible();
    await joinOnPhone(chi, code, 'Chi');
    await expect(chi.getByText('This room is locked')).toBeVisible();
  });

  await test.step('question 1, one choice: both answer and it closes', async () => {
    await atQuestion(an, 1);
    await an.getByRole('button', { name: 'Pacific' }).click();
    await binh.getByRole('button', { name: 'Atlantic' }).click();
    await expect(presenter.getByText('2 of 2 answered')).toBeVisible();
    await moveOn(presenter);
  });

  await test.step('the teacher unlocks mid-game: the latecomer lands on the open question', async () => {
    await expect(presenter.getByRole('heading', { name: 'Which are primary colours?' })).toBeVisible();
    await presenter.getByRole('button', { name: 'Unlock room' }).click();
    await expect(presenter.getByRole('button', { name: 'Lock room', exact: true })).toBeVisible();
    await chi.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(chi).toHaveURL(new RegExp(`/quiz-game/${code}$`));
    await atQuestion(chi, 2);
  });

  await test.step('question 2, several choices: colours, shapes and a tick on the phone', async () => {
    await atQuestion(an, 2);
    const red = an.getByRole('checkbox', { name: 'Red' });
    await expect(red).toContainText('triangle:');
    await red.click();
    await expect(red).toHaveAttribute('aria-checked', 'true');
    await expect(red.locator('[data-tick="on"] svg')).toBeVisible();
    await an.getByRole('checkbox', { name: 'Blue' }).click();
    await expectTouchTargets(an);
    await expectNoSidewaysScroll(an);
    await an.getByRole('button', { name: 'Submit answer' }).click();
    await binh.getByRole('checkbox', { name: 'Red' }).click();
    await binh.getByRole('button', { name: 'Submit answer' }).click();
    await chi.getByRole('checkbox', { name: 'Blue' }).click();
    await chi.getByRole('button', { name: 'Submit answer' }).click();
    await expect(presenter.getByText('3 of 3 answered')).toBeVisible();
    await moveOn(presenter);
  });

  await test.step('question 3, true or false', async () => {
    for (const [page, pick] of [
      [an, 'True'],
      [binh, 'False'],
      [chi, 'True'],
    ] as const) {
      await atQuestion(page, 3);
      await page.getByRole('button', { name: pick }).click();
    }
    await moveOn(presenter);
  });

  await test.step('question 4, typed: an answer in progress survives a language switch and a reload', async () => {
    await atQuestion(binh, 4);
    await binh.getByLabel('Your answer').fill('Hue');
    await binh.getByRole('banner').getByLabel('Language').selectOption('vi');
    await expect(binh.getByLabel('Câu trả lời của bạn')).toHaveValue('Hue');
    await binh.getByRole('banner').getByLabel('Ngôn ngữ').selectOption('en');
    await expect(binh.getByLabel('Your answer')).toHaveValue('Hue');
    await binh.getByRole('button', { name: 'Submit answer' }).click();

    await atQuestion(chi, 4);
    await chi.getByLabel('Your answer').fill('Hà Nội');
    await chi.reload();
    await afterSplash(chi);
    await expect(chi.getByLabel('Your answer')).toHaveValue('Hà Nội');
    await chi.getByRole('button', { name: 'Submit answer' }).click();

    await atQuestion(an, 4);
    await an.getByLabel('Your answer').fill('ha noi');
    await an.getByRole('button', { name: 'Submit answer' }).click();
    await moveOn(presenter);
  });

  await test.step('question 5, ordering, and 6, a poll', async () => {
    await atQuestion(an, 5);
    await putInOrder(an, planets);
    await an.getByRole('button', { name: 'Submit answer' }).click();
    for (const page of [binh, chi]) {
      await atQuestion(page, 5);
      await page.getByRole('button', { name: 'Submit answer' }).click();
    }
    await moveOn(presenter);
    for (const [page, vote] of [
      [an, 'Oceans'],
      [binh, 'Volcanoes'],
      [chi, 'Oceans'],
    ] as const) {
      await atQuestion(page, 6);
      await page.getByRole('button', { name: vote }).click();
    }
    await moveOn(presenter, true);
    await expect(presenter.getByRole('heading', { name: 'Final Standings' })).toBeVisible();
  });

  await test.step("the report's Players table says, cell by cell, what the CSV says", async () => {
    await presenter.getByRole('link', { name: 'View report' }).click();
    const table = presenter.getByRole('region', { name: 'Players' }).getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(4);
    const shown = await table
      .getByRole('row')
      .evaluateAll((rows) =>
        rows.slice(1).map((row) => Array.from(row.querySelectorAll('th, td')).map((c) => c.textContent!.trim())),
      );

    const downloaded = presenter.waitForEvent('download');
    await presenter.getByRole('button', { name: 'Download CSV' }).click();
    const csv = parseCsv(readFileSync((await (await downloaded).path())!, 'utf8').replace(/^\uFEFF/, ''));
    const [header, ...rows] = csv;
    expect(header!.slice(0, 6)).toEqual([
      'Rank',
      'Player',
      'Account',
      'Score',
      'Correct answers',
      'Average answer time (s)',
    ]);
    expect(rows).toHaveLength(3);
    for (const [i, row] of rows.entries()) {
      const page = shown[i]!;
      expect(page[0]).toBe(row[0]);
      expect(page[1]!.startsWith(row[1]!)).toBe(true);
      expect(page[2]).toBe(row[3]);
      // Out of the five questions one can get right: the poll is none of them.
      expect(page[3]).toBe(`${row[4]}/5`);
      expect(page.slice(5).map((cell) => cell.replace(/^[✓✗] /, ''))).toEqual(row.slice(6));
    }
    const byName = new Map(rows.map((row) => [row[1], row]));
    expect(byName.get('An')!.slice(4, 5)).toEqual(['5']);
    expect(byName.get('An')![7]).toBe('Red, Blue (correct)');
    expect(byName.get('Chi')![6]).toBe('not reached');
    expect(byName.get('Bình Nguyễn')![9]).toBe('Hue (wrong)');
    expect(byName.get('Bình Nguyễn')![11]).toBe('Volcanoes');
  });
});
