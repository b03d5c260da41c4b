/** Two instances on one Redis: realtime events and rate limits cross instances. Needs REDIS_URL. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { Messages } from '@quiz/contract/messages';
import { userRoom } from '../src/realtime/io';
import { buildTestApp, closeSharedDatabase, type TestApp } from './helpers';
import { makeUser } from './factories';

const redisUrl = process.env.REDIS_URL;

describe.runIf(redisUrl)('scale-out through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const shared = { rateLimitKeyPrefix: `qa-rl-scale-${randomUUID()}:` };
    a = await buildTestApp({ REDIS_URL: redisUrl!, RATE_LIMIT_AUTH_PER_ADDRESS: '3' }, shared);
    b = await buildTestApp({ REDIS_URL: redisUrl!, RATE_LIMIT_AUTH_PER_ADDRESS: '3' }, shared);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await closeSharedDatabase();
  });

  it('reports the redis adapter in health', async () => {
    expect((await a.app.inject({ url: '/api/health' })).json().data.realtime).toEqual({ adapter: 'redis', ok: true });
  });

  it('delivers an event emitted on one instance to a socket connected to the other', async () => {
    const url = await b.app.listen({ port: 0, host: '127.0.0.1' });
    const { user, token } = await makeUser(a.app);
    const socket: Socket = connect(url, { auth: { token }, transports: ['websocket'], reconnection: false });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', resolve);
        socket.on('connect_error', reject);
      });
      const received = new Promise((resolve) =>
        socket.on('room-invite', (invite: { code: string }) => resolve(invite.code)),
      );
      const marker = randomUUID();
      // Joining the user room is asynchronous on the far side; emit until it arrives.
      const timer = setInterval(
        () =>
          a.app.realtime.io
            .to(userRoom(user.id))
            .emit('room-invite', { code: marker, hostName: 'Host', quizTitle: 'Quiz', inviteUrl: 'http://localhost' }),
        50,
      );
      try {
        expect(await received).toBe(marker);
      } finally {
        clearInterval(timer);
      }
    } finally {
      socket.disconnect();
    }
  });

  it('counts requests from one address across instances', async () => {
    const attempt = (t: TestApp) =>
      t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'x@example.test', password: 'nope' } });
    expect((await attempt(a)).statusCode).toBe(401);
    expect((await attempt(b)).statusCode).toBe(401);
    expect((await attempt(a)).statusCode).toBe(401);
    const res = await attempt(b);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(Messages.tooManyRequests);
  });
});
