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

/**
 * A private quiz of the teacher's, of three quick kinds to answer on a phone: one choice (56 is right), true or
 * false (true is right) and a typed answer (0.5).
 */
export async function homeworkQuiz(request: APIRequestContext, token: string) {
  const title = `Maths warm-up ${Date.now().toString(36)}`;
  const res = await request.post('/api/quizzes', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      isPublic: false,
      category: 'Mathematics',
      questions: [
        {
          content: 'What is 7 × 8?',
          options: [
            { label: '56', isCorrect: true },
            { label: '54', isCorrect: false },
            { label: '48', isCorrect: false },
            { label: '64', isCorrect: false },
          ],
        },
        {
          kind: 'true_false',
          content: 'A square has four equal sides.',
          options: [{ isCorrect: true }, { isCorrect: false }],
        },
        { kind: 'typed', content: 'Write one half as a decimal.', acceptedAnswers: ['0.5', '0,5'] },
      ],
    },
  });
  expect(res.status()).toBe(201);
  return { id: ((await res.json()) as { data: { _id: string } }).data._id, title };
}
