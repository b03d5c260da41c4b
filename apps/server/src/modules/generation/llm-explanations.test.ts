/**
 * The AI path's explanations and math (issue 39), against the fake provider on loopback: the model is asked for an
 * explanation per question (citing the page of a document) and may write formulas; what it writes is kept when it
 * reads as rich text, cut when too long, and dropped, never sinking its question, when it does not.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { QuestionKindLimits } from '@quiz/contract/limits';
import { richTextProblem } from '@quiz/contract/rich-text';
import { startFakeOpenAi, type FakeBehaviour, type FakeOpenAi } from '../../../test/fake-openai';
import { generateQuestionsWithLlm, resetLlmFormatCache, type LlmSettings } from './llm';

const servers: FakeOpenAi[] = [];
async function fake(behaviour?: FakeBehaviour) {
  const server = await startFakeOpenAi(behaviour);
  servers.push(server);
  return server;
}
const settingsFor = (ai: FakeOpenAi): LlmSettings => ({ baseUrl: ai.baseUrl, model: 'fake-model' });

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
  resetLlmFormatCache();
});

/** A single-choice question as the model writes it. */
const question = (n: number, extra: Record<string, unknown> = {}) => ({
  content: `Question ${n}?`,
  options: ['Alpha', 'Bravo', 'Charlie', 'Delta'].map((o) => `${o} ${n}`),
  correctIndex: 1,
  ...extra,
});
const answer = (...questions: Record<string, unknown>[]) => ({ title: 'A generated quiz', questions });
const maths = { count: 2, language: 'english' as const, topic: 'Quadratic equations' };
const pages = [
  { page: 1, text: 'Photosynthesis turns light into chemical energy.' },
  { page: 2, text: 'Chlorophyll absorbs mostly blue and red light.' },
];

describe('explanations from the model', () => {
  it('asks for an explanation per question and allows formulas', async () => {
    const ai = await fake([{ kind: 'json', body: answer(question(1), question(2)) }]);
    await generateQuestionsWithLlm(settingsFor(ai), maths);
    const [system] = ai.requests[0]!.body.messages!;
    expect(system!.content).toContain('"explanation"');
    expect(system!.content).toContain('$x^2 + 3x - 4 = 0$');
    expect(system!.content).toContain('$\\frac{1}{2}$');
    const schema = ai.requests[0]!.body.response_format?.json_schema?.schema as {
      properties: { questions: { items: { required: string[] } } };
    };
    expect(schema.properties.questions.items.required).toContain('explanation');
  });

  it('keeps each question’s explanation, math included', async () => {
    const explanation = '$(x+4)(x-1) = 0$, so $x = -4$ or $x = 1$.';
    const ai = await fake([
      {
        kind: 'json',
        body: answer(
          question(1, { content: 'Which $x > 0$ solves $x^2 + 3x - 4 = 0$?', explanation }),
          question(2, { explanation: 'Because **Bravo** is right.' }),
        ),
      },
    ]);
    const { questions } = await generateQuestionsWithLlm(settingsFor(ai), maths);
    expect(questions.map((q) => q.explanation)).toEqual([explanation, 'Because **Bravo** is right.']);
    expect(questions[0]!.content).toBe('Which $x > 0$ solves $x^2 + 3x - 4 = 0$?');
  });

  it('asks a document’s explanations to cite the page, and adds the page when the model forgot it', async () => {
    const ai = await fake([
      {
        kind: 'json',
        body: answer(
          question(1, { page: 2, explanation: 'Chlorophyll absorbs blue and red light (p. 2).' }),
          question(2, { page: 1, explanation: 'Light becomes chemical energy.' }),
        ),
      },
    ]);
    const { questions } = await generateQuestionsWithLlm(settingsFor(ai), {
      count: 2,
      language: 'english',
      sourcePages: pages,
    });
    expect(questions.map((q) => q.explanation)).toEqual([
      'Chlorophyll absorbs blue and red light (p. 2).',
      'Light becomes chemical energy. (p. 1)',
    ]);
    expect(ai.requests[0]!.body.messages![0]!.content).toContain('(p. 3)');
  });

  it('cites the page the Vietnamese way in a Vietnamese quiz', async () => {
    const ai = await fake([{ kind: 'json', body: answer(question(1, { page: 1, explanation: 'Vì ánh sáng.' })) }]);
    const { questions } = await generateQuestionsWithLlm(settingsFor(ai), {
      count: 1,
      language: 'vietnamese',
      sourcePages: pages,
    });
    expect(questions[0]!.explanation).toBe('Vì ánh sáng. (tr. 1)');
    expect(ai.requests[0]!.body.messages![0]!.content).toContain('(tr. N)');
  });

  it('drops an explanation with a broken or forbidden formula and keeps its question, without asking again', async () => {
    const ai = await fake([
      {
        kind: 'json',
        body: answer(
          question(1, { explanation: 'Since $\\frac{1}{2 is a half.' }),
          question(2, { explanation: 'See $\\href{javascript:alert(1)}{here}$.' }),
          question(3, { explanation: 'Since $\\notacommand{x}$.' }),
          question(4, { explanation: 42 }),
        ),
      },
    ]);
    const { questions } = await generateQuestionsWithLlm(settingsFor(ai), { ...maths, count: 4 });
    expect(ai.requests).toHaveLength(1);
    expect(questions.map((q) => q.content)).toEqual(['Question 1?', 'Question 2?', 'Question 3?', 'Question 4?']);
    for (const q of questions) expect(q).not.toHaveProperty('explanation');
  });

  it('cuts an explanation that is too long at a sentence, within the limit', async () => {
    const sentence = 'The vertex of a parabola lies halfway between its roots on the axis of symmetry. ';
    const long = sentence.repeat(20);
    const ai = await fake([{ kind: 'json', body: answer(question(1, { page: 1, explanation: long })) }]);
    const { questions } = await generateQuestionsWithLlm(settingsFor(ai), {
      count: 1,
      language: 'english',
      sourcePages: pages,
    });
    const explanation = questions[0]!.explanation!;
    expect(explanation.length).toBeLessThanOrEqual(QuestionKindLimits.explanationMax);
    expect(explanation).toMatch(/symmetry\. \(p\. 1\)$/);
    expect(long.startsWith(explanation.replace(/ \(p\. 1\)$/, ''))).toBe(true);
  });

  it('drops a question whose own text has a broken formula, as any unusable question', async () => {
    const ai = await fake([
      {
        kind: 'json',
        body: answer(question(1, { content: 'Solve $x^2 = 4' }), question(2), question(3)),
      },
    ]);
    const { questions } = await generateQuestionsWithLlm(settingsFor(ai), maths);
    expect(questions.map((q) => q.content)).toEqual(['Question 2?', 'Question 3?']);
  });
  it('asks again, naming the broken formula, when too few questions are left', async () => {
    const ai = await fake([
      { kind: 'json', body: answer(question(1, { content: 'Solve $x^2 = 4' }), question(2)) },
      { kind: 'json', body: answer(question(1), question(2)) },
    ]);
    const { questions } = await generateQuestionsWithLlm(settingsFor(ai), maths);
    expect(questions).toHaveLength(2);
    expect(ai.requests).toHaveLength(2);
    expect(ai.requests[1]!.body.messages!.at(-1)!.content).toContain('question 1: A formula is not closed');
  });
});

describe('LaTeX the model did not escape for JSON', () => {
  it('reads backslashes that begin no JSON escape as written ("\\sqrt", "\\cdot")', async () => {
    const raw = String.raw`{"title": "Roots", "questions": [{"content": "What is $\sqrt{16} \cdot 2$?", "options": ["$8$", "$4$", "$6$", "$2$"], "correctIndex": 0, "explanation": "$\sqrt{16} = 4$ and $4 \cdot 2 = 8$."}]}`;
    const ai = await fake([{ kind: 'content', content: raw }]);
    const { questions } = await generateQuestionsWithLlm(settingsFor(ai), { ...maths, count: 1 });
    expect(questions[0]!.content).toBe(String.raw`What is $\sqrt{16} \cdot 2$?`);
    expect(questions[0]!.explanation).toBe(String.raw`$\sqrt{16} = 4$ and $4 \cdot 2 = 8$.`);
  });

  it('puts back commands that JSON read as control characters ("\\frac", "\\times", "\\beta", "\\neq")', async () => {
    const raw = String.raw`{"title": "Fractions", "questions": [{"content": "Is $\frac{1}{2} \times 2 \neq 1$?", "options": ["$\beta$", "$\theta$", "$\rho$", "$\nu$"], "correctIndex": 0, "explanation": "Line one\nline two: $\frac{2}{2} = 1$."}]}`;
    const ai = await fake([{ kind: 'content', content: raw }]);
    const { questions } = await generateQuestionsWithLlm(settingsFor(ai), { ...maths, count: 1 });
    const q = questions[0]!;
    expect(q.content).toBe(String.raw`Is $\frac{1}{2} \times 2 \neq 1$?`);
    expect(q.options.map((o) => o.label)).toEqual([
      String.raw`$\beta$`,
      String.raw`$\theta$`,
      String.raw`$\rho$`,
      String.raw`$\nu$`,
    ]);
    // A real line break before an ordinary word stays one.
    expect(q.explanation).toBe('Line one\nline two: $\\frac{2}{2} = 1$.');
    for (const text of [q.content, q.explanation!, ...q.options.map((o) => o.label)])
      expect(richTextProblem(text)).toBeNull();
  });
});
