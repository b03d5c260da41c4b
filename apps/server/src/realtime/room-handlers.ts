/**
 * The room, game and room-chat events of one socket. Every payload is validated by the contract schema; every
 * write goes through the rooms service (the same code as HTTP); the outcome goes back in the acknowledgement, or
 * as an `error` event when the client asked for none.
 */
import type { Socket } from 'socket.io';
import type { z } from 'zod';
import { Say } from '@quiz/contract/message-catalog';
import { RoomLimits } from '@quiz/contract/limits';
import {
  getQuestionPayload,
  hostActionPayload,
  joinRoomPayload,
  roomCodePayload,
  roomTypingPayload,
  sendRoomMessagePayload,
  submitAnswerPayload,
  type Ack,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@quiz/contract/rooms';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema/users';
import { AppError, failureOf, failureSaying } from '../lib/errors';
import { payloadRefusal } from '../lib/validate';
import { WindowLimiter } from '../lib/window-limiter';
import { nameOf } from '../modules/users/presenter';
import { submitAnswer } from '../modules/rooms/answers';
import { sendRoomMessage } from '../modules/rooms/chat';
import { gameState, hostAction } from '../modules/rooms/host-paced';
import { joinRoom, presentJoined } from '../modules/rooms/joining';
import { endRoom, startRoom } from '../modules/rooms/lifecycle';
import { playerState } from '../modules/rooms/self-paced';
import { normalizeCode, roomForMember } from '../modules/rooms/store';
import type { Presence } from './presence';
import { gameRoom, type RealtimeServer } from './slices';

export interface SocketData {
  user: UserRow;
  /** Room code → room id, for the rooms this socket has joined. */
  rooms: Map<string, string>;
}
type RoomSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** Game events per socket: generous for play (one answer and one question fetch per question), tight for floods. */
const eventsPerSecond = 20;

function failureFrom(ctx: AppContext, error: unknown): Ack<never> {
  if (error instanceof AppError) return failureOf(error);
  ctx.log.error({ err: error }, 'realtime handler failed');
  return failureSaying(Say.internalError, 'internal');
}

export function registerRoomHandlers(io: RealtimeServer, ctx: AppContext, presence: Presence) {
  const eventLimiter = new WindowLimiter(eventsPerSecond, 1000);
  const chatLimiter = new WindowLimiter(RoomLimits.chatBurst, RoomLimits.chatWindowMs);

  io.on('connection', (raw) => {
    const socket = raw as unknown as RoomSocket;
    socket.data.rooms = new Map();
    const user = () => socket.data.user;

    function handle<S extends z.ZodType, R>(
      event: keyof ClientToServerEvents,
      schema: S,
      run: (payload: z.output<S>) => Promise<R>,
    ) {
      socket.on(event, (payload: unknown, ack?: unknown) => {
        // An answer is counted and timed from its arrival to its acknowledgement (GET /metrics, when on).
        const answered = event === 'submit-answer' ? ctx.metrics?.answerReceived() : undefined;
        const respond = (result: Ack<R>) => {
          if (typeof ack === 'function') (ack as (r: Ack<R>) => void)(result);
          else if (!result.success)
            socket.emit('error', {
              message: result.message,
              messageKey: result.messageKey,
              messageParams: result.messageParams,
            });
          answered?.(result.success);
        };
        if (!eventLimiter.allow(socket.id)) {
          return respond(failureSaying(Say.tooManyRequests, 'rate_limited'));
        }
        const parsed = schema.safeParse(payload);
        if (!parsed.success) {
          return respond(payloadRefusal(parsed.error));
        }
        run(parsed.data).then(
          (data) => respond({ success: true, data }),
          (error: unknown) => respond(failureFrom(ctx, error)),
        );
      });
    }

    handle('join-room', joinRoomPayload, async ({ code }) => {
      const { room, away } = await joinRoom(ctx, { code, user: user() });
      await socket.join(gameRoom(room.id));
      socket.data.rooms.set(room.code, room.id);
      await presence.arrived(room, user().id, away);
      // Bounded, like every broadcast: in a room of thousands the last joiner is not sent everyone.
      return presentJoined(ctx, room, user().id, RoomLimits.broadcastListMax);
    });

    handle('leave-room', roomCodePayload, async ({ code }) => {
      const roomId = socket.data.rooms.get(normalizeCode(code));
      if (roomId) leave(code.toUpperCase(), roomId);
      return null;
    });

    handle('start-game', roomCodePayload, ({ code }) => startRoom(ctx, { code, user: user() }));
    handle('end-game', roomCodePayload, async ({ code }) => (await endRoom(ctx, { code, user: user() })).room);
    handle('get-question', getQuestionPayload, ({ roomCode }) => playerState(ctx, { code: roomCode, user: user() }));
    handle('submit-answer', submitAnswerPayload, ({ roomCode, ...answer }) =>
      submitAnswer(ctx, { code: roomCode, user: user(), ...answer }),
    );

    handle('get-game-state', getQuestionPayload, ({ roomCode }) => gameState(ctx, { code: roomCode, user: user() }));
    handle('host-action', hostActionPayload, ({ roomCode, action }) =>
      hostAction(ctx, { code: roomCode, user: user(), action }),
    );

    handle('send-room-message', sendRoomMessagePayload, async ({ roomCode, content }) => {
      const room = await roomForMember(ctx, { code: roomCode, user: user() });
      if (!chatLimiter.allow(`${user().id}:${room.id}`)) {
        throw new AppError('rate_limited', 429, Say.chatRateLimited);
      }
      return sendRoomMessage(ctx, { code: roomCode, user: user(), content });
    });

    // Typing goes only to rooms this socket has joined; no database work, no acknowledgement.
    const typing = (event: 'user-typing' | 'user-stop-typing') => (payload: unknown) => {
      const parsed = roomTypingPayload.safeParse(payload);
      if (!parsed.success) return;
      const roomId = socket.data.rooms.get(parsed.data.roomCode.trim().toUpperCase());
      // Not to a room the host removed them from (their socket left its channel then).
      if (!roomId || !socket.rooms.has(gameRoom(roomId)) || !eventLimiter.allow(socket.id)) return;
      const senderId = user().id;
      if (event === 'user-typing') {
        socket
          .to(gameRoom(roomId))
          .emit('user-typing', { senderId, senderName: nameOf(user()), roomCode: parsed.data.roomCode });
      } else {
        socket.to(gameRoom(roomId)).emit('user-stop-typing', { senderId, roomCode: parsed.data.roomCode });
      }
    };
    socket.on('typing-room-chat', typing('user-typing'));
    socket.on('stop-typing-room-chat', typing('user-stop-typing'));

    /** The room hears of it only if no tab of theirs is back within the grace (see Presence). */
    function leave(code: string, roomId: string) {
      void socket.leave(gameRoom(roomId));
      socket.data.rooms.delete(code);
      presence.leaving({ id: roomId, code }, { id: user().id, name: nameOf(user()) });
    }

    socket.on('disconnect', () => {
      for (const [code, roomId] of socket.data.rooms) leave(code, roomId);
    });
  });
}
