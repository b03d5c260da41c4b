/** Live games' helpers: the host's quiz and a player's answer. */
import type { APIRequestContext, Page } from '@playwright/test';
import type { Language } from '@quiz/contract/languages';
import { expect } from './fixtures';
import { text } from './locales';

/** A private quiz of two questions owned by the host; the first option is right each time. */
export async function hostsQuiz(request: APIRequestContext, token: string) {
  const title = `Ocean trivia ${Date.now().toString(36)}`;
  const res = await request.post('/api/quizzes', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      isPublic: false,
      category: 'Geography',
      questions: [
        {
          content: 'Which is the largest ocean?',
          options: [
            { label: 'Pacific', isCorrect: true },
            { label: 'Atlantic', isCorrect: false },
            { label: 'Indian', isCorrect: false },
            { label: 'Arctic', isCorrect: false },
          ],
        },
        {
          content: 'Which sea has no coastline?',
          options: [
            { label: 'Sargasso Sea', isCorrect: true },
            { label: 'Red Sea', isCorrect: false },
            { label: 'Black Sea', isCorrect: false },
            { label: 'Dead Sea', isCorrect: false },
          ],
        },
      ],
    },
  });
  expect(res.status()).toBe(201);
  return { id: ((await res.json()) as { data: { _id: string } }).data._id, title };
}

/** A room for `quizId` opened by the host through the API; its code. */
export async function openRoom(request: APIRequestContext, token: string, quizId: string, timeLimit = 60) {
  const created = await request.post('/api/rooms', {
    headers: { authorization: `Bearer ${token}` },
    data: { quizId, maxParticipants: 10, timeLimit },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: { code: string } }).data.code;
}

/** Answers question `index` of 2 with `option`, reading the page in `language`. */
export async function answer(page: Page, question: string, option: string, index: number, language: Language = 'en') {
  await expect(page.getByText(text(language, 'game.questionOf', { number: index, total: 2 }))).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(question)).toBeVisible();
  await page.getByRole('button', { name: option, exact: true }).click();
  // Taken: the page says so, or, when this was the game's last answer, it may go straight to the final results.
  const submitted = page.getByText(text(language, 'game.submitted'));
  const finalResults = page.getByText(text(language, 'results.finalLeaderboard'));
  await expect(submitted.or(finalResults).first()).toBeVisible();
}
