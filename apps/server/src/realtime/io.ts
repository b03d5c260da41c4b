/** Socket.IO on the app's own HTTP server; across instances through Redis when REDIS_URL is set. */
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { RedisClientType } from 'redis';
import { Server } from 'socket.io';
import { Messages } from '@quiz/contract/messages';
import type { AppContext } from '../context';
import { userForToken } from '../plugins/auth';
import { userRoom, type RealtimeServer, type RoomBroadcaster } from './room-broadcaster';
import { registerAchievementHandlers } from './achievement-handlers';
import { registerRoomHandlers, type SocketData } from './room-handlers';
import { registerSocialHandlers, socialEvents } from './social-handlers';
import type { SocialEvents } from '../modules/friends/service';

export { userRoom };

export interface Realtime {
  io: RealtimeServer;
  social: SocialEvents;
  adapter: 'in-process' | 'redis';
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export async function createRealtime(
  server: HttpServer,
  ctx: AppContext,
  options: { redis?: RedisClientType; broadcaster: RoomBroadcaster },
): Promise<Realtime> {
  const { redis, broadcaster } = options;
  const io: RealtimeServer = new Server(server, { serveClient: false });
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
        (socket.data as SocketData).user = user;
        next();
      })
      .catch((error: unknown) => next(error instanceof Error ? error : new Error(String(error))));
  });

  // Private events for one person reach every tab of theirs, on every instance.
  io.on('connection', (socket) => {
    void socket.join(userRoom((socket.data as SocketData).user.id));
  });
  broadcaster.attach(io, ctx, { clustered: Boolean(redis) });
  registerRoomHandlers(io, ctx);
  const social = socialEvents(io);
  registerSocialHandlers(io, ctx, social);
  registerAchievementHandlers(io, ctx);

  return {
    io,
    social,
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
      broadcaster.close();
      await io.close();
      if (subscriber?.isOpen) await subscriber.quit();
    },
  };
}
