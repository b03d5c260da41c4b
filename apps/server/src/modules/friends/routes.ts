/** /api/friends and the direct chats under /api/chats. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse as plainMessageResponse } from '@quiz/contract/api';
import { Messages } from '@quiz/contract/messages';
import {
  chatPageQuery,
  chatResponse,
  directChatResponse,
  friendRequestsResponse,
  friendsResponse,
  messageResponse,
  respondResponse,
  respondToRequestInput,
  sendMessageInput,
  sendRequestResponse,
} from '@quiz/contract/social';
import type { AppContext } from '../../context';
import { requireUser } from '../../plugins/auth';
import type { SocialEvents } from './service';
import * as chats from './chats';
import * as service from './service';

export async function friendsRoutes(app: FastifyInstance, { ctx, events }: { ctx: AppContext; events: SocialEvents }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);

  r.get('/', { schema: { response: { 200: friendsResponse } } }, async (request) => ({
    success: true as const,
    data: await service.listFriends(ctx, requireUser(request)),
  }));

  r.get('/requests', { schema: { response: { 200: friendRequestsResponse } } }, async (request) => ({
    success: true as const,
    data: await service.listRequests(ctx, requireUser(request)),
  }));

  r.post(
    '/request/:userId',
    { schema: { params: z.object({ userId: z.string() }), response: { 201: sendRequestResponse } } },
    async (request, reply) => {
      const { message, ...data } = await service.sendRequest(ctx, events, {
        user: requireUser(request),
        receiverId: request.params.userId,
      });
      return reply.code(201).send({ success: true as const, message, data });
    },
  );

  r.put(
    '/request/:requestId',
    {
      schema: {
        params: z.object({ requestId: z.string() }),
        body: respondToRequestInput,
        response: { 200: respondResponse },
      },
    },
    async (request) => {
      const { message, friend } = await service.respondToRequest(ctx, events, {
        user: requireUser(request),
        requestId: request.params.requestId,
        accept: request.body.accept,
      });
      return { success: true as const, message, data: { friend } };
    },
  );

  r.delete(
    '/:userId',
    { schema: { params: z.object({ userId: z.string() }), response: { 200: plainMessageResponse } } },
    async (request) => {
      await service.removeFriend(ctx, events, { user: requireUser(request), friendId: request.params.userId });
      return { success: true as const, message: Messages.friendRemoved };
    },
  );
}

export async function directChatsRoutes(
  app: FastifyInstance,
  { ctx, events }: { ctx: AppContext; events: SocialEvents },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);

  r.get(
    '/direct/:userId',
    { schema: { params: z.object({ userId: z.string() }), response: { 200: directChatResponse } } },
    async (request) => ({
      success: true as const,
      data: await chats.directChat(ctx, { user: requireUser(request), otherId: request.params.userId }),
    }),
  );

  r.get(
    '/:chatId',
    {
      schema: { params: z.object({ chatId: z.string() }), querystring: chatPageQuery, response: { 200: chatResponse } },
    },
    async (request) => ({
      success: true as const,
      data: await chats.readChat(ctx, events, {
        user: requireUser(request),
        chatId: request.params.chatId,
        before: request.query.before,
        limit: request.query.limit,
      }),
    }),
  );

  r.post(
    '/:chatId/messages',
    {
      schema: { params: z.object({ chatId: z.string() }), body: sendMessageInput, response: { 201: messageResponse } },
    },
    async (request, reply) => {
      const data = await chats.postToChat(ctx, events, {
        user: requireUser(request),
        chatId: request.params.chatId,
        content: request.body.content,
        clientMessageId: request.body.clientMessageId,
      });
      return reply.code(201).send({ success: true as const, data });
    },
  );
}
