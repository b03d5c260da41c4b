/**
 * Issue 20: everything a student and a teacher do, with the keyboard alone — no mouse event anywhere in the
 * keyboard user's page: sign up, log in, create a quiz (putting an ordering question's items in order without
 * dragging), take it, then join a live game with the code and a nickname, chat in the lobby and play it.
 */
import { afterSplash, expect, mailbox, newPerson, signUp, smoke, storeSession, test } from './support/fixtures';
import { nextTabIs, press, tabTo, typeInto } from './support/keyboard';
import { hostsQuiz, openRoom } from './support/live';

test('Someone using only the keyboard signs up, creates a quiz with an ordering question, and takes it', async ({
  page,
}) => {
  test.slow();
  const person = newPerson();
  const title = `Keyboard quiz ${Date.now().toString(36)}`;

  await test.step('signs up: the fields come in the order they are read', async () => {
    await page.goto('/register');
    await afterSplash(page);
    await typeInto(page, page.getByLabel('Username'), person.username);
    await nextTabIs(page, page.getByLabel('Email'));
    await page.keyboard.type(person.email);
    await nextTabIs(page, page.getByLabel('Display name (optional)'));
    await page.keyboard.type(person.displayName);
    await nextTabIs(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(person.password);
    await nextTabIs(page, page.getByLabel('Confirm password'));
    await page.keyboard.type(person.password);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();
  });

  await test.step('verifies the email from the mail and logs in', async () => {
    const mail = await mailbox.latest(person.email, 'Verify your email');
    await page.goto(mailbox.link(mail, '/verify-email/'));
    await expect(page.getByRole('main').getByText('Email verification successful!')).toBeVisible();
    await page.goto('/login');
    await afterSplash(page);
    await typeInto(page, page.getByLabel('Email'), person.email);
    await nextTabIs(page, page.getByLabel('Password'));
    await page.keyboard.type(person.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  await test.step('creates a quiz: a single-choice question and an ordering one put in order with Move up', async () => {
    await page.goto('/create-quiz');
    await afterSplash(page);
    await typeInto(page, page.getByLabel('Title'), title);
    await press(page, page.getByLabel('Make this quiz public'), 'Space');
    const q1 = page.getByRole('group', { name: 'Question 1' });
    await typeInto(page, q1.getByLabel('Question 1 text'), 'Which planet is closest to the Sun?');
    for (const [i, label] of ['Mercury', 'Venus', 'Earth', 'Mars'].entries()) {
      await typeInto(page, q1.getByLabel(`Question 1 option ${i + 1}`), label);
    }
    await press(page, q1.getByLabel('Option 1 is correct'), 'Space');
    await expect(q1.getByLabel('Option 1 is correct')).toBeChecked();

    await press(page, page.getByRole('button', { name: 'Add Question' }));
    const q2 = page.getByRole('group', { name: 'Question 2' });
    await tabTo(page, q2.getByLabel('Question type'));
    // A closed list box changes with the arrow keys; typing the start of an option chooses it.
    await page.keyboard.type('Ordering');
    await expect(q2.getByLabel('Question type')).toHaveValue('ordering');
    await typeInto(page, q2.getByLabel('Question 2 text'), 'Put these in order, smallest first.');
    for (const [i, label] of ['Two', 'One', 'Three'].entries()) {
      await typeInto(page, q2.getByLabel(`Question 2 item ${i + 1}`), label);
    }
    await press(page, q2.getByRole('button', { name: 'Remove item 4' }));
    await press(page, q2.getByRole('button', { name: 'Move One up' }));
    await expect(q2.getByLabel('Question 2 item 1')).toHaveValue('One');
    await expect(q2.getByLabel('Question 2 item 2')).toHaveValue('Two');
    // The focus stays on the button that moved, so the next press moves the same item on.
    await expect(q2.getByRole('button', { name: 'Move One up' })).toBeFocused();
    await expect(q2.getByRole('status')).toHaveText('One is now at position 1 of 3');

    await press(page, page.getByRole('button', { name: 'Create Quiz' }));
    await expect(page.getByText('Quiz created successfully!')).toBeVisible();
  });

  await test.step('takes the quiz: choices with Space, moving on with Enter, and sees the result', async () => {
    await press(page, page.getByRole('article', { name: title }).getByRole('link', { name: 'Take Quiz' }));
    await press(page, page.getByRole('link', { name: 'Take Quiz Solo' }));
    await expect(page.getByText('Question 1 of 2')).toBeVisible();
    await press(page, page.getByRole('radio', { name: 'Mercury' }), 'Space');
    await expect(page.getByRole('radio', { name: 'Mercury' })).toHaveAttribute('aria-checked', 'true');
    await press(page, page.getByRole('button', { name: 'Next' }));
    await expect(page.getByText('Question 2 of 2')).toBeVisible();
    // The items come shuffled: Move up, pressed from the keyboard, puts them in order.
    const list = page.getByRole('list', { name: 'Items in your order' });
    for (const [i, item] of ['One', 'Two', 'Three'].entries()) {
      for (;;) {
        const order = await list.getByRole('listitem').allTextContents();
        if (order.findIndex((text) => text.includes(item)) <= i) break;
        await press(page, page.getByRole('button', { name: `Move ${item} up` }));
      }
    }
    await press(page, page.getByRole('button', { name: 'Submit Quiz' }));
    await expect(page.getByRole('heading', { name: 'Quiz Results' })).toBeVisible();
    await expect(page.getByText('2/2')).toBeVisible();
    await expect(page.getByText('Excellent!')).toBeVisible();
  });
});

test(
  'A student using only the keyboard joins a live game with the code and a nickname, chats and plays it',
  smoke,
  async ({ browser, page, request }) => {
    const host = await signUp(request, { displayName: 'Cô Lan' });
    const quiz = await hostsQuiz(request, host.token);
    const code = await openRoom(request, host.token, quiz.id);
    const hostPage = await (await browser.newContext()).newPage();
    await storeSession(hostPage, host.record);
    await hostPage.goto(`/room/${code}`);
    await afterSplash(hostPage);

    await test.step('joins from /play: the code, Enter, a nickname, Enter', async () => {
      await page.goto('/play');
      await afterSplash(page);
      // The code box has the focus from the start.
      await expect(page.getByLabel('Room Code')).toBeFocused();
      await page.keyboard.type(code);
      await page.keyboard.press('Enter');
      await expect(page.getByLabel('Nickname')).toBeFocused();
      await page.keyboard.type('Minh');
      await page.keyboard.press('Enter');
      await expect(page.getByText('Only the host can start the game. Please wait...')).toBeVisible();
    });

    await test.step('says hello in the lobby chat', async () => {
      await typeInto(page, page.getByLabel('Message', { exact: true }), 'Xin chào cô!');
      await page.keyboard.press('Enter');
      await expect(hostPage.getByText('Xin chào cô!')).toBeVisible();
    });

    await test.step('plays both questions with the keyboard and reaches the podium', async () => {
      await hostPage.getByRole('button', { name: 'START GAME' }).click();
      await expect(page).toHaveURL(new RegExp(`/quiz-game/${code}$`));
      await expect(page.getByText('Question 1 of 2')).toBeVisible({ timeout: 30_000 });
      await press(page, page.getByRole('button', { name: 'Pacific', exact: true }));
      await expect(page.getByText('Answer submitted! Moving to next question...')).toBeVisible();
      await expect(page.getByText('Question 2 of 2')).toBeVisible({ timeout: 30_000 });
      await press(page, page.getByRole('button', { name: 'Sargasso Sea', exact: true }));
      await expect(page.getByText('Final Leaderboard')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('list', { name: 'Complete Rankings' }).getByRole('listitem').first()).toContainText(
        'Minh',
      );
    });
  },
);
