/** Issue 39 through the API: math, code and explanations saved and read; bad formulas refused at their field. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@quiz/contract/messages';
import type { Quiz } from '@quiz/contract/quizzes';
import type { Submission } from '@quiz/contract/submissions';
import { buildTestApp, closeSharedDatabase, type TestApp } from '../../../test/helpers';
import { makeUser, quizInputFor } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

type Auth = Record<string, string>;
const create = (auth: Auth, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/quizzes', headers: auth, payload });
const read = (id: string, auth?: Auth) =>
  t.app.inject({ method: 'GET', url: `/api/quizzes/${id}`, ...(auth ? { headers: auth } : {}) });

const quadratic = {
  kind: 'single',
  content: 'Solve $x^2 + 3x - 4 = 0$ for the positive root.\n\n$$x = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}$$',
  options: [
    { label: '$x = 1$', isCorrect: true },
    { label: '$x = -4$', isCorrect: false },
    { label: 'It costs $5', isCorrect: false },
  ],
  explanation: '$(x+4)(x-1) = 0$, and **only** $x = 1$ is positive.',
};
const code = {
  kind: 'single',
  content: 'What does this print?\n```python\nprint("<b>" * 2)\n```',
  options: [
    { label: '`<b><b>`', isCorrect: true },
    { label: '`<b>2`', isCorrect: false },
  ],
};
const mathQuiz = (questions: object[] = [quadratic, code]) =>
  quizInputFor({ isPublic: true, questions: questions as never });

describe('rich text in questions', () => {
  it('keeps math, code and the explanation exactly as written, and gives the explanation to the owner only', async () => {
    const owner = await makeUser(t.app);
    const res = await create(owner.auth, mathQuiz());
    expect(res.statusCode).toBe(201);
    const id = (res.json() as { data: Quiz }).data._id;

    const mine = (await read(id, owner.auth)).json().data as Quiz;
    expect(mine.questions[0]).toMatchObject({
      content: quadratic.content,
      explanation: quadratic.explanation,
      options: quadratic.options,
    });
    expect(mine.questions[1]).toMatchObject({ content: code.content, explanation: '' });

    const player = await makeUser(t.app);
    for (const view of [(await read(id, player.auth)).json(), (await read(id)).json()]) {
      expect(JSON.stringify(view)).not.toContain('explanation');
      expect(view.data.questions[0].content).toBe(quadratic.content);
    }
  });

  it('shows the explanation beside the right answer once a solo attempt is handed in', async () => {
    const owner = await makeUser(t.app);
    const quiz = (await create(owner.auth, mathQuiz())).json().data as Quiz;
    const taker = await makeUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/quizzes/${quiz._id}/submit`,
      headers: taker.auth,
      payload: {
        answers: [{ questionId: quiz.questions[0]!._id, selectedAnswer: quiz.questions[0]!.options[1]!._id }],
      },
    });
    expect(res.statusCode).toBe(201);
    const submission = (res.json() as { submission: Submission }).submission;
    expect(submission.answers[0]).toMatchObject({
      question: quadratic.content,
      correctTexts: ['$x = 1$'],
      explanation: quadratic.explanation,
    });
    expect(submission.answers[1]!.explanation).toBeUndefined();
  });

  const refusals: [where: string, question: object, field: string, message: string][] = [
    [
      'an unclosed $',
      { ...quadratic, content: 'Solve $x^2 + 1 = 0' },
      'questions.0.content',
      Messages.formulaUnclosed('$'),
    ],
    [
      'an unclosed \\(',
      { ...quadratic, explanation: 'Because \\(x = 1' },
      'questions.0.explanation',
      Messages.formulaUnclosed('\\)'),
    ],
    [
      'an unknown command',
      { ...quadratic, options: [{ label: '$\\frax{1}{2}$', isCorrect: true }, { label: 'b' }] },
      'questions.0.options.0.label',
      Messages.formulaUnknownCommand('\\frax'),
    ],
    [
      '\\href',
      { ...quadratic, content: 'Click $\\href{javascript:alert(1)}{here}$' },
      'questions.0.content',
      Messages.formulaCommandNotAllowed('\\href'),
    ],
    [
      '\\url',
      { ...quadratic, explanation: '$\\url{http://127.0.0.1/x}$' },
      'questions.0.explanation',
      Messages.formulaCommandNotAllowed('\\url'),
    ],
    [
      '\\htmlClass',
      { ...quadratic, content: '$\\htmlClass{evil}{x}$' },
      'questions.0.content',
      Messages.formulaCommandNotAllowed('\\htmlClass'),
    ],
    [
      'a macro bomb',
      { ...quadratic, content: '$\\def\\a{\\a\\a}\\a$' },
      'questions.0.content',
      Messages.formulaCommandNotAllowed('\\def'),
    ],
    [
      'a 10,000-character formula',
      { ...quadratic, explanation: `$${'x+'.repeat(5000)}$` },
      'questions.0.explanation',
      Messages.explanationTooLong,
    ],
    [
      'a question of one formula over 1,000 characters',
      { ...quadratic, content: `$${'x'.repeat(999)}1$ ok?` },
      'questions.0.content',
      Messages.questionTooLong,
    ],
    [
      'an explanation over 1,000 characters',
      { ...quadratic, explanation: 'y'.repeat(1001) },
      'questions.0.explanation',
      Messages.explanationTooLong,
    ],
  ];
  it.each(refusals)('refuses %s on save, naming the field', async (_where, question, field, message) => {
    const owner = await makeUser(t.app);
    const res = await create(owner.auth, mathQuiz([question]));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBe(message);
  });

  it('refuses a bad formula on edit too, and leaves the quiz as it was', async () => {
    const owner = await makeUser(t.app);
    const quiz = (await create(owner.auth, mathQuiz())).json().data as Quiz;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/quizzes/${quiz._id}`,
      headers: owner.auth,
      payload: mathQuiz([{ ...quadratic, content: '$\\sqrt{2' }]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors['questions.0.content']).toBeDefined();
    expect(((await read(quiz._id, owner.auth)).json().data as Quiz).questions[0]!.content).toBe(quadratic.content);
  });

  it('takes text with no marks, and a dollar that is money, as it is', async () => {
    const owner = await makeUser(t.app);
    const plain = {
      kind: 'single',
      content: 'A book costs $5 and a pen US$ 2. What do both cost?',
      options: [
        { label: '$7', isCorrect: true },
        { label: '5$ + 2$', isCorrect: false },
      ],
    };
    const res = await create(owner.auth, mathQuiz([plain]));
    expect(res.statusCode).toBe(201);
    expect((res.json().data as Quiz).questions[0]).toMatchObject({ content: plain.content, options: plain.options });
  });
});
