import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeSharedDatabase, type TestApp } from '../../../test/helpers';
import { makeAdmin, makeQuiz, makeUser, quizInputFor } from '../../../test/factories';

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
