/**
 * A NUL character (U+0000), which PostgreSQL cannot store, is refused with 400 `textHasNul` naming the field — in a
 * search, a stored text over HTTP (JSON or a multipart form) or a socket event — and taken out of an imported file's
 * text (issue 36, decision 024 'Bad input').
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesIn } from '@quiz/contract/message-catalog';
import { Messages } from '@quiz/contract/messages';
import type { Quiz } from '@quiz/contract/quizzes';
import { buildListeningTestApp, closeSharedDatabase, type ListeningTestApp } from './helpers';
import { makeAdmin, makeQuiz, makeUser, multipart, quizInputFor, uniqueUserInput } from './factories';
import { makeRoom } from './rooms';
import { openClient, until, type Made } from './sockets';

let t: ListeningTestApp;
let user: Made;
let admin: Made;
beforeAll(async () => {
  t = await buildListeningTestApp();
  user = await makeUser(t.app, { displayName: 'Lan' });
  admin = await makeAdmin(t.app);
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

const nul = 'Hà\u0000Nội';
const call = (who: Made | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });

/** The refusal every route gives: 400, the shared message by key, and the field it was found in. */
function expectRefused(res: { statusCode: number; json: () => unknown }, field: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    success: false,
    code: 'validation_failed',
    message: Messages.textHasNul,
    messageKey: 'textHasNul',
    fieldErrors: { [field]: Messages.textHasNul },
    fieldErrorKeys: { [field]: { messageKey: 'textHasNul' } },
  });
}

describe('a NUL in a search', () => {
  it.each([
    ['/users/search?query=', 'query'],
    ['/quizzes?search=', 'search'],
    ['/quizzes/public?search=', 'search'],
    ['/admin/users?search=', 'search'],
    ['/admin/quizzes?search=', 'search'],
  ])('GET %s answers 400 naming the field', async (url, field) => {
    expectRefused(await call(admin, 'GET', `${url}${encodeURIComponent(nul)}`), field);
  });

  it('is worded in Vietnamese for a Vietnamese reader', () => {
    expect(messagesIn('vi').textHasNul).toBe('Văn bản không được chứa ký tự NUL (U+0000)');
  });
});

describe('a NUL in a text to be stored, over HTTP', () => {
  it('is refused on register, and no account is made', async () => {
    const input = uniqueUserInput({ displayName: nul });
    expectRefused(await call(undefined, 'POST', '/users/register', input), 'displayName');
    const login = await call(undefined, 'POST', '/users/login', { email: input.email, password: input.password });
    expect(login.statusCode).toBe(401);
  });

  it('is refused in a profile sent as JSON or as a form, and the name stays as it was', async () => {
    expectRefused(await call(user, 'PUT', '/users/profile', { displayName: nul }), 'displayName');
    const form = multipart({ displayName: nul });
    expectRefused(
      await t.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        payload: form.payload,
        headers: { ...form.headers, ...user.auth },
      }),
      'displayName',
    );
    expect((await call(user, 'GET', '/users/profile')).json().data.displayName).toBe('Lan');
  });

  it("is refused in a quiz's title, description or question, on create and on update", async () => {
    expectRefused(await call(user, 'POST', '/quizzes', quizInputFor({ title: `Capitals ${nul}` })), 'title');
    expectRefused(await call(user, 'POST', '/quizzes', quizInputFor({ description: nul })), 'description');
    const input = quizInputFor();
    input.questions[0]!.content = nul;
    expectRefused(await call(user, 'POST', '/quizzes', input), 'questions.0.content');
    const quiz = await makeQuiz(t.app, user.user);
    expectRefused(await call(user, 'PUT', `/quizzes/${quiz._id}`, quizInputFor({ title: nul })), 'title');
  });

  it("is refused in a rating's comment", async () => {
    const quiz = await makeQuiz(t.app, admin.user, { isPublic: true });
    expectRefused(await call(user, 'POST', '/ratings', { quizId: quiz._id, rating: 5, comment: nul }), 'comment');
  });

  it("is refused in a room's invites", async () => {
    const quiz = await makeQuiz(t.app, user.user);
    const res = await call(user, 'POST', '/rooms', { quizId: quiz._id, maxParticipants: 10, invites: nul });
    expectRefused(res, 'invites');
  });

  it('is refused in a chat message', async () => {
    const { a, chatId } = await friendsWithChat();
    expectRefused(await call(a, 'POST', `/chats/${chatId}/messages`, { content: nul }), 'content');
  });
});

describe('a NUL in a socket event', () => {
  it('is refused in a room message, by acknowledgement or, without one, by an error event', async () => {
    const { code } = await makeRoom(t.app, { host: user });
    const live = await openClient(t.url, user, t.sockets);
    const refused = await live.emit('send-room-message', { roomCode: code, content: nul });
    expect(refused).toEqual({
      success: false,
      code: 'validation_failed',
      message: Messages.textHasNul,
      messageKey: 'textHasNul',
    });
    const error = until<{ messageKey?: string }>(live, 'error');
    live.socket.emit('send-room-message', { roomCode: code, content: nul });
    expect((await error).messageKey).toBe('textHasNul');
  });

  it('is refused in a private message', async () => {
    const { a, b } = await friendsWithChat();
    const live = await openClient(t.url, a, t.sockets);
    const refused = await live.emit('send-private-message', { receiverId: b.user.id, content: nul });
    expect(refused).toMatchObject({ success: false, messageKey: 'textHasNul' });
  });
});

describe('a NUL in an imported file', () => {
  it('is taken out of the text, and the quiz is saved', async () => {
    const aiken = `What is the capital\u0000 of France?\nA. Paris\u0000\nB. Lyon\nANSWER: A\n`;
    const form = multipart({ title: 'Capitals of France' }, [
      { field: 'file', filename: 'capitals.txt', type: 'text/plain', data: Buffer.from(aiken) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quizzes/import',
      payload: form.payload,
      headers: { ...form.headers, ...user.auth },
    });
    expect(res.statusCode).toBe(201);
    const quiz = res.json().data as Quiz;
    expect(quiz.questions[0]).toMatchObject({ content: 'What is the capital of France?' });
    expect(quiz.questions[0]!.options.map((o) => o.label)).toEqual(['Paris', 'Lyon']);
  });

  it('is refused in the form beside the file, like any other text field', async () => {
    const form = multipart({ title: nul }, [
      { field: 'file', filename: 'a.txt', type: 'text/plain', data: Buffer.from('Q?\nA. x\nB. y\nANSWER: A\n') },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quizzes/import',
      payload: form.payload,
      headers: { ...form.headers, ...user.auth },
    });
    expectRefused(res, 'title');
  });
});

async function friendsWithChat() {
  const a = await makeUser(t.app);
  const b = await makeUser(t.app);
  const sent = await call(a, 'POST', `/friends/request/${b.user.id}`);
  await call(b, 'PUT', `/friends/request/${sent.json().data.request._id}`, { accept: true });
  const chat = await call(a, 'GET', `/chats/direct/${b.user.id}`);
  return { a, b, chatId: chat.json().data._id as string };
}
