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
  const choice = page.getByRole('button', { name: option, exact: true });
  await choice.click();
  // Taken: the page says so, or, when this was the game's last answer, it may go straight to the final results.
  const submitted = page.getByText(text(language, 'game.submitted'));
  const finalResults = page.getByText(text(language, 'results.finalLeaderboard'));
  const taken = submitted.or(finalResults).first();
  try {
    await expect(taken).toBeVisible({ timeout: 12_000 });
  } catch {
    // Not seen in 12 s on a loaded 2-core machine, for one of two reasons. The page said "submitted" for its 1.5 s
    // and moved on unseen (to the next question, or to waiting for the others): the next step checks where it is.
    // Or the tap was not taken and the question is still open with this option to tap (seen twice in one full run,
    // never alone): a player taps again, and so does this, once, saying so in the log.
    const stillOpen =
      (await page.getByText(question).first().isVisible()) && (await choice.isVisible()) && (await choice.isEnabled());
    if (!stillOpen) return;
    console.log(`[answer] "${option}" on question ${index} was not taken after 12 s: tapping again`);
    // The option may turn disabled between that look and the tap (the first tap taken after all): a tap that cannot
    // happen within 10 s leaves it to the next step, which checks where the page is, instead of waiting forever.
    const tapped = await choice.click({ timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    if (tapped) await expect(taken).toBeVisible();
  }
}

/** Puts the items of an ordering question in `target`'s order with the Move up buttons. */
export async function putInOrder(page: Page, target: string[]) {
  const list = page.getByRole('list', { name: 'Items in your order' });
  for (let i = 0; i < target.length; i++) {
    for (;;) {
      const current = await list.getByRole('listitem').allTextContents();
      const at = current.findIndex((text) => text.includes(target[i]!));
      if (at <= i) break;
      await page.getByRole('button', { name: `Move ${target[i]} up` }).click();
    }
  }
  for (const [i, label] of target.entries()) await expect(list.getByRole('listitem').nth(i)).toContainText(label);
}

export const planets = ['Mercury', 'Venus', 'Earth', 'Mars'];

/** A question of each kind but one choice: multiple select, true/false, typed, ordering and a poll. */
export const otherKinds = [
  {
    kind: 'multiple',
    content: 'Which are primary colours?',
    options: [{ label: 'Red', isCorrect: true }, { label: 'Green' }, { label: 'Blue', isCorrect: true }],
  },
  { kind: 'true_false', content: 'The Sun is a star.', options: [{ isCorrect: true }, { isCorrect: false }] },
  { kind: 'typed', content: 'Which city is the capital of Vietnam?', acceptedAnswers: ['Hà Nội'] },
  { kind: 'ordering', content: 'Put the planets in order from the Sun.', options: planets.map((label) => ({ label })) },
  { kind: 'poll', content: 'Which topic next?', options: [{ label: 'Oceans' }, { label: 'Volcanoes' }] },
];

/** A private quiz of `questions` (the API's shape) owned by the holder of `token`; its id. */
export async function createQuiz(request: APIRequestContext, token: string, title: string, questions: unknown[]) {
  const created = await request.post('/api/quizzes', {
    headers: { authorization: `Bearer ${token}` },
    data: { title: `${title} ${Date.now().toString(36)}`, questions },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: { _id: string } }).data._id;
}
