import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@quiz/contract/messages';
import { buildTestApp, closeSharedDatabase, type TestApp } from '../../../test/helpers';
import { makeUser, multipart, tinyPng } from '../../../test/factories';
import { startFakeOpenAi } from '../../../test/fake-openai';
import { makeImageOnlyPdf, makePdf } from '../../../test/pdfs';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

const fixtures = path.resolve(import.meta.dirname, '../../generation/fixtures');

async function upload(
  auth: Record<string, string>,
  fields: Record<string, string>,
  file?: { data: Buffer; name?: string; type?: string },
) {
  const body = multipart(
    fields,
    file
      ? [
          {
            field: 'pdfFile',
            filename: file.name ?? 'notes.pdf',
            type: file.type ?? 'application/pdf',
            data: file.data,
          },
        ]
      : [],
  );
  return t.app.inject({ method: 'POST', url: '/api/quizzes/upload', ...body, headers: { ...body.headers, ...auth } });
}

describe('POST /api/quizzes/upload without an AI provider', () => {
  it('makes a quiz from a multi-page PDF with the offline generator, titled from the document', async () => {
    const owner = await makeUser(t.app);
    const text = await readFile(path.join(fixtures, 'english-history.txt'), 'utf8');
    const half = Math.floor(text.length / 2);
    const pdf = await makePdf([text.slice(0, half), text.slice(half)]);
    const res = await upload(owner.auth, { title: '', category: 'History', isPublic: 'true' }, { data: pdf });
    expect(res.statusCode).toBe(201);
    const quiz = res.json().data;
    expect(quiz).toMatchObject({
      category: 'History',
      isPublic: true,
      source: 'pdf',
      createdBy: { _id: owner.user.id },
    });
    expect(quiz.title.length).toBeGreaterThanOrEqual(5);
    expect(quiz.questions.length).toBeGreaterThanOrEqual(3);
    for (const question of quiz.questions) {
      expect(question.options).toHaveLength(4);
      expect(question.options.filter((o: { isCorrect: boolean }) => o.isCorrect)).toHaveLength(1);
    }
  });

  it('keeps a given title', async () => {
    const owner = await makeUser(t.app);
    const text = await readFile(path.join(fixtures, 'english-science.txt'), 'utf8');
    const res = await upload(owner.auth, { title: 'My science notes' }, { data: await makePdf([text]) });
    expect(res.json().data.title).toBe('My science notes');
  });

  it.each([
    ['no file', undefined, 400, Messages.pdfRequired],
    ['a PNG renamed .pdf', async () => ({ data: tinyPng }), 415, Messages.pdfNotPdf],
    [
      'a damaged file',
      async () => ({ data: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3000, 9)]) }),
      400,
      Messages.pdfDamaged,
    ],
    ['a scan without text', async () => ({ data: await makeImageOnlyPdf() }), 400, Messages.pdfNoText],
    [
      'too little text',
      async () => ({ data: await makePdf(['Just one short line.']) }),
      400,
      Messages.pdfTooLittleText,
    ],
    [
      'an 11 MB file',
      async () => ({ data: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(11 * 1024 * 1024, 32)]) }),
      413,
      Messages.pdfTooLarge,
    ],
  ])('refuses %s with a clear message', async (_name, make, status, message) => {
    const owner = await makeUser(t.app);
    const res = await upload(owner.auth, { title: 'Anything' }, make ? await make() : undefined);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });

  it('requires authentication', async () => {
    const res = await upload({}, {}, { data: await makePdf(['text']) });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/quizzes/ai without an AI provider', () => {
  it('answers 503 saying generation is not configured', async () => {
    const owner = await makeUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quizzes/ai',
      headers: owner.auth,
      payload: { topic: 'Volcanoes' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(Messages.aiNotConfigured);
  });

  it('asks for a topic', async () => {
    const owner = await makeUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quizzes/ai',
      headers: owner.auth,
      payload: { topic: ' ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(Messages.topicRequired);
  });
});

/** A test app whose AI provider is a fake on loopback answering `replies`; both stop afterwards. */
async function withAiApp(
  replies: Parameters<typeof startFakeOpenAi>[0],
  env: Record<string, string>,
  run: (ai: TestApp, fake: Awaited<ReturnType<typeof startFakeOpenAi>>) => Promise<void>,
) {
  const fake = await startFakeOpenAi(replies);
  const ai = await buildTestApp({ AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model', ...env });
  try {
    await run(ai, fake);
  } finally {
    await ai.close();
    await fake.close();
  }
}

describe('with an OpenAI-compatible provider', () => {
  it('makes a quiz from a topic in the requested language, with the key only in the request header', async () => {
    await withAiApp([{ kind: 'quiz' }], { AI_API_KEY: 'sk-secret-test-key' }, async (ai, fake) => {
      const owner = await makeUser(ai.app);
      const res = await ai.app.inject({
        method: 'POST',
        url: '/api/quizzes/ai',
        headers: owner.auth,
        payload: { topic: 'Lịch sử Việt Nam', numQuestions: 'lots', language: 'vietnamese', isPublic: true },
      });
      expect(res.statusCode).toBe(201);
      const quiz = res.json().data;
      expect(quiz).toMatchObject({ source: 'ai', isPublic: true, questionCount: 5 });
      expect(res.body).not.toContain('sk-secret-test-key');
      const sent = fake.requests[0]!;
      expect(sent.headers.authorization).toBe('Bearer sk-secret-test-key');
      expect(JSON.stringify(sent.body)).toMatch(/Vietnamese/);
      expect(JSON.stringify(sent.body)).toContain('exactly 5 questions');
    });
  });

  it('clamps the number of questions to 30', async () => {
    await withAiApp([{ kind: 'quiz' }], {}, async (ai) => {
      const owner = await makeUser(ai.app);
      const res = await ai.app.inject({
        method: 'POST',
        url: '/api/quizzes/ai',
        headers: owner.auth,
        payload: { topic: 'Volcanoes', numQuestions: 100 },
      });
      expect(res.json().data.questionCount).toBe(30);
    });
  });

  it('reports a failing provider with the spec message', async () => {
    await withAiApp([{ kind: 'status', status: 500 }], {}, async (ai) => {
      const owner = await makeUser(ai.app);
      const res = await ai.app.inject({
        method: 'POST',
        url: '/api/quizzes/ai',
        headers: owner.auth,
        payload: { topic: 'Volcanoes' },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('Server error: 500');
    });
  });

  it('grounds a PDF quiz in the document through the provider', async () => {
    await withAiApp([{ kind: 'quiz' }], {}, async (ai, fake) => {
      const owner = await makeUser(ai.app);
      const pdf = await makePdf(['Photosynthesis turns light into chemical energy in chloroplasts.', 'Page two text.']);
      const body = multipart({ title: 'Biology notes' }, [
        { field: 'pdfFile', filename: 'bio.pdf', type: 'application/pdf', data: pdf },
      ]);
      const res = await ai.app.inject({
        method: 'POST',
        url: '/api/quizzes/upload',
        ...body,
        headers: { ...body.headers, ...owner.auth },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ title: 'Biology notes', source: 'pdf', questionCount: 10 });
      expect(JSON.stringify(fake.requests[0]!.body)).toContain('[Page 1]');
    });
  });
});
