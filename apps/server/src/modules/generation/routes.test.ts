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

const fixtures = path.resolve(import.meta.dirname, '../../../test/fixtures/generation');

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

interface StoredQuestion {
  kind: string;
  content: string;
  options: { label: string; isCorrect: boolean }[];
}

/** The quiz as its owner reads it back (answer key included). */
async function readBack(app: TestApp['app'], auth: Record<string, string>, quizId: string) {
  const res = await app.inject({ method: 'GET', url: `/api/quizzes/${quizId}`, headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json().data as { questions: StoredQuestion[] };
}

function expectTrueFalse(question: StoredQuestion) {
  expect(question.kind).toBe('true_false');
  expect(question.options.map((o) => o.label)).toEqual(['True', 'False']);
  expect(question.options.filter((o) => o.isCorrect)).toHaveLength(1);
}

/** A multipart body whose fields may repeat (the factory takes one value per name). */
function multipartWithRepeats(fields: [string, string][], pdf: Buffer) {
  const boundary = '----qa-repeats';
  const part = (head: string, body: Buffer | string) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; ${head}\r\n\r\n`),
    Buffer.from(body),
    Buffer.from('\r\n'),
  ];
  const payload = Buffer.concat([
    ...fields.flatMap(([name, value]) => part(`name="${name}"`, value)),
    ...part('name="pdfFile"; filename="notes.pdf"\r\nContent-Type: application/pdf', pdf),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
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

  it('makes true/false statements from the document when asked for true/false', async () => {
    const owner = await makeUser(t.app);
    const text = await readFile(path.join(fixtures, 'english-history.txt'), 'utf8');
    const res = await upload(owner.auth, { questionTypes: 'true_false' }, { data: await makePdf([text]) });
    expect(res.statusCode).toBe(201);
    const quiz = await readBack(t.app, owner.auth, res.json().data._id);
    expect(quiz.questions.length).toBeGreaterThanOrEqual(3);
    for (const question of quiz.questions) expectTrueFalse(question);
    // Both true statements and false ones.
    expect(new Set(quiz.questions.map((q) => q.options[0]!.isCorrect)).size).toBe(2);
  });

  it('mixes single choice and true/false when both are sent, repeated or comma-separated', async () => {
    const owner = await makeUser(t.app);
    const text = await readFile(path.join(fixtures, 'english-science.txt'), 'utf8');
    const pdf = await makePdf([text]);
    const body = multipartWithRepeats(
      [
        ['questionTypes', 'single'],
        ['questionTypes', 'true_false'],
        ['numQuestions', '15'],
      ],
      pdf,
    );
    const repeated = await t.app.inject({
      method: 'POST',
      url: '/api/quizzes/upload',
      ...body,
      headers: { ...body.headers, ...owner.auth },
    });
    const comma = await upload(owner.auth, { questionTypes: 'single,true_false', numQuestions: '15' }, { data: pdf });
    for (const res of [repeated, comma]) {
      expect(res.statusCode).toBe(201);
      const quiz = await readBack(t.app, owner.auth, res.json().data._id);
      const statements = quiz.questions.filter((q) => q.kind === 'true_false');
      expect(statements).toHaveLength(5);
      for (const question of statements) expectTrueFalse(question);
      const singles = quiz.questions.filter((q) => q.kind === 'single');
      expect(singles).toHaveLength(10);
      for (const question of singles) expect(question.options).toHaveLength(4);
    }
  });

  it('refuses an unknown question type with a clear message', async () => {
    const owner = await makeUser(t.app);
    const text = await readFile(path.join(fixtures, 'english-science.txt'), 'utf8');
    const res = await upload(owner.auth, { questionTypes: 'single,essay' }, { data: await makePdf([text]) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: Messages.questionTypeInvalid,
      fieldErrors: { questionTypes: Messages.questionTypeInvalid },
    });
  });

  it("names the quiz by the document's first heading alone and keeps every heading out of the questions", async () => {
    const owner = await makeUser(t.app);
    const text = await readFile(path.join(fixtures, 'english-science.txt'), 'utf8');
    const [first, second] = text.split('Photosynthesis is the process');
    const pdf = await makePdf([first!, `Plants and Light\nPhotosynthesis is the process${second!}`]);
    const res = await upload(owner.auth, { numQuestions: '30' }, { data: pdf });
    expect(res.statusCode).toBe(201);
    const quiz = res.json().data as { _id: string; title: string };
    expect(quiz.title).toBe('The Solar System and Photosynthesis');
    const { questions } = await readBack(t.app, owner.auth, quiz._id);
    const written = questions.flatMap((q) => [q.content, ...q.options.map((o) => o.label)]).join('\n');
    expect(written).not.toMatch(/Plants and Light|Solar System and Photosynthesis/);
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

  it.each([
    [['single', 'poll'], Messages.questionTypeInvalid],
    ['essay', Messages.questionTypeInvalid],
    [[], Messages.questionTypesRequired],
  ])('refuses the question types %j with a clear message', async (questionTypes, message) => {
    const owner = await makeUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quizzes/ai',
      headers: owner.auth,
      payload: { topic: 'Volcanoes', questionTypes },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
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

  it('makes multiple-select and true/false questions when asked for them', async () => {
    const multiple = (n: number) => ({
      kind: 'multiple',
      content: `Which of these are volcanic rocks? (${n})`,
      options: ['Basalt', 'Granite', 'Obsidian', 'Marble'],
      correctIndexes: [0, 2],
    });
    const statement = (n: number, isTrue: boolean) => ({
      kind: 'true_false',
      content: `Statement ${n} about volcanoes.`,
      options: ['True', 'False'],
      correctIndexes: [isTrue ? 0 : 1],
    });
    const answer = {
      title: 'Volcanoes',
      questions: [multiple(1), statement(2, true), multiple(3), statement(4, false), statement(5, true)],
    };
    await withAiApp([{ kind: 'json', body: answer }], {}, async (ai, fake) => {
      const owner = await makeUser(ai.app);
      const res = await ai.app.inject({
        method: 'POST',
        url: '/api/quizzes/ai',
        headers: owner.auth,
        payload: { topic: 'Volcanoes', numQuestions: 5, questionTypes: ['multiple', 'true_false', 'multiple'] },
      });
      expect(res.statusCode).toBe(201);
      expect(JSON.stringify(fake.requests[0]!.body.messages)).toContain('types: multiple, true_false');

      const quiz = await readBack(ai.app, owner.auth, res.json().data._id);
      expect(quiz.questions.map((q) => q.kind)).toEqual([
        'multiple',
        'true_false',
        'multiple',
        'true_false',
        'true_false',
      ]);
      for (const question of quiz.questions.filter((q) => q.kind === 'true_false')) expectTrueFalse(question);
      expect(quiz.questions.filter((q) => q.kind === 'true_false').map((q) => q.options[0]!.isCorrect)).toEqual([
        true,
        false,
        true,
      ]);
      for (const question of quiz.questions.filter((q) => q.kind === 'multiple')) {
        expect(question.options).toHaveLength(4);
        const correct = question.options.filter((o) => o.isCorrect).map((o) => o.label);
        expect(correct.sort()).toEqual(['Basalt', 'Obsidian']);
      }
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
