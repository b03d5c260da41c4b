import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@quiz/contract/messages';
import { RoomLimits } from '@quiz/contract/limits';
import type { AnswerResult, ChatMessage, PlayerState, Room } from '@quiz/contract/rooms';
import { buildListeningTestApp, closeSharedDatabase, type ListeningTestApp } from '../../test/helpers';
import { makeUser } from '../../test/factories';
import { joinAs, makeRoom, roomCall } from '../../test/rooms';
import { correct, data, openClient, playToTheEnd, wrong, type Made } from '../../test/sockets';

let t: ListeningTestApp;
beforeAll(async () => {
  // A short presence grace, so that a player who leaves is announced quickly.
  t = await buildListeningTestApp({ ROOM_PRESENCE_GRACE_MS: '200' });
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

const open = (who: Made) => openClient(t.url, who, t.sockets);

async function lobby() {
  const made = await makeRoom(t.app);
  const playerUser = await makeUser(t.app, { displayName: 'Second Player' });
  const host = await open(made.host);
  const player = await open(playerUser);
  data(await host.emit<Room>('join-room', { code: made.code }));
  return { ...made, playerUser, hostClient: host, player };
}

describe('a live game over sockets', () => {
  it('plays two players through a whole game to the same final ranking, the host running it', async () => {
    const { code, hostClient, player, playerUser, host } = await lobby();
    const joined = hostClient.next<{ users: { name: string }[] }>('user-joined');
    const room = data(await player.emit<Room>('join-room', { code: code.toLowerCase() }));
    expect(room).toMatchObject({ code, status: 'waiting', participantCount: 1, isCreator: false });
    expect((await joined).users).toEqual([expect.objectContaining({ name: 'Second Player' })]);
    const otherUser = await makeUser(t.app, { displayName: 'Third Player' });
    const other = await open(otherUser);
    data(await other.emit<Room>('join-room', { code }));

    const started = Promise.all([hostClient, player, other].map((c) => c.next('game-started')));
    expect(data(await hostClient.emit<Room>('start-game', { code })).status).toBe('in_progress');
    await started;

    const ended = Promise.all([hostClient, player, other].map((c) => c.next('game-ended')));
    await playToTheEnd(player, code, correct);
    await playToTheEnd(other, code, wrong);
    expect(await ended).toEqual([
      { code, endedByHost: false },
      { code, endedByHost: false },
      { code, endedByHost: false },
    ]);

    const results = (await roomCall(t.app, host.auth, 'GET', `/${code}`)).json().data as Room;
    expect(results.status).toBe('completed');
    const [first, second, third] = results.participants;
    expect(first).toMatchObject({ rank: 1, userId: { _id: playerUser.user.id }, correctAnswers: 2, finished: true });
    expect(first!.score).toBeGreaterThanOrEqual(1900);
    expect(first!.score).toBeLessThanOrEqual(2000);
    expect(second).toMatchObject({ rank: 2, score: 0, userId: { _id: otherUser.user.id }, finished: true });
    expect(third).toMatchObject({ rank: null, isHost: true, answeredCount: 0 });
    const viewedByPlayer = (await roomCall(t.app, playerUser.auth, 'GET', `/${code}`)).json().data as Room;
    expect(viewedByPlayer.participants).toEqual(results.participants);

    // Nothing any client received, as an event or an acknowledgement, revealed the answer key.
    for (const client of [hostClient, player, other]) expect(JSON.stringify(client.seen)).not.toContain('isCorrect');
  });

  it("moves a self-paced player on with the answer's acknowledgement: it carries the next question, no second request", async () => {
    const { code, hostClient, player } = await lobby();
    data(await player.emit<Room>('join-room', { code }));
    data(await hostClient.emit<Room>('start-game', { code }));
    const first = data(await player.emit<PlayerState>('get-question', { roomCode: code })).question!;
    const pick = (q: typeof first) => q.question.options[correct(q.question.options.map((o) => o.label))]!._id;
    const taken = data(
      await player.emit<AnswerResult>('submit-answer', {
        roomCode: code,
        questionId: first.question._id,
        answerId: pick(first),
      }),
    );
    expect(taken).toMatchObject({ accepted: true, answeredCount: 1, finished: false, next: { index: 1 } });
    const next = taken.next!;
    // Its clock starts after the pause that follows an answer, and the same question is what a reload would get.
    expect(next.remainingMs).toBeGreaterThan(next.limitMs);
    expect(next.remainingMs).toBeLessThanOrEqual(next.limitMs + RoomLimits.answerAdvanceDelayMs);
    const reread = data(await player.emit<PlayerState>('get-question', { roomCode: code })).question!;
    expect(reread.question).toEqual(next.question);

    const ending = player.next('game-ended');
    const last = data(
      await player.emit<AnswerResult>('submit-answer', {
        roomCode: code,
        questionId: next.question._id,
        answerId: pick(next),
      }),
    );
    expect(last).toMatchObject({ answeredCount: 2, finished: true });
    expect(last).not.toHaveProperty('next');
    expect(await ending).toEqual({ code, endedByHost: false });
    expect(JSON.stringify(player.seen)).not.toContain('isCorrect');
  });

  it('resumes a player who loses the connection at the current question with the score intact', async () => {
    const { code, hostClient, player, playerUser } = await lobby();
    data(await player.emit<Room>('join-room', { code }));
    data(await hostClient.emit<Room>('start-game', { code }));

    const first = data(await player.emit<PlayerState>('get-question', { roomCode: code })).question!;
    const answer = first.question.options[correct(first.question.options.map((o) => o.label))]!;
    data(await player.emit('submit-answer', { roomCode: code, questionId: first.question._id, answerId: answer._id }));
    const second = data(await player.emit<PlayerState>('get-question', { roomCode: code })).question!;
    player.socket.disconnect();

    const again = await open(playerUser);
    data(await again.emit<Room>('join-room', { code }));
    const resumed = data(await again.emit<PlayerState>('get-question', { roomCode: code }));
    expect(resumed).toMatchObject({ answeredCount: 1, finished: false, question: { index: 1 } });
    expect(resumed.question!.question._id).toBe(second.question._id);
    expect(resumed.question!.remainingMs).toBeLessThanOrEqual(second.remainingMs);

    // The only player finishing completes the room.
    const ending = again.next('game-ended');
    await playToTheEnd(again, code, correct);
    expect(await ending).toEqual({ code, endedByHost: false });
    const results = (await roomCall(t.app, playerUser.auth, 'GET', `/${code}`)).json().data as Room;
    const me = results.participants.find((p) => p.userId._id === playerUser.user.id)!;
    expect(me).toMatchObject({ rank: 1, correctAnswers: 2, answeredCount: 2 });
  });

  it('tells the host how far each player is, without scores', async () => {
    const { code, hostClient, player, playerUser } = await lobby();
    data(await player.emit<Room>('join-room', { code }));
    data(await hostClient.emit<Room>('start-game', { code }));
    const progress = hostClient.next('game-progress');
    const first = data(await player.emit<PlayerState>('get-question', { roomCode: code })).question!.question;
    data(
      await player.emit('submit-answer', { roomCode: code, questionId: first._id, answerId: first.options[0]!._id }),
    );
    // The host is not a player: only the player is counted, with their person for the host's class view.
    expect(await progress).toEqual({
      code,
      participantCount: 1,
      finishedCount: 0,
      answered: 1,
      totalAnswers: 2,
      players: [
        {
          userId: playerUser.user.id,
          answeredCount: 1,
          away: false,
          user: {
            _id: playerUser.user.id,
            username: playerUser.user.username,
            displayName: 'Second Player',
            profilePicture: null,
          },
        },
      ],
    });
  });

  it('lets only the host start or end the game', async () => {
    const { code, player } = await lobby();
    data(await player.emit<Room>('join-room', { code }));
    expect(await player.emit('start-game', { code })).toEqual({
      success: false,
      message: Messages.onlyHostCanStart,
      code: 'forbidden',
      messageKey: 'onlyHostCanStart',
    });
    expect(await player.emit('end-game', { code })).toMatchObject({ success: false, message: Messages.onlyHostCanEnd });
  });

  it('refuses answers to a room that is not in progress', async () => {
    const { code, hostClient, player } = await lobby();
    data(await player.emit<Room>('join-room', { code }));
    const payload = {
      roomCode: code,
      questionId: '00000000-0000-4000-8000-000000000000',
      answerId: '00000000-0000-4000-8000-000000000001',
    };
    expect(await player.emit('submit-answer', payload)).toMatchObject({
      success: false,
      message: Messages.gameNotInProgress,
    });
    data(await hostClient.emit<Room>('start-game', { code }));
    const first = data(await player.emit<PlayerState>('get-question', { roomCode: code })).question!.question;
    data(await hostClient.emit<Room>('end-game', { code }));
    expect(
      await player.emit('submit-answer', { roomCode: code, questionId: first._id, answerId: first.options[0]!._id }),
    ).toMatchObject({ success: false, message: Messages.gameNotInProgress });
  });

  it('answers malformed payloads with an error and changes nothing', async () => {
    const { code, hostClient, player, playerUser } = await lobby();
    data(await player.emit<Room>('join-room', { code }));
    data(await hostClient.emit<Room>('start-game', { code }));
    const first = data(await player.emit<PlayerState>('get-question', { roomCode: code })).question!.question;
    for (const bad of [
      null,
      'ABCDEF',
      {},
      { roomCode: code },
      { roomCode: code, questionId: first._id },
      { roomCode: 42, questionId: first._id, answerId: first.options[0]!._id },
      { roomCode: code, questionId: ['x'], answerId: { $ne: null } },
    ]) {
      const result = await player.emit('submit-answer', bad);
      expect(result).toMatchObject({ success: false });
      expect((result as { code: string }).code).toBe('validation_failed');
    }
    expect(await player.emit('join-room', { code: 'undefined' })).toMatchObject({
      success: false,
      message: Messages.invalidRoomCode,
    });
    // Without an acknowledgement the refusal comes back as an `error` event.
    const error = player.next<{ message: string }>('error');
    player.socket.emit('start-game', { nope: true });
    expect((await error).message).toBe(Messages.invalidRoomCode);

    const participants = (await roomCall(t.app, playerUser.auth, 'GET', `/${code}/participants`)).json().data;
    expect(participants.map((p: { answeredCount: number }) => p.answeredCount)).toEqual([0, 0]);
  });
});

describe('room chat over sockets', () => {
  it('delivers messages to the room, keeps them for the history, and relays typing', async () => {
    const { code, hostClient, player, room, host } = await lobby();
    data(await player.emit<Room>('join-room', { code }));
    const typing = hostClient.next<{ senderName: string }>('user-typing');
    player.socket.emit('typing-room-chat', { roomCode: code });
    expect((await typing).senderName).toBe('Second Player');

    const arrived = hostClient.next<ChatMessage>('new-room-message');
    const sent = data(
      await player.emit<ChatMessage>('send-room-message', { roomCode: code, content: '  Hello all  ' }),
    );
    expect(sent).toMatchObject({ content: 'Hello all', senderName: 'Second Player', roomId: room._id });
    expect(await arrived).toEqual(sent);

    const history = await t.app.inject({ url: `/api/chats/room/${room._id}/messages`, headers: host.auth });
    expect(history.json()).toEqual([sent]);
  });

  it('refuses blank, too long and too many messages, and people outside the room', async () => {
    const { code, player } = await lobby();
    data(await player.emit<Room>('join-room', { code }));
    expect(await player.emit('send-room-message', { roomCode: code, content: '   ' })).toMatchObject({
      message: Messages.chatEmpty,
    });
    expect(await player.emit('send-room-message', { roomCode: code, content: 'x'.repeat(501) })).toMatchObject({
      message: Messages.chatTooLong,
    });
    const results = [];
    for (let i = 0; i < 6; i++)
      results.push(await player.emit('send-room-message', { roomCode: code, content: `m${i}` }));
    expect(results.slice(0, 5).every((r) => r.success)).toBe(true);
    expect(results[5]).toMatchObject({ success: false, message: Messages.chatRateLimited });

    const outsider = await open(await makeUser(t.app));
    expect(await outsider.emit('send-room-message', { roomCode: code, content: 'let me in' })).toMatchObject({
      success: false,
      message: Messages.notInRoom,
    });
  });

  it('tells the room when a player leaves', async () => {
    const { code, hostClient, player } = await lobby();
    data(await player.emit<Room>('join-room', { code }));
    const left = hostClient.next<{ users: { name: string }[] }>('user-left');
    player.socket.disconnect();
    expect((await left).users[0]!.name).toBe('Second Player');
  });
});

describe('joining by socket', () => {
  it('counts a player who joins only by socket, and refuses a full room', async () => {
    const { code } = await makeRoom(t.app, { maxParticipants: 2 });
    const first = await open(await makeUser(t.app));
    expect(data(await first.emit<Room>('join-room', { code })).participantCount).toBe(1);
    const second = await open(await makeUser(t.app));
    // Two places for players: the host takes none.
    expect(data(await second.emit<Room>('join-room', { code })).participantCount).toBe(2);
    const third = await open(await makeUser(t.app));
    expect(await third.emit('join-room', { code })).toMatchObject({ success: false, message: Messages.roomFull });
    await joinAs(t.app, code, undefined).catch((error: Error) => expect(error.message).toContain(Messages.roomFull));
  });
});
