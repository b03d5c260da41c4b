import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@quiz/contract/messages';
import { buildTestApp, closeSharedDatabase, type TestApp } from '../../../test/helpers';
import { makeQuiz, makeUser } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

const rate = (auth: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/ratings', headers: auth, payload });
const ratingsOf = async (quizId: string) => (await t.app.inject({ url: `/api/ratings/quiz/${quizId}` })).json().data;

async function setup() {
  const owner = await makeUser(t.app);
  const quiz = await makeQuiz(t.app, owner.user, { isPublic: true });
  return { owner, quiz };
}

describe('POST /api/ratings', () => {
  it('records a rating with its comment and the rater shown by name', async () => {
    const { quiz } = await setup();
    const rater = await makeUser(t.app, { displayName: 'Kind Reviewer' });
    const res = await rate(rater.auth, { quizId: quiz._id, rating: 4, comment: '  Nice one ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: Messages.ratingSaved,
      data: { rating: 4, comment: 'Nice one', userId: { _id: rater.user.id, fullName: 'Kind Reviewer', avatar: null } },
    });
  });

  it('keeps the average and count consistent through rate, re-rate and delete', async () => {
    const { quiz } = await setup();
    const a = await makeUser(t.app);
    const b = await makeUser(t.app);
    await rate(a.auth, { quizId: quiz._id, rating: 5 });
    await rate(b.auth, { quizId: quiz._id, rating: 2 });
    expect(await ratingsOf(quiz._id)).toMatchObject({ averageRating: 3.5, ratingsCount: 2 });

    const again = await rate(b.auth, { quizId: quiz._id, rating: 4, comment: 'Changed my mind' });
    expect(await ratingsOf(quiz._id)).toMatchObject({ averageRating: 4.5, ratingsCount: 2 });

    const quizView = await t.app.inject({ url: `/api/quizzes/${quiz._id}` });
    expect(quizView.json().data).toMatchObject({ averageRating: 4.5, ratingsCount: 2 });

    const del = await t.app.inject({ method: 'DELETE', url: `/api/ratings/${again.json().data._id}`, headers: b.auth });
    expect(del.json()).toEqual({ success: true, message: Messages.ratingDeleted });
    expect(await ratingsOf(quiz._id)).toMatchObject({ averageRating: 5, ratingsCount: 1 });
  });

  it('counts every rating when many arrive at once', async () => {
    const { quiz } = await setup();
    const raters = await Promise.all(Array.from({ length: 6 }, () => makeUser(t.app)));
    await Promise.all(raters.map((r, i) => rate(r.auth, { quizId: quiz._id, rating: (i % 5) + 1 })));
    expect(await ratingsOf(quiz._id)).toMatchObject({
      ratingsCount: 6,
      averageRating: 2.67, // (1+2+3+4+5+1) / 6
    });
  });

  it.each([
    ['no star count', {}, Messages.ratingRequired],
    ['6 stars', { rating: 6 }, Messages.ratingRange],
    ['0 stars', { rating: 0 }, Messages.ratingRange],
    ['a comment over 1000 characters', { rating: 3, comment: 'x'.repeat(1001) }, Messages.commentTooLong],
  ])('rejects %s', async (_name, body, message) => {
    const { quiz } = await setup();
    const rater = await makeUser(t.app);
    const res = await rate(rater.auth, { quizId: quiz._id, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses rating your own quiz', async () => {
    const { owner, quiz } = await setup();
    const res = await rate(owner.auth, { quizId: quiz._id, rating: 5 });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(Messages.ratingOwnQuiz);
  });

  it("answers 404 for someone else's private quiz", async () => {
    const owner = await makeUser(t.app);
    const quiz = await makeQuiz(t.app, owner.user, { isPublic: false });
    const rater = await makeUser(t.app);
    expect((await rate(rater.auth, { quizId: quiz._id, rating: 5 })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/ratings/quiz/${quiz._id}` })).statusCode).toBe(404);
  });

  it('requires authentication', async () => {
    const { quiz } = await setup();
    expect((await rate({}, { quizId: quiz._id, rating: 5 })).statusCode).toBe(401);
  });
});

describe('DELETE /api/ratings/:id', () => {
  it("refuses to delete someone else's rating", async () => {
    const { quiz } = await setup();
    const author = await makeUser(t.app);
    const stranger = await makeUser(t.app);
    const made = await rate(author.auth, { quizId: quiz._id, rating: 3 });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/ratings/${made.json().data._id}`,
      headers: stranger.auth,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(Messages.ratingNotYours);
    expect(await ratingsOf(quiz._id)).toMatchObject({ ratingsCount: 1 });
  });

  it('answers 404 for a rating that does not exist', async () => {
    const someone = await makeUser(t.app);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/ratings/not-a-rating', headers: someone.auth });
    expect(res.statusCode).toBe(404);
  });
});
