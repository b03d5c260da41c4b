/** Issue 16 through the API: every kind of question written, read, edited and taken solo. */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@quiz/contract/messages';
import type { Quiz } from '@quiz/contract/quizzes';
import type { Submission } from '@quiz/contract/submissions';
import { buildTestApp, closeSharedDatabase, type TestApp } from '../../../test/helpers';
import { kindsQuizInput, makeKindsQuiz, makeUser, multipart } from '../../../test/factories';

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
const submit = (quizId: string, auth: Auth, answers: object[]) =>
  t.app.inject({
    method: 'POST',
    url: `/api/quizzes/${quizId}/submit`,
    headers: auth,
    payload: { answers, timeSpent: 60 },
  });

/** A quiz body with one question replaced. */
const withQuestion = (question: object) => kindsQuizInput({ questions: [question as never] });

const firstError = (res: { json(): unknown }) => (res.json() as { message: string }).message;

/** The right answer to each question of the kinds quiz, from its owner's view (which has the key). */
function rightAnswers(quiz: Quiz) {
  const [single, multiple, trueFalse, typed, ordering, poll] = quiz.questions;
  return [
    { questionId: single!._id, selectedAnswer: single!.options.find((o) => o.isCorrect)!._id },
    { questionId: multiple!._id, selectedAnswers: multiple!.options.filter((o) => o.isCorrect).map((o) => o._id) },
    { questionId: trueFalse!._id, selectedAnswer: trueFalse!.options[0]!._id },
    { questionId: typed!._id, text: '  ha   NOI ' },
    { questionId: ordering!._id, order: ordering!.options.map((o) => o._id) },
    { questionId: poll!._id, selectedAnswer: poll!.options[1]!._id },
  ];
}

async function pngOf(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
}

async function uploadPicture(auth: Auth) {
  const body = multipart({}, [{ field: 'image', filename: 'map.png', type: 'image/png', data: await pngOf(40, 30) }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploads/question-image',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { data: { url: string } }).data.url;
}

const stored = async (url: string) => (await t.app.ctx.storage.read(url)) !== null;

describe('questions of every kind', () => {
  it('stores each kind and gives its owner the whole answer key', async () => {
    const owner = await makeUser(t.app);
    const res = await create(owner.auth, kindsQuizInput());
    expect(res.statusCode).toBe(201);
    const quiz = (res.json() as { data: Quiz }).data;
    expect(quiz.questions.map((q) => q.kind)).toEqual([
      'single',
      'multiple',
      'true_false',
      'typed',
      'ordering',
      'poll',
    ]);
    const [, multiple, trueFalse, typed, ordering, poll] = quiz.questions;
    expect(multiple!.options.map((o) => o.isCorrect)).toEqual([true, false, true]);
    expect(trueFalse!.options.map((o) => [o.label, o.isCorrect])).toEqual([
      ['True', true],
      ['False', false],
    ]);
    expect(typed).toMatchObject({ options: [], acceptedAnswers: ['Hà Nội'], matchDiacritics: false });
    expect(ordering!.options.map((o) => o.label)).toEqual(['Mercury', 'Venus', 'Earth', 'Mars']);
    expect(poll!.options.every((o) => o.isCorrect === false)).toBe(true);
    expect(quiz.questions.every((q) => q.points === 'standard' && q.timeLimit === null && q.image === null)).toBe(true);
  });

  it('shows everyone else no key: no correct flags, no accepted answers, the ordering items out of order', async () => {
    const owner = await makeUser(t.app);
    const other = await makeUser(t.app);
    const quiz = await makeKindsQuiz(t.app, owner.user);
    for (const auth of [other.auth, undefined]) {
      const body = (await read(quiz._id, auth)).body;
      expect(body).not.toContain('isCorrect');
      expect(body).not.toContain('acceptedAnswers');
      expect(body).not.toContain('Hà Nội');
      const seen = (JSON.parse(body) as { data: Quiz }).data.questions[4]!;
      expect(seen.options.map((o) => o.label)).not.toEqual(['Mercury', 'Venus', 'Earth', 'Mars']);
      expect([...seen.options.map((o) => o.label)].sort()).toEqual(['Earth', 'Mars', 'Mercury', 'Venus']);
    }
  });

  it('shows the ordering items in the same order on every read, so reading again tells nothing new', async () => {
    const owner = await makeUser(t.app);
    const other = await makeUser(t.app);
    const publicQuiz = await makeKindsQuiz(t.app, owner.user);
    const orders = new Set<string>();
    for (let i = 0; i < 8; i++) {
      // Past the short read cache each time: every read is drawn afresh.
      t.app.ctx.quizCache.quizChanged(publicQuiz._id);
      const seen = ((await read(publicQuiz._id, other.auth)).json() as { data: Quiz }).data.questions[4]!;
      orders.add(seen.options.map((o) => o.label).join());
    }
    expect(orders.size).toBe(1);
  });

  it("keeps working for clients that send today's shape (no kind): single choice", async () => {
    const owner = await makeUser(t.app);
    const res = await create(owner.auth, {
      title: 'An old client quiz',
      questions: [{ content: '2 + 2?', options: [{ label: '4', isCorrect: true }, { label: '5' }] }],
    });
    expect(res.statusCode).toBe(201);
    expect((res.json() as { data: Quiz }).data.questions[0]).toMatchObject({ kind: 'single', points: 'standard' });
  });

  it.each([
    [
      'a multiple select with nothing correct',
      { kind: 'multiple', content: 'Pick', options: [{ label: 'A' }, { label: 'B' }] },
      Messages.correctAnswerRequired,
    ],
    [
      'a typed answer with no accepted answer',
      { kind: 'typed', content: 'Type', acceptedAnswers: [] },
      Messages.acceptedAnswersRequired,
    ],
    [
      'a typed accepted answer over 80 characters',
      { kind: 'typed', content: 'Type', acceptedAnswers: ['x'.repeat(81)] },
      Messages.acceptedAnswerTooLong,
    ],
    [
      'an ordering with two items alike',
      { kind: 'ordering', content: 'Order', options: [{ label: 'A' }, { label: 'B' }, { label: 'a' }] },
      Messages.orderingItemsDistinct,
    ],
    [
      'an ordering of two items',
      { kind: 'ordering', content: 'Order', options: [{ label: 'A' }, { label: 'B' }] },
      Messages.orderingItemsCount,
    ],
    [
      'a poll with a correct option',
      { kind: 'poll', content: 'Vote', options: [{ label: 'A', isCorrect: true }, { label: 'B' }] },
      Messages.pollHasNoCorrectAnswer,
    ],
    [
      'a true/false with both marked correct',
      { kind: 'true_false', content: 'Yes?', options: [{ isCorrect: true }, { isCorrect: true }] },
      Messages.trueFalseAnswerRequired,
    ],
    ['an unknown kind', { kind: 'essay', content: 'Write', options: [] }, Messages.questionKindInvalid],
    [
      'a question time under 5 seconds',
      { kind: 'single', content: 'Q', timeLimit: 2, options: [{ label: 'A', isCorrect: true }, { label: 'B' }] },
      Messages.questionTimeInvalid,
    ],
    [
      'unknown points',
      { kind: 'single', content: 'Q', points: 'triple', options: [{ label: 'A', isCorrect: true }, { label: 'B' }] },
      Messages.questionPointsInvalid,
    ],
    [
      'a picture without a description',
      {
        kind: 'single',
        content: 'Q',
        image: { url: '/uploads/questions/00000000-0000-4000-8000-000000000000.webp', alt: ' ' },
        options: [{ label: 'A', isCorrect: true }, { label: 'B' }],
      },
      Messages.imageAltRequired,
    ],
  ])('refuses %s with a clear message at the field', async (_, question, message) => {
    const owner = await makeUser(t.app);
    const res = await create(owner.auth, withQuestion(question));
    expect(res.statusCode).toBe(400);
    expect(Object.values((res.json() as { fieldErrors: Record<string, string> }).fieldErrors)).toContain(message);
  });

  it('refuses a picture that was never uploaded here', async () => {
    const owner = await makeUser(t.app);
    const res = await create(
      owner.auth,
      withQuestion({
        kind: 'single',
        content: 'Where is this?',
        image: { url: '/uploads/questions/00000000-0000-4000-8000-000000000000.webp', alt: 'A map' },
        options: [{ label: 'A', isCorrect: true }, { label: 'B' }],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(firstError(res)).toBe(Messages.questionImageMissing);
  });

  it("changes a question's kind, time and points on edit, keeping its id", async () => {
    const owner = await makeUser(t.app);
    const quiz = await makeKindsQuiz(t.app, owner.user);
    const single = quiz.questions[0]!;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/quizzes/${quiz._id}`,
      headers: owner.auth,
      payload: {
        title: quiz.title,
        questions: [
          {
            _id: single._id,
            kind: 'typed',
            content: 'Capital of France?',
            acceptedAnswers: ['Paris'],
            matchDiacritics: true,
            timeLimit: 45,
            points: 'double',
          },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const edited = (await read(quiz._id, owner.auth)).json() as { data: Quiz };
    expect(edited.data.questions).toEqual([
      expect.objectContaining({
        _id: single._id,
        kind: 'typed',
        options: [],
        acceptedAnswers: ['Paris'],
        matchDiacritics: true,
        timeLimit: 45,
        points: 'double',
      }),
    ]);
    expect(edited.data.questionCount).toBe(1);
  });

  it('keeps a picture with its description, and removes its file when the question and then the quiz go', async () => {
    const owner = await makeUser(t.app);
    const first = await uploadPicture(owner.auth);
    const second = await uploadPicture(owner.auth);
    const question = (url: string, content: string) => ({
      kind: 'single',
      content,
      image: { url, alt: `Map for ${content}` },
      options: [{ label: 'A', isCorrect: true }, { label: 'B' }],
    });
    const res = await create(
      owner.auth,
      kindsQuizInput({ questions: [question(first, 'One'), question(second, 'Two')] as never }),
    );
    expect(res.statusCode).toBe(201);
    const quiz = (res.json() as { data: Quiz }).data;
    expect(quiz.questions[0]!.image).toEqual({ url: first, alt: 'Map for One' });
    // Players see the picture too.
    expect(((await read(quiz._id)).json() as { data: Quiz }).data.questions[1]!.image).toEqual({
      url: second,
      alt: 'Map for Two',
    });

    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/quizzes/${quiz._id}`,
      headers: owner.auth,
      payload: { title: quiz.title, questions: [{ ...question(second, 'Two'), _id: quiz.questions[1]!._id }] },
    });
    expect(edit.statusCode).toBe(200);
    expect(await stored(first)).toBe(false);
    expect(await stored(second)).toBe(true);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/quizzes/${quiz._id}`, headers: owner.auth });
    expect(deleted.statusCode).toBe(200);
    expect(await stored(second)).toBe(false);
  });

  it("keeps a removed question's picture while an attempt's results still show it", async () => {
    const owner = await makeUser(t.app);
    const taker = await makeUser(t.app);
    const url = await uploadPicture(owner.auth);
    const pictured = {
      kind: 'single',
      content: 'Where is this?',
      image: { url, alt: 'A map' },
      options: [{ label: 'Paris', isCorrect: true }, { label: 'Rome' }],
    };
    const quiz = (
      (await create(owner.auth, kindsQuizInput({ questions: [pictured] as never }))).json() as { data: Quiz }
    ).data;
    const attempt = await submit(quiz._id, taker.auth, [
      { questionId: quiz.questions[0]!._id, selectedAnswer: quiz.questions[0]!.options[0]!._id },
    ]);
    expect((attempt.json() as { submission: Submission }).submission.answers[0]!.image).toEqual({ url, alt: 'A map' });
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/quizzes/${quiz._id}`,
      headers: owner.auth,
      payload: { title: quiz.title, questions: [{ ...pictured, image: null }] },
    });
    expect(edit.statusCode).toBe(200);
    expect(await stored(url)).toBe(true);
  });
});

describe('solo play with every kind', () => {
  it('grades each kind on the server: exact set, typed ignoring case, spaces and diacritics, exact order; a poll counts for nothing', async () => {
    const owner = await makeUser(t.app);
    const taker = await makeUser(t.app);
    const quiz = await makeKindsQuiz(t.app, owner.user);
    const res = await submit(quiz._id, taker.auth, rightAnswers(quiz));
    expect(res.statusCode).toBe(201);
    const submission = (res.json() as { submission: Submission }).submission;
    expect(submission).toMatchObject({ correctAnswers: 5, totalQuestions: 5, percentageScore: 100 });
    expect(submission.answers.map((a) => [a.kind, a.graded, a.isCorrect])).toEqual([
      ['single', true, true],
      ['multiple', true, true],
      ['true_false', true, true],
      ['typed', true, true],
      ['ordering', true, true],
      ['poll', false, false],
    ]);
    expect(submission.answers[1]).toMatchObject({ answerTexts: ['Red', 'Blue'], correctTexts: ['Red', 'Blue'] });
    expect(submission.answers[3]).toMatchObject({ answerTexts: ['ha   NOI'], correctTexts: ['Hà Nội'] });
    expect(submission.answers[4]).toMatchObject({ correctTexts: ['Mercury', 'Venus', 'Earth', 'Mars'] });
    expect(submission.answers[5]).toMatchObject({ answerTexts: ['Volcanoes'], correctTexts: [] });
  });

  it('marks a multiple select with one right option missing as wrong, and an order with two swapped as wrong', async () => {
    const owner = await makeUser(t.app);
    const taker = await makeUser(t.app);
    const quiz = await makeKindsQuiz(t.app, owner.user);
    const [, multiple, , typed, ordering] = quiz.questions;
    const order = ordering!.options.map((o) => o._id);
    const res = await submit(quiz._id, taker.auth, [
      { questionId: multiple!._id, selectedAnswers: [multiple!.options[0]!._id] },
      { questionId: typed!._id, text: 'Hue' },
      { questionId: ordering!._id, order: [order[1], order[0], order[2], order[3]] },
    ]);
    const submission = (res.json() as { submission: Submission }).submission;
    expect(submission).toMatchObject({ correctAnswers: 0, totalQuestions: 5 });
    expect(submission.answers[1]).toMatchObject({
      isCorrect: false,
      answerTexts: ['Red'],
      correctTexts: ['Red', 'Blue'],
    });
    expect(submission.answers[4]).toMatchObject({
      isCorrect: false,
      answerTexts: ['Venus', 'Mercury', 'Earth', 'Mars'],
    });
  });

  it('drops control characters from a typed answer instead of failing on them; a NUL is refused at the door', async () => {
    const owner = await makeUser(t.app);
    const taker = await makeUser(t.app);
    const quiz = await makeKindsQuiz(t.app, owner.user);
    const nul = await submit(quiz._id, taker.auth, [{ questionId: quiz.questions[3]!._id, text: 'Ha\u0000 Noi' }]);
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ messageKey: 'textHasNul' });
    const res = await submit(quiz._id, taker.auth, [{ questionId: quiz.questions[3]!._id, text: 'Ha\u0007 Noi' }]);
    expect(res.statusCode).toBe(201);
    expect((res.json() as { submission: Submission }).submission.answers[3]).toMatchObject({
      isCorrect: true,
      answerTexts: ['Ha Noi'],
    });
  });

  it('keeps diacritics when the author asks for them', async () => {
    const owner = await makeUser(t.app);
    const taker = await makeUser(t.app);
    const res = await create(
      owner.auth,
      withQuestion({ kind: 'typed', content: 'Capital?', acceptedAnswers: ['Hà Nội'], matchDiacritics: true }),
    );
    const quiz = (res.json() as { data: Quiz }).data;
    const plain = await submit(quiz._id, taker.auth, [{ questionId: quiz.questions[0]!._id, text: 'Ha Noi' }]);
    expect((plain.json() as { submission: Submission }).submission.correctAnswers).toBe(0);
    const marked = await submit(quiz._id, taker.auth, [{ questionId: quiz.questions[0]!._id, text: 'hà nội' }]);
    expect((marked.json() as { submission: Submission }).submission.correctAnswers).toBe(1);
  });

  it.each([
    [
      'an order that leaves an item out',
      4,
      (q: Quiz['questions'][number]) => ({ order: q.options.slice(1).map((o) => o._id) }),
    ],
    ['a text for an ordering question', 4, () => ({ text: 'Mercury' })],
    ['options for a typed answer', 3, () => ({ selectedAnswer: 'x' })],
    ['a typed answer over 80 characters', 3, () => ({ text: 'x'.repeat(81) })],
    [
      'the same option twice in a multiple select',
      1,
      (q: Quiz['questions'][number]) => ({ selectedAnswers: [q.options[0]!._id, q.options[0]!._id] }),
    ],
    ['an answer with nothing in it', 0, () => ({})],
  ])('refuses %s and stores nothing', async (_, index, answer) => {
    const owner = await makeUser(t.app);
    const taker = await makeUser(t.app);
    const quiz = await makeKindsQuiz(t.app, owner.user);
    const question = quiz.questions[index]!;
    const res = await submit(quiz._id, taker.auth, [{ questionId: question._id, ...answer(question) }]);
    expect(res.statusCode).toBe(400);
    const history = await t.app.inject({ method: 'GET', url: '/api/submissions/user', headers: taker.auth });
    expect((history.json() as { data: unknown[] }).data).toEqual([]);
  });
});
