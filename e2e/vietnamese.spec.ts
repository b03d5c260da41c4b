/**
 * Issue 20: the whole journey in Tiếng Việt — a browser set to Vietnamese gets the interface in Vietnamese on its
 * first visit; a teacher signs up (the verification mail is in Vietnamese), creates a quiz, takes it, hosts a live
 * game; a student joins with the code and a nickname, chats and plays; every screen checked for its Vietnamese texts.
 */
import { messagesIn } from '@quiz/contract/message-catalog';
import { afterSplash, expect, mailbox, newPerson, smoke, test } from './support/fixtures';
import { openRoom } from './support/live';
import { text, vi } from './support/locales';

const tiengViet = messagesIn('vi');

test.use({ locale: 'vi-VN' });

test(
  'A Vietnamese teacher and her class use Quiz Adventure in Tiếng Việt, from sign-up to the podium',
  smoke,
  async ({ page, browser }) => {
    test.slow();
    const teacher = { ...newPerson(), displayName: 'Cô Lan' };
    const title = `Hệ Mặt Trời ${Date.now().toString(36)}`;

    await test.step('the first visit speaks Vietnamese, as the browser does', async () => {
      await page.goto('/');
      await afterSplash(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
      await expect(page.getByRole('heading', { name: vi('landing.hero.title') })).toBeVisible();
      await expect(page.getByRole('combobox', { name: vi('language.label') })).toHaveValue('vi');
    });

    await test.step('she signs up in Vietnamese and the verification mail is in Vietnamese', async () => {
      await page
        .getByRole('link', { name: vi('landing.getStarted') })
        .first()
        .click();
      await expect(page.getByRole('heading', { name: vi('register.title') })).toBeVisible();
      await page.getByLabel(vi('register.username')).fill(teacher.username);
      await page.getByLabel(vi('register.email')).fill(teacher.email);
      await page.getByLabel(vi('register.displayName')).fill(teacher.displayName);
      await page.getByLabel(vi('register.password'), { exact: true }).fill(teacher.password);
      await page.getByLabel(vi('register.confirmPassword')).fill('something-else');
      await page.getByRole('button', { name: vi('register.submit') }).click();
      // A rule of the form, in Vietnamese.
      await expect(page.getByText(tiengViet.passwordsDoNotMatch)).toBeVisible();
      await page.getByLabel(vi('register.confirmPassword')).fill(teacher.password);
      await page.getByRole('button', { name: vi('register.submit') }).click();
      await expect(page.getByRole('heading', { name: vi('register.doneTitle') })).toBeVisible();

      const mail = await mailbox.latest(teacher.email, 'Xác minh email của bạn');
      expect(mail.text).toContain('Xin chào Cô Lan,');
      await page.goto(mailbox.link(mail, '/verify-email/'));
      await expect(page.getByRole('main').getByText(tiengViet.verificationSuccess)).toBeVisible();
    });

    await test.step('a wrong password is refused in Vietnamese, then she logs in', async () => {
      await page.goto('/login');
      await afterSplash(page);
      await page.getByLabel(vi('login.email')).fill(teacher.email);
      await page.getByLabel(vi('login.password')).fill('not-my-password');
      await page.getByRole('button', { name: vi('login.submit') }).click();
      await expect(page.getByRole('main').getByText(tiengViet.invalidCredentials)).toBeVisible();
      await page.getByLabel(vi('login.password')).fill(teacher.password);
      await page.getByRole('button', { name: vi('login.submit') }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('tab', { name: vi('dashboard.tabs.quizzes') })).toBeVisible();
    });

    await test.step('she writes a quiz, told in Vietnamese what is missing', async () => {
      await page.getByRole('button', { name: vi('dashboard.myQuizzes.createNew') }).click();
      await page
        .getByRole('dialog')
        .getByRole('link', { name: vi('dashboard.myQuizzes.manual') })
        .click();
      await expect(page.getByRole('heading', { name: vi('quizzes.create.title') })).toBeVisible();
      await page.getByLabel(vi('quizForm.title'), { exact: true }).fill(title);
      await page.getByLabel(vi('quizForm.public')).check();
      const q1 = page.getByRole('group', { name: vi('quizForm.question', { number: 1 }) });
      await q1.getByLabel(vi('quizForm.questionText', { number: 1 })).fill('Hành tinh nào gần Mặt Trời nhất?');
      for (const [i, label] of ['Sao Thủy', 'Sao Kim', 'Trái Đất', 'Sao Hỏa'].entries()) {
        await q1.getByLabel(vi('quizForm.optionAria', { question: 1, option: i + 1 })).fill(label);
      }
      await page.getByRole('button', { name: vi('quizzes.create.submit') }).click();
      await expect(q1.getByText(tiengViet.correctAnswerRequired)).toBeVisible();
      await q1.getByLabel(vi('quizForm.optionCorrect', { number: 1 })).check();
      await page.getByRole('button', { name: vi('quizzes.create.submit') }).click();
      await expect(page.getByText(tiengViet.quizCreated)).toBeVisible();
    });

    let quizId = '';
    await test.step('she takes it solo and reads her result in Vietnamese', async () => {
      await page
        .getByRole('article', { name: title })
        .getByRole('link', { name: vi('quizzes.takeQuiz') })
        .click();
      await expect(page).toHaveURL(/\/quiz\/[0-9a-f-]{36}$/);
      quizId = page.url().split('/').pop()!;
      await page.getByRole('link', { name: vi('quizzes.details.takeSolo') }).click();
      await expect(page.getByText(vi('submissions.take.position', { number: 1, total: 1 }))).toBeVisible();
      await page.getByRole('radio', { name: 'Sao Thủy' }).click();
      await page.getByRole('button', { name: vi('submissions.take.submit') }).click();
      await expect(page.getByRole('heading', { name: vi('submissions.results.title') })).toBeVisible();
      await expect(page.getByText(vi('submissions.results.bands.excellent'))).toBeVisible();
    });

    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('user')!) as { token: string }).token);
    expect(
      await page.evaluate(() => (JSON.parse(localStorage.getItem('user')!) as { language: string }).language),
    ).toBe('vi');
    const code = await openRoom(page.request, token, quizId);
    const student = await (await browser.newContext({ locale: 'vi-VN' })).newPage();

    await test.step('a student joins with the code and a nickname, all in Vietnamese, and says hello', async () => {
      await page.goto(`/room/${code}`);
      await afterSplash(page);
      await expect(page.getByText(vi('lobby.youAreHost'))).toBeVisible();

      await student.goto(`/play?code=${code}`);
      await afterSplash(student);
      await expect(student.getByText(vi('play.chooseName', { code }))).toBeVisible();
      await student.getByLabel(vi('play.nickname')).fill('Minh');
      await student.getByRole('button', { name: vi('play.join'), exact: true }).click();
      await expect(student.getByText(vi('lobby.onlyHostStarts'))).toBeVisible();
      await expect(page.getByText(tiengViet.userJoined('Minh'))).toBeVisible();

      await student.getByLabel(vi('chat.message')).fill('Em chào cô ạ!');
      await student.getByRole('button', { name: vi('chat.send') }).click();
      await expect(page.getByText('Em chào cô ạ!')).toBeVisible();
    });

    await test.step('they play, and the podium is in Vietnamese', async () => {
      await page.getByRole('button', { name: vi('lobby.start') }).click();
      await expect(page.getByRole('heading', { name: vi('game.class.title') })).toBeVisible();
      await expect(student.getByText(vi('game.questionOf', { number: 1, total: 1 }))).toBeVisible({ timeout: 30_000 });
      await student.getByRole('button', { name: 'Sao Thủy', exact: true }).click();
      for (const screen of [student, page]) {
        await expect(screen.getByText(vi('results.finalLeaderboard'))).toBeVisible({ timeout: 30_000 });
      }
      await expect(
        student
          .getByRole('list', { name: vi('results.completeRankings') })
          .getByRole('listitem')
          .first(),
      ).toContainText('Minh');
    });
  },
);

test.describe('a reader of English', () => {
  test.use({ locale: 'en-US' });

  test(
    'switches the interface to Tiếng Việt with the language switch, and the browser keeps the choice',
    smoke,
    async ({ page }) => {
      await page.goto('/');
      await afterSplash(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { name: text('en', 'landing.hero.title') })).toBeVisible();

      await page.getByRole('combobox', { name: text('en', 'language.label') }).selectOption('vi');
      await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
      await expect(page.getByRole('heading', { name: vi('landing.hero.title') })).toBeVisible();

      await page.reload();
      await afterSplash(page);
      await expect(page.getByRole('heading', { name: vi('landing.hero.title') })).toBeVisible();
      await expect(page.getByRole('combobox', { name: vi('language.label') })).toHaveValue('vi');

      await page.getByRole('combobox', { name: vi('language.label') }).selectOption('en');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { name: text('en', 'landing.hero.title') })).toBeVisible();
    },
  );
});
