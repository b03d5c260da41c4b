/**
 * A host-paced game across two instances on one Redis (and one PostgreSQL when DATABASE_URL is set, else one
 * embedded database shared by both): the presenter on one, the players on the other; each question closes exactly
 * once whichever instance's timer or check gets there first, and still closes when the instance that opened it dies.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import type { AnswerResult, HostPacedView, Room } from '@quiz/contract/rooms';
import { rooms } from '../src/db/schema/rooms';
import { buildTestApp, closeSharedDatabase, type TestApp } from './helpers';
import { makeUser } from './factories';
import { makeRoom, roomCall } from './rooms';
import { correct, data, openClient, wrong, type Client, type Made } from './sockets';

const redisUrl = process.env.REDIS_URL;
// With PostgreSQL each instance has its own pool, as two servers would; on the embedded default they share one.
const ownDatabase = Boolean(process.env.DATABASE_URL);

interface Pair {
  a: TestApp;
  b: TestApp;
  urlA: string;
  urlB: string;
}

async function twoInstances(): Promise<Pair> {
  const shared = { rateLimitKeyPrefix: `qa-rl-paced-${randomUUID()}:`, ownDatabase };
  const a = await buildTestApp({ REDIS_URL: redisUrl! }, shared);
  const b = await buildTestApp({ REDIS_URL: redisUrl! }, shared);
  const urlA = await a.app.listen({ port: 0, host: '127.0.0.1' });
  const urlB = await b.app.listen({ port: 0, host: '127.0.0.1' });
  return { a, b, urlA, urlB };
}

/** The next host-paced view this client receives in `phase` (for question `index`). */
function nextView(client: Client, phase: HostPacedView['phase'], index: number) {
  return new Promise<HostPacedView>((resolve) => {
    const listener = (view: HostPacedView) => {
      if (view.phase !== phase || view.index !== index) return;
      client.socket.off('host-paced-state', listener);
      resolve(view);
    };
    client.socket.on('host-paced-state', listener);
  });
}
const nextViews = (clients: Client[], phase: HostPacedView['phase'], index: number) =>
  Promise.all(clients.map((c) => nextView(c, phase, index)));

/** How many views of `phase` for question `index` this client has received so far. */
const received = (client: Client, phase: HostPacedView['phase'], index: number) =>
  client.seen.filter((s) => {
    if (s.event !== 'host-paced-state') return false;
    const view = s.payload as HostPacedView;
    return view.phase === phase && view.index === index;
  }).length;

const answerWith = (client: Client, code: string, view: HostPacedView, pick: (labels: string[]) => number) => {
  const question = view.question!;
  const option = question.options[pick(question.options.map((o) => o.label))]!;
  return client.emit<AnswerResult>('submit-answer', { roomCode: code, questionId: question._id, answerId: option._id });
};

/**
 * A host-paced room made on A, its presenter connected to A, and one player connected to each instance named in
 * `where`, all joined through their socket.
 */
async function classroom(pair: Pair, sockets: Socket[], where: ('a' | 'b')[], timeLimit: number) {
  const made = await makeRoom(pair.a.app, { mode: 'host_paced', timeLimit });
  const presenter = await openClient(pair.urlA, made.host, sockets);
  data(await presenter.emit<Room>('join-room', { code: made.code }));
  const players: { made: Made; client: Client }[] = [];
  for (const [i, instance] of where.entries()) {
    const who = await makeUser(pair.a.app, { displayName: `Student ${i + 1}` });
    const client = await openClient(instance === 'a' ? pair.urlA : pair.urlB, who, sockets);
    data(await client.emit<Room>('join-room', { code: made.code }));
    players.push({ made: who, client });
  }
  return { ...made, presenter, players };
}

afterAll(async () => {
  await closeSharedDatabase();
});

describe.runIf(redisUrl)('a host-paced game across two instances', () => {
  let pair: Pair;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    pair = await twoInstances();
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await pair?.a.close();
    await pair?.b.close();
  });

  it('runs the game from a presenter on one instance for players on the other, closing each question once', async () => {
    const { a, b } = pair;
    const { code, host, presenter, players } = await classroom(pair, sockets, ['b', 'b'], 60);
    const [alice, bob] = players as [{ made: Made; client: Client }, { made: Made; client: Client }];
    const everyone = [presenter, alice.client, bob.client];

    const opened = nextViews(everyone, 'open', 0);
    data(await presenter.emit<Room>('start-game', { code }));
    const [onScreen, forAlice, forBob] = (await opened) as [HostPacedView, HostPacedView, HostPacedView];
    expect(forAlice).toMatchObject({ phase: 'open', index: 0, total: 2, playerCount: 2, results: null });
    expect(forBob.question).toEqual(onScreen.question);
    expect(JSON.stringify(forAlice)).not.toContain('isCorrect');

    // Both answer on B: everyone answered, so it closes, once, and each hears their own outcome.
    const closed = nextViews(everyone, 'results', 0);
    data(await answerWith(alice.client, code, forAlice, correct));
    data(await answerWith(bob.client, code, forBob, wrong));
    const [results, aliceResult, bobResult] = (await closed) as [HostPacedView, HostPacedView, HostPacedView];
    expect(results).toMatchObject({ answeredCount: 2, you: null });
    expect(aliceResult.you).toMatchObject({ correct: true, rank: 1 });
    expect(bobResult.you).toEqual({ correct: false, points: 0, score: 0, rank: 2 });
    expect(aliceResult.results).toEqual(results.results);

    // The scoreboard, pressed on A, reaches the players on B.
    const boards = nextViews(everyone.slice(1), 'scoreboard', 0);
    const board = data(await presenter.emit<HostPacedView>('host-action', { roomCode: code, action: 'scoreboard' }));
    expect(board.scoreboard!.map((r) => r.userId)).toEqual([alice.made.user.id, bob.made.user.id]);
    for (const view of await boards) expect(view.scoreboard).toEqual(board.scoreboard);

    const second = nextViews(everyone.slice(1), 'open', 1);
    expect(data(await presenter.emit<HostPacedView>('host-action', { roomCode: code, action: 'next' }))).toMatchObject({
      phase: 'open',
      index: 1,
    });
    const [q2Alice, q2Bob] = (await second) as [HostPacedView, HostPacedView];
    const closedAgain = nextViews(everyone, 'results', 1);
    data(await answerWith(alice.client, code, q2Alice, correct));
    data(await answerWith(bob.client, code, q2Bob, correct));
    const [, aliceLast, bobLast] = await closedAgain;
    expect(aliceLast!.you).toMatchObject({ correct: true, rank: 1 });
    expect(bobLast!.you).toMatchObject({ correct: true, rank: 2 });

    const ended = Promise.all(everyone.map((c) => c.next('game-ended')));
    expect(data(await presenter.emit<HostPacedView>('host-action', { roomCode: code, action: 'next' })).phase).toBe(
      'ended',
    );
    await ended;

    // Each question closed once: every player heard its results exactly once.
    for (const client of everyone) {
      expect(received(client, 'results', 0)).toBe(1);
      expect(received(client, 'results', 1)).toBe(1);
      expect(received(client, 'open', 1)).toBe(1);
    }

    const onA = (await roomCall(a.app, host.auth, 'GET', `/${code}`)).json().data as Room;
    const onB = (await roomCall(b.app, alice.made.auth, 'GET', `/${code}`)).json().data as Room;
    expect(onA.status).toBe('completed');
    const ranks = (room: Room) => Object.fromEntries(room.participants.map((p) => [p.userId._id, p.rank]));
    expect(ranks(onB)).toEqual(ranks(onA));
    expect(ranks(onA)).toEqual({ [host.user.id]: null, [alice.made.user.id]: 1, [bob.made.user.id]: 2 });
  });

  it('closes a question whose time is up exactly once, with a timer on each instance', async () => {
    const { a } = pair;
    const { code, presenter, players } = await classroom(pair, sockets, ['a', 'b', 'b'], 10);
    const [onA, onB, silent] = players.map((p) => p.client) as [Client, Client, Client];
    const everyone = [presenter, onA, onB, silent];

    const opened = nextViews([onA, onB], 'open', 0);
    data(await presenter.emit<Room>('start-game', { code }));
    const [viewA, viewB] = (await opened) as [HostPacedView, HostPacedView];
    // Two of three answer; the third's silence keeps it open until its time is up.
    const closed = nextViews(everyone, 'results', 0);
    data(await answerWith(onA, code, viewA, correct));
    data(await answerWith(onB, code, viewB, wrong));
    const [, resultA, resultB, resultSilent] = await closed;
    expect(resultA!.you).toMatchObject({ correct: true, rank: 1 });
    expect(resultB!.you).toMatchObject({ correct: false, points: 0 });
    expect(resultSilent).toMatchObject({ answered: false, answeredCount: 2 });
    expect(resultSilent!.you).toMatchObject({ correct: false, points: 0 });

    const [row] = await a.app.ctx.db.select().from(rooms).where(eq(rooms.code, code));
    expect(row).toMatchObject({ status: 'in_progress', phase: 'results', currentQuestion: 0 });

    // Any second close would have been pushed before the scoreboard that the presenter asks for next.
    const boards = nextViews(everyone, 'scoreboard', 0);
    data(await presenter.emit<HostPacedView>('host-action', { roomCode: code, action: 'scoreboard' }));
    await boards;
    for (const client of everyone) expect(received(client, 'results', 0)).toBe(1);
  }, 30_000);
});

describe.runIf(redisUrl)('a host-paced question when the instance that opened it goes away', () => {
  // Its own two instances, since this test closes one of them.
  let pair: Pair;
  let aClosed = false;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    pair = await twoInstances();
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    if (!aClosed) await pair?.a.close();
    await pair?.b.close();
  });

  it('is still closed on time by the other instance, whose players get the results', async () => {
    const { a, b } = pair;
    const { code, host, presenter, players } = await classroom(pair, sockets, ['b', 'b'], 10);
    const [alice, bob] = players.map((p) => p.client) as [Client, Client];

    // B has heard of the open question (its players see it) before A goes.
    const opened = nextViews([alice, bob], 'open', 0);
    data(await presenter.emit<Room>('start-game', { code }));
    const [view] = (await opened) as [HostPacedView, HostPacedView];
    data(await answerWith(alice, code, view!, correct));
    const closed = nextViews([alice, bob], 'results', 0);
    presenter.socket.disconnect();
    aClosed = true;
    await a.close();

    const [aliceResult, bobResult] = await closed;
    expect(aliceResult!.you).toMatchObject({ correct: true, rank: 1 });
    expect(bobResult!.you).toEqual({ correct: false, points: 0, score: 0, rank: 2 });
    const [row] = await b.app.ctx.db.select().from(rooms).where(eq(rooms.code, code));
    expect(row).toMatchObject({ status: 'in_progress', phase: 'results', currentQuestion: 0 });

    // The host carries on from B.
    const board = await roomCall(b.app, host.auth, 'POST', `/${code}/host-action`, { action: 'scoreboard' });
    expect(board.json().data).toMatchObject({ phase: 'scoreboard', index: 0 });
    for (const client of [alice, bob]) expect(received(client, 'results', 0)).toBe(1);
  }, 30_000);
});
