/**
 * One game across two instances on one PostgreSQL and one Redis: the host on one, the players on the other.
 * Needs DATABASE_URL and REDIS_URL (CI sets both).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { Messages } from '@quiz/contract/messages';
import type { Room } from '@quiz/contract/rooms';
import { buildTestApp, closeSharedDatabase, type TestApp } from './helpers';
import { makeUser } from './factories';
import { makeRoom, roomCall } from './rooms';
import { correct, data, openClient, playToTheEnd, wrong } from './sockets';

const redisUrl = process.env.REDIS_URL;
const databaseUrl = process.env.DATABASE_URL;

describe.runIf(redisUrl && databaseUrl)('a live game across two instances', () => {
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let urlB: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    const shared = { rateLimitKeyPrefix: `qa-rl-game-${randomUUID()}:`, ownDatabase: true };
    a = await buildTestApp({ REDIS_URL: redisUrl! }, shared);
    b = await buildTestApp({ REDIS_URL: redisUrl! }, shared);
    urlA = await a.app.listen({ port: 0, host: '127.0.0.1' });
    urlB = await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await a?.close();
    await b?.close();
    await closeSharedDatabase();
  });

  it('plays a whole game with the host on one instance and the players on the other, with identical results', async () => {
    const { host, code } = await makeRoom(a.app);
    const hostClient = await openClient(urlA, host, sockets);
    data(await hostClient.emit<Room>('join-room', { code }));

    const players = await Promise.all([makeUser(b.app), makeUser(b.app)]);
    const clients = await Promise.all(players.map((p) => openClient(urlB, p, sockets)));
    const heardJoins = new Promise<void>((resolve) => {
      let names = 0;
      hostClient.socket.on('user-joined', (batch: { users: unknown[]; more: number }) => {
        names += batch.users.length + batch.more;
        if (names >= players.length) resolve();
      });
    });
    for (const client of clients) data(await client.emit<Room>('join-room', { code }));
    await heardJoins;

    const started = Promise.all(clients.map((c) => c.next('game-started')));
    data(await hostClient.emit<Room>('start-game', { code }));
    await started;

    const ended = Promise.all([hostClient, ...clients].map((c) => c.next('game-ended')));
    // The host runs the game from A and does not play; the last player to finish on B ends it for everyone.
    await Promise.all([playToTheEnd(clients[0]!, code, correct), playToTheEnd(clients[1]!, code, wrong)]);
    await ended;

    const onA = (await roomCall(a.app, host.auth, 'GET', `/${code}`)).json().data as Room;
    const onB = (await roomCall(b.app, host.auth, 'GET', `/${code}`)).json().data as Room;
    expect(onA.status).toBe('completed');
    expect(onB).toEqual(onA);
    expect(onA.participants.map((p) => [p.userId._id, p.rank, p.correctAnswers])).toEqual([
      [players[0]!.user.id, 1, 2],
      [players[1]!.user.id, 2, 0],
      [host.user.id, null, 0],
    ]);
  });

  it('keeps one answer per question when a player plays in two tabs on different instances', async () => {
    const { host, code } = await makeRoom(a.app);
    const player = await makeUser(a.app);
    await roomCall(a.app, player.auth, 'POST', `/${code}/join`);
    await roomCall(a.app, host.auth, 'POST', `/${code}/start`);
    const onB = (await roomCall(b.app, player.auth, 'GET', `/${code}/question`)).json().data;
    const onA = (await roomCall(a.app, player.auth, 'GET', `/${code}/question`)).json().data;
    expect(onA.question.question._id).toBe(onB.question.question._id);
    const first = onA.question.question;
    const answer = { questionId: first._id, answerId: first.options[0]._id };
    expect((await roomCall(a.app, player.auth, 'POST', `/${code}/answer`, answer)).statusCode).toBe(200);

    // Instance B still remembers the player at the first question; the database decides.
    const again = await roomCall(b.app, player.auth, 'POST', `/${code}/answer`, answer);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(Messages.alreadyAnswered);
    const next = (await roomCall(b.app, player.auth, 'GET', `/${code}/question`)).json().data;
    expect(next).toMatchObject({ answeredCount: 1, question: { index: 1 } });
  });
});
