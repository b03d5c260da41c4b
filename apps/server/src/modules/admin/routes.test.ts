import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { Messages } from '@quiz/contract/messages';
import type { Quiz } from '@quiz/contract/quizzes';
import {
  chatMessages,
  chats,
  friendRequests,
  friendships,
  leaderboardStats,
  questions,
  quizzes,
  ratings,
  roomParticipants,
  rooms,
  submissions,
  userAchievements,
  userTokens,
  users,
} from '../../db/schema';
import { buildListeningTestApp, closeSharedDatabase, type ListeningTestApp } from '../../../test/helpers';
import { makeAdmin, makeQuiz, makeUser, multipart, tinyPng } from '../../../test/factories';
import { joinAs, makeRoom } from '../../../test/rooms';
import { openClient } from '../../../test/sockets';

let t: ListeningTestApp;
beforeAll(async () => {
  t = await buildListeningTestApp();
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

type Made = Awaited<ReturnType<typeof makeUser>>;
const call = (who: Made | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  t.app.inject({ method, url: `/api${path}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
const noSuchId = '00000000-0000-4000-8000-000000000000';

/** How many rows of `table` match. */
const rowsOf = async (table: PgTable, where: SQL | undefined) =>
  (await t.app.ctx.db.select({ n: count() }).from(table).where(where))[0]!.n;

describe('admin access', () => {
  const routes = [
    ['GET', '/admin/users'],
    ['DELETE', `/admin/users/${noSuchId}`],
    ['PUT', '/admin/users/permissions'],
    ['GET', '/admin/quizzes'],
    ['DELETE', `/admin/quizzes/${noSuchId}`],
  ] as const;

  it('requires a login on every route', async () => {
    for (const [method, path] of routes) {
      const res = await call(null, method, path);
      expect(res.statusCode, `${method} ${path}`).toBe(401);
      expect(res.json().message).toBe(Messages.authenticationRequired);
    }
  });

  it('refuses a standard user on every route, before looking at the input', async () => {
    const someone = await makeUser(t.app);
    for (const [method, path] of routes) {
      const res = await call(someone, method, path);
      expect(res.statusCode, `${method} ${path}`).toBe(403);
      expect(res.json()).toMatchObject({ success: false, message: Messages.adminOnly, code: 'forbidden' });
    }
  });
});

describe('GET /api/admin/users', () => {
  it('lists accounts newest first, searching username, email and display name in any case, a page at a time', async () => {
    const admin = await makeAdmin(t.app);
    const marker = `adm${Date.now().toString(36)}`;
    const byName = await makeUser(t.app, { username: `${marker}_name` });
    const byEmail = await makeUser(t.app, { email: `${marker}.mail@example.test` });
    const byDisplay = await makeUser(t.app, { displayName: `Ms ${marker.toUpperCase()}` });
    await makeUser(t.app);

    const all = await call(admin, 'GET', `/admin/users?search=${marker.toUpperCase()}`);
    expect(all.statusCode).toBe(200);
    expect(all.json().pagination).toEqual({ page: 1, limit: 20, total: 3, totalPages: 1 });
    expect(all.json().data.map((u: { _id: string }) => u._id)).toEqual([
      byDisplay.user.id,
      byEmail.user.id,
      byName.user.id,
    ]);
    expect(all.json().data[0]).toEqual({
      _id: byDisplay.user.id,
      username: byDisplay.user.username,
      email: byDisplay.user.email,
      displayName: `Ms ${marker.toUpperCase()}`,
      profilePicture: null,
      accountType: 'standard',
      registrationDate: byDisplay.user.createdAt.toISOString(),
    });

    const first = (await call(admin, 'GET', `/admin/users?search=${marker}&limit=2`)).json();
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect(first.data.map((u: { _id: string }) => u._id)).toEqual([byDisplay.user.id, byEmail.user.id]);
    const second = (await call(admin, 'GET', `/admin/users?search=${marker}&limit=2&page=2`)).json();
    expect(second.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
    expect(second.data.map((u: { _id: string }) => u._id)).toEqual([byName.user.id]);
    const beyond = (await call(admin, 'GET', `/admin/users?search=${marker}&limit=2&page=5`)).json();
    expect(beyond).toMatchObject({ data: [], pagination: { total: 3, totalPages: 2 } });
  });

  it('lists everyone without a search, the newest account first, and takes % and _ literally', async () => {
    const admin = await makeAdmin(t.app);
    const newest = await makeUser(t.app);
    const page = (await call(admin, 'GET', '/admin/users?search=%20%20')).json();
    expect(page.data[0]._id).toBe(newest.user.id);
    expect(page.pagination.total).toBeGreaterThanOrEqual(2);
    expect((await call(admin, 'GET', '/admin/users?search=%25_%25')).json().data).toEqual([]);
  });

  it('refuses a bad page or limit', async () => {
    const admin = await makeAdmin(t.app);
    for (const [query, message] of [
      ['page=0', Messages.invalidPage],
      ['page=two', Messages.invalidPage],
      ['limit=101', Messages.invalidLimit],
      ['limit=0', Messages.invalidLimit],
    ]) {
      const res = await call(admin, 'GET', `/admin/users?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});

describe('PUT /api/admin/users/permissions', () => {
  it('makes someone an admin and a standard user again, which takes effect on their next request', async () => {
    const admin = await makeAdmin(t.app);
    const someone = await makeUser(t.app);
    const promoted = await call(admin, 'PUT', '/admin/users/permissions', {
      userId: someone.user.id,
      accountType: 'admin',
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({
      success: true,
      message: Messages.userPermissionsUpdated,
      data: { _id: someone.user.id, accountType: 'admin', email: someone.user.email },
    });
    expect((await call(someone, 'GET', '/admin/users')).statusCode).toBe(200);

    const demoted = await call(admin, 'PUT', '/admin/users/permissions', {
      userId: someone.user.id,
      accountType: 'standard',
    });
    expect(demoted.json().data.accountType).toBe('standard');
    expect((await call(someone, 'GET', '/admin/users')).statusCode).toBe(403);
    expect((await call(someone, 'GET', '/users/profile')).json().data.accountType).toBe('standard');
  });

  it("refuses to change the admin's own account, an unknown one, and a bad body", async () => {
    const admin = await makeAdmin(t.app);
    const someone = await makeUser(t.app);
    const cases: [object, number, string][] = [
      [{ userId: admin.user.id, accountType: 'standard' }, 403, Messages.cannotChangeOwnPermissions],
      [{ userId: noSuchId, accountType: 'admin' }, 404, Messages.userNotFound],
      [{ userId: someone.user.id, accountType: 'superuser' }, 400, Messages.invalidAccountType],
      [{ userId: someone.user.id }, 400, Messages.invalidAccountType],
      [{ accountType: 'admin' }, 400, Messages.userIdRequired],
      [{ userId: '  ', accountType: 'admin' }, 400, Messages.userIdRequired],
      [{ userId: 'not-an-id', accountType: 'admin' }, 400, Messages.invalidUserId],
    ];
    for (const [body, status, message] of cases) {
      const res = await call(admin, 'PUT', '/admin/users/permissions', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect((await call(admin, 'GET', '/users/profile')).json().data.accountType).toBe('admin');
  });
});

describe('GET /api/admin/quizzes', () => {
  it('lists public and private quizzes newest first with their creator, searching title and description', async () => {
    const admin = await makeAdmin(t.app);
    const owner = await makeUser(t.app);
    const marker = `qz${Date.now().toString(36)}`;
    const inTitle = await makeQuiz(t.app, owner.user, { title: `About ${marker} things`, isPublic: true });
    const inDescription = await makeQuiz(t.app, owner.user, {
      description: `Private notes on ${marker.toUpperCase()}`,
      isPublic: false,
    });
    const res = await call(admin, 'GET', `/admin/quizzes?search=${marker}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().pagination).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1 });
    expect(res.json().data).toEqual([
      {
        _id: inDescription._id,
        title: inDescription.title,
        description: `Private notes on ${marker.toUpperCase()}`,
        category: 'Geography',
        isPublic: false,
        questionCount: 2,
        createdAt: inDescription.createdAt,
        createdBy: { _id: owner.user.id, username: owner.user.username },
      },
      expect.objectContaining({ _id: inTitle._id, isPublic: true }),
    ]);
    // The category is not searched here (the dashboard's search does that).
    expect((await call(admin, 'GET', '/admin/quizzes?search=Geography')).json().data).not.toContainEqual(
      expect.objectContaining({ _id: inTitle._id }),
    );
  });
});

describe('DELETE /api/admin/quizzes/:id', () => {
  it("deletes anyone's quiz, public or private, and it leaves the public list at once", async () => {
    const admin = await makeAdmin(t.app);
    const owner = await makeUser(t.app);
    const secret = await makeQuiz(t.app, owner.user, { isPublic: false });
    const shown = await makeQuiz(t.app, owner.user, { isPublic: true });
    const publicIds = async () =>
      (await call(null, 'GET', '/quizzes/public?limit=100')).json().data.map((q: { _id: string }) => q._id);
    expect(await publicIds()).toContain(shown._id);

    for (const quiz of [secret, shown]) {
      const res = await call(admin, 'DELETE', `/admin/quizzes/${quiz._id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: Messages.quizDeleted });
      expect((await call(owner, 'GET', `/quizzes/${quiz._id}`)).statusCode).toBe(404);
    }
    expect(await publicIds()).not.toContain(shown._id);
    expect(await rowsOf(questions, inArray(questions.quizId, [secret._id, shown._id]))).toBe(0);
  });

  it('answers 404 for a quiz that is not there and 400 for a malformed id', async () => {
    const admin = await makeAdmin(t.app);
    const missing = await call(admin, 'DELETE', `/admin/quizzes/${noSuchId}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(Messages.quizNotFound);
    const malformed = await call(admin, 'DELETE', '/admin/quizzes/nope');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(Messages.invalidQuizId);
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('refuses to delete the admin themselves, an unknown account, and a malformed id', async () => {
    const admin = await makeAdmin(t.app);
    const self = await call(admin, 'DELETE', `/admin/users/${admin.user.id}`);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(Messages.cannotDeleteYourself);
    const missing = await call(admin, 'DELETE', `/admin/users/${noSuchId}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(Messages.userNotFound);
    const malformed = await call(admin, 'DELETE', '/admin/users/12345');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(Messages.invalidUserId);
    expect((await call(admin, 'GET', '/users/profile')).statusCode).toBe(200);
  });

  it('deletes an account with everything it owns and took part in, and keeps everyone else’s things right', async () => {
    const admin = await makeAdmin(t.app);
    const gone = await makeUser(t.app, { displayName: 'Leaving Soon' });
    const anna = await makeUser(t.app);
    const binh = await makeUser(t.app);
    const answers = (quiz: Quiz) =>
      quiz.questions.map((q) => ({ questionId: q._id, selectedAnswer: q.options[0]!._id }));
    const submit = async (who: Made, quiz: Quiz) =>
      expect((await call(who, 'POST', `/quizzes/${quiz._id}/submit`, { answers: answers(quiz) })).statusCode).toBe(201);
    const rate = async (who: Made, quiz: Quiz, rating: number) =>
      expect((await call(who, 'POST', '/ratings', { quizId: quiz._id, rating })).statusCode).toBe(200);

    // The account: an avatar, a public quiz that Anna took, rated and made a room for.
    const avatar = multipart({}, [{ field: 'profilePicture', filename: 'me.png', type: 'image/png', data: tinyPng }]);
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      ...avatar,
      headers: { ...avatar.headers, ...gone.auth },
    });
    const avatarUrl: string = profile.json().user.profilePicture;
    const theirQuiz = await makeQuiz(t.app, gone.user, { isPublic: true });
    await submit(anna, theirQuiz);
    await rate(anna, theirQuiz, 4);
    const roomForTheirQuiz = await makeRoom(t.app, { host: anna, quizId: theirQuiz._id });

    // What it did with Anna's quiz: an attempt, a rating (with Binh's: average 3 of 2), a room it hosts (Binh
    // joined), a place in Anna's own room.
    const annasQuiz = await makeQuiz(t.app, anna.user, { isPublic: true });
    await submit(gone, annasQuiz);
    await submit(binh, annasQuiz);
    await rate(gone, annasQuiz, 5);
    await rate(binh, annasQuiz, 1);
    expect((await call(binh, 'GET', `/quizzes/${annasQuiz._id}`)).json().data).toMatchObject({
      averageRating: 3,
      ratingsCount: 2,
    });
    const theirRoom = await makeRoom(t.app, { host: gone, quizId: annasQuiz._id });
    await joinAs(t.app, theirRoom.code, binh);
    const annasRoom = await makeRoom(t.app, { host: anna, quizId: annasQuiz._id });
    await joinAs(t.app, annasRoom.code, gone);

    // Friends with Anna, a chat both ways, a request waiting for Binh, trophies, a leaderboard row, a socket.
    const sent = await call(gone, 'POST', `/friends/request/${anna.user.id}`);
    await call(anna, 'PUT', `/friends/request/${sent.json().data.request._id}`, { accept: true });
    const chatId: string = (await call(gone, 'GET', `/chats/direct/${anna.user.id}`)).json().data._id;
    expect((await call(gone, 'POST', `/chats/${chatId}/messages`, { content: 'Bye Anna' })).statusCode).toBe(201);
    expect((await call(anna, 'POST', `/chats/${chatId}/messages`, { content: 'Bye!' })).statusCode).toBe(201);
    expect((await call(gone, 'POST', `/friends/request/${binh.user.id}`)).statusCode).toBe(201);
    await t.app.ctx.db
      .insert(userAchievements)
      .values({ userId: gone.user.id, achievementId: 'admin-test' })
      .onConflictDoNothing();
    await t.app.ctx.db
      .insert(leaderboardStats)
      .values({ period: 'all', periodStart: '1970-01-01', userId: gone.user.id, score: 10 })
      .onConflictDoNothing();
    const socket = await openClient(t.url, gone, t.sockets);
    const told = new Promise<{ messageKey?: string }>((resolve) => socket.socket.once('account-deleted', resolve));
    const disconnected = new Promise<string>((resolve) => socket.socket.once('disconnect', resolve));

    const res = await call(admin, 'DELETE', `/admin/users/${gone.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: Messages.userDeleted });

    // Gone: every row of the account and of its quiz.
    const id = gone.user.id;
    const left = {
      account: await rowsOf(users, eq(users.id, id)),
      quizzes: await rowsOf(quizzes, eq(quizzes.createdBy, id)),
      questionsOfTheirQuiz: await rowsOf(questions, eq(questions.quizId, theirQuiz._id)),
      ratingsOfTheirQuiz: await rowsOf(ratings, eq(ratings.quizId, theirQuiz._id)),
      roomsForTheirQuiz: await rowsOf(rooms, eq(rooms.quizId, theirQuiz._id)),
      theirAttempts: await rowsOf(submissions, eq(submissions.userId, id)),
      theirRatings: await rowsOf(ratings, eq(ratings.userId, id)),
      roomsTheyHost: await rowsOf(rooms, eq(rooms.hostId, id)),
      participantsOfTheirRoom: await rowsOf(roomParticipants, eq(roomParticipants.roomId, theirRoom.room._id)),
      theirParticipations: await rowsOf(roomParticipants, eq(roomParticipants.userId, id)),
      chats: await rowsOf(chats, or(eq(chats.userA, id), eq(chats.userB, id))),
      messagesOfTheChat: await rowsOf(chatMessages, eq(chatMessages.chatId, chatId)),
      friendships: await rowsOf(friendships, or(eq(friendships.userId, id), eq(friendships.friendId, id))),
      requests: await rowsOf(friendRequests, or(eq(friendRequests.senderId, id), eq(friendRequests.receiverId, id))),
      tokens: await rowsOf(userTokens, eq(userTokens.userId, id)),
      achievements: await rowsOf(userAchievements, eq(userAchievements.userId, id)),
      leaderboard: await rowsOf(leaderboardStats, eq(leaderboardStats.userId, id)),
    };
    expect(Object.entries(left).filter(([, n]) => n !== 0)).toEqual([]);

    // Kept: the other people, Anna's quiz with Binh's attempt and rating (the average recomputed, also in the
    // cached public view), Anna's room with Anna in it.
    expect(await rowsOf(users, inArray(users.id, [anna.user.id, binh.user.id, admin.user.id]))).toBe(3);
    expect((await call(binh, 'GET', `/quizzes/${annasQuiz._id}`)).json().data).toMatchObject({
      averageRating: 1,
      ratingsCount: 1,
    });
    expect((await call(null, 'GET', `/ratings/quiz/${annasQuiz._id}`)).json().data).toMatchObject({
      averageRating: 1,
      ratingsCount: 1,
      ratings: [expect.objectContaining({ rating: 1, userId: expect.objectContaining({ _id: binh.user.id }) })],
    });
    expect(
      await rowsOf(submissions, and(eq(submissions.quizId, annasQuiz._id), eq(submissions.userId, binh.user.id))),
    ).toBe(1);
    expect(await rowsOf(roomParticipants, eq(roomParticipants.roomId, annasRoom.room._id))).toBe(1);
    // Anna's attempt at their quiz is her history: it outlives the quiz (issue 36).
    expect(await rowsOf(submissions, eq(submissions.quizId, theirQuiz._id))).toBe(1);
    expect(await rowsOf(rooms, eq(rooms.id, roomForTheirQuiz.room._id))).toBe(0);
    expect((await call(anna, 'GET', '/friends')).json().data).toEqual([]);

    // The person is out: told why, connections closed, the token refused saying why, the avatar no longer served.
    expect(await told).toMatchObject({ messageKey: 'accountDeleted', message: Messages.accountDeleted });
    expect(await disconnected).toBe('io server disconnect');
    const stale = await call(gone, 'GET', '/users/profile');
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ code: 'account_deleted', messageKey: 'accountDeleted' });
    expect((await t.app.inject({ url: avatarUrl })).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/admin/users/${id}`)).statusCode).toBe(404);
  });
});
