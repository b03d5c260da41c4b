import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@quiz/contract/messages';
import type { Quiz } from '@quiz/contract/quizzes';
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

type Auth = Record<string, string>;
const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, auth: Auth = {}, payload?: object) =>
  t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

describe('POST /api/quizzes', () => {
  it('creates a quiz with ids for every question and option and the answer key for its owner', async () => {
    const owner = await makeUser(t.app);
    const res = await inject('POST', '/api/quizzes', owner.auth, quizInputFor({ title: 'World Capitals Quiz' }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(Messages.quizCreated);
    const quiz = body.data as Quiz;
    expect(quiz).toMatchObject({
      title: 'World Capitals Quiz',
      category: 'Geography',
      isPublic: true,
      timeLimit: 30,
      averageRating: 0,
      ratingsCount: 0,
      questionCount: 2,
      createdBy: { _id: owner.user.id, username: owner.user.username },
    });
    expect(quiz.questions[0]!.options.map((o) => o.isCorrect)).toEqual([true, false, false, false]);
    expect(quiz.questions.every((q) => q._id && q.options.every((o) => o._id))).toBe(true);
  });

  it('defaults the category to Other, the quiz to private and the time limit to 30 s', async () => {
    const owner = await makeUser(t.app);
    const { category: _c, isPublic: _p, ...rest } = quizInputFor();
    const res = await inject('POST', '/api/quizzes', owner.auth, rest);
    expect(res.json().data).toMatchObject({ category: 'Other', isPublic: false, timeLimit: 30 });
  });

  it.each([
    ['a missing title', { title: '' }, 'title', Messages.titleRequired],
    ['a title under 5 characters', { title: 'Quiz' }, 'title', Messages.titleTooShort],
    ['a description over 500 characters', { description: 'x'.repeat(501) }, 'description', Messages.descriptionTooLong],
    ['an unknown category', { category: 'Cooking' }, 'category', Messages.categoryInvalid],
    ['no questions', { questions: [] }, 'questions', Messages.questionsRequired],
    [
      'a question without text',
      { questions: [{ content: ' ', options: [{ label: 'a', isCorrect: true }, { label: 'b' }] }] },
      'questions.0.content',
      Messages.questionRequired,
    ],
    [
      'an option without text',
      { questions: [{ content: 'Q?', options: [{ label: 'a', isCorrect: true }, { label: '' }] }] },
      'questions.0.options.1.label',
      Messages.optionRequired,
    ],
    [
      'a question without a correct answer',
      { questions: [{ content: 'Q?', options: [{ label: 'a' }, { label: 'b' }] }] },
      'questions.0.options',
      Messages.correctAnswerRequired,
    ],
  ])('rejects %s', async (_name, overrides, field, message) => {
    const owner = await makeUser(t.app);
    const res = await inject('POST', '/api/quizzes', owner.auth, { ...quizInputFor(), ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBe(message);
  });

  it('requires authentication', async () => {
    const res = await inject('POST', '/api/quizzes', {}, quizInputFor());
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(Messages.authenticationRequired);
  });
});

describe('the authorization matrix', () => {
  let owner: Awaited<ReturnType<typeof makeUser>>;
  let other: Awaited<ReturnType<typeof makeUser>>;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  let publicQuiz: Quiz;
  let privateQuiz: Quiz;
  beforeAll(async () => {
    owner = await makeUser(t.app);
    other = await makeUser(t.app);
    admin = await makeAdmin(t.app);
    publicQuiz = await makeQuiz(t.app, owner.user, { isPublic: true });
    privateQuiz = await makeQuiz(t.app, owner.user, { isPublic: false });
  });

  const who = () => ({ owner: owner.auth, other: other.auth, admin: admin.auth, guest: {} });
  const quizOf = (visibility: string) => (visibility === 'public' ? publicQuiz : privateQuiz);
  const hasKey = (quiz: Quiz) => quiz.questions.some((q) => q.options.some((o) => 'isCorrect' in o));

  it.each([
    ['owner', 'public', 200, true],
    ['owner', 'private', 200, true],
    ['admin', 'public', 200, true],
    ['admin', 'private', 200, true],
    ['other', 'public', 200, false],
    ['other', 'private', 404, false],
    ['guest', 'public', 200, false],
    ['guest', 'private', 404, false],
  ] as const)('%s reading a %s quiz gets %i (answer key: %s)', async (role, visibility, status, key) => {
    const res = await inject('GET', `/api/quizzes/${quizOf(visibility)._id}`, who()[role]);
    expect(res.statusCode).toBe(status);
    if (status === 200) {
      expect(hasKey(res.json().data)).toBe(key);
      if (!key) expect(res.body).not.toContain('isCorrect');
    } else {
      expect(res.json().message).toBe(Messages.quizNotFound);
    }
  });

  it.each([
    ['other', 'public', 403],
    ['other', 'private', 404],
    ['admin', 'public', 403],
    ['guest', 'public', 401],
  ] as const)('%s updating or deleting a %s quiz gets %i and changes nothing', async (role, visibility, status) => {
    const quiz = quizOf(visibility);
    const update = await inject(
      'PUT',
      `/api/quizzes/${quiz._id}`,
      who()[role],
      quizInputFor({ title: 'Hijacked title' }),
    );
    const remove = await inject('DELETE', `/api/quizzes/${quiz._id}`, who()[role]);
    expect([update.statusCode, remove.statusCode]).toEqual([status, status]);
    if (status === 403) expect(remove.json().message).toBe(Messages.notAuthorized);
    const still = await inject('GET', `/api/quizzes/${quiz._id}`, owner.auth);
    expect(still.json().data.title).toBe(quiz.title);
  });

  it('owner updates then deletes their quiz', async () => {
    const quiz = await makeQuiz(t.app, owner.user, { isPublic: false });
    const update = await inject(
      'PUT',
      `/api/quizzes/${quiz._id}`,
      owner.auth,
      quizInputFor({ title: 'Renamed private quiz' }),
    );
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({ message: Messages.quizUpdated, data: { title: 'Renamed private quiz' } });
    const remove = await inject('DELETE', `/api/quizzes/${quiz._id}`, owner.auth);
    expect(remove.json()).toEqual({ success: true, message: Messages.quizDeleted });
    expect((await inject('GET', `/api/quizzes/${quiz._id}`, owner.auth)).statusCode).toBe(404);
  });
});

describe('PUT /api/quizzes/:id', () => {
  it('keeps the ids of questions and options that are sent back, and drops the ones left out', async () => {
    const owner = await makeUser(t.app);
    const quiz = await makeQuiz(t.app, owner.user);
    const [first, second] = quiz.questions;
    const body = {
      ...quizInputFor({ title: quiz.title }),
      questions: [
        {
          _id: second!._id,
          content: 'Capital of Italy (edited)?',
          options: second!.options.map((o) => ({ _id: o._id, label: o.label, isCorrect: Boolean(o.isCorrect) })),
        },
        { content: 'A new question?', options: [{ label: 'Yes', isCorrect: true }, { label: 'No' }] },
      ],
    };
    const res = await inject('PUT', `/api/quizzes/${quiz._id}`, owner.auth, body);
    const updated = res.json().data as Quiz;
    expect(updated.questionCount).toBe(2);
    expect(updated.questions[0]).toMatchObject({ _id: second!._id, content: 'Capital of Italy (edited)?' });
    expect(updated.questions[0]!.options.map((o) => o._id)).toEqual(second!.options.map((o) => o._id));
    expect(updated.questions.map((q) => q._id)).not.toContain(first!._id);
  });

  it('gives new ids to ids that belong to another quiz', async () => {
    const owner = await makeUser(t.app);
    const mine = await makeQuiz(t.app, owner.user);
    const theirs = await makeQuiz(t.app, (await makeUser(t.app)).user);
    const foreign = theirs.questions[0]!;
    const res = await inject('PUT', `/api/quizzes/${mine._id}`, owner.auth, {
      ...quizInputFor(),
      questions: [
        {
          _id: foreign._id,
          content: 'Stolen?',
          options: [{ _id: foreign.options[0]!._id, label: 'x', isCorrect: true }, { label: 'y' }],
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.questions[0]._id).not.toBe(foreign._id);
    const untouched = await inject('GET', `/api/quizzes/${theirs._id}`);
    expect(untouched.json().data.questions[0].content).toBe(foreign.content);
  });

  it('validates like create', async () => {
    const owner = await makeUser(t.app);
    const quiz = await makeQuiz(t.app, owner.user);
    const res = await inject('PUT', `/api/quizzes/${quiz._id}`, owner.auth, { ...quizInputFor(), title: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.title).toBe(Messages.titleTooShort);
  });
});

describe('quiz ids', () => {
  it.each([
    ['undefined', Messages.quizIdRequired],
    ['not-a-uuid', Messages.invalidQuizId],
  ])('answers 400 for %s', async (id, message) => {
    const res = await inject('GET', `/api/quizzes/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers 404 for a quiz that does not exist', async () => {
    const res = await inject('GET', '/api/quizzes/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/quizzes/public', () => {
  it('lists public quizzes newest first with creator and question count, never private ones', async () => {
    const owner = await makeUser(t.app);
    const older = await makeQuiz(t.app, owner.user, { isPublic: true });
    const hidden = await makeQuiz(t.app, owner.user, { isPublic: false });
    const newer = await makeQuiz(t.app, owner.user, { isPublic: true });
    const res = await inject('GET', '/api/quizzes/public?limit=100');
    const ids = res.json().data.map((q: { _id: string }) => q._id);
    expect(ids.indexOf(newer._id)).toBeLessThan(ids.indexOf(older._id));
    expect(ids).not.toContain(hidden._id);
    const entry = res.json().data.find((q: { _id: string }) => q._id === newer._id);
    expect(entry).toMatchObject({ questionCount: 2, createdBy: { username: owner.user.username } });
    expect(entry).not.toHaveProperty('questions');
  });

  it('pages and searches title, description and category without regard to case', async () => {
    const owner = await makeUser(t.app);
    const tag = `zx${Date.now().toString(36)}`;
    await makeQuiz(t.app, owner.user, { title: `Alpha ${tag} one` });
    await makeQuiz(t.app, owner.user, { title: 'Beta quiz two', description: `about ${tag.toUpperCase()}` });
    await makeQuiz(t.app, owner.user, { title: 'Gamma quiz three', description: `${tag} again` });
    const first = await inject('GET', `/api/quizzes/public?search=${tag}&limit=2&page=1`);
    expect(first.json().pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect(first.json().data).toHaveLength(2);
    const second = await inject('GET', `/api/quizzes/public?search=${tag}&limit=2&page=2`);
    expect(second.json().data).toHaveLength(1);
    const byCategory = await inject('GET', `/api/quizzes/public?search=geogRAPHY&limit=1`);
    expect(byCategory.json().data[0].category).toBe('Geography');
  });

  it('rejects a page size over 100', async () => {
    expect((await inject('GET', '/api/quizzes/public?limit=101')).statusCode).toBe(400);
  });
});

describe('GET /api/quizzes?createdBy=me', () => {
  it('lists only my quizzes, private ones included', async () => {
    const me = await makeUser(t.app);
    const mine = await makeQuiz(t.app, me.user, { isPublic: false });
    await makeQuiz(t.app, (await makeUser(t.app)).user);
    const res = await inject('GET', '/api/quizzes?createdBy=me', me.auth);
    expect(res.json().data.map((q: { _id: string }) => q._id)).toEqual([mine._id]);
  });

  it("shows only another user's public quizzes", async () => {
    const me = await makeUser(t.app);
    const them = await makeUser(t.app);
    const shown = await makeQuiz(t.app, them.user, { isPublic: true });
    await makeQuiz(t.app, them.user, { isPublic: false });
    const res = await inject('GET', `/api/quizzes?createdBy=${them.user.id}`, me.auth);
    expect(res.json().data.map((q: { _id: string }) => q._id)).toEqual([shown._id]);
  });

  it('requires authentication', async () => {
    expect((await inject('GET', '/api/quizzes?createdBy=me')).statusCode).toBe(401);
  });
});
