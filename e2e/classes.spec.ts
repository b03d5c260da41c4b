/**
 * A teacher's class (issue 38): made from the dashboard, a roster of young students without e-mail pasted in, their
 * login cards printed, and students on phones signing in — with a card (typed, or its QR code's link) and with an
 * account of their own through the join link; the teacher then sees them and removes one.
 */
import type { APIRequestContext, Browser } from '@playwright/test';
import type { Language } from '@quiz/contract/languages';
import { afterSplash, expect, signUp, storeSession, test } from './support/fixtures';
import { text } from './support/locales';
import { expectNoSidewaysScroll, smallPhone } from './support/phone';

const roster = Array.from({ length: 25 }, (_, i) => `Học sinh ${String(i + 1).padStart(2, '0')}`);

async function phone(browser: Browser, language: Language, record?: string) {
  const locale = language === 'vi' ? 'vi-VN' : 'en-US';
  const page = await (await browser.newContext({ ...smallPhone, locale })).newPage();
  if (record) await storeSession(page, record);
  return page;
}

async function loginCards(request: APIRequestContext, token: string, classId: string) {
  const res = await request.get(`/api/classes/${classId}/cards`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { cards: { _id: string; name: string; secret: string }[] } }).data.cards;
}

test('A teacher makes a class of 25 students without e-mail, prints their cards, and students sign in on phones', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const en = (key: string, values?: Record<string, string | number>) => text('en', key, values);
  const teacher = await signUp(request, { displayName: 'Cô Lan' });
  await storeSession(page, teacher.record);

  const { classId, code } =
    await test.step('the teacher creates the class from the dashboard’s Classes tab', async () => {
      await page.goto('/dashboard');
      await afterSplash(page);
      await page.getByRole('tab', { name: en('dashboard.tabs.classes') }).click();
      await page.getByLabel(en('classes.form.name')).fill('Lớp 5A');
      await page.getByLabel(en('classes.form.subject')).fill('Toán');
      await page.getByRole('button', { name: en('classes.new.submit') }).click();
      await expect(page).toHaveURL(/\/classes\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { name: 'Lớp 5A', level: 1 })).toBeVisible();
      const classId = page.url().split('/').pop()!;
      const listed = await request.get('/api/classes', { headers: { authorization: `Bearer ${teacher.token}` } });
      const { code } = ((await listed.json()) as { data: { teaching: { code: string }[] } }).data.teaching[0]!;
      await expect(page.getByText(code).first()).toBeVisible();
      return { classId, code };
    });

  await test.step('the teacher pastes the roster of 25 names and prints their login cards, 8 to a page', async () => {
    await page.getByLabel(en('classes.roster.names')).fill(`Họ và tên\n${roster.join('\n')}\n`);
    await page.getByRole('button', { name: en('classes.roster.submit') }).click();
    const rosterForm = page.getByRole('region', { name: en('classes.roster.title') });
    await expect(rosterForm.getByRole('status')).toHaveText('25 students added');
    await page
      .getByRole('link', { name: en('classes.cards.print') })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/classes/${classId}/cards$`));
    await expect(page.getByText(en('classes.cards.hint_other', { count: 25 }))).toBeVisible();
    await expect(page.getByRole('region', { name: en('classes.cards.sheet', { page: 4, pages: 4 }) })).toBeVisible();
    for (const name of [roster[0]!, roster[24]!]) await expect(page.getByText(name, { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: en('classes.cards.qrAlt', { name: roster[0]! }) })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: en('classes.cards.printNow') })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
  });

  const cards = await loginCards(request, teacher.token, classId);

  await test.step('a card student signs in on a phone in Tiếng Việt: the code, their name, the secret', async () => {
    const vi = (key: string, values?: Record<string, string | number>) => text('vi', key, values);
    const student = await phone(browser, 'vi');
    await student.goto('/class');
    await afterSplash(student);
    await expect(student.getByRole('heading', { name: vi('classes.signIn.title') })).toBeVisible();
    await student.getByLabel(vi('classes.code.label')).fill(code.toLowerCase());
    await student.getByRole('button', { name: vi('classes.signIn.next') }).click();
    await student.getByRole('button', { name: roster[2]!, exact: true }).click();
    const card = cards.find((one) => one.name === roster[2])!;
    const wrong = card.secret === '000000' ? '111111' : '000000';
    await student.getByLabel(vi('classes.signIn.secret')).fill(wrong);
    await student.getByRole('button', { name: vi('classes.signIn.submit') }).click();
    await expect(student.getByText('Mã bí mật chưa đúng. Hãy xem lại thẻ đăng nhập.')).toBeVisible();
    await student.getByLabel(vi('classes.signIn.secret')).fill(card.secret);
    await student.getByRole('button', { name: vi('classes.signIn.submit') }).click();
    await expect(student).toHaveURL(/\/dashboard/);
    await expectNoSidewaysScroll(student);
    // No e-mail to verify: a card student is not asked to.
    await expect(student.getByRole('link', { name: vi('dashboard.openProfile') })).toHaveCount(0);
    await student.getByRole('tab', { name: vi('dashboard.tabs.classes') }).click();
    await expect(student.getByText('Lớp 5A')).toBeVisible();
    await student.context().close();
  });

  await test.step('another card student scans their card: its link signs them in, and later they attach an e-mail', async () => {
    const card = cards.find((one) => one.name === roster[7])!;
    const student = await phone(browser, 'en');
    await student.goto(`/class#code=${code}&student=${card._id}&secret=${card.secret}`);
    await afterSplash(student);
    await expect(student).toHaveURL(/\/dashboard/);
    expect(student.url()).not.toContain(card.secret);
    // Older now, they attach an e-mail and a password to the same account, and sign in with them.
    await student.goto('/profile');
    await expect(student.getByText(en('profile.attach.loginCard'))).toBeVisible();
    const email = `hoc-sinh-08-${Date.now()}@example.com`;
    await student.getByLabel(en('profile.attach.username')).fill(`hs08${Date.now()}`);
    await student.getByLabel(en('profile.attach.email')).fill(email);
    await student.getByLabel(en('profile.attach.password')).fill('secret-123');
    await student.getByRole('button', { name: en('profile.attach.submit') }).click();
    await expect(student.getByText(email)).toBeVisible();
    const login = await request.post('/api/users/login', { data: { email, password: 'secret-123' } });
    expect(((await login.json()) as { user: { displayName: string } }).user.displayName).toBe(roster[7]);
    await student.context().close();
  });

  const learner = await signUp(request, { displayName: 'Trần Minh' });

  await test.step('a student with an account opens the join link on a phone and joins', async () => {
    const student = await phone(browser, 'en', learner.record);
    await student.goto(`/class/join?code=${code}`);
    await afterSplash(student);
    await student.getByRole('button', { name: en('classes.join.submit') }).click();
    await expect(
      student.getByText(en('classes.joinPage.joinedClass', { name: 'Lớp 5A', teacher: 'Cô Lan' })),
    ).toBeVisible();
    await expectNoSidewaysScroll(student);
    await student.context().close();
  });

  await test.step('the teacher sees all 26, removes the account student, who is then listed as removed', async () => {
    await page.goto(`/classes/${classId}`);
    await afterSplash(page);
    await expect(page.getByRole('heading', { name: en('classes.students.title', { count: 26 }) })).toBeVisible();
    await page.getByRole('button', { name: en('classes.students.removeNamed', { name: 'Trần Minh' }) }).click();
    const confirm = page.getByRole('dialog', { name: en('classes.students.removeTitle') });
    await confirm.getByRole('button', { name: en('classes.students.remove'), exact: true }).click();
    await expect(page.getByRole('heading', { name: en('classes.students.title', { count: 25 }) })).toBeVisible();
    await expect(page.getByText(en('classes.students.gone', { count: 1 }))).toBeVisible();
  });
});
