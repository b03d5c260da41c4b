/**
 * Socket.IO on the app's own HTTP server; across instances through Redis when REDIS_URL is set, and across the
 * worker processes of one machine through Socket.IO's cluster adapter otherwise (cluster/primary.ts).
 */
import type { Server as HttpServer } from 'node:http';
import { createAdapter as createClusterAdapter } from '@socket.io/cluster-adapter';
import { createAdapter } from '@socket.io/redis-adapter';
import { setupWorker } from '@socket.io/sticky';
import type { RedisClientType } from 'redis';
import { Server } from 'socket.io';
import { Say, type Said } from '@quiz/contract/message-catalog';
import type { ClientToServerEvents } from '@quiz/contract/rooms';
import type { AppContext } from '../context';
import { failureSaying, keyedMessage } from '../lib/errors';
import { nulFieldOf } from '../lib/validate';
import { isRefusal, sessionForToken } from '../plugins/auth';
import type { RoomBroadcaster } from './room-broadcaster';
import { userRoom, type RealtimeServer } from './slices';
import { registerAchievementHandlers } from './achievement-handlers';
import { Presence } from './presence';
import { CoalescingWebSocketServer } from './upgrade';
import { registerRoomHandlers, type SocketData } from './room-handlers';
import { registerSocialHandlers, socialEvents } from './social-handlers';
import type { SocialEvents } from '../modules/friends/service';

export { userRoom };

/** A refused connection: the client gets the English as the error's message and the key in its `data`. */
function connectRefusal(said: Said) {
  const message = keyedMessage(said);
  return Object.assign(new Error(message.message), { data: message });
}

/** What a guest's socket may send: their room's events (the room service keeps them to their own room). */
const guestEvents = new Set<string>([
  'join-room',
  'leave-room',
  'get-question',
  'get-game-state',
  'submit-answer',
  'send-room-message',
  'typing-room-chat',
  'stop-typing-room-chat',
] satisfies (keyof ClientToServerEvents)[]);

export type RealtimeAdapter = 'in-process' | 'redis' | 'cluster';

export interface Realtime {
  io: RealtimeServer;
  social: SocialEvents;
  adapter: RealtimeAdapter;
  ping(): Promise<boolean>;
  /**
   * The first step of a graceful shutdown: tell every client the server is restarting, refuse new events, wait
   * (up to `timeoutMs`) until every event already taken has been acknowledged, then close the connections.
   */
  drain(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

export async function createRealtime(
  server: HttpServer,
  ctx: AppContext,
  options: { redis?: RedisClientType; broadcaster: RoomBroadcaster; clusterWorker?: boolean },
): Promise<Realtime> {
  const { redis, broadcaster } = options;
  const clusterWorker = !redis && options.clusterWorker === true;
  // Set as a shutdown starts: no new event, and no new connection (see drain).
  let draining = false;
  const io: RealtimeServer = new Server(server, {
    serveClient: false,
    allowRequest: (_request, callback) => callback(null, !draining),
    wsEngine: CoalescingWebSocketServer,
  });
  let subscriber: RedisClientType | undefined;
  if (redis) {
    subscriber = redis.duplicate();
    subscriber.on('error', (error: unknown) => ctx.log.error({ err: error }, 'redis subscriber error'));
    await subscriber.connect();
    io.adapter(createAdapter(redis, subscriber));
  } else if (clusterWorker) {
    io.adapter(createClusterAdapter());
  }
  // In a cluster the primary takes every connection and hands it to the worker that holds its session.
  if (options.clusterWorker) setupWorker(io);

  io.use((socket, next) => {
    const token: unknown = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || token === '') return next(connectRefusal(Say.authenticationRequired));
    sessionForToken(ctx, token)
      .then((user) => {
        if (isRefusal(user)) return next(connectRefusal(user));
        (socket.data as SocketData).user = user;
        next();
      })
      .catch((error: unknown) => next(error instanceof Error ? error : new Error(String(error))));
  });

  // Every event taken is tracked until its acknowledgement, so a shutdown can wait for what it promised.
  const inFlight = new InFlight();
  io.on('connection', (socket) => {
    socket.use((packet, next) => {
      const last = packet.length - 1;
      const ack: unknown = packet[last];
      if (draining) {
        if (typeof ack === 'function') {
          (ack as (result: unknown) => void)(failureSaying(Say.serverRestarting, 'internal'));
        }
        return;
      }
      if ((socket.data as SocketData).user.guestRoomId && !guestEvents.has(packet[0])) {
        // A guest plays in their room; friends, private chat and achievements are for accounts.
        if (typeof ack === 'function') {
          (ack as (result: unknown) => void)(failureSaying(Say.guestsNotAllowedHere, 'guest_not_allowed'));
        }
        return;
      }
      // Every event's payload, as every HTTP body is: a NUL is refused by one rule (lib/validate.ts).
      const payload = typeof ack === 'function' ? packet.slice(1, last) : packet.slice(1);
      if (nulFieldOf(payload) !== undefined) {
        const refusal = failureSaying(Say.textHasNul, 'validation_failed');
        if (typeof ack === 'function') (ack as (result: unknown) => void)(refusal);
        else socket.emit('error', keyedMessage(Say.textHasNul));
        return;
      }
      if (typeof ack === 'function') packet[last] = inFlight.wrap(ack as (...args: unknown[]) => void);
      next();
    });
    // Private events for one person reach every tab of theirs, on every instance.
    void socket.join(userRoom((socket.data as SocketData).user.id));
  });
  broadcaster.attach(io, ctx, { clustered: Boolean(redis) || clusterWorker });
  const presence = new Presence(io, ctx);
  registerRoomHandlers(io, ctx, presence);
  const social = socialEvents(io);
  registerSocialHandlers(io, ctx, social);
  registerAchievementHandlers(io, ctx);
  // Homework notices (issue 38) go to every tab of the student, on whichever instance holds it.
  ctx.notices.onNotice((userId, notice) => io.to(userRoom(userId)).emit('assignment-notice', notice));

  return {
    io,
    social,
    adapter: redis ? 'redis' : clusterWorker ? 'cluster' : 'in-process',
    async ping() {
      if (!redis) return true;
      try {
        return (await redis.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    async drain(timeoutMs) {
      draining = true;
      presence.stop();
      io.local.emit('server-restarting', keyedMessage(Say.serverRestarting));
      await inFlight.settled(timeoutMs);
      // Only this instance's sockets: with Redis, the other instances keep theirs.
      io.local.disconnectSockets(true);
      // And every connection still on its way in (a client reconnecting, its long-poll open): an open poll would
      // hold the listener's close for its whole ping interval, past the 10 s a shutdown is given.
      io.engine.close();
    },
    async close() {
      presence.stop();
      broadcaster.close();
      await io.close();
      if (subscriber?.isOpen) await subscriber.quit();
    },
  };
}

/** Acknowledgements owed to clients: counted up as events arrive, down as each is answered. */
class InFlight {
  private pending = 0;
  private waiters: (() => void)[] = [];

  wrap(ack: (...args: unknown[]) => void) {
    this.pending++;
    let answered = false;
    return (...args: unknown[]) => {
      ack(...args);
      if (answered) return;
      answered = true;
      this.pending--;
      if (this.pending === 0) for (const resolve of this.waiters.splice(0)) resolve();
    };
  }

  /** Resolves when nothing is owed, or when the time is up. */
  settled(timeoutMs: number): Promise<void> {
    if (this.pending === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
