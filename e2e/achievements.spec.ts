import { afterSplash, expect, test } from './support/fixtures';
import { publishQuiz } from './support/quizzes';

test('A new player earns achievements by taking a quiz, finds them on /achievements, and sees themself on the leaderboard', async ({
  page,
  request,
  loggedIn: learner,
}) => {
  const quiz = await publishQuiz(request);

  await test.step('every answer right: the unlocks are announced at the bottom right', async () => {
    await page.goto(`/take-quiz/${quiz.id}`);
    await afterSplash(page);
    for (const answer of ['The Sun', 'Eight', 'Saturn']) {
      await page.getByRole('radio', { name: answer }).click();
      if (answer !== 'Saturn') await page.getByRole('button', { name: 'Next' }).click();
    }
    await page.getByRole('button', { name: 'Submit Quiz' }).click();
    await expect(page.getByRole('heading', { name: 'Quiz Results' })).toBeVisible();
    await expect(page.getByText('Achievement unlocked: First Steps!')).toBeVisible();
    await expect(page.getByText('Achievement unlocked: Perfectionist!')).toBeVisible();
    const toast = await page.getByText('Achievement unlocked: First Steps!').boundingBox();
    const viewport = page.viewportSize()!;
    expect(toast!.x).toBeGreaterThan(viewport.width / 2);
    expect(toast!.y).toBeGreaterThan(viewport.height / 2);
  });

  await test.step('the achievements page shows them unlocked, with the progress', async () => {
    const rating = page.getByRole('dialog', { name: 'Rate this quiz' });
    await expect(rating).toBeVisible({ timeout: 10_000 });
    await page.keyboard.press('Escape');
    await expect(rating).toBeHidden();
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Achievements' }).click();
    await expect(page).toHaveURL(/\/achievements$/);
    await expect(page.getByText(/^2\/\d+ unlocked$/)).toBeVisible();
    const unlocked = page.getByRole('region', { name: 'Unlocked' });
    await expect(unlocked.getByRole('heading', { name: 'First Steps' })).toBeVisible();
    await expect(unlocked.getByRole('heading', { name: 'Perfectionist' })).toBeVisible();
    const locked = page.getByRole('region', { name: 'Locked' });
    await expect(locked.getByRole('heading', { name: 'Quiz Master' })).toBeVisible();
    await expect(locked.getByText('Not unlocked yet').first()).toBeVisible();

    await page.getByRole('button', { name: 'Check Achievements' }).click();
    await expect(page.getByText('No new achievements yet. Keep playing!')).toBeVisible();
  });

  await test.step('the weekly leaderboard lists them with their score, streak and accuracy', async () => {
    await page.goto('/dashboard?tab=leaderboard');
    await expect(page.getByRole('heading', { name: 'Global Leaderboard' })).toBeVisible();
    await page.getByLabel('Period').selectOption('weekly');
    await expect(page.getByText('Leaderboard updated!')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: '(You)' });
    await expect(row).toContainText(learner.displayName);
    await expect(row.getByRole('cell').nth(2)).toHaveText('30');
    await expect(row.getByRole('cell').nth(3)).toHaveText('1');
    await expect(row.getByRole('cell').nth(4)).toHaveText('1 day');
    await expect(row.getByRole('cell').nth(5)).toHaveText('100.0%');
  });
});
