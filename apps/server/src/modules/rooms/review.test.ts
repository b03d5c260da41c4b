/**
 * Each player's review of a finished live game, and the games they played (issue 22): never before the room
 * completes, only for the people who played in it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Messages } from '@quiz/contract/messages';
import type { GameReview, PlayedGame } from '@quiz/contract/reports';
import type { PlayerState, Room } from '@quiz/contract/rooms';
import { roomParticipants, rooms } from '../../db/schema/rooms';
import { buildTestApp, closeSharedDatabase, type TestApp } from '../../../test/helpers';
import { makeUser } from '../../../test/factories';
import { joinAs, joinAsGuest, makeRoom, roomCall } from '../../../test/rooms';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

type Auth = Record<string, string>;
const right = ['Paris', 'Rome'];

/** Answers the player's current question, rightly or not; returns the option chosen. */
async function answerNext(auth: Auth, code: string, correctly: boolean) {
  const state = (await roomCall(t.app, auth, 'GET', `/${code}/question`)).json().data as PlayerState;
  const q = state.question!.question;
  const option = q.options.find((o) => right.includes(o.label) === correctly)!;
  const res = await roomCall(t.app, auth, 'POST', `/${code}/answer`, { questionId: q._id, answerId: option._id });
  expect(res.statusCode).toBe(200);
  return option;
}

const review = (auth: Auth | undefined, code: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/rooms/${code}/review${query}`, headers: auth ?? {} });
const played = (auth: Auth) => t.app.inject({ method: 'GET', url: '/api/rooms/played', headers: auth });
const statusOf = async (auth: Auth, code: string) =>
  ((await roomCall(t.app, auth, 'GET', `/${code}`)).json().data as Room).status;

/**
 * Ana gets both questions right, Bao the first only; Chi joins and answers nothing. Ana and Bao finish, so the room
 * still waits for Chi, until the host ends it (unless `end` is false).
 */
async function classGame(options: { end?: boolean } = {}) {
  const made = await makeRoom(t.app);
  const ana = await joinAs(t.app, made.code, await makeUser(t.app, { displayName: 'Ana' }));
  const bao = await joinAs(t.app, made.code, await makeUser(t.app, { displayName: 'Bao' }));
  const chi = await joinAs(t.app, made.code, await makeUser(t.app, { displayName: 'Chi' }));
  await roomCall(t.app, made.host.auth, 'POST', `/${made.code}/start`);
  await answerNext(ana.auth, made.code, true);
  await answerNext(ana.auth, made.code, true);
  const baoFirst = await answerNext(bao.auth, made.code, true);
  const baoSecond = await answerNext(bao.auth, made.code, false);
  if (options.end !== false) {
    const ended = await roomCall(t.app, made.host.auth, 'POST', `/${made.code}/end`);
    expect(ended.statusCode).toBe(200);
  }
  return { ...made, ana, bao, chi, baoAnswers: [baoFirst, baoSecond] };
}

describe('GET /api/rooms/:code/review', () => {
  it('is refused until the room completes, even to a player who has finished', async () => {
    const { code, ana } = await classGame({ end: false });
    const early = await review(ana.auth, code);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(Messages.reviewNotReady);
    expect(early.body).not.toContain('isCorrect');
  });

  it('shows the player each question with their answer, the correct option and the points, and the standings', async () => {
    const { code, room, host, ana, bao, chi, baoAnswers } = await classGame();
    const res = await review(bao.auth, code);
    expect(res.statusCode).toBe(200);
    const mine = res.json().data as GameReview;
    expect(mine).toMatchObject({
      _id: room._id,
      code,
      quizTitle: room.quizId.title,
      endedAt: expect.any(String),
      questionCount: 2,
      playerCount: 3,
      me: { name: 'Bao', username: bao.user.username, isGuest: false, rank: 2, correctAnswers: 1 },
    });

    const [first, second] = mine.questions;
    expect(first).toMatchObject({ index: 0, content: 'What is the capital of France?' });
    expect(first!.options.filter((o) => o.isCorrect).map((o) => o.label)).toEqual(['Paris']);
    expect(first!.answer).toMatchObject({ optionId: baoAnswers[0]!._id, label: 'Paris', isCorrect: true });
    expect(first!.answer!.points).toBeGreaterThanOrEqual(500);
    expect(first!.answer!.elapsedMs).toEqual(expect.any(Number));
    expect(second).toMatchObject({ index: 1, content: 'What is the capital of Italy?' });
    expect(second!.options.filter((o) => o.isCorrect).map((o) => o.label)).toEqual(['Rome']);
    expect(second!.answer).toMatchObject({ optionId: baoAnswers[1]!._id, label: 'Milan', isCorrect: false, points: 0 });
    expect(mine.me.score).toBe(first!.answer!.points);

    // The standings by rank, with the number correct; the host ran the game and is not in them.
    expect(mine.standings.map((s) => [s.name, s.rank, s.correctAnswers])).toEqual([
      ['Ana', 1, 2],
      ['Bao', 2, 1],
      ['Chi', 3, 0],
    ]);
    expect(mine.standings.map((s) => s.username)).not.toContain(host.user.username);
    expect(mine.standings[1]).toEqual(mine.me);

    // A player who reached no question sees every question, with no answer of theirs.
    const chis = (await review(chi.auth, code)).json().data as GameReview;
    expect(chis.me).toMatchObject({ name: 'Chi', rank: 3, score: 0, correctAnswers: 0 });
    expect(chis.questions.map((q) => q.answer)).toEqual([null, null]);
    expect(((await review(ana.auth, code)).json().data as GameReview).me).toMatchObject({ rank: 1, correctAnswers: 2 });
  });

  it('refuses the host, who ran the game, and anyone who was not in the room', async () => {
    const { code, host } = await classGame();
    const forHost = await review(host.auth, code);
    expect(forHost.statusCode).toBe(403);
    expect(forHost.json().message).toBe(Messages.hostDoesNotPlay);
    const outsider = await makeUser(t.app);
    const forOutsider = await review(outsider.auth, code);
    expect(forOutsider.statusCode).toBe(403);
    expect(forOutsider.json().message).toBe(Messages.notInRoom);
    expect((await review(undefined, code)).statusCode).toBe(401);
  });

  it("shows a guest their own room's review, and tells a guest of another room it does not exist", async () => {
    const made = await makeRoom(t.app);
    const guest = await joinAsGuest(t.app, made.code, 'Linh');
    await roomCall(t.app, made.host.auth, 'POST', `/${made.code}/start`);
    await answerNext(guest.auth, made.code, true);
    await answerNext(guest.auth, made.code, true);
    // The only player finished: the room completes by itself.
    await vi.waitFor(async () => expect(await statusOf(made.host.auth, made.code)).toBe('completed'));
    const own = await review(guest.auth, made.code);
    expect(own.statusCode).toBe(200);
    expect((own.json().data as GameReview).me).toMatchObject({
      name: 'Linh',
      isGuest: true,
      rank: 1,
      correctAnswers: 2,
    });

    const { code: otherCode } = await classGame();
    const elsewhere = await review(guest.auth, otherCode);
    expect(elsewhere.statusCode).toBe(404);

    // The code comes round to a new room: the guest still opens their own by its id, never the new one.
    const newer = await makeRoom(t.app);
    await t.app.ctx.db.update(rooms).set({ code: made.code }).where(eq(rooms.id, newer.room._id));
    const byId = await review(guest.auth, made.code, `?id=${made.room._id}`);
    expect(byId.statusCode).toBe(200);
    expect((await review(guest.auth, made.code)).statusCode).toBe(404);
  });

  it('opens an older room that had the same code by its id', async () => {
    const older = await classGame();
    // The code comes round: a new room now has it.
    const newer = await makeRoom(t.app);
    await t.app.ctx.db.update(rooms).set({ code: older.code }).where(eq(rooms.id, newer.room._id));

    const byCode = await review(older.bao.auth, older.code);
    expect(byCode.statusCode).toBe(403);
    expect(byCode.json().message).toBe(Messages.notInRoom);
    const byId = await review(older.bao.auth, older.code, `?id=${older.room._id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json().data).toMatchObject({ _id: older.room._id, me: { name: 'Bao', rank: 2 } });

    // Not a room, or a room that never had this code.
    const unrelated = await makeRoom(t.app);
    for (const id of ['not-a-uuid', newer.room.quizId._id, unrelated.room._id]) {
      const missing = await review(older.bao.auth, older.code, `?id=${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(Messages.reviewNotFound);
    }
  });
});

describe('GET /api/rooms/played', () => {
  it('lists the finished games the player played, newest first, with their rank, score and number correct', async () => {
    const bao = await makeUser(t.app, { displayName: 'Bao' });
    const earlier = await makeRoom(t.app);
    const later = await makeRoom(t.app);
    for (const game of [earlier, later]) await joinAs(t.app, game.code, bao);
    // Bao is the only player of each: their last answer completes the room.
    await roomCall(t.app, earlier.host.auth, 'POST', `/${earlier.code}/start`);
    await answerNext(bao.auth, earlier.code, true);
    await answerNext(bao.auth, earlier.code, false);
    await roomCall(t.app, later.host.auth, 'POST', `/${later.code}/start`);
    await answerNext(bao.auth, later.code, true);
    await answerNext(bao.auth, later.code, true);
    for (const game of [earlier, later]) {
      await vi.waitFor(async () => expect(await statusOf(game.host.auth, game.code)).toBe('completed'));
    }

    const res = await played(bao.auth);
    expect(res.statusCode).toBe(200);
    const games = res.json().data as PlayedGame[];
    expect(games.map((g) => g.code)).toEqual([later.code, earlier.code]);
    expect(games[0]).toMatchObject({
      _id: later.room._id,
      quizTitle: later.room.quizId.title,
      endedAt: expect.any(String),
      questionCount: 2,
      playerCount: 1,
      rank: 1,
      correctAnswers: 2,
    });
    expect(games[1]).toMatchObject({ _id: earlier.room._id, rank: 1, correctAnswers: 1 });
    expect(games[0]!.score).toBeGreaterThan(games[1]!.score);
  });

  it('lists nothing for the host who ran the game, nor a game still running, nor a lobby that closed', async () => {
    const { host, code, room, chi } = await classGame({ end: false });
    expect(await statusOf(host.auth, code)).toBe('in_progress');
    expect(((await played(chi.auth)).json().data as PlayedGame[]).map((g) => g._id)).not.toContain(room._id);
    await roomCall(t.app, host.auth, 'POST', `/${code}/end`);
    expect(((await played(chi.auth)).json().data as PlayedGame[]).map((g) => g._id)).toContain(room._id);
    expect(((await played(host.auth)).json().data as PlayedGame[]).map((g) => g._id)).not.toContain(room._id);

    // A lobby whose host went away closes without a game: nobody played it.
    const lobby = await makeRoom(t.app);
    const waiting = await joinAs(t.app, lobby.code);
    await t.app.ctx.db
      .update(roomParticipants)
      .set({ leftAt: new Date(Date.now() - t.config.hostAwayCloseMs - 1000) })
      .where(and(eq(roomParticipants.roomId, lobby.room._id), eq(roomParticipants.userId, lobby.host.user.id)));
    expect(await statusOf(waiting.auth, lobby.code)).toBe('completed');
    expect((await played(waiting.auth)).json().data).toEqual([]);
  });

  it('is refused to a guest', async () => {
    const made = await makeRoom(t.app);
    const guest = await joinAsGuest(t.app, made.code, 'Visitor');
    const res = await played(guest.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('guest_not_allowed');
  });
});
