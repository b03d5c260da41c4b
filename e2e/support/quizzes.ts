/** Journeys' quiz helpers. */
import type { APIRequestContext } from '@playwright/test';
import { expect, signUp } from './fixtures';

/** A public quiz of three questions by someone else; the first option is right each time. */
export async function publishQuiz(request: APIRequestContext, fields: { timedAttempts?: boolean } = {}) {
  const owner = await signUp(request);
  const title = `Solar facts ${Date.now().toString(36)}`;
  const question = (content: string, right: string, wrong: string[]) => ({
    content,
    options: [{ label: right, isCorrect: true }, ...wrong.map((label) => ({ label, isCorrect: false }))],
  });
  const res = await request.post('/api/quizzes', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: {
      title,
      isPublic: true,
      ...fields,
      category: 'Science',
      questions: [
        question('Which star is at the centre of our solar system?', 'The Sun', ['Sirius', 'Polaris', 'Vega']),
        question('How many planets orbit the Sun?', 'Eight', ['Seven', 'Nine', 'Ten']),
        question('Which planet has the most prominent rings?', 'Saturn', ['Mars', 'Venus', 'Mercury']),
      ],
    },
  });
  expect(res.status()).toBe(201);
  const { data } = (await res.json()) as { data: { _id: string } };
  return { id: data._id, title, owner };
}
