import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@quiz/contract/messages';
import { buildTestApp, closeSharedDatabase, type TestApp } from '../../../test/helpers';
import { makeAdmin, makeQuiz, makeUser, rightAnswers } from '../../../test/factories';
import { joinAs, makeRoom, roomCall } from '../../../test/rooms';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

type Auth = Record<string, string>;
const submit = (quizId: string, auth: Auth, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/quizzes/${quizId}/submit`, headers: auth, payload });

const right = rightAnswers;

describe('POST /api/quizzes/:id/submit', () => {
  it('grades on the server, stores the attempt and answers its id', async () => {
    const owner = await makeUser(t.app);
    const taker = await makeUser(t.app);
    const quiz = await makeQuiz(t.app, owner.user);
    const [firstRight] = right(quiz);
    const res = await submit(quiz._id, taker.auth, {
      answers: [{ ...firstRight, selectedOptionText: 'I claim this is right', question: 'whatever' }],
      timeSpent: 95,
    });
    expect(res.statusCode).toBe(201);
    const { submission, message } = res.json();
    expect(message).toBe(Messages.quizSubmitted);
    expect(submission).toMatchObject({
      attemptNumber: 1,
      correctAnswers: 1,
      totalQuestions: 2,
      percentageScore: 50,
      timeSpentSeconds: 95,
      timeSpent: 1.58,
      quizId: { _id: quiz._id, title: quiz.title },
    });
    expect(submission._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(submission.answers).toEqual([
      expect.objectContaining({
        question: 'What is the capital of France?',
        selectedOptionText: 'Paris',
        isCorrect: true,
      }),
      expect.objectContaining({ selectedAnswer: null, correctOptionText: 'Rome', isCorrect: false }),
    ]);
  });

  it('refuses an option that belongs to another question, and stores nothing', async () => {
    const owner = await makeUser(t.app);
    const taker = await makeUser(t.app);
    const quiz = await makeQuiz(t.app, owner.user);
    const tampered = [{ questionId: quiz.questions[0]!._id, selectedAnswer: quiz.questions[1]!.options[1]!._id }];
    const res = await submit(quiz._id, taker.auth, { answers: tampered });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(Messages.optionNotInQuestion);
    const history = await t.app.inject({ url: '/api/submissions/user', headers: taker.auth });
    expect(history.json().data).toEqual([]);
  });

  it('refuses two answers to one question and questions from another quiz', async () => {
    const owner = await makeUser(t.app);
    const taker = await makeUser(t.app);
    const quiz = await makeQuiz(t.app, owner.user);
    const other = await makeQuiz(t.app, owner.user);
    const [a] = right(quiz);
    expect((await submit(quiz._id, taker.auth, { answers: [a, a] })).json().message).toBe(Messages.duplicateAnswer);
    expect((await submit(quiz._id, taker.auth, { answers: right(other) })).json().message).toBe(
      Messages.answerNotInQuiz,
    );
  });

  it("answers 404 for someone else's private quiz, and 401 without a login", async () => {
    const owner = await makeUser(t.app);
    const quiz = await makeQuiz(t.app, owner.user, { isPublic: false });
    expect((await submit(quiz._id, (await makeUser(t.app)).auth, { answers: [] })).statusCode).toBe(404);
    expect((await submit(quiz._id, {}, { answers: [] })).statusCode).toBe(401);
  });

  it('numbers attempts per user and quiz, also when they arrive together', async () => {
    const owner = await makeUser(t.app);
    const taker = await makeUser(t.app);
    const quiz = await makeQuiz(t.app, owner.user);
    const results = await Promise.all([1, 2, 3].map(() => submit(quiz._id, taker.auth, { answers: right(quiz) })));
    expect(results.map((r) => r.json().submission.attemptNumber).sort()).toEqual([1, 2, 3]);
    const someoneElse = await submit(quiz._id, (await makeUser(t.app)).auth, { answers: [] });
    expect(someoneElse.json().submission.attemptNumber).toBe(1);
  });
});

describe('GET /api/submissions/:id', () => {
  it('shows the attempt to its taker and to admins, and is 404 for anyone else', async () => {
    const owner = await makeUser(t.app);
    const taker = await makeUser(t.app);
    const quiz = await makeQuiz(t.app, owner.user);
    const id = (await submit(quiz._id, taker.auth, { answers: right(quiz) })).json().submission._id;
    const mine = await t.app.inject({ url: `/api/submissions/${id}`, headers: taker.auth });
    expect(mine.json().data).toMatchObject({ _id: id, correctAnswers: 2, percentageScore: 100 });
    expect(
      (await t.app.inject({ url: `/api/submissions/${id}`, headers: (await makeAdmin(t.app)).auth })).statusCode,
    ).toBe(200);
    const stranger = await t.app.inject({ url: `/api/submissions/${id}`, headers: owner.auth });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(Messages.submissionNotFound);
    expect((await t.app.inject({ url: '/api/submissions/not-an-id', headers: taker.auth })).statusCode).toBe(404);
  });
});

describe('solo play of a quiz the person is playing live', () => {
  it('refuses to take it or to show an attempt at it until the game ends, and the host is not held back', async () => {
    const host = await makeUser(t.app);
    const player = await makeUser(t.app);
    const quiz = await makeQuiz(t.app, host.user);
    const before = (await submit(quiz._id, player.auth, { answers: right(quiz) })).json().submission._id as string;
    const { code } = await makeRoom(t.app, { host, quizId: quiz._id });
    await joinAs(t.app, code, player);
    expect((await roomCall(t.app, host.auth, 'POST', `/${code}/start`)).statusCode).toBe(200);

    const during = await submit(quiz._id, player.auth, { answers: [] });
    expect(during.statusCode).toBe(409);
    expect(during.json().message).toBe(Messages.finishLiveGameFirst);
    const old = await t.app.inject({ url: `/api/submissions/${before}`, headers: player.auth });
    expect(old.statusCode).toBe(409);
    expect((await submit(quiz._id, host.auth, { answers: [] })).statusCode).toBe(201);

    expect((await roomCall(t.app, host.auth, 'POST', `/${code}/end`)).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/submissions/${before}`, headers: player.auth })).statusCode).toBe(200);
    expect((await submit(quiz._id, player.auth, { answers: [] })).statusCode).toBe(201);
  });
});

describe('GET /api/submissions/user', () => {
  it('groups attempts by quiz, the most recently played first, five groups a page', async () => {
    const owner = await makeUser(t.app);
    const taker = await makeUser(t.app);
    const quizzes = [];
    for (let i = 0; i < 6; i++) quizzes.push(await makeQuiz(t.app, owner.user));
    for (const quiz of quizzes) await submit(quiz._id, taker.auth, { answers: [] });
    // Playing the first quiz again makes it the most recent group, with two attempts.
    await submit(quizzes[0]!._id, taker.auth, { answers: right(quizzes[0]!) });

    const first = (await t.app.inject({ url: '/api/submissions/user', headers: taker.auth })).json();
    expect(first.pagination).toEqual({ page: 1, limit: 5, total: 6, totalPages: 2 });
    expect(first.data).toHaveLength(5);
    expect(first.data[0].quiz).toEqual({ _id: quizzes[0]!._id, deleted: false, title: quizzes[0]!.title });
    expect(first.data[0].attempts.map((a: { attemptNumber: number }) => a.attemptNumber)).toEqual([2, 1]);

    const second = (await t.app.inject({ url: '/api/submissions/user?page=2', headers: taker.auth })).json();
    expect(second.data.map((g: { quiz: { _id: string } }) => g.quiz._id)).toEqual([quizzes[1]!._id]);
  });

  it('shows only my own attempts and needs a login', async () => {
    const owner = await makeUser(t.app);
    const quiz = await makeQuiz(t.app, owner.user);
    await submit(quiz._id, (await makeUser(t.app)).auth, { answers: [] });
    const me = await makeUser(t.app);
    expect((await t.app.inject({ url: '/api/submissions/user', headers: me.auth })).json().data).toEqual([]);
    expect((await t.app.inject({ url: '/api/submissions/user' })).statusCode).toBe(401);
  });
});
