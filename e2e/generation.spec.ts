import { readFile } from 'node:fs/promises';
import { request as playwrightRequest } from '@playwright/test';
import { makePdf } from '../apps/server/test/pdfs';
import { afterSplash, expect, signUp, storeSession, test } from './support/fixtures';
import { e2ePorts } from './support/ports';

const fixture = (name: string) =>
  readFile(new URL(`../apps/server/test/fixtures/generation/${name}`, import.meta.url), 'utf8');

test('A teacher turns a PDF into a quiz that opens with its questions', async ({ page, loggedIn: _teacher }) => {
  await page.goto('/dashboard');
  await afterSplash(page);
  await page.getByRole('button', { name: 'Create New Quiz' }).click();
  await page.getByRole('link', { name: 'Upload PDF' }).click();
  await expect(page).toHaveURL(/\/upload$/);

  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Please select a PDF file').first()).toBeVisible();
  await page
    .getByLabel('PDF file')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') });
  await expect(page.getByText('Please upload a PDF file').first()).toBeVisible();

  const text = await fixture('english-history.txt');
  const pdf = await makePdf([text.slice(0, text.length / 2), text.slice(text.length / 2)]);
  await page.getByLabel('PDF file').setInputFiles({ name: 'history.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText('history.pdf')).toBeVisible();
  await page.getByLabel('Category').selectOption('History');
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Quiz created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/quiz\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Question 1:')).toBeVisible();
  await expect(page.getByText('Question 3:')).toBeVisible();
});

test('Without an AI provider the dashboard does not offer AI, and its page shows the ways that work', async ({
  page,
  loggedIn: _teacher,
}) => {
  const aiStatus = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/health');
  await page.goto('/dashboard');
  await afterSplash(page);
  await aiStatus;
  await expect(page.getByRole('button', { name: 'Create New Quiz' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Generate Quiz with AI/ })).toHaveCount(0);

  await page.goto('/create-ai-quiz');
  await afterSplash(page);
  await expect(page.getByText('AI generation is not available on this site yet.')).toBeVisible();
  // The operator's hint is for admins (and the README), not for a teacher or a student.
  await expect(page.getByText('AI_BASE_URL')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Generate Quiz' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Create from a PDF' }).click();
  await expect(page).toHaveURL(/\/upload$/);
});

test('With a provider, a topic becomes a quiz that opens for review', async ({ page }) => {
  const aiOrigin = `http://localhost:${e2ePorts.aiApp}`;
  const api = await playwrightRequest.newContext({ baseURL: aiOrigin });
  const { record } = await signUp(api);
  await api.dispose();
  await storeSession(page, record);

  await page.goto(`${aiOrigin}/dashboard`);
  await afterSplash(page);
  await page.getByRole('link', { name: 'Generate Quiz with AI' }).click();
  await expect(page).toHaveURL(/\/create-ai-quiz$/);
  const generate = page.getByRole('button', { name: 'Generate Quiz' });
  await expect(generate).toBeDisabled();
  await page.getByLabel('Topic').fill('The water cycle');
  await page.getByLabel('Number of questions').fill('7');
  await page.getByLabel('Vietnamese').check();
  await generate.click();
  await expect(page.getByText('Generating quiz with AI...')).toBeVisible();
  await expect(page).toHaveURL(/\/quiz\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Question 7:')).toBeVisible();
  await expect(page.getByText('Question 8:')).toHaveCount(0);
});
