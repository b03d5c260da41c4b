/**
 * Issue 16 live: every kind of question answered and graded in both modes, a question's own time and points, and
 * one test over every route and event a player can get before answering: none of them carries the key, nor the
 * explanation (issue 39), which tells it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Messages } from '@quiz/contract/messages';
import type { Quiz } from '@quiz/contract/quizzes';
import type { GameReview, PlayedGame, RoomReport } from '@quiz/contract/reports';
import type { AnswerResult, HostPacedView, PlayerState, Room } from '@quiz/contract/rooms';
import { buildListeningTestApp, closeSharedDatabase, type ListeningTestApp } from '../../test/helpers';
import { kindsQuizInput, makeKindsQuiz, makeUser } from '../../test/factories';
import { makeRoom, roomCall } from '../../test/rooms';
import { data, openClient, until, type Client, type Made } from '../../test/sockets';

let t: ListeningTestApp;
beforeAll(async () => {
  t = await buildListeningTestApp();
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

const open = (who: Made) => openClient(t.url, who, t.sockets);
type Question = Quiz['questions'][number];

/** The kinds quiz with a double-points first question of 5 s and a no-points true/false (or the ordering first). */
async function kindsRoom(mode: 'self_paced' | 'host_paced', options: { orderingFirst?: boolean } = {}) {
  const host = await makeUser(t.app);
  const input = kindsQuizInput();
  const questions = input.questions.map((q, i) =>
    i === 0 ? { ...q, points: 'double' as const, timeLimit: 5 } : i === 2 ? { ...q, points: 'none' as const } : q,
  );
  if (options.orderingFirst) questions.unshift(...questions.splice(4, 1));
  const quiz = await makeKindsQuiz(t.app, host.user, { questions, isPublic: true });
  const made = await makeRoom(t.app, { host, quizId: quiz._id, mode, timeLimit: 30 });
  const hostClient = await open(host);
  data(await hostClient.emit<Room>('join-room', { code: made.code }));
  const players: { made: Made; client: Client }[] = [];
  for (const name of ['Right Rita', 'Wrong Will']) {
    const who = await makeUser(t.app, { displayName: name });
    const client = await open(who);
    data(await client.emit<Room>('join-room', { code: made.code }));
    players.push({ made: who, client });
  }
  return { ...made, quiz, hostClient, players: players as [(typeof players)[0], (typeof players)[0]] };
}

/** Rita's answers are all right; Will's are right only for the single choice and the true/false. */
function answerFor(key: Question, served: { options: { _id: string }[] }, right: boolean) {
  const correct = key.options.filter((o) => o.isCorrect).map((o) => o._id);
  switch (key.kind) {
    case 'multiple':
      return { selectedAnswers: right ? correct : correct.slice(0, 1) };
    case 'typed':
      return { text: right ? 'ha noi' : 'Hue' };
    case 'ordering': {
      const order = key.options.map((o) => o._id);
      return { order: right ? order : [order[1], order[0], ...order.slice(2)] };
    }
    case 'poll':
      return { answerId: served.options[right ? 0 : 1]!._id };
    default:
      return { answerId: correct[0]! };
  }
}

/** Every object in a payload with an `options` list (a question as sent), at any depth. */
function questionsIn(payload: unknown, found: { options: { label?: string }[] }[] = []) {
  if (Array.isArray(payload)) for (const item of payload) questionsIn(item, found);
  else if (payload && typeof payload === 'object') {
    const record = payload as Record<string, unknown>;
    if (Array.isArray(record.options)) found.push(record as never);
    for (const value of Object.values(record)) questionsIn(value, found);
  }
  return found;
}

/** Whether a payload a player got could tell them an answer before they give it. */
function keyIn(payload: unknown): string | null {
  const text = JSON.stringify(payload);
  for (const secret of ['isCorrect', 'acceptedAnswers', 'correctOptionIds', 'Hà Nội', 'correctTexts', 'Why:']) {
    if (text.includes(secret)) return secret;
  }
  const solved = questionsIn(payload).some((q) => q.options.map((o) => o.label).join() === 'Mercury,Venus,Earth,Mars');
  return solved ? 'the ordering items in the correct order' : null;
}

describe('live games with every kind of question', () => {
  it("self-paced: grades each kind, uses a question's own time and points, and reviews every kind at the end", async () => {
    const { code, quiz, players, host } = await kindsRoom('self_paced');
    const [rita, will] = players;
    expect((await roomCall(t.app, host.auth, 'POST', `/${code}/start`)).statusCode).toBe(200);
    for (const [player, right] of [
      [rita, true],
      [will, false],
    ] as const) {
      for (let i = 0; i < quiz.questions.length; i++) {
        const state = data(await player.client.emit<PlayerState>('get-question', { roomCode: code }));
        const served = state.question!;
        expect(served.question.kind).toBe(quiz.questions[i]!.kind);
        if (i === 0) expect(served.limitMs).toBe(5000);
        if (i === 1) expect(served.limitMs).toBe(30_000);
        const answer = answerFor(quiz.questions[i]!, served.question, right);
        const ack = await player.client.emit<AnswerResult>('submit-answer', {
          roomCode: code,
          questionId: served.question._id,
          ...answer,
        });
        expect(ack).toMatchObject({ success: true, data: { accepted: true, answeredCount: i + 1 } });
      }
    }
    // The room completes moments after the last answer's acknowledgement.
    const report = await vi.waitFor(async () => {
      const read = (await roomCall(t.app, host.auth, 'GET', `/${code}/report`)).json().data as RoomReport;
      expect(read.status).toBe('completed');
      return read;
    });
    const [first, second] = report.players;
    // A poll is never right or wrong: '5/5 correct' everywhere, out of the five questions that count.
    expect(report).toMatchObject({ questionCount: 6, gradedCount: 5 });
    const room = (await roomCall(t.app, will.made.auth, 'GET', `/${code}`)).json().data as Room;
    expect(room).toMatchObject({ questionCount: 6, gradedCount: 5 });
    const played = (await roomCall(t.app, will.made.auth, 'GET', '/played')).json().data as PlayedGame[];
    expect(played.find((game) => game.code === code)).toMatchObject({ questionCount: 6, gradedCount: 5 });
    expect(first).toMatchObject({ name: 'Right Rita', correctAnswers: 5 });
    expect(second).toMatchObject({ name: 'Wrong Will', correctAnswers: 2 });
    // Double points on the first question (up to 2000), none on the true/false, nothing for the poll.
    expect(first!.answers[0]!.points).toBeGreaterThan(1000);
    expect(first!.answers[2]).toMatchObject({ isCorrect: true, points: 0 });
    expect(first!.answers[5]).toMatchObject({ isCorrect: false, points: 0, label: 'Oceans' });
    expect(second!.answers[3]).toMatchObject({ isCorrect: false, label: 'Hue', texts: ['Hue'] });
    expect(report.questions[1]).toMatchObject({ kind: 'multiple', correctTexts: ['Red', 'Blue'], correct: 1 });
    expect(report.questions.map((q) => q.explanation)).toEqual(quiz.questions.map((q) => q.explanation || undefined));
    expect(report.questions[1]!.options.map((o) => o.picks)).toEqual([2, 0, 1]);
    expect(report.questions[5]!.options.map((o) => o.picks)).toEqual([1, 1]);

    const review = (await roomCall(t.app, will.made.auth, 'GET', `/${code}/review`)).json().data as GameReview;
    expect(review).toMatchObject({ questionCount: 6, gradedCount: 5 });
    expect(review.questions.map((q) => [q.kind, q.answer?.isCorrect])).toEqual([
      ['single', true],
      ['multiple', false],
      ['true_false', true],
      ['typed', false],
      ['ordering', false],
      ['poll', false],
    ]);
    expect(review.questions[3]).toMatchObject({ correctTexts: ['Hà Nội'], answer: { texts: ['Hue'] } });
    expect(review.questions[3]!.explanation).toBe('Why: it has been the capital since $1976$.');
    expect(review.questions[1]!.explanation).toBeUndefined();
    expect(review.questions[4]!.answer!.texts).toEqual(['Venus', 'Mercury', 'Earth', 'Mars']);
  });

  it("host-paced: takes every kind, and after each close shows the right answer, how many got it and 'Why'", async () => {
    const { code, quiz, players, hostClient } = await kindsRoom('host_paced');
    const [rita, will] = players;
    const opened = until<HostPacedView>(rita.client, 'host-paced-state', (v) => v.phase === 'open' && v.index === 0);
    data(await hostClient.emit<Room>('start-game', { code }));
    let view = await opened;
    expect(view.limitMs).toBe(5000);
    for (let i = 0; i < quiz.questions.length; i++) {
      const key = quiz.questions[i]!;
      // Both answering closes the question by itself; the host's Skip then changes nothing.
      const closed = until<HostPacedView>(
        rita.client,
        'host-paced-state',
        (v) => v.phase === 'results' && v.index === i,
      );
      for (const [player, right] of [
        [rita, true],
        [will, false],
      ] as const) {
        const ack = await player.client.emit<AnswerResult>('submit-answer', {
          roomCode: code,
          questionId: view.question!._id,
          ...answerFor(key, view.question!, right),
        });
        expect(ack.success).toBe(true);
      }
      const mine = data(await will.client.emit<HostPacedView>('get-game-state', { roomCode: code }));
      expect(mine.answered).toBe(true);
      if (key.kind === 'typed') expect(mine.myAnswer).toEqual({ text: 'Hue' });
      await hostClient.emit<HostPacedView>('host-action', { roomCode: code, action: 'skip' });
      const results = await closed;
      expect(results.you?.correct).toBe(key.kind !== 'poll');
      expect(results.results!.correctCount).toBe(
        key.kind === 'poll' ? 0 : key.kind === 'single' || key.kind === 'true_false' ? 2 : 1,
      );
      if (key.kind === 'typed') expect(results.results!.acceptedAnswers).toEqual(['Hà Nội']);
      expect(results.results!.explanation).toBe(key.explanation || undefined);
      if (key.kind === 'ordering') expect(results.results!.correctOptionIds).toEqual(key.options.map((o) => o._id));
      if (key.kind === 'multiple')
        expect(results.results!.correctOptionIds).toEqual(key.options.filter((o) => o.isCorrect).map((o) => o._id));
      if (i + 1 < quiz.questions.length) {
        const next = until<HostPacedView>(
          rita.client,
          'host-paced-state',
          (v) => v.phase === 'open' && v.index === i + 1,
        );
        await hostClient.emit<HostPacedView>('host-action', { roomCode: code, action: 'next' });
        view = await next;
        expect(view.limitMs).toBe(30_000);
      }
    }
  });

  it("shows every player of a game the ordering items in the order the quiz's page shows them, in either mode", async () => {
    for (const mode of ['self_paced', 'host_paced'] as const) {
      const { code, quiz, players, host, hostClient } = await kindsRoom(mode, { orderingFirst: true });
      const page = (await t.app.inject({ url: `/api/quizzes/${quiz._id}` })).json() as { data: Quiz };
      const shown = page.data.questions[0]!.options.map((o) => o._id);
      expect(quiz.questions[0]!.kind).toBe('ordering');
      expect(shown).not.toEqual(quiz.questions[0]!.options.map((o) => o._id));
      const served: string[][] = [];
      if (mode === 'self_paced') {
        expect((await roomCall(t.app, host.auth, 'POST', `/${code}/start`)).statusCode).toBe(200);
        for (const { client } of players) {
          const state = data(await client.emit<PlayerState>('get-question', { roomCode: code }));
          served.push(state.question!.question.options.map((o) => o._id));
        }
      } else {
        data(await hostClient.emit<Room>('start-game', { code }));
        for (const { client } of players) {
          const view = data(await client.emit<HostPacedView>('get-game-state', { roomCode: code }));
          served.push(view.question!.options.map((o) => o._id));
        }
      }
      expect(served, mode).toEqual([shown, shown]);
    }
  });

  it('refuses a live answer that does not fit its question, and takes the right one after', async () => {
    const { code, quiz, players, host } = await kindsRoom('self_paced');
    const [rita] = players;
    await roomCall(t.app, host.auth, 'POST', `/${code}/start`);
    const state = data(await rita.client.emit<PlayerState>('get-question', { roomCode: code }));
    const questionId = state.question!.question._id;
    const wrongShape = await rita.client.emit<AnswerResult>('submit-answer', {
      roomCode: code,
      questionId,
      text: 'Paris',
    });
    expect(wrongShape).toMatchObject({ success: false, message: Messages.answerNotInQuestion });
    const nothing = await rita.client.emit<AnswerResult>('submit-answer', { roomCode: code, questionId });
    expect(nothing).toMatchObject({ success: false });
    const taken = await rita.client.emit<AnswerResult>('submit-answer', {
      roomCode: code,
      questionId,
      ...answerFor(quiz.questions[0]!, state.question!.question, true),
    });
    expect(taken.success).toBe(true);
  });
});

describe('the answer key before answering', () => {
  it('is in no route or event a player gets before answering, for any kind, solo or live, in either mode', async () => {
    const leaks: string[] = [];
    const check = (where: string, payload: unknown) => {
      const found = keyIn(payload);
      if (found) leaks.push(`${where}: ${found}`);
    };

    // Solo: the quiz as a player reads it, and the public list.
    const selfPaced = await kindsRoom('self_paced');
    const player = selfPaced.players[0];
    check(
      'GET /quizzes/:id',
      (await t.app.inject({ url: `/api/quizzes/${selfPaced.quiz._id}`, headers: player.made.auth })).json(),
    );
    check('GET /quizzes/:id (no login)', (await t.app.inject({ url: `/api/quizzes/${selfPaced.quiz._id}` })).json());
    check('GET /quizzes/public', (await t.app.inject({ url: '/api/quizzes/public?limit=100' })).json());

    // Self-paced: the room, each question over HTTP and sockets, each answer's acknowledgement, every event.
    check('GET /rooms/:code (lobby)', (await roomCall(t.app, player.made.auth, 'GET', `/${selfPaced.code}`)).json());
    await roomCall(t.app, selfPaced.host.auth, 'POST', `/${selfPaced.code}/start`);
    check('GET /rooms/:code (playing)', (await roomCall(t.app, player.made.auth, 'GET', `/${selfPaced.code}`)).json());
    for (let i = 0; i < selfPaced.quiz.questions.length; i++) {
      check(
        'GET /rooms/:code/question',
        (await roomCall(t.app, player.made.auth, 'GET', `/${selfPaced.code}/question`)).json(),
      );
      const state = data(await player.client.emit<PlayerState>('get-question', { roomCode: selfPaced.code }));
      const answer = answerFor(selfPaced.quiz.questions[i]!, state.question!.question, true);
      const res = await roomCall(t.app, player.made.auth, 'POST', `/${selfPaced.code}/answer`, {
        questionId: state.question!.question._id,
        ...answer,
      });
      check('POST /rooms/:code/answer', res.json());
    }
    for (const { event, payload } of player.client.seen) check(`self-paced ${event}`, payload);

    // Host-paced: every view while a question is open, over HTTP and sockets, and the acknowledgements.
    const hostPaced = await kindsRoom('host_paced');
    const [a, b] = hostPaced.players;
    data(await hostPaced.hostClient.emit<Room>('start-game', { code: hostPaced.code }));
    for (let i = 0; i < hostPaced.quiz.questions.length; i++) {
      check(
        'GET /rooms/:code/state (open)',
        (await roomCall(t.app, a.made.auth, 'GET', `/${hostPaced.code}/state`)).json(),
      );
      const view = data(await a.client.emit<HostPacedView>('get-game-state', { roomCode: hostPaced.code }));
      expect(view.phase).toBe('open');
      check('get-game-state (open)', view);
      const answer = answerFor(hostPaced.quiz.questions[i]!, view.question!, true);
      check(
        'submit-answer ack',
        await a.client.emit('submit-answer', { roomCode: hostPaced.code, questionId: view.question!._id, ...answer }),
      );
      // The other player still has to answer: what they can see now must not help them either.
      check(
        'get-game-state (a classmate answered)',
        data(await b.client.emit<HostPacedView>('get-game-state', { roomCode: hostPaced.code })),
      );
      const closed = until<HostPacedView>(b.client, 'host-paced-state', (v) => v.phase === 'results' && v.index === i);
      await hostPaced.hostClient.emit('host-action', { roomCode: hostPaced.code, action: 'skip' });
      await closed;
      if (i + 1 < hostPaced.quiz.questions.length) {
        const next = until<HostPacedView>(b.client, 'host-paced-state', (v) => v.phase === 'open' && v.index === i + 1);
        await hostPaced.hostClient.emit('host-action', { roomCode: hostPaced.code, action: 'next' });
        await next;
      }
    }
    // After a close the answer is out on purpose; before it nothing may tell.
    const whileOpen = (payload: unknown) => {
      const phase =
        (payload as { phase?: string; data?: { phase?: string } } | null)?.phase ??
        (payload as { data?: { phase?: string } } | null)?.data?.phase;
      return phase !== 'results' && phase !== 'scoreboard' && phase !== 'ended';
    };
    for (const { event, payload } of [...a.client.seen, ...b.client.seen]) {
      if (event !== 'game-ended' && whileOpen(payload)) check(`host-paced ${event}`, payload);
    }

    expect(leaks).toEqual([]);
  });
});
