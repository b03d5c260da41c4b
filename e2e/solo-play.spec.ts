import { afterSplash, expect, signUp, smoke, storeSession, test } from './support/fixtures';
import { publishQuiz } from './support/quizzes';

test(
  'A learner takes a quiz, sees an honest result, rates it, and finds every attempt in the history',
  smoke,
  async ({ page, request, loggedIn: _learner }) => {
    const quiz = await publishQuiz(request);

    await test.step('take it, leaving one question unanswered, and confirm', async () => {
      await page.goto(`/quiz/${quiz.id}`);
      await afterSplash(page);
      await page.getByRole('link', { name: 'Take Quiz Solo' }).click();
      await expect(page.getByText('Question 1 of 3')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
      await page.getByRole('radio', { name: 'The Sun' }).click();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('Question 2 of 3')).toBeVisible();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('radio', { name: 'Saturn' }).click();
      await page.getByRole('button', { name: 'Previous' }).click();
      await page.getByRole('button', { name: 'Previous' }).click();
      await expect(page.getByRole('radio', { name: 'The Sun' })).toHaveAttribute('aria-checked', 'true');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: 'Submit Quiz' }).click();
      await expect(page.getByText('You have 1 unanswered questions. Are you sure you want to submit?')).toBeVisible();
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
    });

    await test.step('the result is Good Job! with 2 of 3 right, and the rating modal opens by itself', async () => {
      await expect(page).toHaveURL(/\/results\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { name: 'Quiz Results' })).toBeVisible();
      await expect(page.getByText('66.7%')).toBeVisible();
      await expect(page.getByText('Good Job!')).toBeVisible();
      await expect(page.getByText('2/3')).toBeVisible();
      // By text, not by role: the rating dialog opens by itself after 2 s and hides the page from role queries.
      await expect(page.getByText('Your answer: Not answered')).toBeVisible();
      await expect(page.getByText('Correct answer: Eight')).toBeVisible();

      const modal = page.getByRole('dialog', { name: 'Rate this quiz' });
      await expect(modal).toBeVisible({ timeout: 10_000 });
      await modal.getByRole('button', { name: 'Submit Review' }).click();
      await expect(page.getByText('Please choose a star rating')).toBeVisible();
      await modal.getByRole('radio', { name: '5 stars' }).click();
      await modal.getByRole('button', { name: 'Submit Review' }).click();
      await expect(page.getByText('Thank you for rating this quiz!')).toBeVisible();
      await expect(modal).toBeHidden();
    });
    const firstAttempt = page.url();

    await test.step('the history shows attempt 1', async () => {
      await page.getByRole('link', { name: 'Back to Dashboard' }).click();
      await page.getByRole('tab', { name: 'My Submissions' }).click();
      await page.getByRole('button', { name: new RegExp(quiz.title) }).click();
      const table = page.getByRole('table');
      await expect(table.getByRole('row')).toHaveCount(2);
      await expect(table).toContainText('66.7%');
    });

    await test.step('retake it, all right this time', async () => {
      await page.getByRole('link', { name: 'Retake Quiz' }).click();
      for (const answer of ['The Sun', 'Eight']) {
        await page.getByRole('radio', { name: answer }).click();
        await page.getByRole('button', { name: 'Next' }).click();
      }
      await page.getByRole('radio', { name: 'Saturn' }).click();
      await page.getByRole('button', { name: 'Submit Quiz' }).click();
      await expect(page.getByText('Excellent!')).toBeVisible();
      await expect(page.getByText('Attempt 2')).toBeVisible();
      await page.getByRole('dialog', { name: 'Rate this quiz' }).getByRole('button', { name: 'Close' }).click();
    });

    await test.step('the history shows both attempts, and View Details opens the first', async () => {
      await page.getByRole('link', { name: 'Back to Dashboard' }).click();
      await page.getByRole('tab', { name: 'My Submissions' }).click();
      await page.getByRole('button', { name: new RegExp(quiz.title) }).click();
      const rows = page.getByRole('table').getByRole('row');
      await expect(rows).toHaveCount(3);
      await rows.filter({ hasText: '66.7%' }).getByRole('link', { name: 'View Details' }).click();
      expect(page.url()).toBe(firstAttempt);
      await expect(page.getByText('Attempt 1')).toBeVisible();
    });
  },
);

test('A logged-out visitor who starts a quiz logs in and lands back on it', async ({ page, request }) => {
  const quiz = await publishQuiz(request);
  const learner = await signUp(request);
  await page.goto(`/take-quiz/${quiz.id}`);
  await afterSplash(page);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('Email').fill(learner.person.email);
  await page.getByLabel('Password').fill(learner.person.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`/take-quiz/${quiz.id}$`));
  await expect(page.getByText('Question 1 of 3')).toBeVisible();
});

test("Someone else's results are not shown", async ({ page, request, loggedIn: _me }) => {
  const quiz = await publishQuiz(request);
  const other = await signUp(request);
  const res = await request.post(`/api/quizzes/${quiz.id}/submit`, {
    headers: { authorization: `Bearer ${other.token}` },
    data: { answers: [] },
  });
  const { submission } = (await res.json()) as { submission: { _id: string } };
  await page.goto(`/results/${submission._id}`);
  await afterSplash(page);
  await expect(page.getByRole('alert')).toHaveText('No results found');
});

test('A teacher makes solo attempts timed; a learner asks for extra time, keeps the clock through a reload, and the results show it', async ({
  page,
  browser,
  request,
}) => {
  const quiz = await publishQuiz(request);

  await test.step('the teacher ticks Timed solo attempts in the editor', async () => {
    await storeSession(page, quiz.owner.record);
    await page.goto(`/edit-quiz/${quiz.id}`);
    await afterSplash(page);
    const timed = page.getByRole('checkbox', { name: 'Timed solo attempts' });
    await expect(timed).not.toBeChecked();
    await timed.check();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Quiz updated successfully!')).toBeVisible();
    await page.goto(`/quiz/${quiz.id}`);
    await expect(page.getByText('Timed solo attempts')).toBeVisible();
  });

  const learner = await (await browser.newContext()).newPage();
  await storeSession(learner, (await signUp(request)).record);

  await test.step('the learner sees the time before starting, asks for ×2 and starts the clock', async () => {
    await learner.goto(`/take-quiz/${quiz.id}`);
    await afterSplash(learner);
    // Three questions at the quiz's 30 s.
    await expect(learner.getByText('This quiz is timed: you have 1m 30s for 3 questions.')).toBeVisible();
    await expect(learner.getByText('Question 1 of 3')).toBeHidden();
    await learner.getByRole('radio', { name: '×2 (3m 00s)' }).check();
    await learner.getByRole('button', { name: 'Start Quiz' }).click();
    await expect(learner.getByText('Question 1 of 3')).toBeVisible();
    await expect(learner.getByRole('timer', { name: 'Time left' })).toHaveText(/^[23]:\d\d$/);
    await expect(learner.getByText('Extra time ×2')).toBeVisible();
    await learner.getByRole('radio', { name: 'The Sun' }).click();
    await learner.getByRole('button', { name: 'Next' }).click();
    await learner.getByRole('radio', { name: 'Eight' }).click();
  });

  await test.step('a reload comes back to the same question, answers and clock', async () => {
    await learner.reload();
    await afterSplash(learner);
    await expect(learner.getByText('Question 2 of 3')).toBeVisible();
    await expect(learner.getByRole('radio', { name: 'Eight' })).toHaveAttribute('aria-checked', 'true');
    await expect(learner.getByText('2 answered')).toBeVisible();
    await expect(learner.getByRole('timer', { name: 'Time left' })).toHaveText(/^2:\d\d$/);
    await expect(learner.getByRole('button', { name: 'Start Quiz' })).toBeHidden();
  });

  await test.step('the results show the time allowed, the extra time and that it came on time', async () => {
    await learner.getByRole('button', { name: 'Next' }).click();
    await learner.getByRole('radio', { name: 'Saturn' }).click();
    await learner.getByRole('button', { name: 'Submit Quiz' }).click();
    await expect(learner.getByRole('heading', { name: 'Quiz Results' })).toBeVisible();
    await expect(learner.getByText('Excellent!')).toBeVisible();
    await expect(learner.getByText('Time allowed: 3m 00s')).toBeVisible();
    await expect(learner.getByText('Extra time ×2')).toBeVisible();
    await expect(learner.getByText('Handed in on time')).toBeVisible();
  });

  await test.step('the next attempt starts from the choice again', async () => {
    await learner.getByRole('dialog', { name: 'Rate this quiz' }).getByRole('button', { name: 'Close' }).click();
    await learner.getByRole('link', { name: 'Retake Quiz' }).click();
    await expect(learner.getByRole('button', { name: 'Start Quiz' })).toBeVisible();
    await expect(learner.getByRole('radio', { name: 'None (1m 30s)' })).toBeChecked();
  });

  await test.step('My Submissions shows the attempt with its extra time', async () => {
    await learner.goto('/dashboard');
    await afterSplash(learner);
    await learner.getByRole('tab', { name: 'My Submissions' }).click();
    await learner.getByRole('button', { name: new RegExp(quiz.title) }).click();
    await expect(learner.getByRole('table').getByText('Extra time ×2')).toBeVisible();
  });
  await learner.context().close();
});

test('When a timed attempt’s time is up, what was answered is handed in by itself', async ({
  page,
  request,
  loggedIn: _learner,
}) => {
  const owner = await signUp(request);
  const res = await request.post('/api/quizzes', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: {
      title: `Quick sums ${Date.now().toString(36)}`,
      isPublic: true,
      timedAttempts: true,
      timeLimit: 5,
      questions: [
        { content: 'Two plus two?', options: [{ label: 'Four', isCorrect: true }, { label: 'Five' }] },
        { content: 'Three plus three?', options: [{ label: 'Six', isCorrect: true }, { label: 'Seven' }] },
      ],
    },
  });
  expect(res.status()).toBe(201);
  const { data } = (await res.json()) as { data: { _id: string } };

  await page.goto(`/take-quiz/${data._id}`);
  await afterSplash(page);
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  await page.getByRole('radio', { name: 'Four' }).click();
  await expect(page.getByText('Time is up! Handing in your answers...')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Quiz Results' })).toBeVisible();
  await expect(page.getByText('1/2')).toBeVisible();
  await expect(page.getByText('Time allowed: 10s')).toBeVisible();
  await expect(page.getByText('Handed in on time')).toBeVisible();
});
