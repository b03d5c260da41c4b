/**
 * Generated quizzes keep their explanations (issue 39): the offline generator's source sentences and the model's
 * explanations are stored with the questions and read back by the quiz's owner.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeSharedDatabase, type TestApp } from '../../../test/helpers';
import { makeUser, multipart } from '../../../test/factories';
import { startFakeOpenAi } from '../../../test/fake-openai';
import { makePdf } from '../../../test/pdfs';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

interface StoredQuestion {
  content: string;
  options: { label: string; isCorrect: boolean }[];
  explanation?: string;
}

async function readBack(app: TestApp['app'], auth: Record<string, string>, quizId: string) {
  const res = await app.inject({ method: 'GET', url: `/api/quizzes/${quizId}`, headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json().data.questions as StoredQuestion[];
}

describe('explanations of generated questions', () => {
  it('stores the source sentence of each question made offline from a PDF', async () => {
    const owner = await makeUser(t.app);
    const text = await readFile(
      path.resolve(import.meta.dirname, '../../../test/fixtures/generation/english-science.txt'),
      'utf8',
    );
    const body = multipart({ numQuestions: '8' }, [
      { field: 'pdfFile', filename: 'science.pdf', type: 'application/pdf', data: await makePdf([text]) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quizzes/upload',
      ...body,
      headers: { ...body.headers, ...owner.auth },
    });
    expect(res.statusCode).toBe(201);
    const questions = await readBack(t.app, owner.auth, res.json().data._id);
    expect(questions).toHaveLength(8);
    const flat = text.replace(/\s+/g, ' ');
    for (const q of questions) {
      const answer = q.options.find((o) => o.isCorrect)!.label;
      // A term that opens its sentence is offered in lowercase: the sentence keeps its capital.
      expect(q.explanation!.toLowerCase()).toBe(q.content.split('_____').join(answer).toLowerCase());
      expect(flat).toContain(q.explanation);
    }
  });

  it('stores the model’s explanations, math included', async () => {
    const fake = await startFakeOpenAi([
      {
        kind: 'json',
        body: {
          title: 'Quadratics',
          questions: [1, 2, 3, 4, 5].map((n) => ({
            content: `Which root of $x^2 + ${n}x = 0$ is not zero?`,
            options: [`$x = -${n}$`, '$x = 1$', '$x = 2$', '$x = 3$'].map((o, i) =>
              i === 0 ? o : `$x = ${n + i + 5}$`,
            ),
            correctIndex: 0,
            explanation: n === 2 ? 'Broken $\\frac{1}{2' : `$x(x + ${n}) = 0$, so $x = 0$ or $x = -${n}$.`,
          })),
        },
      },
    ]);
    const ai = await buildTestApp({ AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model' });
    try {
      const owner = await makeUser(ai.app);
      const res = await ai.app.inject({
        method: 'POST',
        url: '/api/quizzes/ai',
        headers: owner.auth,
        payload: { topic: 'Quadratic equations', numQuestions: 5 },
      });
      expect(res.statusCode).toBe(201);
      const questions = await readBack(ai.app, owner.auth, res.json().data._id);
      // Question 2's explanation has an unclosed formula: dropped, and the question kept.
      expect(questions.map((q) => q.explanation ?? '')).toEqual([
        '$x(x + 1) = 0$, so $x = 0$ or $x = -1$.',
        '',
        '$x(x + 3) = 0$, so $x = 0$ or $x = -3$.',
        '$x(x + 4) = 0$, so $x = 0$ or $x = -4$.',
        '$x(x + 5) = 0$, so $x = 0$ or $x = -5$.',
      ]);
      expect(questions.map((q) => q.content)).toContain('Which root of $x^2 + 2x = 0$ is not zero?');
      expect(fake.requests).toHaveLength(1);
    } finally {
      await ai.close();
      await fake.close();
    }
  });
});
