import { afterSplash, expect, signUp, smoke, storeSession, test } from './support/fixtures';

test(
  'A creator makes a public quiz that others find, open without the answer key, and rate; the creator edits and deletes it',
  smoke,
  async ({ page, browser, request, loggedIn }) => {
    const title = `Planets ${Date.now().toString(36)}`;

    await test.step('create a quiz by hand, fixing a validation error on the way', async () => {
      await page.goto('/dashboard');
      await afterSplash(page);
      await expect(page.getByRole('heading', { name: `Welcome, ${loggedIn.displayName}!` })).toBeVisible();
      await page.getByRole('button', { name: 'Create New Quiz' }).click();
      await page.getByRole('link', { name: 'Create Manually' }).click();
      await expect(page).toHaveURL(/\/create-quiz$/);

      await page.getByLabel('Title').fill('Plan');
      await page.getByRole('button', { name: 'Create Quiz' }).click();
      await expect(page.getByText('Please check all required fields')).toBeVisible();
      await expect(page.getByText('Title must be at least 5 characters')).toBeVisible();
      await expect(page.getByText('Question is required')).toBeVisible();
      await expect(page.getByText('Each question must have at least one correct answer')).toBeVisible();

      await page.getByLabel('Title').fill(title);
      await expect(page.getByText('Title must be at least 5 characters')).toBeHidden();
      await page.getByLabel('Description (optional)').fill('Our solar system, one planet at a time.');
      await page.getByLabel('Category').selectOption('Science');
      await page.getByLabel('Make this quiz public').check();
      const first = page.getByRole('group', { name: 'Question 1' });
      await first.getByLabel('Question 1 text').fill('Which planet is closest to the Sun?');
      for (const [i, label] of ['Mercury', 'Venus', 'Earth', 'Mars'].entries()) {
        await first.getByLabel(`Question 1 option ${i + 1}`).fill(label);
      }
      await first.getByLabel('Option 1 is correct').check();
      await expect(page.getByText('Question is required')).toBeHidden();
      await expect(page.getByText('Each question must have at least one correct answer')).toBeHidden();

      await page.getByRole('button', { name: 'Add Question' }).click();
      const second = page.getByRole('group', { name: 'Question 2' });
      await second.getByLabel('Question 2 text').fill('Which planet is known as the Red Planet?');
      for (const [i, label] of ['Jupiter', 'Mars', 'Saturn', 'Neptune'].entries()) {
        await second.getByLabel(`Question 2 option ${i + 1}`).fill(label);
      }
      await second.getByLabel('Option 2 is correct').check();
      await page.getByRole('button', { name: 'Create Quiz' }).click();
      await expect(page.getByText('Quiz created successfully!')).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    await test.step('it appears in My Quizzes', async () => {
      const card = page.getByRole('article', { name: title });
      await expect(card).toBeVisible();
      await expect(card.getByText('Public', { exact: true })).toBeVisible();
      await expect(card.getByText('2 questions')).toBeVisible();
    });

    await test.step('a logged-out visitor sees it on the landing page', async () => {
      const guest = await browser.newPage();
      await guest.goto('/');
      await afterSplash(guest);
      await expect(guest.getByRole('heading', { name: 'Explore Popular Quizzes' })).toBeVisible();
      await expect(guest.getByText(title)).toBeVisible();
      await guest.close();
    });

    await test.step('edit it, then search finds it by its new title', async () => {
      const card = page.getByRole('article', { name: title });
      await card.getByRole('link', { name: `Edit ${title}` }).click();
      await expect(page).toHaveURL(/\/edit-quiz\//);
      await expect(page.getByLabel('Title')).toHaveValue(title);
      await page.getByLabel('Title').fill(`${title} edited`);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Quiz updated successfully!')).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard$/);

      await page.getByPlaceholder('Search quiz...').fill('EDITED');
      await expect(page.getByRole('article')).toHaveCount(1);
      await expect(page.getByRole('article', { name: `${title} edited` })).toBeVisible();
      await page.getByPlaceholder('Search quiz...').fill('no quiz is called this');
      await expect(page.getByText('No quizzes match your search.')).toBeVisible();
    });

    const quizUrl = await test.step('another user opens it without seeing the answer key, and rates it', async () => {
      const other = await signUp(request, {});
      const context = await browser.newContext();
      const viewer = await context.newPage();
      await storeSession(viewer, other.record);
      // Kept as the responses arrive (their bodies are read later), so none is missed by the check below.
      const quizBodies: Promise<string>[] = [];
      viewer.on('response', (response) => {
        if (/\/api\/quizzes\/[0-9a-f-]{36}$/.test(response.url())) quizBodies.push(response.text());
      });
      await viewer.goto('/dashboard?tab=public');
      await afterSplash(viewer);
      const card = viewer.getByRole('article', { name: `${title} edited` });
      await expect(card.getByText(`Created by ${loggedIn.displayName}`)).toBeVisible();
      await card.getByRole('link', { name: 'Take Quiz' }).click();
      await expect(viewer.getByRole('heading', { name: `${title} edited` })).toBeVisible();
      await expect(viewer.getByText('Question 1: Which planet is closest to the Sun?')).toBeVisible();
      expect(quizBodies.length).toBeGreaterThan(0);
      for (const body of await Promise.all(quizBodies)) expect(body).not.toContain('isCorrect');
      await expect(viewer.getByRole('button', { name: 'Quiz options' })).toHaveCount(0);

      await viewer.getByRole('tab', { name: 'Ratings & Reviews' }).click();
      await viewer.getByRole('button', { name: 'Submit Review' }).click();
      await expect(viewer.getByText('Please choose a star rating')).toBeVisible();
      await viewer.getByRole('radio', { name: '4 stars' }).click();
      await viewer.getByLabel('Comment (optional)').fill('Great for my class!');
      await viewer.getByRole('button', { name: 'Submit Review' }).click();
      await expect(viewer.getByText('Your rating has been recorded!')).toBeVisible();
      const review = viewer.getByRole('list', { name: 'Reviews' }).getByRole('listitem');
      await expect(review).toContainText('Great for my class!');
      await expect(review).toContainText(other.person.displayName);
      await expect(viewer.getByRole('tabpanel').getByText('4.0', { exact: true })).toBeVisible();
      await expect(viewer.getByRole('tabpanel').getByText('1 rating', { exact: true })).toBeVisible();
      const url = viewer.url();
      await context.close();
      return url;
    });

    await test.step('the owner sees the review and deletes the quiz after confirming', async () => {
      await page.goto(quizUrl);
      await afterSplash(page);
      await page.getByRole('tab', { name: 'Ratings & Reviews' }).click();
      await expect(page.getByText('Great for my class!')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Delete my review' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Quiz options' }).click();
      await page.getByRole('menuitem', { name: 'Delete Quiz' }).click();
      await expect(page.getByText('Are you sure you want to delete this quiz?')).toBeVisible();
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(page.getByText('Quiz deleted successfully')).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('article', { name: `${title} edited` })).toHaveCount(0);
    });
  },
);

test('A missing or unknown quiz id leads to the 404 page', async ({ page }) => {
  await page.goto('/quiz/undefined');
  await afterSplash(page);
  await expect(page.getByText('Invalid quiz ID')).toBeVisible();
  await expect(page).toHaveURL(/\/not-found$/);
  await page.goto('/quiz/00000000-0000-4000-8000-000000000000');
  await afterSplash(page);
  await expect(page).toHaveURL(/\/not-found$/);
});
