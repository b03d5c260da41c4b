/** /api/admin: the admin panel's users and quizzes. Every route is for admins only, checked once for all of them. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminIdParams,
  adminListQuery,
  adminQuizzesResponse,
  adminUserResponse,
  adminUsersResponse,
  updatePermissionsInput,
} from '@quiz/contract/admin';
import { messageResponse } from '@quiz/contract/api';
import { Say } from '@quiz/contract/message-catalog';
import { Messages } from '@quiz/contract/messages';
import type { AppContext } from '../../context';
import { keyedMessage } from '../../lib/errors';
import { requireUser } from '../../plugins/auth';
import { userRoom, type Realtime } from '../../realtime/io';
import { deleteAnyQuiz } from '../quizzes/service';
import { assertAdmin } from './policy';
import * as service from './service';

export async function adminRoutes(app: FastifyInstance, { ctx, realtime }: { ctx: AppContext; realtime: Realtime }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Before validation, so that nobody but an admin learns anything from these routes, not even their input rules.
  app.addHook('onRequest', async (request) => {
    await app.authenticate(request);
    assertAdmin(request.user);
  });
  const events: service.AdminEvents = {
    disconnectUser: (userId) => {
      realtime.io.to(userRoom(userId)).emit('account-deleted', keyedMessage(Say.accountDeleted));
      realtime.io.in(userRoom(userId)).disconnectSockets(true);
    },
    accountTypeChanged: (userId, accountType) => {
      realtime.io.to(userRoom(userId)).emit('account-updated', { accountType });
    },
  };

  r.get(
    '/users',
    { schema: { querystring: adminListQuery, response: { 200: adminUsersResponse } } },
    async (request) => ({
      success: true as const,
      ...(await service.listUsers(ctx, request.query)),
    }),
  );

  r.delete('/users/:id', { schema: { params: adminIdParams, response: { 200: messageResponse } } }, async (request) => {
    await service.deleteUser(ctx, events, { admin: requireUser(request), userId: request.params.id });
    return { success: true as const, message: Messages.userDeleted };
  });

  r.put(
    '/users/permissions',
    { schema: { body: updatePermissionsInput, response: { 200: adminUserResponse } } },
    async (request) => ({
      success: true as const,
      message: Messages.userPermissionsUpdated,
      data: await service.updatePermissions(ctx, events, { admin: requireUser(request), input: request.body }),
    }),
  );

  r.get(
    '/quizzes',
    { schema: { querystring: adminListQuery, response: { 200: adminQuizzesResponse } } },
    async (request) => ({ success: true as const, ...(await service.listQuizzes(ctx, request.query)) }),
  );

  r.delete(
    '/quizzes/:id',
    { schema: { params: adminIdParams, response: { 200: messageResponse } } },
    async (request) => {
      await deleteAnyQuiz(ctx, { quizId: request.params.id });
      return { success: true as const, message: Messages.quizDeleted };
    },
  );
}
