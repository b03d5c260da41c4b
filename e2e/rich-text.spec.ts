/**
 * Math, code and explanations (issue 39): a maths teacher writes a quadratic, a fraction and a root with the Formula
 * button (no LaTeX typed), a code question and explanations; a student on a phone sees the formulas typeset (with
 * MathML for a screen reader) and the explanations in the results, in Tiếng Việt; the worksheet prints them typeset;
 * two players play it live host-paced and the projector shows the formula and, after the question, "Why".
 */
import type { Locator, Page } from '@playwright/test';
import { Audit } from './support/audit';
import { afterSplash, expect, signUp, storeSession, test } from './support/fixtures';
import { text, vi } from './support/locales';
import { smallPhone } from './support/phone';

const en = (key: string, values?: Record<string, string | number>) => text('en', key, values);

/** Opens the Formula dialog of `field`, builds a formula in the visual editor with `build`, checks its LaTeX, inserts it. */
async function formula(page: Page, place: string, build: (dialog: Locator) => Promise<void>, latex: RegExp) {
  await page.getByRole('button', { name: en('quizForm.richText.formulaFor', { place }) }).click();
  const dialog = page.getByRole('dialog', { name: en('quizForm.richText.dialogTitle') });
  await expect(dialog).toBeVisible();
  await build(dialog);
  await expect(dialog.getByLabel(en('quizForm.richText.latex'), { exact: true })).toHaveValue(latex);
  await expect(dialog.locator('.katex').first()).toBeVisible();
  await dialog.getByRole('button', { name: en('quizForm.richText.insert') }).click();
  await expect(dialog).toBeHidden();
}

/** Types into the visual formula editor (MathLive) as a teacher would on a keyboard. */
async function typeVisual(dialog: Locator, keys: string[], options: { click?: boolean } = {}) {
  const editor = dialog.locator('math-field');
  await expect(editor).toHaveAttribute('aria-label', en('quizForm.richText.visual'));
  // A quick insert leaves the caret in its box (the root's inside): a click would move it.
  if (options.click ?? true) await editor.click();
  const keyboard = dialog.page().keyboard;
  for (const key of keys) {
    if (/^(ArrowRight|Backspace|Tab)$/.test(key)) await keyboard.press(key);
    else await keyboard.type(key, { delay: 30 });
  }
}

test('A maths teacher writes formulas with the Formula button, code and explanations; a student sees them typeset and explained, and the worksheet prints them', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const teacher = await signUp(request, { displayName: 'Cô Hoa' });
  await storeSession(page, teacher.record);
  const title = `Algebra ${Date.now().toString(36)}`;

  await test.step('the teacher builds a quadratic, a fraction and a root in the visual editor', async () => {
    await page.goto('/create-quiz');
    await afterSplash(page);
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Make this quiz public').check();

    const q1 = page.getByRole('group', { name: 'Question 1' });
    await q1.getByRole('textbox', { name: 'Question 1 text' }).fill('Solve ');
    await formula(
      page,
      'the text of question 1',
      (dialog) => typeVisual(dialog, ['x^2', 'ArrowRight', '+3x-4=0']),
      /^x\^2\+3x-4=0$/,
    );
    await expect(q1.getByRole('textbox', { name: 'Question 1 text' })).toHaveValue('Solve $x^2+3x-4=0$');
    await expect(
      q1
        .getByRole('group', { name: en('quizForm.richText.previewOf', { place: 'the text of question 1' }) })
        .locator('.katex'),
    ).toBeVisible();
    await q1.getByLabel('Question 1 option 1').fill('$x = 1$ or $x = -4$');
    await q1.getByLabel('Question 1 option 2').fill('$x = 4$ or $x = -1$');
    await q1.getByLabel('Question 1 option 3').fill('$x = 2$');
    await q1.getByLabel('Question 1 option 4').fill('No real root');
    await q1.getByLabel('Option 1 is correct').check();
    await q1.getByLabel(en('quizForm.richText.explanation')).fill('It factors: $(x+4)(x-1) = 0$.');

    await page.getByRole('button', { name: 'Add Question' }).click();
    const q2 = page.getByRole('group', { name: 'Question 2' });
    await q2.getByLabel('Question 2 text').fill('Which is equal to $0.5$?');
    await formula(page, 'option 1 of question 2', (dialog) => typeVisual(dialog, ['1/2']), /^\\frac\{?1\}?\{?2\}?$/);
    // MathLive writes the short form a LaTeX writer would: \frac12.
    await expect(q2.getByLabel('Question 2 option 1')).toHaveValue(/^\$\\frac\{?1\}?\{?2\}?\$$/);
    await formula(
      page,
      'option 2 of question 2',
      async (dialog) => {
        await dialog.getByRole('button', { name: en('quizForm.richText.sqrt') }).click();
        await typeVisual(dialog, ['2'], { click: false });
      },
      /^\\sqrt\{?2\}?$/,
    );
    await q2.getByLabel('Question 2 option 3').fill('$2^{-2}$');
    // A link in a formula is refused at its field, in words.
    await q2.getByLabel('Question 2 option 4').fill('$\\href{https://example.com}{0.5}$');
    await q2.getByLabel('Option 1 is correct').check();
    await q2
      .getByLabel(en('quizForm.richText.explanation'))
      .fill('$\\frac{1}{2} = 0.5$ and $\\sqrt{2} \\approx 1.41$.');

    await page.getByRole('button', { name: 'Add Question' }).click();
    const q3 = page.getByRole('group', { name: 'Question 3' });
    await q3.getByLabel('Question 3 text').fill('What does this print?\n```python\nprint(2 ** 3)\n```');
    await q3.getByLabel('Question 3 option 1').fill('`8`');
    await q3.getByLabel('Question 3 option 2').fill('`6`');
    await q3.getByLabel('Option 1 is correct').check();
    for (let i = 4; i > 2; i--) await q3.getByRole('button', { name: `Remove option ${i}` }).click();
    await q3.getByLabel(en('quizForm.richText.explanation')).fill('`**` raises to a **power**: $2^3 = 8$.');
    await expect(q3.locator('pre.rich-code')).toBeVisible();

    await page.getByRole('button', { name: 'Create Quiz' }).click();
    await expect(q2.getByText('\\href is not allowed in a formula')).toBeVisible();
    await q2.getByLabel('Question 2 option 4').fill('$0.25$');
    await page.getByRole('button', { name: 'Create Quiz' }).click();
    await expect(page.getByText('Quiz created successfully!')).toBeVisible();
  });

  const editHref = await page
    .getByRole('article', { name: title })
    .getByRole('link', { name: `Edit ${title}` })
    .getAttribute('href');
  const quizId = editHref!.split('/').pop()!;

  await test.step('a student on a phone, reading Tiếng Việt, sees the math typeset and the explanations after', async () => {
    const student = await signUp(request, { displayName: 'Minh' });
    const phone = await (await browser.newContext({ ...smallPhone, locale: 'vi-VN' })).newPage();
    await storeSession(phone, student.record);
    await phone.goto(`/take-quiz/${quizId}`);
    await afterSplash(phone);
    const question = phone.getByRole('heading', { level: 2 });
    await expect(question.locator('.katex')).toBeVisible();
    // The formula is in the page as MathML too, for a screen reader.
    await expect(question.locator('math annotation')).toHaveText('x^2+3x-4=0');
    // No explanation before answering.
    await expect(phone.getByText(vi('richText.why'))).toHaveCount(0);
    await phone.getByRole('radio').first().click();
    await phone.getByRole('button', { name: vi('submissions.take.next') }).click();
    await expect(phone.getByRole('radio').first().locator('.katex-html')).toBeVisible();
    await phone.getByRole('radio').nth(2).click();
    await phone.getByRole('button', { name: vi('submissions.take.next') }).click();
    await expect(phone.locator('pre.rich-code')).toContainText('print(2 ** 3)');
    await phone.getByRole('radio').first().click();
    await phone.getByRole('button', { name: vi('submissions.take.submit') }).click();
    await expect(phone.getByRole('heading', { name: vi('submissions.results.title') })).toBeVisible();
    const rating = phone.getByRole('dialog', { name: vi('submissions.ratingModal.title') });
    await expect(rating).toBeVisible();
    await rating.getByRole('button', { name: vi('ui.close') }).click();
    await expect(phone.getByText(vi('richText.why'))).toHaveCount(3);
    await expect(phone.getByText('raises to a')).toBeVisible();
    await expect(phone.getByText('It factors:')).toBeVisible();
    const scrollWidth = await phone.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(smallPhone.viewport.width);
  });

  await test.step('the worksheet with its key prints the formulas typeset, black on white, and the explanations', async () => {
    await page.goto(`/quiz/${quizId}/print?answers=1`);
    await afterSplash(page);
    await expect(page.getByRole('button', { name: en('transfer.print.print') })).toBeEnabled();
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.katex').first()).toBeVisible();
    const color = await page
      .locator('.katex')
      .first()
      .evaluate((el) => getComputedStyle(el).color);
    expect(color).toBe('rgb(0, 0, 0)');
    await expect(page.getByText('It factors:')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
  });
});

test('Two players play a maths quiz live, host-paced: the projector shows the formula, and "Why" after the question', async ({
  browser,
  request,
}) => {
  test.slow();
  const host = await signUp(request, { displayName: 'Thầy Nam' });
  const created = await request.post('/api/quizzes', {
    headers: { authorization: `Bearer ${host.token}` },
    data: {
      title: `Roots ${Date.now().toString(36)}`,
      isPublic: false,
      category: 'Mathematics',
      questions: [
        {
          content: 'What is $\\sqrt{16} + \\frac{1}{2}$?',
          options: [
            { label: '$4.5$', isCorrect: true },
            { label: '$8.5$', isCorrect: false },
          ],
          explanation: '$\\sqrt{16} = 4$ and $\\frac{1}{2} = 0.5$.',
        },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const quizId = ((await created.json()) as { data: { _id: string } }).data._id;
  const room = await request.post('/api/rooms', {
    headers: { authorization: `Bearer ${host.token}` },
    data: { quizId, maxParticipants: 10, timeLimit: 60, mode: 'host_paced' },
  });
  expect(room.status()).toBe(201);
  const code = ((await room.json()) as { data: { code: string } }).data.code;

  const projector = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  await storeSession(projector, host.record);
  await projector.goto(`/room/${code}/present`);
  await afterSplash(projector);

  const players: Page[] = [];
  for (const nickname of ['An', 'Bình']) {
    const phone = await (await browser.newContext(smallPhone)).newPage();
    await phone.goto(`/play?code=${code}`);
    await afterSplash(phone);
    await phone.getByLabel('Nickname').fill(nickname);
    await phone.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(phone.getByText('Only the host can start the game. Please wait...')).toBeVisible();
    players.push(phone);
  }
  await expect(projector.getByRole('heading', { name: '2 players' })).toBeVisible();
  await projector.getByRole('button', { name: 'Start' }).click();

  const heading = projector.getByRole('heading', { level: 2 }).filter({ has: projector.locator('.katex') });
  await expect(heading).toBeVisible();
  await expect(heading.locator('math annotation')).toHaveText('\\sqrt{16} + \\frac{1}{2}');
  // Large from the back of the room: the formula is drawn at the heading's size.
  const size = await heading.locator('.katex').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(size).toBeGreaterThanOrEqual(30);
  await expect(projector.getByText(en('richText.why'))).toHaveCount(0);

  for (const [i, phone] of players.entries()) {
    const options = phone.getByRole('list', { name: 'Options' });
    await expect(options.locator('.katex').first()).toBeVisible({ timeout: 30_000 });
    await options.getByRole('button', { name: i === 0 ? '4.5' : '8.5' }).click({ timeout: 10_000 });
  }
  const why = projector.getByRole('heading', { name: en('richText.why') });
  await expect(why).toBeVisible();
  // The explanation, typeset, with each formula named in words for a screen reader.
  await expect(projector.locator('math[aria-label*="end fraction, equals, 0.5"]')).toHaveCount(1);
  await expect(players[0]!.getByText('Correct!')).toBeVisible();
});

test(
  'Pages with formulas, code and explanations have no serious accessibility findings',
  { tag: '@audit' },
  async ({ browser, request }) => {
    test.setTimeout(8 * 60_000);
    const teacher = await signUp(request);
    const student = await signUp(request);
    const created = await request.post('/api/quizzes', {
      headers: { authorization: `Bearer ${teacher.token}` },
      data: {
        title: `Audit maths ${Date.now().toString(36)}`,
        isPublic: true,
        category: 'Mathematics',
        questions: [
          {
            content: 'Solve $x^2 + 3x - 4 = 0$.\n\n$$x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}$$',
            options: [
              { label: '$x = 1$ or $x = -4$', isCorrect: true },
              { label: '$x = \\sqrt{2}$', isCorrect: false },
            ],
            explanation: 'It factors: $(x+4)(x-1) = 0$.',
          },
          {
            content: 'What does this print?\n```python\nprint(2 ** 3)\n```',
            options: [
              { label: '`8`', isCorrect: true },
              { label: '`6`', isCorrect: false },
            ],
            explanation: '`**` raises to a **power**.',
          },
        ],
      },
    });
    expect(created.status()).toBe(201);
    const quiz = (
      (await created.json()) as { data: { _id: string; questions: { _id: string; options: { _id: string }[] }[] } }
    ).data;
    const submitted = await request.post(`/api/quizzes/${quiz._id}/submit`, {
      headers: { authorization: `Bearer ${student.token}` },
      data: {
        answers: quiz.questions.map((q) => ({ questionId: q._id, selectedAnswer: q.options[1]!._id })),
        timeSpent: 1,
      },
    });
    const submissionId = ((await submitted.json()) as { submission: { _id: string } }).submission._id;

    const audit = new Audit();
    const author = await (await browser.newContext()).newPage();
    await storeSession(author, teacher.record);
    await audit.page(author, `/edit-quiz/${quiz._id}`, (p) =>
      expect(
        p.getByRole('group', { name: en('quizForm.richText.previewOf', { place: 'the text of question 1' }) }),
      ).toBeVisible(),
    );
    await author
      .getByRole('button', { name: en('quizForm.richText.formulaFor', { place: 'the text of question 1' }) })
      .click();
    await expect(author.getByRole('dialog').locator('math-field')).toBeVisible();
    await audit.screen(author, 'the formula dialog');
    await author.keyboard.press('Escape');
    await audit.page(author, `/quiz/${quiz._id}/print?answers=1`, (p) =>
      expect(p.locator('.katex').first()).toBeVisible(),
    );

    const learner = await (await browser.newContext({ locale: 'vi-VN' })).newPage();
    await storeSession(learner, student.record);
    await audit.page(learner, `/take-quiz/${quiz._id}`, (p) => expect(p.locator('.katex').first()).toBeVisible());
    await audit.page(learner, `/results/${submissionId}`, (p) =>
      expect(p.getByText(vi('richText.why')).first()).toBeVisible(),
    );
    audit.expectClean();
  },
);
