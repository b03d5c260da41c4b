/** The host-paced ("classic") game over HTTP: the mode at creation, GET /state, POST /host-action and the answers. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Messages } from '@quiz/contract/messages';
import type { AnswerResult, HostPacedView, Room } from '@quiz/contract/rooms';
import { roomAnswers, roomParticipants, rooms } from '../../db/schema/rooms';
import { buildTestApp, closeSharedDatabase, type TestApp } from '../../../test/helpers';
import { makeQuiz, makeUser } from '../../../test/factories';
import { hostPacedRoom, joinAs, joinAsGuest, makeRoom, roomCall, startedHostPacedRoom } from '../../../test/rooms';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

type Auth = Record<string, string>;
const call = (auth: Auth, method: 'GET' | 'POST', path: string, payload?: object) =>
  roomCall(t.app, auth, method, path, payload);

const stateOf = async (auth: Auth, code: string) => {
  const res = await call(auth, 'GET', `/${code}/state`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as HostPacedView;
};

const act = async (auth: Auth, code: string, action: string) => {
  const res = await call(auth, 'POST', `/${code}/host-action`, { action });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as HostPacedView;
};

const rightAnswer = (labels: string[]) => labels.findIndex((l) => ['Paris', 'Rome'].includes(l));
const wrongAnswer = (labels: string[]) => labels.findIndex((l) => !['Paris', 'Rome'].includes(l));

/** Answers the open question over HTTP, picking the option by label. */
const answer = (auth: Auth, code: string, view: HostPacedView, pick: (labels: string[]) => number) => {
  const question = view.question!;
  const option = question.options[pick(question.options.map((o) => o.label))]!;
  return call(auth, 'POST', `/${code}/answer`, { questionId: question._id, answerId: option._id });
};

const classroom = (players = 2) => hostPacedRoom(t.app, players);
const startedClassroom = (players = 2) => startedHostPacedRoom(t.app, players);

describe('POST /api/rooms with a game mode', () => {
  it("creates a host-paced room, shown with mode 'host_paced'", async () => {
    const { host, code, room } = await makeRoom(t.app, { mode: 'host_paced' });
    expect(room.mode).toBe('host_paced');
    expect((await call(host.auth, 'GET', `/${code}`)).json().data).toMatchObject({ mode: 'host_paced' });
  });

  it('makes a self-paced room when no mode is given', async () => {
    const { host, code } = await makeRoom(t.app);
    expect((await call(host.auth, 'GET', `/${code}`)).json().data).toMatchObject({ mode: 'self_paced' });
  });

  it('refuses an unknown mode', async () => {
    const host = await makeUser(t.app);
    const quiz = await makeQuiz(t.app, host.user, { isPublic: false });
    const res = await call(host.auth, 'POST', '', { quizId: quiz._id, mode: 'fast' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(Messages.gameModeInvalid);
  });
});

describe('GET /api/rooms/{code}/state', () => {
  it('requires a login', async () => {
    const { code } = await makeRoom(t.app, { mode: 'host_paced' });
    const res = await t.app.inject({ method: 'GET', url: `/api/rooms/${code}/state` });
    expect(res.statusCode).toBe(401);
  });

  it('refuses someone who has not joined the room', async () => {
    const { code } = await makeRoom(t.app, { mode: 'host_paced' });
    const stranger = await makeUser(t.app);
    const res = await call(stranger.auth, 'GET', `/${code}/state`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(Messages.notInRoom);
  });

  it('refuses a self-paced room', async () => {
    const { host, code } = await makeRoom(t.app);
    const res = await call(host.auth, 'GET', `/${code}/state`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(Messages.notHostPaced);
  });

  it('shows the lobby before the start, then the first question open without its answer', async () => {
    const { host, code, players } = await classroom();
    expect(await stateOf(host.auth, code)).toMatchObject({ phase: 'lobby', index: -1, question: null, results: null });
    expect(await stateOf(players[0]!.auth, code)).toMatchObject({ phase: 'lobby' });

    expect((await call(host.auth, 'POST', `/${code}/start`)).statusCode).toBe(200);
    for (const who of [host, ...players]) {
      const view = await stateOf(who.auth, code);
      expect(view).toMatchObject({ phase: 'open', index: 0, total: 2, playerCount: 2, answered: false });
      expect(view.question!.options.length).toBeGreaterThan(1);
      expect(JSON.stringify(view)).not.toContain('isCorrect');
      expect(view.results).toBeNull();
      expect(view.you).toBeNull();
    }
  });
});

describe('POST /api/rooms/{code}/host-action', () => {
  it('refuses an unknown action', async () => {
    const { host, code } = await startedClassroom();
    for (const action of ['jump', '', 42]) {
      const res = await call(host.auth, 'POST', `/${code}/host-action`, { action });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(Messages.hostActionInvalid);
    }
    const missing = await call(host.auth, 'POST', `/${code}/host-action`, {});
    expect(missing.statusCode).toBe(400);
  });

  it('lets only the host move the game on', async () => {
    const { code, players } = await startedClassroom();
    const res = await call(players[0]!.auth, 'POST', `/${code}/host-action`, { action: 'skip' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(Messages.onlyHostCanPace);
    expect(await stateOf(players[0]!.auth, code)).toMatchObject({ phase: 'open', index: 0 });
  });

  it('refuses an action before the game starts', async () => {
    const { host, code } = await classroom();
    const res = await call(host.auth, 'POST', `/${code}/host-action`, { action: 'next' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(Messages.gameNotInProgress);
  });

  it('refuses a self-paced room', async () => {
    const { host, code } = await makeRoom(t.app);
    await joinAs(t.app, code);
    expect((await call(host.auth, 'POST', `/${code}/start`)).statusCode).toBe(200);
    const res = await call(host.auth, 'POST', `/${code}/host-action`, { action: 'skip' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(Messages.notHostPaced);
  });

  it("keeps a guest's session from the host buttons", async () => {
    const { host, code } = await classroom(1);
    const guest = await joinAsGuest(t.app, code, 'Lan');
    expect((await call(host.auth, 'POST', `/${code}/start`)).statusCode).toBe(200);
    const res = await call(guest.auth, 'POST', `/${code}/host-action`, { action: 'skip' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'guest_not_allowed' });
    // The guest still follows the game.
    expect(await stateOf(guest.auth, code)).toMatchObject({ phase: 'open', index: 0, playerCount: 2 });
  });

  it('skips to the results, shows the scoreboard, opens the next question, and ends after the last', async () => {
    const { host, code, players } = await startedClassroom();
    const opened = await stateOf(host.auth, code);

    const results = await act(host.auth, code, 'skip');
    expect(results).toMatchObject({ phase: 'results', index: 0, answeredCount: 0, you: null, scoreboard: null });
    const paris = opened.question!.options.find((o) => o.label === 'Paris')!;
    expect(results.results!.correctOptionIds).toEqual([paris._id]);
    expect(results.results!.counts.every((c) => c.count === 0)).toBe(true);
    // A second skip, or a scoreboard twice, changes nothing.
    expect(await act(host.auth, code, 'skip')).toMatchObject({ phase: 'results', index: 0 });
    expect(await stateOf(players[0]!.auth, code)).toMatchObject({
      phase: 'results',
      index: 0,
      you: { correct: false, points: 0, score: 0, rank: 1 },
    });

    const board = await act(host.auth, code, 'scoreboard');
    expect(board).toMatchObject({ phase: 'scoreboard', index: 0 });
    expect(board.scoreboard).toHaveLength(2);
    expect(board.scoreboard!.map((r) => r.userId).sort()).toEqual(players.map((p) => p.user.id).sort());
    expect(await act(host.auth, code, 'scoreboard')).toMatchObject({ phase: 'scoreboard', index: 0 });

    const second = await act(host.auth, code, 'next');
    expect(second).toMatchObject({ phase: 'open', index: 1, results: null, answeredCount: 0 });
    expect(second.question!.options.map((o) => o.label)).toContain('Rome');
    expect(JSON.stringify(second)).not.toContain('isCorrect');
    // 'next' while the question is open does nothing: it must close first.
    expect(await act(host.auth, code, 'next')).toMatchObject({ phase: 'open', index: 1 });

    expect(await act(host.auth, code, 'skip')).toMatchObject({ phase: 'results', index: 1 });
    expect(await act(host.auth, code, 'next')).toMatchObject({ phase: 'ended' });
    expect(await act(host.auth, code, 'next')).toMatchObject({ phase: 'ended' });
    expect(await stateOf(players[1]!.auth, code)).toMatchObject({ phase: 'ended' });

    const final = (await call(host.auth, 'GET', `/${code}`)).json().data as Room;
    expect(final.status).toBe('completed');
    expect(final.participants.find((p) => p.isHost)!.rank).toBeNull();
    expect(final.participants.filter((p) => !p.isHost).every((p) => p.rank === 1)).toBe(true);
    const [row] = await t.app.ctx.db.select().from(rooms).where(eq(rooms.code, code));
    expect(row!.endedByHost).toBe(false);
  });

  it('records the question as missed, at its whole time, for each player who had not answered when it closed', async () => {
    const { host, code, players } = await startedClassroom(3);
    const view = await stateOf(players[0]!.auth, code);
    expect((await answer(players[0]!.auth, code, view, rightAnswer)).statusCode).toBe(200);
    await act(host.auth, code, 'skip');
    const [room] = await t.app.ctx.db.select().from(rooms).where(eq(rooms.code, code));
    const rowsOf = async () => {
      const participants = await t.app.ctx.db
        .select()
        .from(roomParticipants)
        .where(eq(roomParticipants.roomId, room!.id));
      const answers = await t.app.ctx.db.select().from(roomAnswers).where(eq(roomAnswers.roomId, room!.id));
      return players.map((p) => {
        const row = participants.find((r) => r.userId === p.user.id)!;
        const given = answers.filter((a) => a.participantId === row.id);
        return { row, given };
      });
    };
    const [answered, ...missed] = await rowsOf();
    expect(answered!.row).toMatchObject({ answeredCount: 1, correctAnswers: 1 });
    expect(answered!.given).toHaveLength(1);
    expect(answered!.given[0]).toMatchObject({ isCorrect: true });
    expect(answered!.row.totalAnswerMs).toBe(answered!.given[0]!.elapsedMs);
    for (const { row, given } of missed) {
      expect(row).toMatchObject({ answeredCount: 1, score: 0, correctAnswers: 0, totalAnswerMs: 60_000 });
      expect(given).toEqual([
        expect.objectContaining({ position: 0, optionId: null, isCorrect: false, points: 0, elapsedMs: 60_000 }),
      ]);
    }
    // The next close writes only the next question's misses: nobody's first answer or time changes.
    await act(host.auth, code, 'next');
    await act(host.auth, code, 'skip');
    const after = await rowsOf();
    expect(after.map(({ row }) => [row.answeredCount, row.totalAnswerMs])).toEqual([
      [2, answered!.row.totalAnswerMs + 60_000],
      [2, 120_000],
      [2, 120_000],
    ]);
    expect(after.map(({ given }) => given.length)).toEqual([2, 2, 2]);
  });

  it('shows the first five on the scoreboard with their names, a tie at the fifth place in name order', async () => {
    const { host, code } = await makeRoom(t.app, { mode: 'host_paced', timeLimit: 60 });
    const ahead = [];
    for (let i = 0; i < 4; i++) ahead.push(await joinAs(t.app, code));
    // Three who will not answer tie at the fifth place; they join in the reverse of their names' order.
    const tag = randomUUID().slice(0, 8);
    const tied = [];
    for (const letter of ['c', 'b', 'a']) {
      tied.push(await joinAs(t.app, code, await makeUser(t.app, { username: `tie_${tag}_${letter}` })));
    }
    expect((await call(host.auth, 'POST', `/${code}/start`)).statusCode).toBe(200);
    for (const player of ahead) {
      const view = await stateOf(player.auth, code);
      expect((await answer(player.auth, code, view, rightAnswer)).statusCode).toBe(200);
    }
    await act(host.auth, code, 'skip');
    const board = (await act(host.auth, code, 'scoreboard')).scoreboard!;
    const nameOf = (user: { username: string; displayName?: string | null }) => user.displayName || user.username;

    expect(board).toHaveLength(5);
    const first = board.slice(0, 4);
    expect(first.map((row) => row.userId).sort()).toEqual(ahead.map((p) => p.user.id).sort());
    for (const row of first) {
      expect(row.name).toBe(nameOf(ahead.find((p) => p.user.id === row.userId)!.user));
      expect(row.score).toBeGreaterThan(0);
    }
    expect(first.map((row) => row.rank)).toEqual([...first.map((row) => row.rank)].sort((x, y) => x - y));
    // Of the three tied at the fifth place, the first by name; each of them sees their own place.
    const [c, b, a] = tied;
    expect(board[4]).toEqual({ userId: a!.user.id, name: nameOf(a!.user), rank: 5, score: 0, movement: null });
    for (const player of [a, b, c]) {
      expect((await stateOf(player!.auth, code)).you).toEqual({ correct: false, points: 0, score: 0, rank: 5 });
    }
  });

  it("ends the game from an open question on 'end'", async () => {
    const { host, code, players } = await startedClassroom();
    const open = await stateOf(players[0]!.auth, code);
    const ended = await act(host.auth, code, 'end');
    expect(ended).toMatchObject({ phase: 'ended', question: null, results: null });
    const [row] = await t.app.ctx.db.select().from(rooms).where(eq(rooms.code, code));
    expect(row).toMatchObject({ status: 'completed', endedByHost: true });
    expect(await stateOf(players[0]!.auth, code)).toMatchObject({ phase: 'ended' });
    const late = await answer(players[0]!.auth, code, open, rightAnswer);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(Messages.gameNotInProgress);
    const final = (await call(host.auth, 'GET', `/${code}`)).json().data as Room;
    expect(final.status).toBe('completed');
    expect(final.participants.find((p) => p.isHost)!.rank).toBeNull();
  });
});

describe('answers in a host-paced room over HTTP', () => {
  it("takes a player's answer to the open question and refuses the host's", async () => {
    const { host, code, players } = await startedClassroom();
    const view = await stateOf(players[0]!.auth, code);

    const taken = await answer(players[0]!.auth, code, view, wrongAnswer);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().data as AnswerResult).toMatchObject({ accepted: true, questionId: view.question!._id });
    expect(await stateOf(players[0]!.auth, code)).toMatchObject({ phase: 'open', answered: true, answeredCount: 1 });

    const again = await answer(players[0]!.auth, code, view, rightAnswer);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(Messages.alreadyAnswered);

    const byHost = await answer(host.auth, code, view, rightAnswer);
    expect(byHost.statusCode).toBe(403);
    expect(byHost.json().message).toBe(Messages.hostDoesNotAnswer);
  });

  it('refuses the self-paced question route', async () => {
    const { code, players } = await startedClassroom();
    const res = await call(players[0]!.auth, 'GET', `/${code}/question`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(Messages.notSelfPaced);
  });

  it('refuses an answer once the question is closed', async () => {
    const { host, code, players } = await startedClassroom();
    const view = await stateOf(players[0]!.auth, code);
    await act(host.auth, code, 'skip');
    const late = await answer(players[0]!.auth, code, view, rightAnswer);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(Messages.questionClosed);
  });

  it('scores a right answer from the instant the question opened, and shows each player their outcome', async () => {
    const { host, code, players } = await startedClassroom();
    const [right, wrong] = players as [(typeof players)[0], (typeof players)[0]];
    const view = await stateOf(right.auth, code);
    expect((await answer(right.auth, code, view, rightAnswer)).statusCode).toBe(200);
    await act(host.auth, code, 'skip');

    const mine = await stateOf(right.auth, code);
    expect(mine).toMatchObject({ phase: 'results', index: 0, answered: true, you: { correct: true, rank: 1 } });
    expect(mine.you!.points).toBeGreaterThanOrEqual(500);
    expect(mine.you!.points).toBeLessThanOrEqual(1000);
    expect(mine.you!.score).toBe(mine.you!.points);
    expect(mine.myOptionId).toBe(mine.results!.correctOptionIds[0]);
    expect(mine.results!.counts.find((c) => c.optionId === mine.myOptionId)!.count).toBe(1);

    const theirs = await stateOf(wrong.auth, code);
    expect(theirs).toMatchObject({ answered: false, myOptionId: null });
    expect(theirs.you).toEqual({ correct: false, points: 0, score: 0, rank: 2 });
  });
});
