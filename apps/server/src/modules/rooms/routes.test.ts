import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messagesIn } from '@quiz/contract/message-catalog';
import { Messages } from '@quiz/contract/messages';
import { roomCodeAlphabet } from '../../game/rules';
import { roomParticipants } from '../../db/schema/rooms';
import { buildTestApp, closeSharedDatabase, type TestApp } from '../../../test/helpers';
import { makeQuiz, makeUser } from '../../../test/factories';
import { joinAs, makeRoom, roomCall } from '../../../test/rooms';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ROOM_MAX_PARTICIPANTS: '60' });
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

const call = (auth: Record<string, string>, method: 'GET' | 'POST', path: string, payload?: object) =>
  roomCall(t.app, auth, method, path, payload);

/** A started game with one player besides the host. */
async function startedGame() {
  const made = await makeRoom(t.app);
  const player = await joinAs(t.app, made.code);
  const start = await call(made.host.auth, 'POST', `/${made.code}/start`);
  expect(start.statusCode).toBe(200);
  return { ...made, player };
}

describe('POST /api/rooms', () => {
  it('creates a waiting room with a 6-character code, the caller as host and participant', async () => {
    const host = await makeUser(t.app, { displayName: 'Quiz Host' });
    const quiz = await makeQuiz(t.app, host.user);
    const res = await call(host.auth, 'POST', '', { quizId: quiz._id, hostId: 'ignored' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(Messages.roomCreated);
    expect(body.data.code).toMatch(new RegExp(`^[${roomCodeAlphabet}]{6}$`));
    expect(body.data).toMatchObject({
      status: 'waiting',
      hostId: { _id: host.user.id, displayName: 'Quiz Host' },
      quizId: { _id: quiz._id, title: quiz.title, questionCount: 2 },
      isCreator: true,
      maxParticipants: 10,
      timeLimit: 60,
      // The players: the host takes no place.
      participantCount: 0,
      inviteUrl: `http://localhost:3000/play?code=${body.data.code}`,
    });
    expect(body.data.participants[0]).toMatchObject({ isHost: true, userId: { _id: host.user.id }, score: null });
  });

  it('never hands out the answer key or the questions with the room', async () => {
    const { room } = await makeRoom(t.app);
    expect(JSON.stringify(room)).not.toMatch(/isCorrect|"questions"/);
  });

  it('refuses a missing quiz, bad limits and a quiz the host may not see', async () => {
    const host = await makeUser(t.app);
    const missing = await call(host.auth, 'POST', '', { maxParticipants: 5 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(Messages.selectQuiz);

    const quiz = await makeQuiz(t.app, host.user, { isPublic: false });
    for (const bad of [{ maxParticipants: 1 }, { maxParticipants: 2.5 }, { maxParticipants: 'ten' }]) {
      const res = await call(host.auth, 'POST', '', { quizId: quiz._id, ...bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(Messages.maxParticipantsRange(50));
    }
    // A route schema's refusal names its message by key and arguments, for the reader's language, at its field too.
    expect((await call(host.auth, 'POST', '', { quizId: quiz._id, maxParticipants: 1 })).json()).toMatchObject({
      messageKey: 'maxParticipantsRange',
      messageParams: [50],
      fieldErrors: { maxParticipants: Messages.maxParticipantsRange(50) },
      fieldErrorKeys: { maxParticipants: { messageKey: 'maxParticipantsRange', messageParams: [50] } },
    });
    const overCap = await call(host.auth, 'POST', '', { quizId: quiz._id, maxParticipants: 61 });
    expect(overCap.json().message).toBe(Messages.maxParticipantsRange(60));
    // By key and arguments too, for a reader of another language.
    expect(overCap.json()).toMatchObject({ messageKey: 'maxParticipantsRange', messageParams: [60] });
    expect((await call(host.auth, 'POST', '', { quizId: quiz._id, maxParticipants: 60 })).statusCode).toBe(201);
    for (const timeLimit of [9, 301]) {
      const res = await call(host.auth, 'POST', '', { quizId: quiz._id, timeLimit });
      expect(res.json().message).toBe(Messages.roomTimeLimitRange);
    }

    const stranger = await makeUser(t.app);
    const privateQuiz = await call(stranger.auth, 'POST', '', { quizId: quiz._id });
    expect(privateQuiz.statusCode).toBe(404);
    expect(privateQuiz.json().message).toBe(Messages.quizNotFound);
  });

  it('lets anyone host a room for a public quiz', async () => {
    const owner = await makeUser(t.app);
    const quiz = await makeQuiz(t.app, owner.user, { isPublic: true });
    const host = await makeUser(t.app);
    expect((await call(host.auth, 'POST', '', { quizId: quiz._id })).statusCode).toBe(201);
  });

  it('requires a login', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/rooms', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(Messages.authenticationRequired);
  });

  it('trims invites, drops empties, and mails the ones that name a registered user', async () => {
    const friend = await makeUser(t.app);
    const other = await makeUser(t.app);
    const host = await makeUser(t.app, { displayName: 'Inviting Host' });
    const { room } = await makeRoom(t.app, {
      host,
      invites: ` ${friend.user.username} , ,${other.user.email.toUpperCase()},nobody-${Date.now()}@example.com `,
    });
    expect((room as unknown as { invited: number }).invited).toBe(2);
    const mail = await t.mailbox.waitFor(friend.user.email, 'invited you');
    expect(mail.subject).toBe(Messages.invitedEmailSubject('Inviting Host'));
    expect(mail.text).toContain(`/play?code=${room.code}`);
    await t.mailbox.waitFor(other.user.email, 'invited you');
  });

  it('mails each invitee in their own language', async () => {
    const student = await makeUser(t.app, { language: 'vi' });
    const host = await makeUser(t.app, { displayName: 'Cô Lan' });
    const { room } = await makeRoom(t.app, { host, invites: student.user.username });
    const mail = await t.mailbox.waitFor(student.user.email, 'mời bạn');
    expect(mail.subject).toBe(messagesIn('vi').invitedEmailSubject('Cô Lan'));
    expect(mail.text).toContain(`Mã phòng là ${room.code}.`);
  });
});

describe('GET /api/rooms/{code}', () => {
  it('shows the room to any logged-in user, with isCreator for the host only', async () => {
    const { host, code } = await makeRoom(t.app);
    const visitor = await makeUser(t.app);
    expect((await call(host.auth, 'GET', `/${code}`)).json().data).toMatchObject({ isCreator: true });
    expect((await call(visitor.auth, 'GET', `/${code.toLowerCase()}`)).json().data).toMatchObject({
      code,
      isCreator: false,
      isParticipant: false,
    });
  });

  it("answers 'Invalid room code' for an empty or 'undefined' code and 404 for an unknown one", async () => {
    const { auth } = await makeUser(t.app);
    for (const code of ['undefined', '%20']) {
      const res = await call(auth, 'GET', `/${code}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(Messages.invalidRoomCode);
    }
    for (const code of ['ZZZZZZ', 'toolongcode', 'A!B@C#']) {
      const res = await call(auth, 'GET', `/${code}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(Messages.roomNotFound);
    }
  });
});

describe('POST /api/rooms/{code}/join', () => {
  it('adds the player once, however many times they join', async () => {
    const { code } = await makeRoom(t.app);
    const player = await makeUser(t.app);
    await call(player.auth, 'POST', `/${code}/join`);
    const again = await call(player.auth, 'POST', `/${code}/join`);
    expect(again.json().data).toMatchObject({ participantCount: 1, isParticipant: true });
  });

  it('refuses a full room with a clear message, even when the last places are taken at once', async () => {
    const { code, room } = await makeRoom(t.app, { maxParticipants: 3 });
    const players = await Promise.all(Array.from({ length: 4 }, () => makeUser(t.app)));
    const results = await Promise.all(players.map((p) => call(p.auth, 'POST', `/${code}/join`)));
    const refused = results.filter((r) => r.statusCode === 409);
    // Three places for players: the host takes none.
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.json().message).toBe(Messages.roomFull);
    const rows = await t.app.ctx.db.select().from(roomParticipants).where(eq(roomParticipants.roomId, room._id));
    expect(rows).toHaveLength(4);
  });

  it('refuses a completed room', async () => {
    const { host, code } = await startedGame();
    await call(host.auth, 'POST', `/${code}/end`);
    const late = await makeUser(t.app);
    const res = await call(late.auth, 'POST', `/${code}/join`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(Messages.roomCompleted);
  });
});

describe('start and end', () => {
  it('starts only for the host and only with at least one other participant', async () => {
    const { host, code } = await makeRoom(t.app);
    const alone = await call(host.auth, 'POST', `/${code}/start`);
    expect(alone.statusCode).toBe(400);
    expect(alone.json().message).toBe(Messages.needParticipant);

    const player = await joinAs(t.app, code);
    const notHost = await call(player.auth, 'POST', `/${code}/start`);
    expect(notHost.statusCode).toBe(403);
    expect(notHost.json().message).toBe(Messages.onlyHostCanStart);

    const started = await call(host.auth, 'POST', `/${code}/start`);
    expect(started.json().data).toMatchObject({ status: 'in_progress', questionCount: 2 });
    const twice = await call(host.auth, 'POST', `/${code}/start`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(Messages.roomAlreadyStarted);
  });

  it('ends only for the host, returning the room and the ranked participants', async () => {
    const { host, player, code } = await startedGame();
    const notHost = await call(player.auth, 'POST', `/${code}/end`);
    expect(notHost.statusCode).toBe(403);
    expect(notHost.json().message).toBe(Messages.onlyHostCanEnd);

    const ended = await call(host.auth, 'POST', `/${code}/end`);
    expect(ended.statusCode).toBe(200);
    const data = ended.json().data;
    expect(data.room.status).toBe('completed');
    // The final standings are the players': ranked (with nothing answered). The host ran the game and is not among
    // them, as in the rankings, the podium and the report (issue 35).
    expect(data.participants).toHaveLength(1);
    const byUser = Object.fromEntries(
      data.participants.map((p: { userId: { _id: string }; score: number; rank: number | null }) => [
        p.userId._id,
        [p.score, p.rank],
      ]),
    );
    expect(byUser).toEqual({ [player.user.id]: [0, 1] });
    expect((await call(host.auth, 'POST', `/${code}/end`)).statusCode).toBe(409);
  });
});

describe('playing over HTTP (the fallback of the socket events)', () => {
  it('serves one question at a time without the key and scores on the server clock', async () => {
    const { host, player, code } = await startedGame();
    const state = (await call(player.auth, 'GET', `/${code}/question`)).json().data;
    expect(state).toMatchObject({ status: 'in_progress', total: 2, answeredCount: 0, finished: false });
    expect(state.question.index).toBe(0);
    expect(state.question.remainingMs).toBeGreaterThan(29_000);
    expect(JSON.stringify(state)).not.toContain('isCorrect');

    const paris = state.question.question.options.find((o: { label: string }) => o.label === 'Paris');
    const answer = await call(player.auth, 'POST', `/${code}/answer`, {
      questionId: state.question.question._id,
      answerId: paris._id,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      message: Messages.answerSubmitted,
      data: { accepted: true, answeredCount: 1, total: 2, finished: false },
    });
    // Whether it was right stays hidden; the next question comes along, without its key.
    const { next, ...taken } = answer.json().data;
    expect(JSON.stringify(taken)).not.toMatch(/correct|points|score/i);
    expect(next).toMatchObject({ index: 1, answered: false });
    expect(next.remainingMs).toBeGreaterThan(30_000);
    expect(JSON.stringify(next)).not.toContain('isCorrect');

    const duplicate = await call(player.auth, 'POST', `/${code}/answer`, {
      questionId: state.question.question._id,
      answerId: paris._id,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(Messages.alreadyAnswered);

    // Scores stay hidden while the game runs.
    const during = (await call(host.auth, 'GET', `/${code}/participants`)).json().data;
    expect(during.every((p: { score: number | null }) => p.score === null)).toBe(true);
  });

  it('refuses answers to a question not yet shown, to an unknown option, and from outsiders', async () => {
    const { player, code } = await startedGame();
    const first = (await call(player.auth, 'GET', `/${code}/question`)).json().data.question.question;
    const wrongOption = await call(player.auth, 'POST', `/${code}/answer`, {
      questionId: first._id,
      answerId: '00000000-0000-4000-8000-000000000000',
    });
    expect(wrongOption.statusCode).toBe(400);
    expect(wrongOption.json().message).toBe(Messages.answerNotInQuestion);

    const missing = await call(player.auth, 'POST', `/${code}/answer`, { questionId: first._id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(Messages.answerRequired);

    const outsider = await makeUser(t.app);
    const res = await call(outsider.auth, 'POST', `/${code}/answer`, {
      questionId: first._id,
      answerId: first.options[0]._id,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(Messages.notInRoom);
  });

  it('refuses answers while the room is waiting', async () => {
    const { code } = await makeRoom(t.app);
    const player = await joinAs(t.app, code);
    const res = await call(player.auth, 'POST', `/${code}/answer`, {
      questionId: '00000000-0000-4000-8000-000000000000',
      answerId: '00000000-0000-4000-8000-000000000001',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(Messages.gameNotInProgress);
  });
});

describe('participants and check-host', () => {
  it('lists participants in join order and tells the host apart', async () => {
    const { host, code } = await makeRoom(t.app);
    const player = await joinAs(t.app, code);
    const list = (await call(player.auth, 'GET', `/${code}/participants`)).json().data;
    expect(list.map((p: { userId: { _id: string } }) => p.userId._id)).toEqual([host.user.id, player.user.id]);
    expect((await call(host.auth, 'GET', `/${code}/check-host`)).json()).toEqual({ success: true, isHost: true });
    expect((await call(player.auth, 'GET', `/${code}/check-host`)).json()).toEqual({ success: true, isHost: false });
  });

  it('reports the operator cap for the form', async () => {
    const { auth } = await makeUser(t.app);
    expect((await call(auth, 'GET', '/settings')).json().data).toEqual({ maxParticipants: 60 });
  });
});

describe('GET /api/chats/room/{roomId}/messages', () => {
  it('is for the room’s participants only', async () => {
    const { host, room } = await makeRoom(t.app);
    const ok = await t.app.inject({ url: `/api/chats/room/${room._id}/messages`, headers: host.auth });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual([]);
    const stranger = await makeUser(t.app);
    const refused = await t.app.inject({ url: `/api/chats/room/${room._id}/messages`, headers: stranger.auth });
    expect(refused.statusCode).toBe(403);
    const unknown = await t.app.inject({ url: '/api/chats/room/not-a-room/messages', headers: stranger.auth });
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/chats/room/${room._id}/messages` })).statusCode).toBe(401);
  });
});
