import { afterSplash, expect, signUp, storeSession, test } from './support/fixtures';
import { infoPages } from './support/info-pages';

test('A logged-out visitor who opens the dashboard is sent to the login page', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByText('Loading Quiz Adventure...')).toBeVisible();
  await afterSplash(page);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('A logged-in visitor who opens the login page is sent to the dashboard', async ({ page, loggedIn }) => {
  await page.goto('/login');
  await afterSplash(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${loggedIn.displayName}!` })).toBeVisible();
  await page.goto('/register');
  await afterSplash(page);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('The landing page offers the right buttons to guests and to logged-in visitors', async ({
  page,
  browser,
  request,
}) => {
  await page.goto('/');
  await afterSplash(page);
  await expect(page.getByRole('heading', { name: 'Create & Take Engaging Quizzes' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Started' }).last()).toHaveAttribute('href', '/register');
  await expect(page.getByRole('link', { name: 'Sign In' }).last()).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: 'Sign Up Now' })).toHaveAttribute('href', '/register');

  const { record } = await signUp(request);
  const context = await browser.newContext();
  const other = await context.newPage();
  await storeSession(other, record);
  await other.goto('/');
  await afterSplash(other);
  await expect(other.getByRole('link', { name: 'Go to Dashboard' }).first()).toHaveAttribute('href', '/dashboard');
  await expect(other.getByRole('link', { name: 'Sign Up Now' })).toHaveCount(0);
  await context.close();
});

test('The walkthrough steps through its three steps', async ({ page }) => {
  await page.goto('/');
  await afterSplash(page);
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('Every footer link opens a real page', async ({ page }) => {
  await page.goto('/');
  await afterSplash(page);
  for (const path of infoPages) {
    await page.locator(`footer a[href="${path}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('A session whose token the server refuses is cleared and the person goes to login', async ({ page }) => {
  await page.goto('/not-found');
  await page.evaluate(() => {
    localStorage.setItem(
      'user',
      JSON.stringify({ _id: 'x', username: 'ghost', email: 'ghost@example.test', token: 'forged.token.value' }),
    );
  });
  await page.goto('/profile');
  await afterSplash(page);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});

test('Unknown paths show the 404 page with ways back', async ({ page }) => {
  await page.goto('/no/such/page');
  await afterSplash(page);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
});

test('The built app runs under the Content-Security-Policy without violations', async ({ page, loggedIn }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/profile');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await afterSplash(page);
  await expect(page.getByText(loggedIn.email)).toBeVisible();
  await page.goto('/');
  await afterSplash(page);
  await expect(page.getByRole('heading', { name: 'Create & Take Engaging Quizzes' })).toBeVisible();
  expect(violations).toEqual([]);
});
