/** The game's clock rules through the service, with the server's time given explicitly. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { RoomLimits } from '@quiz/contract/limits';
import { Messages } from '@quiz/contract/messages';
import { answerGraceMs } from '../../game/rules';
import { buildTestApp, closeSharedDatabase, type TestApp } from '../../../test/helpers';
import { joinAs, makeRoom, roomCall } from '../../../test/rooms';
import { overtimeAt } from '../../game/self-paced';
import { submitAnswer } from './answers';
import { getParticipants, getRoom } from './lobby';
import { playerState } from './self-paced';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

const limitMs = 20_000;

/** A started self-paced room with one player (or `players`); the host runs it and does not play. */
async function game(players = 1) {
  const made = await makeRoom(t.app, { timeLimit: limitMs / 1000 });
  const player = await joinAs(t.app, made.code);
  const others = [];
  for (let i = 1; i < players; i++) others.push(await joinAs(t.app, made.code));
  await roomCall(t.app, made.host.auth, 'POST', `/${made.code}/start`);
  const at = (ms: number) => new Date(t0 + ms);
  const t0 = Date.now();
  const show = async (who: typeof player, ms: number) =>
    playerState(t.app.ctx, { code: made.code, user: who.user, now: at(ms) });
  const answer = async (who: typeof player, ms: number, pick: 'right' | 'wrong', elapsedMs = 1) => {
    const state = await show(who, ms);
    const q = state.question!.question;
    const option = q.options.find((o) => ['Paris', 'Rome'].includes(o.label) === (pick === 'right'))!;
    return submitAnswer(t.app.ctx, {
      code: made.code,
      user: who.user,
      questionId: q._id,
      answerId: option._id,
      now: at(ms + elapsedMs),
    });
  };
  const standings = async () =>
    (await getParticipants(t.app.ctx, { code: made.code, user: made.host.user })).map((p) => p);
  return { ...made, player, others, at, show, answer, standings };
}

describe('the server clock', () => {
  it('scores an instant correct answer 1000 and one at the deadline 500', async () => {
    const g = await game();
    await g.show(g.player, 0);
    const q = (await g.show(g.player, 0)).question!.question;
    const paris = q.options.find((o) => o.label === 'Paris')!;
    const taken = await submitAnswer(t.app.ctx, {
      code: g.code,
      user: g.player.user,
      questionId: q._id,
      answerId: paris._id,
      now: g.at(0),
    });
    // The next question comes with the acknowledgement; its clock starts once the pause after an answer is over.
    const pause = RoomLimits.answerAdvanceDelayMs;
    expect(taken.next).toMatchObject({ index: 1, limitMs, remainingMs: limitMs + pause, answered: false });
    expect(taken.next!.question).not.toHaveProperty('options.0.isCorrect');
    expect((await g.show(g.player, pause)).question).toEqual({ ...taken.next, remainingMs: limitMs });
    const q2 = taken.next!.question;
    const rome = q2.options.find((o) => o.label === 'Rome')!;
    await submitAnswer(t.app.ctx, {
      code: g.code,
      user: g.player.user,
      questionId: q2._id,
      answerId: rome._id,
      now: g.at(pause + limitMs),
    });
    await roomCall(t.app, g.host.auth, 'POST', `/${g.code}/end`);
    const me = (await g.standings()).find((p) => p.userId._id === g.player.user.id)!;
    expect(me).toMatchObject({ score: 1500, correctAnswers: 2, totalAnswerMs: limitMs });
  });

  it('counts an answer inside the grace period and refuses a later one as closed', async () => {
    const g = await game();
    const q = (await g.show(g.player, 0)).question!.question;
    const paris = q.options.find((o) => o.label === 'Paris')!;
    const inGrace = await submitAnswer(t.app.ctx, {
      code: g.code,
      user: g.player.user,
      questionId: q._id,
      answerId: paris._id,
      now: g.at(limitMs + answerGraceMs - 1),
    });
    expect(inGrace.accepted).toBe(true);
    const q2 = inGrace.next!.question;
    const rome = q2.options.find((o) => o.label === 'Rome')!;
    const opened = limitMs + answerGraceMs - 1 + RoomLimits.answerAdvanceDelayMs;
    // A right answer after the time and the grace is not acknowledged as taken: the phone hears the question closed.
    await expect(
      submitAnswer(t.app.ctx, {
        code: g.code,
        user: g.player.user,
        questionId: q2._id,
        answerId: rome._id,
        now: g.at(opened + limitMs + answerGraceMs + 1),
      }),
    ).rejects.toMatchObject({ statusCode: 409, message: Messages.questionClosed, messageKey: 'questionClosed' });
    await roomCall(t.app, g.host.auth, 'POST', `/${g.code}/end`);
    const me = (await g.standings()).find((p) => p.userId._id === g.player.user.id)!;
    expect(me).toMatchObject({ score: 500, correctAnswers: 1 });
  });

  it('counts an answer sent during the pause as given the instant its question opened, and ends with no next', async () => {
    const g = await game();
    const q = (await g.show(g.player, 0)).question!.question;
    const first = await submitAnswer(t.app.ctx, {
      code: g.code,
      user: g.player.user,
      questionId: q._id,
      answerId: q.options.find((o) => o.label === 'Paris')!._id,
      now: g.at(0),
    });
    const q2 = first.next!.question;
    const last = await submitAnswer(t.app.ctx, {
      code: g.code,
      user: g.player.user,
      questionId: q2._id,
      answerId: q2.options.find((o) => o.label === 'Rome')!._id,
      now: g.at(RoomLimits.answerAdvanceDelayMs / 2),
    });
    expect(last).toMatchObject({ finished: true, answeredCount: 2 });
    expect(last.next).toBeUndefined();
    await roomCall(t.app, g.host.auth, 'POST', `/${g.code}/end`);
    const me = (await g.standings()).find((p) => p.userId._id === g.player.user.id)!;
    expect(me).toMatchObject({ score: 2000, correctAnswers: 2, totalAnswerMs: 0 });
  });

  it('records an unanswered question when its time is up and serves the next with a full clock', async () => {
    const g = await game();
    await g.show(g.player, 0);
    const before = await g.show(g.player, limitMs);
    expect(before.question).toMatchObject({ index: 0, remainingMs: 0 });
    const after = await g.show(g.player, limitMs + 1);
    expect(after).toMatchObject({ answeredCount: 1, question: { index: 1, remainingMs: limitMs } });
  });

  it('ignores a second answer to the same question and one to a question not yet shown', async () => {
    const g = await game();
    const q = (await g.show(g.player, 0)).question!.question;
    const submit = (questionId: string, answerId: string) =>
      submitAnswer(t.app.ctx, { code: g.code, user: g.player.user, questionId, answerId, now: g.at(10) });
    await submit(q._id, q.options[0]!._id);
    await expect(submit(q._id, q.options[1]!._id)).rejects.toThrow(Messages.alreadyAnswered);
    await expect(submit('00000000-0000-4000-8000-00000000abcd', q.options[0]!._id)).rejects.toThrow(
      Messages.answerNotInQuiz,
    );
  });

  it('completes the room when every player has finished and breaks a score tie by time', async () => {
    const g = await game(2);
    const second = g.others[0]!;
    // Both answer everything correctly within 20 ms (1000 points each time), the first player faster on the clock.
    await g.answer(second, 0, 'right', 15);
    await g.answer(second, 100, 'right', 15);
    await g.answer(g.player, 0, 'right', 1);
    const before = await getRoom(t.app.ctx, { code: g.code, user: g.host.user });
    expect(before.status).toBe('in_progress');
    await g.answer(g.player, 100, 'right', 1);
    // The last answer's acknowledgement does not wait for the completion: it follows within moments.
    const after = await vi.waitFor(async () => {
      const room = await getRoom(t.app.ctx, { code: g.code, user: g.host.user });
      expect(room.status).toBe('completed');
      return room;
    });
    // The host ran the game: listed, but neither scored nor ranked.
    expect(after.participants.map((p) => [p.userId._id, p.score, p.rank])).toEqual([
      [g.player.user.id, 2000, 1],
      [second.user.id, 2000, 2],
      [g.host.user.id, 0, null],
    ]);
  });

  it('ends a game and ranks it as one: a failure while ranking leaves it running, and ending it again ranks it', async () => {
    const g = await game(1);
    await g.answer(g.player, 0, 'right');
    const db = t.app.ctx.db;
    // The database refuses this room's ranks, as a crash between the two writes would leave them unwritten.
    await db.execute(
      sql.raw(`create or replace function refuse_ranks() returns trigger language plpgsql as
      $$ begin raise exception 'ranking failed'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger refuse_ranks before update of rank on room_participants for each row
        when (new.room_id = '${g.room._id}') execute function refuse_ranks()`),
    );
    try {
      const failed = await roomCall(t.app, g.host.auth, 'POST', `/${g.code}/end`);
      expect(failed.statusCode).toBe(500);
      const running = await getRoom(t.app.ctx, { code: g.code, user: g.host.user });
      expect(running.status).toBe('in_progress');
    } finally {
      await db.execute(sql.raw('drop trigger refuse_ranks on room_participants'));
    }
    const ended = await roomCall(t.app, g.host.auth, 'POST', `/${g.code}/end`);
    expect(ended.statusCode).toBe(200);
    const after = await getRoom(t.app.ctx, { code: g.code, user: g.host.user });
    expect(after.status).toBe('completed');
    expect(after.participants.find((p) => p.userId._id === g.player.user.id)?.rank).toBe(1);
  });

  it('refuses the host a question and an answer: the host runs the game', async () => {
    const g = await game();
    await expect(g.show(g.host, 0)).rejects.toThrow(Messages.hostDoesNotPlay);
    const q = (await g.show(g.player, 0)).question!.question;
    await expect(
      submitAnswer(t.app.ctx, {
        code: g.code,
        user: g.host.user,
        questionId: q._id,
        answerId: q.options[0]!._id,
        now: g.at(10),
      }),
    ).rejects.toThrow(Messages.hostDoesNotPlay);
  });

  it('completes the room without players who went away once the game is surely over', async () => {
    const g = await game(2);
    const absent = g.others[0]!;
    await g.answer(g.player, 0, 'right');
    await g.answer(g.player, 100, 'right');
    // The second player never plays (and never left, so they still count as here): the room waits for them.
    const waiting = await g.show(g.player, 200);
    expect(waiting).toMatchObject({ status: 'in_progress', finished: true });
    const room = await getRoom(t.app.ctx, { code: g.code, user: g.host.user });
    const overtime = overtimeAt({ ...room, startedAt: new Date(room.startedAt!), closesAt: null })!;
    const after = await playerState(t.app.ctx, {
      code: g.code,
      user: g.player.user,
      now: new Date(overtime + 1),
    });
    expect(after.status).toBe('completed');
    const results = await getRoom(t.app.ctx, { code: g.code, user: g.host.user });
    expect(results.participants.map((p) => [p.userId._id, p.rank, p.finished])).toEqual([
      [g.player.user.id, 1, true],
      [absent.user.id, 2, false],
      [g.host.user.id, null, false],
    ]);
  });
});
