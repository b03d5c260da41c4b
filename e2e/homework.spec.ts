/**
 * Homework and the gradebook (issue 38): a teacher assigns a quiz to a class of 26 from the quiz's page, due
 * tomorrow with late hand-ins taken for a while after; students on phones — two with login cards (one reading
 * Tiếng Việt), one with an account — find it in their To do, do it and see their score, one of them after the due
 * date, marked late; the teacher reads the gradebook, excuses a student who handed nothing in, downloads it as
 * XLSX, and reads it in Tiếng Việt.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { Language } from '@quiz/contract/languages';
import { messagesIn } from '@quiz/contract/message-catalog';
import { addRoster, cardSession, joinClass, loginCards, makeClass } from './support/classes';
import { afterSplash, expect, signUp, storeSession, test } from './support/fixtures';
import { text, vi } from './support/locales';
import { expectNoSidewaysScroll, smallPhone } from './support/phone';
import { homeworkQuiz } from './support/quizzes';

/** The class's time zone: the teacher's and the students' browsers, and the dates they read. */
const timeZone = 'Asia/Ho_Chi_Minh';
test.use({ timezoneId: timeZone });

const roster = Array.from({ length: 25 }, (_, i) => `Học sinh ${String(i + 1).padStart(2, '0')}`);
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const english = messagesIn('en');
const en = (key: string, values?: Record<string, string | number>) => text('en', key, values);

/** A moment's time of day in the class's time zone, as the To do writes it (17:00). */
const clockTime = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

async function phone(browser: Browser, language: Language, record: string) {
  const locale = language === 'vi' ? 'vi-VN' : 'en-US';
  const page = await (await browser.newContext({ ...smallPhone, locale, timezoneId: timeZone })).newPage();
  await storeSession(page, record);
  return page;
}

/** A row of the gradebook, found by the student's name in its header cell. */
const gradebookRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

/**
 * The three questions of `homeworkQuiz`, answered on the take-quiz page in `language`: all right, or the typed one
 * wrong (`rightCount` 2) or only the typed one right (`rightCount` 1). Every question is answered, so it hands in at once.
 */
async function answerHomework(page: Page, language: Language, rightCount: 1 | 2 | 3) {
  const t = (key: string, values?: Record<string, string | number>) => text(language, key, values);
  await expect(page.getByText(t('submissions.take.position', { number: 1, total: 3 }))).toBeVisible();
  await page.getByRole('radio', { name: rightCount === 1 ? '54' : '56', exact: true }).click();
  await page.getByRole('button', { name: t('submissions.take.next') }).click();
  await page
    .getByRole('radio', { name: t(rightCount === 1 ? 'questions.false' : 'questions.true'), exact: true })
    .click();
  await page.getByRole('button', { name: t('submissions.take.next') }).click();
  await page.getByLabel(t('questions.yourAnswer')).fill(rightCount === 2 ? '2' : '0.5');
  await page.getByRole('button', { name: t('submissions.take.submit') }).click();
  await expect(page).toHaveURL(/\/results\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: t('submissions.results.title') })).toBeVisible();
}

test('A teacher assigns homework to a class; students do it on phones, one late, and the gradebook shows it all', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const teacher = await signUp(request, { displayName: 'Cô Lan' });
  const quiz = await homeworkQuiz(request, teacher.token);
  const klass = await makeClass(request, teacher.token, { name: 'Lớp 5A', subject: 'Toán' });
  await addRoster(request, teacher.token, klass._id, roster);
  const learner = await signUp(request, { displayName: 'Trần Minh' });
  await joinClass(request, learner.token, klass.code);
  await storeSession(page, teacher.record);

  const assignmentId =
    await test.step('the teacher assigns the quiz from its page: due tomorrow, late hand-ins allowed after', async () => {
      await page.goto(`/quiz/${quiz.id}`);
      await afterSplash(page);
      await page.getByRole('button', { name: en('assignments.assign'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: en('assignments.form.title', { quiz: quiz.title }) });
      // Chromium names the zone by its older alias, Asia/Saigon.
      const zone = en('assignments.form.timeZone', { zone: 'ZONE' })
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace('ZONE', 'Asia/(Ho_Chi_Minh|Saigon)');
      await expect(dialog.getByText(new RegExp(zone))).toBeVisible();
      await dialog.getByRole('checkbox', { name: 'Lớp 5A' }).check();
      // Tomorrow at 17:00 on the teacher's clock, late hand-ins until two days after.
      const { due, closes } = await page.evaluate(() => {
        const pad = (n: number) => String(n).padStart(2, '0');
        const input = (d: Date) =>
          `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
        const dueAt = new Date();
        dueAt.setDate(dueAt.getDate() + 1);
        dueAt.setHours(17, 0, 0, 0);
        const closesAt = new Date(dueAt);
        closesAt.setDate(closesAt.getDate() + 2);
        return { due: input(dueAt), closes: input(closesAt) };
      });
      await dialog.getByLabel(en('assignments.form.dueAt')).fill(due);
      await dialog.getByRole('radio', { name: en('assignments.form.lateUntil') }).check();
      await dialog.getByLabel(en('assignments.form.closesAt')).fill(closes);
      await dialog.getByRole('button', { name: en('assignments.form.submit'), exact: true }).click();
      await expect(page.getByText(english.assigned(1))).toBeVisible();
      await expect(dialog).toBeHidden();

      await page.goto(`/classes/${klass._id}`);
      await afterSplash(page);
      const homework = page.getByRole('region', { name: en('assignments.class.title') });
      const row = homework.getByRole('listitem').filter({ hasText: quiz.title });
      await expect(row).toContainText(en('assignments.class.handedIn', { count: 0, total: 26 }));
      const listed = await request.get(`/api/classes/${klass._id}/assignments`, { headers: auth(teacher.token) });
      const [assignment] = ((await listed.json()) as { data: { _id: string; dueAt: string }[] }).data;
      expect(clockTime(new Date(assignment!.dueAt))).toBe('17:00');
      return assignment!._id;
    });

  const cards = await loginCards(request, teacher.token, klass._id);
  const card = (name: string) => cards.find((one) => one.name === name)!;

  await test.step('a card student on a phone in Tiếng Việt finds it in the To do, does it and sees the score', async () => {
    const student = await phone(browser, 'vi', (await cardSession(request, klass.code, card(roster[2]!))).record);
    await student.goto('/dashboard');
    await afterSplash(student);
    const todo = student.getByRole('list', { name: vi('assignments.todo.openLabel') });
    await expect(student.getByRole('heading', { name: vi('assignments.todo.title') })).toBeVisible();
    const item = todo.getByRole('listitem').filter({ hasText: quiz.title });
    await expect(item).toContainText(vi('assignments.state.todo'));
    await expect(item).toContainText(vi('assignments.todo.classLine', { name: 'Lớp 5A', teacher: 'Cô Lan' }));
    await expect(item).toContainText(vi('assignments.due.tomorrow', { time: '17:00' }));
    await expectNoSidewaysScroll(student);
    await item.getByRole('link', { name: vi('assignments.todo.startNamed', { title: quiz.title }) }).click();
    await expect(student).toHaveURL(new RegExp(`/take-quiz/${quiz.id}\\?assignment=${assignmentId}$`));
    const banner = student.getByRole('region', { name: vi('assignments.banner.label') });
    await expect(banner).toContainText(vi('assignments.banner.forClass', { name: 'Lớp 5A' }));
    await expect(banner).toContainText(vi('assignments.due.tomorrow', { time: '17:00' }));
    await expectNoSidewaysScroll(student);
    await answerHomework(student, 'vi', 3);
    await expect(student.getByText('100,0%')).toBeVisible();
    await expect(student.getByText(vi('assignments.results.late'))).toHaveCount(0);
    await student.getByRole('link', { name: vi('assignments.banner.backToTodo') }).click();
    await expect(student.getByText(vi('assignments.todo.nothingOpen'))).toBeVisible();
    await student.getByText(vi('assignments.todo.past', { count: 1 })).click();
    await expect(
      student
        .getByRole('list', { name: vi('assignments.todo.pastLabel') })
        .getByText(vi('assignments.todo.score', { score: '100' })),
    ).toBeVisible();
    await student.context().close();
  });

  await test.step('the student with an account does it on a phone in English: 2 of 3', async () => {
    const student = await phone(browser, 'en', learner.record);
    await student.goto('/dashboard');
    await afterSplash(student);
    const item = student
      .getByRole('list', { name: en('assignments.todo.openLabel') })
      .getByRole('listitem')
      .filter({ hasText: quiz.title });
    await expect(item).toContainText(en('assignments.due.tomorrow', { time: '17:00' }));
    await item.getByRole('link', { name: en('assignments.todo.startNamed', { title: quiz.title }) }).click();
    await expect(
      student
        .getByRole('region', { name: en('assignments.banner.label') })
        .getByText(en('assignments.state.late'), { exact: true }),
    ).toHaveCount(0);
    await answerHomework(student, 'en', 2);
    await expect(student.getByText('66.7%')).toBeVisible();
    await student.context().close();
  });

  // The due date passes: the teacher's own dates moved into the past (late hand-ins still taken for a day).
  const closesAt = new Date(Date.now() + 24 * 3600_000);
  const moved = await request.put(`/api/assignments/${assignmentId}`, {
    headers: auth(teacher.token),
    data: {
      opensAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
      // Just past: the class (joined when the journey began) was in it before it was due, so those who did not
      // hand in are missing, not absent.
      dueAt: new Date(Date.now() - 2000).toISOString(),
      closesAt: closesAt.toISOString(),
    },
  });
  expect(moved.ok()).toBe(true);

  await test.step('another card student does it after the due date: their To do and their result say it is late', async () => {
    const student = await phone(browser, 'en', (await cardSession(request, klass.code, card(roster[7]!))).record);
    await student.goto('/dashboard');
    await afterSplash(student);
    const item = student
      .getByRole('list', { name: en('assignments.todo.openLabel') })
      .getByRole('listitem')
      .filter({ hasText: quiz.title });
    await expect(item).toContainText(en('assignments.state.late'));
    await expect(item).toContainText(en('assignments.until.tomorrow', { time: clockTime(closesAt) }));
    await expectNoSidewaysScroll(student);
    await item.getByRole('link', { name: en('assignments.todo.startNamed', { title: quiz.title }) }).click();
    const banner = student.getByRole('region', { name: en('assignments.banner.label') });
    await expect(banner).toContainText(en('assignments.banner.lateNote'));
    await answerHomework(student, 'en', 1);
    await expect(student.getByText('33.3%')).toBeVisible();
    await expect(student.getByText(en('assignments.results.late'))).toBeVisible();
    await student.getByRole('link', { name: en('assignments.banner.backToTodo') }).click();
    await student.getByText(en('assignments.todo.past', { count: 1 })).click();
    await expect(student.getByText(en('assignments.todo.scoreLate', { score: '33.3' }))).toBeVisible();
    await student.context().close();
  });

  await test.step('the teacher reads the gradebook: three scores, one late, the rest missing', async () => {
    await page.goto(`/classes/${klass._id}`);
    await afterSplash(page);
    const homework = page.getByRole('region', { name: en('assignments.class.title') });
    await expect(homework).toContainText(en('assignments.class.handedIn', { count: 3, total: 26 }));
    await homework.getByRole('link', { name: en('assignments.class.gradebook') }).click();
    await expect(page).toHaveURL(new RegExp(`/classes/${klass._id}/gradebook$`));
    await expect(
      page.getByRole('heading', { name: en('gradebook.title', { name: 'Lớp 5A' }), level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('columnheader', { name: quiz.title })).toBeVisible();
    await expect(gradebookRow(page, roster[2]!)).toContainText('100%');
    await expect(gradebookRow(page, 'Trần Minh')).toContainText('67%');
    const late = gradebookRow(page, roster[7]!);
    await expect(late).toContainText('33%');
    await expect(late.getByText(en('gradebook.mark.late'), { exact: true })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByText(en('gradebook.mark.missing'), { exact: true })).toHaveCount(23);
    await expect(table.getByRole('rowheader', { name: en('gradebook.classAverage') })).toBeVisible();
    await expect(table.getByText(en('gradebook.handedIn_other', { count: 3 }))).toBeVisible();
  });

  await test.step('the teacher excuses a student who handed nothing in, through the cell’s menu', async () => {
    const absent = gradebookRow(page, roster[0]!);
    await expect(absent.getByText(en('gradebook.mark.missing'), { exact: true })).toBeVisible();
    await absent
      .getByRole('button', { name: en('gradebook.menu.label', { name: roster[0]!, title: quiz.title }) })
      .click();
    await page.getByRole('menuitem', { name: en('gradebook.menu.excuse') }).click();
    await expect(page.getByText(english.studentOverrideSaved)).toBeVisible();
    await expect(absent.getByText(en('gradebook.mark.excused'), { exact: true })).toBeVisible();
    await expect(absent.getByText(en('gradebook.mark.missing'), { exact: true })).toHaveCount(0);
    await expect(page.getByRole('table').getByText(en('gradebook.mark.missing'), { exact: true })).toHaveCount(22);
  });

  await test.step('the teacher downloads the gradebook as XLSX', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: en('report.downloadXlsx') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`quiz-adventure-gradebook-${klass.code}.xlsx`);
    const file = await readFile(await download.path());
    expect(file.subarray(0, 2).toString('latin1')).toBe('PK');
    // The spreadsheet says what the page says: a row per student, the late score and the excuse in words.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const rows = new Map<string, string[]>();
    workbook.worksheets[0]!.eachRow((row) => {
      const cells = (row.values as unknown[]).slice(1).map((value) => String(value ?? ''));
      rows.set(cells[0]!, cells);
    });
    expect(rows.size).toBe(1 + 26 + 1);
    expect(rows.get(roster[7]!)).toContain('33.3 (late)');
    expect(rows.get(roster[0]!)).toContain('excused');
    expect(rows.get(roster[1]!)).toContain('missing');
  });

  await test.step('in Tiếng Việt, the gradebook’s headings and marks are Vietnamese', async () => {
    await page
      .getByRole('banner')
      .getByRole('combobox', { name: en('language.label') })
      .selectOption('vi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(
      page.getByRole('heading', { name: vi('gradebook.title', { name: 'Lớp 5A' }), level: 1 }),
    ).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader', { name: vi('gradebook.student'), exact: true })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: vi('gradebook.average'), exact: true })).toBeVisible();
    await expect(table.getByText(vi('gradebook.kind.assignment'), { exact: true })).toBeVisible();
    await expect(gradebookRow(page, roster[7]!).getByText(vi('gradebook.mark.late'), { exact: true })).toBeVisible();
    await expect(gradebookRow(page, roster[0]!).getByText(vi('gradebook.mark.excused'), { exact: true })).toBeVisible();
    await expect(table.getByText(vi('gradebook.mark.missing'), { exact: true })).toHaveCount(22);
    await expect(table.getByRole('rowheader', { name: vi('gradebook.classAverage') })).toBeVisible();
    await expect(table.getByText(vi('gradebook.handedIn_other', { count: 3 }))).toBeVisible();
    await expect(page.getByText(vi('gradebook.legend'))).toBeVisible();

    await page
      .getByRole('link', { name: vi('gradebook.backToClass') })
      .first()
      .click();
    const homework = page.getByRole('region', { name: vi('assignments.class.title') });
    await expect(homework).toContainText(vi('assignments.class.handedIn', { count: 3, total: 26 }));
    await expect(homework.getByRole('link', { name: vi('assignments.class.gradebook') })).toBeVisible();
  });
});
