/** /api/rooms and /api/chats/room: thin routes over the rooms service (the socket handlers share it). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Messages } from '@quiz/contract/messages';
import {
  answerInput,
  answerResponse,
  checkHostResponse,
  createRoomInput,
  createRoomResponse,
  endRoomResponse,
  participantsResponse,
  playerStateResponse,
  roomCodeParams,
  roomMessagesResponse,
  roomResponse,
  roomSettingsResponse,
} from '@quiz/contract/rooms';
import type { AppContext } from '../../context';
import { requireUser } from '../../plugins/auth';
import * as service from './service';

export async function roomsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);
  const byCode = { params: roomCodeParams };

  r.get('/settings', { schema: { response: { 200: roomSettingsResponse } } }, async () => ({
    success: true as const,
    data: { maxParticipants: ctx.config.roomMaxParticipants },
  }));

  r.post('/', { schema: { body: createRoomInput, response: { 201: createRoomResponse } } }, async (request, reply) => {
    const data = await service.createRoom(ctx, { user: requireUser(request), input: request.body });
    return reply.code(201).send({ success: true as const, message: Messages.roomCreated, data });
  });

  r.get('/:code', { schema: { ...byCode, response: { 200: roomResponse } } }, async (request) => ({
    success: true as const,
    data: await service.getRoom(ctx, { code: request.params.code, user: requireUser(request) }),
  }));

  r.post('/:code/join', { schema: { ...byCode, response: { 200: roomResponse } } }, async (request) => ({
    success: true as const,
    data: await service.joinAndPresent(ctx, { code: request.params.code, user: requireUser(request) }),
  }));

  r.post('/:code/start', { schema: { ...byCode, response: { 200: roomResponse } } }, async (request) => ({
    success: true as const,
    message: Messages.gameStarted,
    data: await service.startRoom(ctx, { code: request.params.code, user: requireUser(request) }),
  }));

  r.post('/:code/end', { schema: { ...byCode, response: { 200: endRoomResponse } } }, async (request) => ({
    success: true as const,
    message: Messages.gameEnded,
    data: await service.endRoom(ctx, { code: request.params.code, user: requireUser(request) }),
  }));

  r.get('/:code/question', { schema: { ...byCode, response: { 200: playerStateResponse } } }, async (request) => ({
    success: true as const,
    data: await service.playerState(ctx, { code: request.params.code, user: requireUser(request) }),
  }));

  r.post(
    '/:code/answer',
    { schema: { ...byCode, body: answerInput, response: { 200: answerResponse } } },
    async (request) => ({
      success: true as const,
      message: Messages.answerSubmitted,
      data: await service.submitAnswer(ctx, {
        code: request.params.code,
        user: requireUser(request),
        questionId: request.body.questionId,
        answerId: request.body.answerId,
      }),
    }),
  );

  r.get('/:code/participants', { schema: { ...byCode, response: { 200: participantsResponse } } }, async (request) => ({
    success: true as const,
    data: await service.getParticipants(ctx, { code: request.params.code }),
  }));

  r.get('/:code/check-host', { schema: { ...byCode, response: { 200: checkHostResponse } } }, async (request) => ({
    success: true as const,
    isHost: await service.isHost(ctx, { code: request.params.code, user: requireUser(request) }),
  }));
}

export async function chatsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/room/:roomId/messages',
    {
      onRequest: app.authenticate,
      schema: { params: z.object({ roomId: z.string() }), response: { 200: roomMessagesResponse } },
    },
    async (request) => service.listRoomMessages(ctx, { roomId: request.params.roomId, user: requireUser(request) }),
  );
}
