/** Private chat over the socket: send to a friend, and typing; every event reaches all tabs through `user:<id>`. */
import type { Socket } from 'socket.io';
import { Say } from '@quiz/contract/message-catalog';
import type { Ack, ClientToServerEvents, ServerToClientEvents } from '@quiz/contract/rooms';
import { privateMessagePayload, privateTypingPayload } from '@quiz/contract/social';
import type { AppContext } from '../context';
import { AppError, failureOf, failureSaying } from '../lib/errors';
import { payloadRefusal } from '../lib/validate';
import { WindowLimiter } from '../lib/window-limiter';
import { sendPrivateMessage } from '../modules/friends/chats';
import * as friends from '../modules/friends/service';
import type { SocialEvents } from '../modules/friends/service';
import { nameOf } from '../modules/users/presenter';
import { userRoom, type RealtimeServer } from './slices';
import type { SocketData } from './room-handlers';

type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export function socialEvents(io: RealtimeServer): SocialEvents {
  return {
    // Several people in one emit: the event is encoded (and published to the other instances) once, and a tab in
    // more than one of the rooms still gets it once.
    toUser(
      userIds: string | string[],
      event: 'new-message' | 'friend-request' | 'friend-accepted' | 'friend-removed' | 'chat-read',
      payload: never,
    ) {
      const rooms = typeof userIds === 'string' ? userRoom(userIds) : userIds.map(userRoom);
      (io.to(rooms).emit as (event: string, payload: unknown) => boolean)(event, payload);
    },
  };
}

export function registerSocialHandlers(io: RealtimeServer, ctx: AppContext, events: SocialEvents) {
  const typingLimiter = new WindowLimiter(10, 1000);
  io.on('connection', (raw) => {
    const socket = raw as unknown as AppSocket;
    const user = () => socket.data.user;

    socket.on('send-private-message', (payload: unknown, ack?: unknown) => {
      const respond = (result: Ack<unknown>) => {
        if (typeof ack === 'function') (ack as (r: Ack<unknown>) => void)(result);
        else if (!result.success)
          socket.emit('error', {
            message: result.message,
            messageKey: result.messageKey,
            messageParams: result.messageParams,
          });
      };
      const parsed = privateMessagePayload.safeParse(payload);
      if (!parsed.success) {
        return respond(payloadRefusal(parsed.error));
      }
      sendPrivateMessage(ctx, events, { user: user(), ...parsed.data }).then(
        (data) => respond({ success: true, data }),
        (error: unknown) => {
          if (error instanceof AppError) return respond(failureOf(error));
          ctx.log.error({ err: error }, 'private message failed');
          respond(failureSaying(Say.internalError, 'internal'));
        },
      );
    });

    // Typing reaches only a friend; the check costs one indexed read, so it is rate-limited per socket.
    const typing = (event: 'user-typing' | 'user-stop-typing') => (payload: unknown) => {
      const parsed = privateTypingPayload.safeParse(payload);
      if (!parsed.success || !typingLimiter.allow(socket.id)) return;
      const { receiverId } = parsed.data;
      void friends.areFriends(ctx, user().id, receiverId).then((ok) => {
        if (!ok) return;
        const to = io.to(userRoom(receiverId));
        if (event === 'user-typing') to.emit('user-typing', { senderId: user().id, senderName: nameOf(user()) });
        else to.emit('user-stop-typing', { senderId: user().id });
      });
    };
    socket.on('typing-private', typing('user-typing'));
    socket.on('stop-typing-private', typing('user-stop-typing'));
  });
}
