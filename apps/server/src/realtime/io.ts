/** Socket.IO on the app's own HTTP server; across instances through Redis when REDIS_URL is set. */
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { RedisClientType } from 'redis';
import { Server } from 'socket.io';
import { Messages } from '@quiz/contract/messages';
import type { AppContext } from '../context';
import { userForToken } from '../plugins/auth';

export interface Realtime {
  io: Server;
  adapter: 'in-process' | 'redis';
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** Private events for one person reach every tab of theirs, on every instance. */
export const userRoom = (userId: string) => `user:${userId}`;

export async function createRealtime(server: HttpServer, ctx: AppContext, redis?: RedisClientType): Promise<Realtime> {
  const io = new Server(server, { serveClient: false });
  let subscriber: RedisClientType | undefined;
  if (redis) {
    subscriber = redis.duplicate();
    subscriber.on('error', (error: unknown) => ctx.log.error({ err: error }, 'redis subscriber error'));
    await subscriber.connect();
    io.adapter(createAdapter(redis, subscriber));
  }

  io.use((socket, next) => {
    const token: unknown = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || token === '') return next(new Error(Messages.authenticationRequired));
    userForToken(ctx, token)
      .then((user) => {
        if (!user) return next(new Error(Messages.tokenFailed));
        socket.data.userId = user.id;
        socket.data.username = user.username;
        next();
      })
      .catch((error: unknown) => next(error instanceof Error ? error : new Error(String(error))));
  });

  io.on('connection', (socket) => {
    void socket.join(userRoom(socket.data.userId as string));
  });

  return {
    io,
    adapter: redis ? 'redis' : 'in-process',
    async ping() {
      if (!redis) return true;
      try {
        return (await redis.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    async close() {
      await io.close();
      if (subscriber?.isOpen) await subscriber.quit();
    },
  };
}
