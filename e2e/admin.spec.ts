import { adminSession, e2eAdmin } from './support/admin';
import { afterSplash, expect, signUp, storeSession, test } from './support/fixtures';
import { publishQuiz } from './support/quizzes';

test('An admin opens the admin panel from the user menu, makes someone an admin and deletes a quiz', async ({
  page,
  request,
}) => {
  const marker = Date.now().toString(36);
  const admin = await adminSession(request);
  await signUp(request, { username: `member_${marker}`, displayName: `Member ${marker}` });
  const quiz = await publishQuiz(request);

  await storeSession(page, admin.record);
  await page.goto('/dashboard');
  await afterSplash(page);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Admin Panel' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();

  await test.step('the admin cannot delete or demote themselves', async () => {
    // Found by name: the other journeys' accounts may have pushed the admin off the first page.
    await page.getByRole('searchbox', { name: 'Search users' }).fill(e2eAdmin.username);
    const own = page.getByRole('row').filter({ hasText: e2eAdmin.username });
    await expect(own.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await expect(own.getByRole('button', { name: 'Remove Admin' })).toBeDisabled();
    await expect(own.getByTitle('You cannot delete yourself!')).toBeVisible();
  });

  await test.step('they find the member by name and make them an admin', async () => {
    await page.getByRole('searchbox', { name: 'Search users' }).fill(`Member ${marker}`);
    const row = page.getByRole('row').filter({ hasText: `member_${marker}` });
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(row.getByText('Standard', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: 'Make Admin' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Make member_${marker} an admin?`);
    await dialog.getByRole('button', { name: 'Make Admin' }).click();
    await expect(page.getByText('User permissions updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Admin', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Remove Admin' })).toBeEnabled();
  });

  await test.step('in Quiz Management they delete someone’s quiz', async () => {
    await page.getByRole('tab', { name: 'Quiz Management' }).click();
    const row = page.getByRole('row').filter({ hasText: quiz.title });
    await expect(row).toContainText('player_');
    await expect(row.getByRole('link', { name: 'View' })).toHaveAttribute('href', /\/quiz\/[0-9a-f-]{36}$/);
    await row.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to delete this quiz? This action cannot be undone.');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Quiz deleted successfully')).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});

test('A standard user who opens /admin lands on the dashboard, and has no Admin Panel in the menu', async ({
  page,
  loggedIn,
}) => {
  await page.goto('/admin');
  await afterSplash(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${loggedIn.displayName}!` })).toBeVisible();
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Friends' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Admin Panel' })).toHaveCount(0);
});
