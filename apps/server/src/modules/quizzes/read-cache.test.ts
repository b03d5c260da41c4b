import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeSharedDatabase, type TestApp } from '../../../test/helpers';
import { makeAdmin, makeKindsQuiz, makeQuiz, makeUser, quizInputFor } from '../../../test/factories';
import { getQuiz, quizResponseBody } from './quiz-read';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

const read = async (id: string, auth: Record<string, string> = {}) =>
  (await t.app.inject({ url: `/api/quizzes/${id}`, headers: auth })).json();
const publicIds = async () =>
  (await t.app.inject({ url: '/api/quizzes/public?limit=100' })).json().data.map((q: { _id: string }) => q._id);

describe('cached public reads', () => {
  it('never give the owner or an admin the view without the answer key, nor others the key', async () => {
    const owner = await makeUser(t.app);
    const admin = await makeAdmin(t.app);
    const quiz = await makeQuiz(t.app, owner.user, { isPublic: true });
    const guestView = await read(quiz._id);
    expect(JSON.stringify(guestView)).not.toContain('isCorrect');
    expect(JSON.stringify(await read(quiz._id, owner.auth))).toContain('isCorrect');
    expect(JSON.stringify(await read(quiz._id, admin.auth))).toContain('isCorrect');
    expect(JSON.stringify(await read(quiz._id))).not.toContain('isCorrect');
  });

  it('show an edit to the next reader at once', async () => {
    const owner = await makeUser(t.app);
    const quiz = await makeQuiz(t.app, owner.user, { isPublic: true });
    await read(quiz._id);
    await t.app.inject({
      method: 'PUT',
      url: `/api/quizzes/${quiz._id}`,
      headers: owner.auth,
      payload: quizInputFor({ title: 'Retitled right now' }),
    });
    expect((await read(quiz._id)).data.title).toBe('Retitled right now');
  });

  it('show a new rating in the average at once', async () => {
    const owner = await makeUser(t.app);
    const rater = await makeUser(t.app);
    const quiz = await makeQuiz(t.app, owner.user, { isPublic: true });
    await read(quiz._id);
    await t.app.inject({
      method: 'POST',
      url: '/api/ratings',
      headers: rater.auth,
      payload: { quizId: quiz._id, rating: 5 },
    });
    expect((await read(quiz._id)).data).toMatchObject({ averageRating: 5, ratingsCount: 1 });
  });

  it('list a new quiz at once and drop one made private or deleted', async () => {
    const owner = await makeUser(t.app);
    await publicIds();
    const quiz = await makeQuiz(t.app, owner.user, { isPublic: true });
    expect(await publicIds()).toContain(quiz._id);
    await t.app.inject({
      method: 'PUT',
      url: `/api/quizzes/${quiz._id}`,
      headers: owner.auth,
      payload: quizInputFor({ isPublic: false }),
    });
    expect(await publicIds()).not.toContain(quiz._id);
    expect((await t.app.inject({ url: `/api/quizzes/${quiz._id}` })).statusCode).toBe(404);
  });
});

describe('a whole school opening one shared quiz at once', () => {
  it('costs one read of the database, and everyone still gets their own view', async () => {
    const owner = await makeUser(t.app);
    const quiz = await makeQuiz(t.app, owner.user, { isPublic: true });
    // Creating a quiz checks the creator's achievements off the request's path: not a statement of the reads below.
    await t.app.ctx.achievements.idle();
    t.app.ctx.quizCache.quizChanged(quiz._id);
    let statements = 0;
    const stop = t.app.ctx.database.timeQueries(() => (statements += 1));
    try {
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => t.app.inject({ url: `/api/quizzes/${quiz._id}` })),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
      expect(answers.filter((a) => a.body.includes('isCorrect'))).toEqual([]);
      // The quiz, its creator, its questions and their options in one statement, once for all twelve.
      expect(statements).toBe(1);
      const ownView = await t.app.inject({ url: `/api/quizzes/${quiz._id}`, headers: owner.auth });
      expect(ownView.body).toContain('isCorrect');
    } finally {
      stop();
    }
  });

  it('reads every kind of question in its one statement exactly as the other readers see it', async () => {
    const owner = await makeUser(t.app);
    const quiz = await makeKindsQuiz(t.app, owner.user, { isPublic: true });
    t.app.ctx.quizCache.quizChanged(quiz._id);
    const body = JSON.parse(await quizResponseBody(t.app.ctx, { quizId: quiz._id, viewer: null }));
    const view = await getQuiz(t.app.ctx, { quizId: quiz._id, viewer: null });
    expect(body.data.questions.length).toBeGreaterThan(3);
    expect(body.data).toEqual(JSON.parse(JSON.stringify(view)));
  });

  it('does not keep what a read found when the quiz changed while it ran', async () => {
    const cache = t.app.ctx.quizCache;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let current: boolean | undefined;
    const first = cache.reading('q-1', async (stillCurrent) => {
      await gate;
      current = stillCurrent();
      return 'old';
    });
    // Someone asking during the read waits for it...
    const joined = cache.reading('q-1', async () => 'never read');
    cache.quizChanged('q-1');
    // ...but after the change a new read begins.
    const after = cache.reading('q-1', async (stillCurrent) => (stillCurrent() ? 'new' : 'stale'));
    release();
    expect(await first).toBe('old');
    expect(await joined).toBe('old');
    expect(current).toBe(false);
    expect(await after).toBe('new');
  });
});
