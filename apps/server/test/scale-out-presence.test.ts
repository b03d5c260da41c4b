/**
 * Presence across two instances on one Redis (and one PostgreSQL when DATABASE_URL is set, else one embedded database
 * shared by both): whether someone is still in a room is asked of every instance, so a tab left open on the other
 * instance, or a reload that lands there, is not leaving.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { PeopleBatch, Room, RoomSnapshot } from '@quiz/contract/rooms';
import { buildTestApp, closeSharedDatabase, type TestApp } from './helpers';
import { makeUser } from './factories';
import { makeRoom } from './rooms';
import { data, openClient, until, type Made } from './sockets';

const redisUrl = process.env.REDIS_URL;
const ownDatabase = Boolean(process.env.DATABASE_URL);
// Long enough for a reload onto the other instance on a machine busy with other test files.
const graceMs = 2_000;

describe.runIf(redisUrl)('presence across two instances', () => {
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let urlB: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    const shared = { rateLimitKeyPrefix: `qa-rl-presence-${randomUUID()}:`, ownDatabase };
    const env = { REDIS_URL: redisUrl!, ROOM_PRESENCE_GRACE_MS: String(graceMs) };
    a = await buildTestApp(env, shared);
    b = await buildTestApp(env, shared);
    urlA = await a.app.listen({ port: 0, host: '127.0.0.1' });
    urlB = await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await a?.close();
    await b?.close();
    await closeSharedDatabase();
  });

  const joined = async (url: string, who: Made, code: string) => {
    const client = await openClient(url, who, sockets);
    data(await client.emit<Room>('join-room', { code }));
    return client;
  };

  it('announces only the player who really left: not one whose tab on the other instance stays, nor one who reloaded onto it', async () => {
    const { code, host } = await makeRoom(a.app);
    const hostClient = await joined(urlA, host, code);
    const [twoTabs, reloads, leaves] = await Promise.all(
      ['Two Tabs', 'Reloads', 'Leaves'].map((displayName) => makeUser(a.app, { displayName })),
    );
    const tabOnA = await joined(urlA, twoTabs!, code);
    await joined(urlB, twoTabs!, code);
    const reloadOnA = await joined(urlA, reloads!, code);
    const leaverOnA = await joined(urlA, leaves!, code);

    // On A: one tab closes, one page reloads onto B; then a third player leaves for good.
    tabOnA.socket.disconnect();
    reloadOnA.socket.disconnect();
    await joined(urlB, reloads!, code);
    const left = until<PeopleBatch>(hostClient, 'user-left');
    const away = until<RoomSnapshot>(hostClient, 'room-data', (s) =>
      Boolean(s.participants?.some((p) => p.userId._id === leaves!.user.id && p.away)),
    );
    leaverOnA.socket.disconnect();

    expect((await left).users.map((u) => u.name)).toEqual(['Leaves']);
    const snapshot = await away;
    const awayIds = snapshot.participants!.filter((p) => p.away).map((p) => p.userId._id);
    expect(awayIds).toEqual([leaves!.user.id]);
    expect(hostClient.seen.filter((s) => s.event === 'user-left')).toHaveLength(1);
  });
});
