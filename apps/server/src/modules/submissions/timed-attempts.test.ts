import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SubmissionLimits } from '@quiz/contract/limits';
import { Messages } from '@quiz/contract/messages';
import { timedAttempts } from '../../db/schema/submissions';
import { buildTestApp, closeSharedDatabase, type TestApp } from '../../../test/helpers';
import { makeQuiz, makeUser, rightAnswers } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

type Auth = Record<string, string>;
const start = (quizId: string, auth: Auth, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/quizzes/${quizId}/attempts`, headers: auth, payload });
const submit = (quizId: string, auth: Auth, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/quizzes/${quizId}/submit`, headers: auth, payload });
const history = async (auth: Auth) =>
  (await t.app.inject({ url: '/api/submissions/user', headers: auth })).json().data as {
    attempts: { _id: string; timing: unknown }[];
  }[];

const right = rightAnswers;

/** Moves an attempt's start back, as if it had begun `seconds` ago. */
const startedAgo = (attemptId: string, seconds: number) =>
  t.app.ctx.db
    .update(timedAttempts)
    .set({ startedAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(timedAttempts.id, attemptId));

async function timedQuiz(overrides: Parameters<typeof makeQuiz>[2] = {}) {
  const owner = await makeUser(t.app);
  const taker = await makeUser(t.app);
  const quiz = await makeQuiz(t.app, owner.user, { timedAttempts: true, ...overrides });
  return { owner, taker, quiz };
}

describe('POST /api/quizzes/:id/attempts (a timed solo attempt)', () => {
  it('starts the clock with the questions’ time added up, times the extra time asked for', async () => {
    const { taker, quiz } = await timedQuiz();
    expect(quiz.timedAttempts).toBe(true);
    const res = await start(quiz._id, taker.auth, { extraTime: 1.5 });
    expect(res.statusCode).toBe(201);
    const { attempt, message } = res.json();
    expect(message).toBe(Messages.timedAttemptStarted);
    // Two questions at the quiz's default 30 s, ×1.5.
    expect(attempt).toMatchObject({ quizId: quiz._id, extraTime: 1.5, allowedSeconds: 90 });
    expect(attempt.secondsLeft).toBeGreaterThanOrEqual(89);
    expect(Date.parse(attempt.endsAt) - Date.parse(attempt.startedAt)).toBe(90_000);
  });

  it('counts a question’s own time instead of the quiz’s, and no extra time when none is asked', async () => {
    const { taker, quiz } = await timedQuiz({
      timeLimit: 20,
      questions: [
        { content: 'Two plus two?', timeLimit: 45, options: [{ label: '4', isCorrect: true }, { label: '5' }] },
        { content: 'Three plus three?', options: [{ label: '6', isCorrect: true }, { label: '7' }] },
      ],
    });
    expect((await start(quiz._id, taker.auth)).json().attempt).toMatchObject({ extraTime: 1, allowedSeconds: 65 });
    const another = await makeUser(t.app);
    expect((await start(quiz._id, another.auth, { extraTime: 2 })).json().attempt.allowedSeconds).toBe(130);
  });

  it('goes on with the attempt whose time is still running instead of starting the clock again', async () => {
    const { taker, quiz } = await timedQuiz();
    const first = (await start(quiz._id, taker.auth, { extraTime: 2 })).json().attempt;
    await startedAgo(first._id, 100);
    // A second tab, or a start after a reload: the same attempt, its extra time and its clock.
    const again = await start(quiz._id, taker.auth, { extraTime: 1 });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(Messages.timedAttemptResumed);
    expect(again.json().attempt).toMatchObject({ _id: first._id, extraTime: 2, allowedSeconds: 120 });
    expect(again.json().attempt.secondsLeft).toBeLessThanOrEqual(20);
    // Once its time has run out, a start begins a new attempt.
    await startedAgo(first._id, 121);
    const fresh = await start(quiz._id, taker.auth, { extraTime: 1 });
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().attempt._id).not.toBe(first._id);
    // Another person's start is their own.
    const other = await makeUser(t.app);
    expect((await start(quiz._id, other.auth)).json().attempt._id).not.toBe(fresh.json().attempt._id);
  });

  it('refuses extra time other than none, ×1.5 or ×2, an untimed quiz, a quiz the taker cannot see, and no login', async () => {
    const { taker, quiz } = await timedQuiz();
    for (const extraTime of [3, 0, '2', 1.25]) {
      const res = await start(quiz._id, taker.auth, { extraTime });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(Messages.extraTimeInvalid);
    }
    const untimed = await makeQuiz(t.app, (await makeUser(t.app)).user);
    const res = await start(untimed._id, taker.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(Messages.quizNotTimed);
    const hidden = await makeQuiz(t.app, (await makeUser(t.app)).user, { isPublic: false, timedAttempts: true });
    expect((await start(hidden._id, taker.auth)).statusCode).toBe(404);
    expect((await start(quiz._id, {})).statusCode).toBe(401);
  });
});

describe('Handing in a timed attempt', () => {
  it('records the extra time and the time allowed, and measures the time spent on the server', async () => {
    const { taker, quiz } = await timedQuiz();
    const { attempt } = (await start(quiz._id, taker.auth, { extraTime: 2 })).json();
    await startedAgo(attempt._id, 50);
    const res = await submit(quiz._id, taker.auth, { answers: right(quiz), timeSpent: 5, attemptId: attempt._id });
    expect(res.statusCode).toBe(201);
    const { submission } = res.json();
    expect(submission).toMatchObject({
      correctAnswers: 2,
      timing: { extraTime: 2, allowedSeconds: 120, lateSeconds: 0 },
    });
    // The browser said 5 s; the server's clock says 50.
    expect(submission.timeSpentSeconds).toBeGreaterThanOrEqual(50);
    expect(submission.timeSpentSeconds).toBeLessThan(60);
    const read = await t.app.inject({ url: `/api/submissions/${submission._id}`, headers: taker.auth });
    expect(read.json().data.timing).toEqual({ extraTime: 2, allowedSeconds: 120, lateSeconds: 0 });
    expect((await history(taker.auth))[0]!.attempts[0]!.timing).toEqual({
      extraTime: 2,
      allowedSeconds: 120,
      lateSeconds: 0,
    });
  });

  it('keeps an attempt handed in after its time, and says how late it came; within the grace it is on time', async () => {
    const { taker, quiz } = await timedQuiz();
    const late = (await start(quiz._id, taker.auth)).json().attempt;
    await startedAgo(late._id, 60 + 100);
    const lateRes = await submit(quiz._id, taker.auth, { answers: right(quiz), attemptId: late._id });
    expect(lateRes.statusCode).toBe(201);
    const lateSeconds = lateRes.json().submission.timing.lateSeconds;
    expect(lateSeconds).toBeGreaterThanOrEqual(100);
    expect(lateSeconds).toBeLessThan(110);
    expect(lateRes.json().submission.correctAnswers).toBe(2);

    const justIn = (await start(quiz._id, taker.auth)).json().attempt;
    await startedAgo(justIn._id, 60 + SubmissionLimits.timedGraceSeconds - 5);
    const onTime = await submit(quiz._id, taker.auth, { answers: right(quiz), attemptId: justIn._id });
    expect(onTime.json().submission.timing.lateSeconds).toBe(0);
  });

  it('gives back the attempt as first stored when the same attempt is handed in again', async () => {
    const { taker, quiz } = await timedQuiz();
    const { attempt } = (await start(quiz._id, taker.auth)).json();
    const first = await submit(quiz._id, taker.auth, { answers: right(quiz), attemptId: attempt._id });
    expect(first.statusCode).toBe(201);
    const again = await submit(quiz._id, taker.auth, { answers: [], attemptId: attempt._id });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(Messages.timedAttemptUsed);
    expect(again.json().submission).toMatchObject({ _id: first.json().submission._id, correctAnswers: 2 });
    expect((await history(taker.auth))[0]!.attempts).toHaveLength(1);
  });

  it('stores one attempt when the same attempt is handed in twice at once, and both get it back', async () => {
    const { taker, quiz } = await timedQuiz();
    const { attempt } = (await start(quiz._id, taker.auth)).json();
    const both = await Promise.all([
      submit(quiz._id, taker.auth, { answers: right(quiz), attemptId: attempt._id }),
      submit(quiz._id, taker.auth, { answers: right(quiz), attemptId: attempt._id }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(both.map((r) => r.json().submission._id)).size).toBe(1);
    expect((await history(taker.auth))[0]!.attempts).toHaveLength(1);
  });

  it('refuses a timed quiz handed in without its start, and stores nothing', async () => {
    const { taker, quiz } = await timedQuiz();
    const res = await submit(quiz._id, taker.auth, { answers: right(quiz), timeSpent: 10 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(Messages.timedAttemptRequired);
    expect(await history(taker.auth)).toEqual([]);
  });

  it('refuses another person’s attempt, another quiz’s, and an id that is no attempt', async () => {
    const { taker, quiz } = await timedQuiz();
    const other = await makeUser(t.app);
    const theirs = (await start(quiz._id, other.auth)).json().attempt;
    const otherQuiz = (await timedQuiz()).quiz;
    const elsewhere = (await start(otherQuiz._id, taker.auth)).json().attempt;
    for (const attemptId of [theirs._id, elsewhere._id, 'not-an-id']) {
      const res = await submit(quiz._id, taker.auth, { answers: right(quiz), attemptId });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(Messages.timedAttemptNotFound);
    }
    expect(await history(taker.auth)).toEqual([]);
    // The other person's attempt is still theirs to hand in.
    expect((await submit(quiz._id, other.auth, { answers: right(quiz), attemptId: theirs._id })).statusCode).toBe(201);
  });

  it('leaves an untimed quiz’s attempts as they were: the browser’s time and no timing', async () => {
    const owner = await makeUser(t.app);
    const taker = await makeUser(t.app);
    const quiz = await makeQuiz(t.app, owner.user);
    expect(quiz.timedAttempts).toBe(false);
    const res = await submit(quiz._id, taker.auth, { answers: right(quiz), timeSpent: 42 });
    expect(res.json().submission).toMatchObject({ timeSpentSeconds: 42, timing: null });
  });

  it('carries the setting in the quiz and in its JSON export, and the owner can turn it off', async () => {
    const { owner, quiz } = await timedQuiz();
    const exported = await t.app.inject({ url: `/api/quizzes/${quiz._id}/export?format=json`, headers: owner.auth });
    expect(JSON.parse(exported.body).quiz.timedAttempts).toBe(true);
    const { _id: _q, createdBy: _c, ...rest } = quiz;
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/quizzes/${quiz._id}`,
      headers: owner.auth,
      payload: {
        title: rest.title,
        description: rest.description,
        category: rest.category,
        isPublic: rest.isPublic,
        timeLimit: rest.timeLimit,
        timedAttempts: false,
        questions: quiz.questions.map((q) => ({
          _id: q._id,
          content: q.content,
          options: q.options.map((o) => ({ _id: o._id, label: o.label, isCorrect: o.isCorrect })),
        })),
      },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().data.timedAttempts).toBe(false);
  });
});
