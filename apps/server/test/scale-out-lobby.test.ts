/** The host's removal across two instances on one Redis: the other instance's players see the list change. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoomLimits } from '@quiz/contract/limits';
import type { Room, RoomSnapshot } from '@quiz/contract/rooms';
import { buildTestApp, closeSharedDatabase, type TestApp } from './helpers';
import { joinAsGuest, makeRoom, roomCall } from './rooms';
import { data, openClient, type Made } from './sockets';

const redisUrl = process.env.REDIS_URL;

describe.runIf(redisUrl)('a big lobby across two instances', () => {
  let a: TestApp;
  let b: TestApp;
  let bUrl: string;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl!, ROOM_MAX_PARTICIPANTS: '100' };
    const shared = { rateLimitKeyPrefix: `qa-rl-lobby-${randomUUID()}:` };
    a = await buildTestApp(env, shared);
    b = await buildTestApp(env, shared);
    bUrl = await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await closeSharedDatabase();
  });

  it('sends the whole list again on the other instance when the host removes someone', async () => {
    const { code, host } = await makeRoom(a.app, { maxParticipants: 80 });
    const guests: Awaited<ReturnType<typeof joinAsGuest>>[] = [];
    for (let i = 0; i < RoomLimits.broadcastListMax + 5; i++) guests.push(await joinAsGuest(a.app, code, `G${i}`));
    const watcher = await openClient(bUrl, guests[0]! as unknown as Made);
    try {
      data(await watcher.emit<Room>('join-room', { code }));
      const snapshots: RoomSnapshot[] = [];
      watcher.socket.on('room-data', (s: RoomSnapshot) => snapshots.push(s));
      const until = async (ok: () => boolean, poke: () => Promise<unknown>) => {
        for (let tries = 0; tries < 40 && !ok(); tries++) {
          await poke();
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
        expect(ok()).toBe(true);
      };
      // More joins on the first instance until the second has sent a room-data that leaves the list out.
      let extra = 0;
      await until(
        () => snapshots.some((s) => s.participants === undefined),
        () => joinAsGuest(a.app, code, `Late ${extra++}`),
      );

      const room = (await roomCall(a.app, host.auth, 'GET', `/${code}`)).json().data as Room;
      const removed = room.participants.find((p) => p.userId._id === guests[3]!.user._id)!;
      const seen = snapshots.length;
      const res = await a.app.inject({
        method: 'DELETE',
        url: `/api/rooms/${code}/participants/${removed._id}`,
        headers: host.auth,
      });
      expect(res.statusCode).toBe(200);
      await until(
        () => snapshots.slice(seen).some((s) => s.participants !== undefined),
        async () => undefined,
      );
      const fresh = snapshots.slice(seen).find((s) => s.participants !== undefined)!;
      expect(fresh.participants!.map((p) => p.userId._id)).not.toContain(guests[3]!.user._id);
      expect(fresh.participants).toHaveLength(RoomLimits.broadcastListMax);
    } finally {
      watcher.socket.disconnect();
    }
  });
});
