/** Achievements over the socket: unlocks announced to every tab of the person, and `check-achievements` on demand. */
import type { Socket } from 'socket.io';
import { Say } from '@quiz/contract/message-catalog';
import type { Ack, ClientToServerEvents, ServerToClientEvents } from '@quiz/contract/rooms';
import type { AppContext } from '../context';
import { failureSaying } from '../lib/errors';
import { WindowLimiter } from '../lib/window-limiter';
import { userRoom, type RealtimeServer } from './slices';
import type { SocketData } from './room-handlers';

type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export function registerAchievementHandlers(io: RealtimeServer, ctx: AppContext) {
  ctx.achievements.onUnlock((userId, achievements) => {
    io.to(userRoom(userId)).emit('achievements-unlocked', { achievements });
  });

  // A check reads several tables; a few a minute per person is plenty.
  const limiter = new WindowLimiter(5, 60_000);
  io.on('connection', (raw) => {
    const socket = raw as unknown as AppSocket;
    socket.on('check-achievements', (_payload: unknown, ack?: unknown) => {
      const respond = (result: Ack<{ unlocked: Awaited<ReturnType<typeof ctx.achievements.checkNow>> }>) => {
        if (typeof ack === 'function') (ack as (r: typeof result) => void)(result);
        else if (!result.success) socket.emit('error', { message: result.message });
      };
      const user = socket.data.user;
      if (!limiter.allow(user.id)) {
        return respond(failureSaying(Say.tooManyRequests, 'rate_limited'));
      }
      ctx.achievements.checkNow(user.id).then(
        (unlocked) => respond({ success: true, data: { unlocked } }),
        (error: unknown) => {
          ctx.log.error({ err: error }, 'checking achievements failed');
          respond(failureSaying(Say.achievementsCheckFailed, 'internal'));
        },
      );
    });
  });
}
