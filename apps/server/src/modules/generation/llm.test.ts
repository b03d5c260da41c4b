import { inspect } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { quizAnswer, startFakeOpenAi, type FakeBehaviour, type FakeOpenAi } from '../../../test/fake-openai';
import {
  AiGenerationError,
  generateQuestionsWithLlm,
  prepareDocument,
  resetLlmFormatCache,
  type LlmSettings,
} from './llm';

const KEY = 'sk-test-SECRET-key-0123456789';
const INVALID = 'Invalid server response. The server may be experiencing issues with the AI service.';

const servers: FakeOpenAi[] = [];
async function fake(behaviour?: FakeBehaviour) {
  const server = await startFakeOpenAi(behaviour);
  servers.push(server);
  return server;
}
const settingsFor = (ai: FakeOpenAi, extra: Partial<LlmSettings> = {}): LlmSettings => ({
  baseUrl: ai.baseUrl,
  apiKey: KEY,
  model: 'fake-model',
  ...extra,
});
const topic = (count = 3) => ({ count, language: 'english' as const, topic: 'The solar system' });

async function failure(promise: Promise<unknown>): Promise<AiGenerationError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AiGenerationError);
    return error as AiGenerationError;
  }
  throw new Error('expected the generation to fail');
}

function expectNoKey(error: unknown) {
  const e = error as AiGenerationError;
  for (const text of [e.message, e.detail ?? '', String(e.stack), inspect(e, { depth: 5 }), JSON.stringify(e)]) {
    expect(text).not.toContain(KEY);
  }
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
  resetLlmFormatCache();
});

describe('generateQuestionsWithLlm', () => {
  it('turns a good structured answer into questions with the right option marked correct', async () => {
    const ai = await fake([{ kind: 'json', body: quizAnswer(3, { title: 'Planets and moons', correctIndex: 2 }) }]);
    const result = await generateQuestionsWithLlm(settingsFor(ai), topic(3));

    expect(result.title).toBe('Planets and moons');
    expect(result.questions).toHaveLength(3);
    expect(result.questions[0]).toEqual({
      kind: 'single',
      content: 'Question 1?',
      options: [
        { label: 'Alpha 1', isCorrect: false },
        { label: 'Bravo 1', isCorrect: false },
        { label: 'Charlie 1', isCorrect: true },
        { label: 'Delta 1', isCorrect: false },
      ],
    });
    for (const q of result.questions) expect(q.options.filter((o) => o.isCorrect)).toHaveLength(1);

    expect(ai.requests).toHaveLength(1);
    const request = ai.requests[0]!;
    expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request.body.model).toBe('fake-model');
    expect(request.body.response_format?.type).toBe('json_schema');
    expect(request.body.response_format?.json_schema).toMatchObject({ name: 'quiz', strict: true });
    expect(request.body.messages?.[1]?.content).toContain('exactly 3 questions');
    expect(request.body.messages?.[1]?.content).toContain('The solar system');
    // Single choice only (the default): today's shape, one correctIndex.
    const schema = JSON.stringify(request.body.response_format?.json_schema?.schema);
    expect(schema).toContain('"correctIndex"');
    expect(schema).not.toContain('"kind"');
  });

  it('uses the title the user gave over the model’s', async () => {
    const ai = await fake([{ kind: 'json', body: quizAnswer(2) }]);
    const result = await generateQuestionsWithLlm(settingsFor(ai), { ...topic(2), title: 'My own title' });
    expect(result.title).toBe('My own title');
  });

  it('grounds questions in the document, with page markers, and keeps each question’s page', async () => {
    const ai = await fake([{ kind: 'json', body: quizAnswer(2, { page: 2 }) }]);
    const result = await generateQuestionsWithLlm(settingsFor(ai), {
      count: 2,
      language: 'english',
      sourcePages: [
        { page: 1, text: 'Photosynthesis turns light into chemical energy.' },
        { page: 2, text: 'Chlorophyll absorbs mostly blue and red light.' },
      ],
    });
    expect(result.questions.map((q) => q.page)).toEqual([2, 2]);
    const [system, user] = ai.requests[0]!.body.messages!;
    expect(system!.content).toMatch(/only in the document/i);
    expect(user!.content).toContain('[Page 1]\nPhotosynthesis');
    expect(user!.content).toContain('[Page 2]\nChlorophyll');
    const schema = ai.requests[0]!.body.response_format?.json_schema?.schema as {
      properties: { questions: { items: { required: string[] } } };
    };
    expect(schema.properties.questions.items.required).toContain('page');
  });

  it('treats a page outside the document as invalid and asks again', async () => {
    const ai = await fake([
      { kind: 'json', body: quizAnswer(2, { page: 9 }) },
      { kind: 'json', body: quizAnswer(2, { page: 1 }) },
    ]);
    const result = await generateQuestionsWithLlm(settingsFor(ai), {
      count: 2,
      language: 'english',
      sourcePages: [{ page: 1, text: 'Only one page of text here.' }],
    });
    expect(ai.requests).toHaveLength(2);
    expect(result.questions.every((q) => q.page === 1)).toBe(true);
  });

  it('retries once after malformed JSON and succeeds', async () => {
    const ai = await fake([
      { kind: 'content', content: '{"title": "Oops", "questions": [' },
      { kind: 'json', body: quizAnswer(3) },
    ]);
    const result = await generateQuestionsWithLlm(settingsFor(ai), topic(3));
    expect(result.questions).toHaveLength(3);
    expect(ai.requests).toHaveLength(2);
    const retryMessages = ai.requests[1]!.body.messages!;
    expect(retryMessages.at(-1)?.content).toMatch(/previous answer could not be used/);
  });

  it('reports an invalid response after two malformed answers', async () => {
    const ai = await fake([
      { kind: 'content', content: 'Sure! Here are your questions:' },
      { kind: 'content', content: '{not json' },
      { kind: 'json', body: quizAnswer(3) },
    ]);
    const error = await failure(generateQuestionsWithLlm(settingsFor(ai), topic(3)));
    expect(error.kind).toBe('invalid_response');
    expect(error.message).toBe(INVALID);
    expect(ai.requests).toHaveLength(2);
    expectNoKey(error);
  });

  it('treats four options that are not four, or not distinct, as invalid and retries', async () => {
    const threeOptions = quizAnswer(2);
    threeOptions.questions[1]!.options = ['A', 'B', 'C'];
    const duplicates = quizAnswer(2);
    duplicates.questions[0]!.options = ['Mars', 'Venus', 'mars ', 'Earth'];

    const ai = await fake([
      { kind: 'json', body: threeOptions },
      { kind: 'json', body: quizAnswer(2) },
    ]);
    await expect(generateQuestionsWithLlm(settingsFor(ai), topic(2))).resolves.toMatchObject({
      questions: [{}, {}],
    });
    expect(ai.requests).toHaveLength(2);

    const ai2 = await fake([
      { kind: 'json', body: duplicates },
      { kind: 'json', body: duplicates },
    ]);
    const error = await failure(generateQuestionsWithLlm(settingsFor(ai2), topic(2)));
    expect(error.kind).toBe('invalid_response');
    expect(ai2.requests).toHaveLength(2);
  });

  it('rejects fewer questions than asked and trims extra ones', async () => {
    const ai = await fake([
      { kind: 'json', body: quizAnswer(2) },
      { kind: 'json', body: quizAnswer(6) },
    ]);
    const result = await generateQuestionsWithLlm(settingsFor(ai), topic(4));
    expect(ai.requests).toHaveLength(2);
    expect(result.questions.map((q) => q.content)).toEqual([
      'Question 1?',
      'Question 2?',
      'Question 3?',
      'Question 4?',
    ]);
  });

  it('rejects a correctIndex out of range', async () => {
    const ai = await fake([
      { kind: 'json', body: quizAnswer(2, { correctIndex: 4 }) },
      { kind: 'json', body: quizAnswer(2, { correctIndex: 0 }) },
    ]);
    const result = await generateQuestionsWithLlm(settingsFor(ai), topic(2));
    expect(ai.requests).toHaveLength(2);
    expect(result.questions[0]!.options[0]!.isCorrect).toBe(true);
  });

  describe('with kinds of question other than single choice', () => {
    const mixedAnswer = () => ({
      title: 'Planets',
      questions: [
        {
          kind: 'multiple',
          content: 'Which of these are gas giants?',
          options: ['Jupiter', 'Mars', 'Saturn', 'Venus'],
          correctIndexes: [0, 2],
        },
        { kind: 'true_false', content: 'Mars has two moons.', options: ['True', 'False'], correctIndexes: [0] },
        // The model may put False first: the stored question is True then False all the same.
        {
          kind: 'true_false',
          content: 'Venus is the largest planet.',
          options: ['False', 'True'],
          correctIndexes: [0],
        },
        {
          kind: 'multiple',
          content: 'Which planets have rings?',
          options: ['Saturn', 'Uranus', 'Mercury', 'Neptune'],
          correctIndexes: ['3', 0, 1],
        },
      ] as Record<string, unknown>[],
    });
    const request = { ...topic(4), kinds: ['multiple', 'true_false'] as const };

    it('asks for them and stores multiple-select and true/false questions', async () => {
      const ai = await fake([{ kind: 'json', body: mixedAnswer() }]);
      const result = await generateQuestionsWithLlm(settingsFor(ai), request);

      expect(result.questions).toEqual([
        {
          kind: 'multiple',
          content: 'Which of these are gas giants?',
          options: [
            { label: 'Jupiter', isCorrect: true },
            { label: 'Mars', isCorrect: false },
            { label: 'Saturn', isCorrect: true },
            { label: 'Venus', isCorrect: false },
          ],
        },
        {
          kind: 'true_false',
          content: 'Mars has two moons.',
          options: [
            { label: 'True', isCorrect: true },
            { label: 'False', isCorrect: false },
          ],
        },
        {
          kind: 'true_false',
          content: 'Venus is the largest planet.',
          options: [
            { label: 'True', isCorrect: false },
            { label: 'False', isCorrect: true },
          ],
        },
        {
          kind: 'multiple',
          content: 'Which planets have rings?',
          options: [
            { label: 'Saturn', isCorrect: true },
            { label: 'Uranus', isCorrect: true },
            { label: 'Mercury', isCorrect: false },
            { label: 'Neptune', isCorrect: true },
          ],
        },
      ]);

      const sent = ai.requests[0]!.body;
      const [system, user] = sent.messages!;
      expect(system!.content).toContain('"multiple"');
      expect(system!.content).toContain('"true_false"');
      expect(system!.content).not.toMatch(/"single":/);
      expect(user!.content).toContain('exactly 4 questions (types: multiple, true_false)');
      const schema = sent.response_format?.json_schema?.schema as {
        properties: { questions: { items: { properties: Record<string, { enum?: string[] }>; required: string[] } } };
      };
      const items = schema.properties.questions.items;
      expect(items.properties.kind!.enum).toEqual(['multiple', 'true_false']);
      expect(items.required).toEqual(expect.arrayContaining(['kind', 'content', 'options', 'correctIndexes']));
    });

    it.each([
      ['a true/false question whose options are not True and False', { options: ['Yes', 'No'] }],
      ['a true/false question marked both true and false', { correctIndexes: [0, 1] }],
      ['a kind that was not asked for', { kind: 'single', options: ['A', 'B', 'C', 'D'], correctIndexes: [0] }],
      ['a question without a kind (single) when single was not asked for', { kind: undefined }],
      ['an unknown kind', { kind: 'essay' }],
      ['a multiple-select question without a correct option', { kind: 'multiple', correctIndexes: [] }],
      ['a multiple-select question with three options', { kind: 'multiple', options: ['A', 'B', 'C'] }],
    ])('drops %s, asks again, and reports an invalid answer twice', async (_name, change) => {
      const bad = mixedAnswer();
      bad.questions[1] = { ...bad.questions[1], ...change };
      const ai = await fake([
        { kind: 'json', body: bad },
        { kind: 'json', body: mixedAnswer() },
      ]);
      const result = await generateQuestionsWithLlm(settingsFor(ai), request);
      expect(result.questions).toHaveLength(4);
      expect(ai.requests).toHaveLength(2);
      const retry = ai.requests[1]!.body.messages!.at(-1)!.content;
      expect(retry).toMatch(/question 2:/);
      expect(retry).toContain('correctIndexes');

      const ai2 = await fake([
        { kind: 'json', body: bad },
        { kind: 'json', body: bad },
      ]);
      const error = await failure(generateQuestionsWithLlm(settingsFor(ai2), request));
      expect(error.kind).toBe('invalid_response');
      expect(error.message).toBe(INVALID);
    });

    it('accepts today’s answer shape for single choice among the kinds asked for', async () => {
      const ai = await fake([{ kind: 'json', body: quizAnswer(2, { correctIndex: 3 }) }]);
      const result = await generateQuestionsWithLlm(settingsFor(ai), { ...topic(2), kinds: ['single', 'true_false'] });
      expect(result.questions.map((q) => q.kind)).toEqual(['single', 'single']);
      expect(result.questions[0]!.options[3]!.isCorrect).toBe(true);
    });
  });

  it('maps an HTTP 500 to "Server error: 500" without retrying', async () => {
    const ai = await fake([{ kind: 'status', status: 500 }]);
    const error = await failure(generateQuestionsWithLlm(settingsFor(ai), topic()));
    expect(error.kind).toBe('upstream');
    expect(error.status).toBe(500);
    expect(error.message).toBe('Server error: 500');
    expect(ai.requests).toHaveLength(1);
    expectNoKey(error);
  });

  it('times out', async () => {
    const ai = await fake([{ kind: 'hang' }]);
    const started = Date.now();
    const error = await failure(generateQuestionsWithLlm(settingsFor(ai, { timeoutMs: 300 }), topic()));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('The AI service took too long to answer. Please try again.');
    expectNoKey(error);
  });

  it('reports a network error when nothing listens', async () => {
    const ai = await startFakeOpenAi();
    await ai.close();
    const error = await failure(generateQuestionsWithLlm(settingsFor(ai), topic()));
    expect(error.kind).toBe('network');
    expect(error.message).toBe('Network error. Please check your connection and try again.');
    expectNoKey(error);
  });

  it('falls back to JSON mode on a server without JSON-schema support, and remembers it', async () => {
    const ai = await fake([
      { kind: 'no-json-schema', body: quizAnswer(3) },
      { kind: 'no-json-schema', body: quizAnswer(3) },
      { kind: 'no-json-schema', body: quizAnswer(3) },
    ]);
    const result = await generateQuestionsWithLlm(settingsFor(ai), topic(3));
    expect(result.questions).toHaveLength(3);
    expect(ai.requests.map((r) => r.body.response_format?.type)).toEqual(['json_schema', 'json_object']);
    // The schema is then described in the prompt.
    expect(ai.requests[1]!.body.messages![0]!.content).toContain('"correctIndex"');

    await generateQuestionsWithLlm(settingsFor(ai), topic(3));
    expect(ai.requests.map((r) => r.body.response_format?.type)).toEqual(['json_schema', 'json_object', 'json_object']);
  });

  it('never puts the key into an error, even when the server echoes it', async () => {
    const ai = await fake([{ kind: 'status', status: 401, message: `Incorrect API key provided: ${KEY}` }]);
    const error = await failure(generateQuestionsWithLlm(settingsFor(ai), topic()));
    expect(error.message).toBe('Server error: 401');
    expect(error.detail).toContain('[redacted]');
    expectNoKey(error);
  });

  it('sends no Authorization header when no key is configured', async () => {
    const ai = await fake([{ kind: 'json', body: quizAnswer(1) }]);
    await generateQuestionsWithLlm(settingsFor(ai, { apiKey: undefined }), topic(1));
    expect(ai.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('asks for Vietnamese when the request is in Vietnamese', async () => {
    const ai = await fake([{ kind: 'quiz' }]);
    const result = await generateQuestionsWithLlm(settingsFor(ai), {
      count: 5,
      language: 'vietnamese',
      topic: 'Lịch sử Việt Nam',
    });
    expect(result.questions).toHaveLength(5);
    const [system, user] = ai.requests[0]!.body.messages!;
    expect(system!.content).toContain('Vietnamese');
    expect(user!.content).toContain('in Vietnamese');
    expect(user!.content).toContain('Lịch sử Việt Nam');
  });
});

describe('prepareDocument', () => {
  it('keeps short documents whole and skips empty pages', () => {
    const doc = prepareDocument([
      { page: 1, text: '  Hello   world ' },
      { page: 2, text: '   ' },
      { page: 3, text: 'Third' },
    ]);
    expect(doc).toEqual({ text: '[Page 1]\nHello world\n\n[Page 3]\nThird', pages: [1, 3] });
    expect(prepareDocument([{ page: 1, text: ' ' }])).toBeUndefined();
  });

  it('spreads the budget across pages when the document is too long', () => {
    const long = 'word '.repeat(20_000);
    const doc = prepareDocument(
      [
        { page: 1, text: long },
        { page: 2, text: 'A short page.' },
        { page: 3, text: long },
      ],
      10_000,
    )!;
    expect(doc.pages).toEqual([1, 2, 3]);
    expect(doc.text.length).toBeLessThan(10_200);
    expect(doc.text).toContain('[Page 2]\nA short page.');
    const page3 = doc.text.split('[Page 3]\n')[1]!;
    expect(page3.length).toBeGreaterThan(4_000);
  });
});
