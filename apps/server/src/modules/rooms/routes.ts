/** /api/rooms and /api/chats/room: thin routes over the rooms service (the socket handlers share it). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GuestLimits } from '@quiz/contract/limits';
import { Messages } from '@quiz/contract/messages';
import {
  answerInput,
  answerResponse,
  checkHostResponse,
  claimGuestInput,
  claimGuestResponse,
  createRoomInput,
  createRoomResponse,
  endRoomResponse,
  guestJoinInput,
  guestJoinResponse,
  hostActionInput,
  hostPacedViewResponse,
  lockRoomInput,
  participantParams,
  participantsResponse,
  playerStateResponse,
  roomCodeParams,
  roomMessagesResponse,
  roomResponse,
  roomSettingsResponse,
} from '@quiz/contract/rooms';
import {
  gameReviewResponse,
  hostedRoomsResponse,
  playedGamesResponse,
  reportQuery,
  roomReportResponse,
} from '@quiz/contract/reports';
import type { AppContext } from '../../context';
import { requireUser } from '../../plugins/auth';
import * as guests from './guests';
import * as report from './report';
import { reportCsv, reportFileName, reportXlsx } from './report-files';
import { sendTable } from '../../lib/table-files';
import { submitAnswer } from './answers';
import { listRoomMessages } from './chat';
import { gameState, hostAction } from './host-paced';
import { joinAndPresent } from './joining';
import { endRoom, startRoom } from './lifecycle';
import { createRoom, getParticipants, getRoom, isHost, removeParticipant, setRoomLocked } from './lobby';
import { playerState } from './self-paced';

export async function roomsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const byCode = { params: roomCodeParams };
  // A guest's session opens these (for their own room: the service answers 404 for any other); the rest need an
  // account.
  const forGuests = { guests: true };

  // /play: the code and a nickname, no account. The only route here that needs no session.
  r.post(
    '/:code/guests',
    {
      config: { rateLimit: { max: ctx.config.rateLimits.guestJoinsPerAddress, timeWindow: GuestLimits.joinWindowMs } },
      schema: { ...byCode, body: guestJoinInput, response: { 201: guestJoinResponse } },
    },
    async (request, reply) => {
      const data = await guests.joinAsGuest(ctx, { code: request.params.code, nickname: request.body.nickname });
      return reply.code(201).send({ success: true as const, data });
    },
  );

  await app.register(async (authed) => {
    authed.addHook('onRequest', authed.authenticate);
    await roomRoutesForMembers(authed, ctx, forGuests);
  });
}

async function roomRoutesForMembers(app: FastifyInstance, ctx: AppContext, forGuests: { guests: boolean }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const byCode = { params: roomCodeParams };

  r.get('/settings', { schema: { response: { 200: roomSettingsResponse } } }, async () => ({
    success: true as const,
    data: { maxParticipants: ctx.config.roomMaxParticipants },
  }));

  r.post('/', { schema: { body: createRoomInput, response: { 201: createRoomResponse } } }, async (request, reply) => {
    const data = await createRoom(ctx, { user: requireUser(request), input: request.body });
    return reply.code(201).send({ success: true as const, message: Messages.roomCreated, data });
  });

  r.get('/:code', { config: forGuests, schema: { ...byCode, response: { 200: roomResponse } } }, async (request) => ({
    success: true as const,
    data: await getRoom(ctx, { code: request.params.code, user: requireUser(request) }),
  }));

  r.post(
    '/:code/join',
    { config: forGuests, schema: { ...byCode, response: { 200: roomResponse } } },
    async (request) => ({
      success: true as const,
      data: await joinAndPresent(ctx, { code: request.params.code, user: requireUser(request) }),
    }),
  );

  r.post(
    '/:code/lock',
    { schema: { ...byCode, body: lockRoomInput, response: { 200: roomResponse } } },
    async (request) => ({
      success: true as const,
      message: request.body.locked ? Messages.roomLockedToast : Messages.roomUnlockedToast,
      data: await setRoomLocked(ctx, {
        code: request.params.code,
        user: requireUser(request),
        locked: request.body.locked,
      }),
    }),
  );

  r.delete(
    '/:code/participants/:participantId',
    { schema: { params: participantParams, response: { 200: roomResponse } } },
    async (request) => {
      const { name, room } = await removeParticipant(ctx, {
        code: request.params.code,
        user: requireUser(request),
        participantId: request.params.participantId,
      });
      return { success: true as const, message: Messages.playerRemoved(name), data: room };
    },
  );

  r.get('/hosted', { schema: { response: { 200: hostedRoomsResponse } } }, async (request) => ({
    success: true as const,
    data: await report.hostedRooms(ctx, { user: requireUser(request) }),
  }));

  r.get('/played', { schema: { response: { 200: playedGamesResponse } } }, async (request) => ({
    success: true as const,
    data: await report.playedGames(ctx, { user: requireUser(request) }),
  }));

  const reportSchema = { ...byCode, querystring: reportQuery };
  r.get(
    '/:code/review',
    { config: forGuests, schema: { ...reportSchema, response: { 200: gameReviewResponse } } },
    async (request) => ({
      success: true as const,
      data: await report.gameReview(ctx, { code: request.params.code, user: requireUser(request), ...request.query }),
    }),
  );
  r.get('/:code/report', { schema: { ...reportSchema, response: { 200: roomReportResponse } } }, async (request) => ({
    success: true as const,
    data: await report.roomReport(ctx, { code: request.params.code, user: requireUser(request), ...request.query }),
  }));

  for (const extension of ['csv', 'xlsx'] as const) {
    r.get(`/:code/report.${extension}`, { schema: reportSchema }, async (request, reply) => {
      const { lang, ...query } = request.query;
      const data = await report.roomReport(ctx, { code: request.params.code, user: requireUser(request), ...query });
      const body = extension === 'csv' ? reportCsv(data, lang) : await reportXlsx(data, lang);
      return sendTable(reply, extension, reportFileName(data, extension), body);
    });
  }

  r.post(
    '/guests/claim',
    { schema: { body: claimGuestInput, response: { 200: claimGuestResponse } } },
    async (request) => {
      const data = await guests.claimGuestResults(ctx, { user: requireUser(request), tokens: request.body.tokens });
      return { success: true as const, message: data.claimed.length > 0 ? Messages.guestResultKept : undefined, data };
    },
  );

  r.post('/:code/start', { schema: { ...byCode, response: { 200: roomResponse } } }, async (request) => ({
    success: true as const,
    message: Messages.gameStarted,
    data: await startRoom(ctx, { code: request.params.code, user: requireUser(request) }),
  }));

  r.post('/:code/end', { schema: { ...byCode, response: { 200: endRoomResponse } } }, async (request) => ({
    success: true as const,
    message: Messages.gameEnded,
    data: await endRoom(ctx, { code: request.params.code, user: requireUser(request) }),
  }));

  r.get(
    '/:code/question',
    { config: forGuests, schema: { ...byCode, response: { 200: playerStateResponse } } },
    async (request) => ({
      success: true as const,
      data: await playerState(ctx, { code: request.params.code, user: requireUser(request) }),
    }),
  );

  r.post(
    '/:code/answer',
    { config: forGuests, schema: { ...byCode, body: answerInput, response: { 200: answerResponse } } },
    async (request) => ({
      success: true as const,
      message: Messages.answerSubmitted,
      data: await submitAnswer(ctx, {
        code: request.params.code,
        user: requireUser(request),
        ...request.body,
      }),
    }),
  );

  // Host-paced games: where the game stands for the caller, and the host's buttons.
  r.get(
    '/:code/state',
    { config: forGuests, schema: { ...byCode, response: { 200: hostPacedViewResponse } } },
    async (request) => ({
      success: true as const,
      data: await gameState(ctx, { code: request.params.code, user: requireUser(request) }),
    }),
  );

  r.post(
    '/:code/host-action',
    { schema: { ...byCode, body: hostActionInput, response: { 200: hostPacedViewResponse } } },
    async (request) => ({
      success: true as const,
      data: await hostAction(ctx, {
        code: request.params.code,
        user: requireUser(request),
        action: request.body.action,
      }),
    }),
  );

  r.get(
    '/:code/participants',
    { config: forGuests, schema: { ...byCode, response: { 200: participantsResponse } } },
    async (request) => ({
      success: true as const,
      data: await getParticipants(ctx, { code: request.params.code, user: requireUser(request) }),
    }),
  );

  r.get(
    '/:code/check-host',
    { config: forGuests, schema: { ...byCode, response: { 200: checkHostResponse } } },
    async (request) => ({
      success: true as const,
      isHost: await isHost(ctx, { code: request.params.code, user: requireUser(request) }),
    }),
  );
}

export async function chatsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/room/:roomId/messages',
    {
      onRequest: app.authenticate,
      config: { guests: true },
      schema: { params: z.object({ roomId: z.string() }), response: { 200: roomMessagesResponse } },
    },
    async (request) => listRoomMessages(ctx, { roomId: request.params.roomId, user: requireUser(request) }),
  );
}
