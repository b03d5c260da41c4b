import { afterSplash, expect, mailbox, newPerson, smoke, test } from './support/fixtures';

test(
  'A person registers, verifies the email, edits the profile, logs out and resets the password',
  smoke,
  async ({ page }) => {
    const person = newPerson();

    await test.step('register, catching a mismatched confirmation first', async () => {
      await page.goto('/');
      await afterSplash(page);
      await page.getByRole('link', { name: 'Get Started' }).first().click();
      await expect(page).toHaveURL(/\/register$/);
      await page.getByLabel('Username').fill(person.username);
      await page.getByLabel('Email').fill(person.email);
      await page.getByLabel('Display name (optional)').fill(person.displayName);
      await page.getByLabel('Password', { exact: true }).fill(person.password);
      await page.getByLabel('Confirm password').fill('something-else');
      await page.getByRole('button', { name: 'Register' }).click();
      await expect(page.getByText('Passwords do not match')).toBeVisible();
      await page.getByLabel('Confirm password').fill(person.password);
      await page.getByRole('button', { name: 'Register' }).click();
      await expect(page.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();
      await expect(page.getByText(person.email)).toBeVisible();
    });

    await test.step('open the link from the received email', async () => {
      const mail = await mailbox.latest(person.email, 'Verify your email');
      await page.goto(mailbox.link(mail, '/verify-email/'));
      await afterSplash(page);
      await expect(page.getByRole('main').getByText('Email verification successful!')).toBeVisible();
      await page.getByRole('link', { name: 'Go to Login' }).first().click();
    });

    await test.step('log in', async () => {
      await expect(page).toHaveURL(/\/login$/);
      await page.getByLabel('Email').fill(person.email);
      await page.getByLabel('Password').fill(person.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByText('Login successful!')).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { name: `Welcome, ${person.displayName}!` })).toBeVisible();
    });

    await test.step('change the display name and the avatar', async () => {
      await page.getByRole('button', { name: 'User menu' }).click();
      await page.getByRole('menuitem', { name: 'Profile' }).click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByText(person.email)).toBeVisible();
      const nameField = page.getByLabel('Display Name');
      await nameField.fill('   ');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Please enter a display name')).toBeVisible();
      await nameField.fill('Quiz Champion');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Profile updated successfully')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Quiz Champion' })).toBeVisible();

      await page.getByTestId('profile-picture-input').setInputFiles('apps/web/public/images/df_avatar.png');
      await expect(page.getByText('Profile picture updated successfully')).toBeVisible();
      await expect(page.getByRole('img', { name: "Quiz Champion's avatar" }).first()).toHaveAttribute(
        'src',
        /^\/uploads\/avatars\/[0-9a-f-]+\.png$/,
      );
      // The header follows the profile.
      await expect(page.getByRole('button', { name: 'User menu' })).toContainText('Quiz Champion');
    });

    await test.step('log out', async () => {
      await page.getByRole('button', { name: 'User menu' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await afterSplash(page);
      await expect(page).toHaveURL(/\/login$/);
      expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    });

    await test.step('ask for a reset link and set a new password from it', async () => {
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      const send = page.getByRole('button', { name: 'Send Reset Link' });
      await expect(send).toBeDisabled();
      await page.getByLabel('Email').fill(person.email);
      await send.click();
      await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

      const mail = await mailbox.latest(person.email, 'Reset your');
      await page.goto(mailbox.link(mail, '/reset-password'));
      await afterSplash(page);
      await page.getByLabel('New password', { exact: true }).fill('12345');
      await page.getByLabel('Confirm new password').fill('12345');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page.getByText('At least 6 characters', { exact: true })).toBeVisible();
      await page.getByLabel('New password', { exact: true }).fill('second-pass-456');
      await page.getByLabel('Confirm new password').fill('second-pass-456');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
      await page.getByRole('link', { name: 'Go to Login' }).click();
    });

    await test.step('the old password no longer works, the new one does', async () => {
      await page.getByLabel('Email').fill(person.email);
      await page.getByLabel('Password').fill(person.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
      await page.getByLabel('Password').fill('second-pass-456');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { name: 'Welcome, Quiz Champion!' })).toBeVisible();
    });
  },
);

test('A reused reset link is refused and the person is sent to ask for a new one', async ({ page, request }) => {
  const person = newPerson();
  await request.post('/api/users/register', { data: person });
  await request.post('/api/users/request-password-reset', { data: { email: person.email } });
  const link = mailbox.link(await mailbox.latest(person.email, 'Reset your'), '/reset-password');
  const token = new URL(link).searchParams.get('token')!;
  expect((await request.post('/api/users/reset-password', { data: { token, newPassword: 'used-once-1' } })).ok()).toBe(
    true,
  );

  await page.goto(link);
  await afterSplash(page);
  await page.getByLabel('New password', { exact: true }).fill('another-pass-1');
  await page.getByLabel('Confirm new password').fill('another-pass-1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'invalid or has already been used' })).toBeVisible();
  await expect(page).toHaveURL(/\/forgot-password$/, { timeout: 10_000 });
});

test('A broken verification link explains itself and offers the way back', async ({ page }) => {
  await page.goto('/verify-email/not-a-real-token');
  await afterSplash(page);
  await expect(page.getByRole('alert')).toContainText('This verification link is invalid');
  await expect(page.getByRole('link', { name: 'Go to Login' })).toBeVisible();
  await page.getByRole('link', { name: 'Help with verification' }).click();
  await expect(page.getByRole('heading', { name: 'Help with email verification' })).toBeVisible();

  await page.goto('/verify-email');
  await afterSplash(page);
  await expect(page.getByRole('alert')).toHaveText(
    'Invalid verification link. Please check your email and use the complete verification link.',
  );
});

test('An account guessed at ten times waits, even for the right password, and a flooded mailbox gets no more mail', async ({
  page,
  request,
}) => {
  const person = newPerson();
  await request.post('/api/users/register', { data: person });
  for (let i = 0; i < 10; i++) {
    const res = await request.post('/api/users/login', { data: { email: person.email, password: `guess-${i}` } });
    expect(res.status()).toBe(401);
  }

  await page.goto('/login');
  await afterSplash(page);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Too many attempts. Please wait a few minutes and try again.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The sign-up email and two reset links fill the hour's three; the fourth ask is told to check the inbox.
  for (let i = 0; i < 2; i++) {
    expect((await request.post('/api/users/request-password-reset', { data: { email: person.email } })).ok()).toBe(
      true,
    );
  }
  await page.goto('/forgot-password');
  await afterSplash(page);
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('button', { name: /Send/ }).click();
  await expect(page.getByText('We have already sent several emails to this address.', { exact: false })).toBeVisible();
});
