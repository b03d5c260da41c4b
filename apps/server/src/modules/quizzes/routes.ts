/** /api/quizzes */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '@quiz/contract/api';
import { Messages } from '@quiz/contract/messages';
import {
  myQuizzesQuery,
  quizIdParams,
  quizInput,
  quizListQuery,
  quizListResponse,
  quizResponse,
} from '@quiz/contract/quizzes';
import type { AppContext } from '../../context';
import { requireUser } from '../../plugins/auth';
import { openedFor } from '../assignments/attempts';
import * as service from './service';

const jsonType = 'application/json; charset=utf-8';
/** `assignment`: the homework a student opens the quiz for (issue 38). */
const quizReadQuery = z.object({ assignment: z.string().optional() });

export async function quizzesRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/',
    { onRequest: app.authenticate, schema: { body: quizInput, response: { 201: quizResponse } } },
    async (request, reply) => {
      const quiz = await service.createQuiz(ctx, { user: requireUser(request), input: request.body });
      return reply.status(201).send({ success: true, message: Messages.quizCreated, data: quiz });
    },
  );

  r.get(
    '/',
    { onRequest: app.authenticate, schema: { querystring: myQuizzesQuery, response: { 200: quizListResponse } } },
    async (request) => {
      const { createdBy, ...query } = request.query;
      const page = await service.listQuizzesFor(ctx, { viewer: requireUser(request), createdBy, query });
      return { success: true as const, ...page };
    },
  );

  // The two hot public reads answer a JSON string the service validated against the same response schema.
  r.get(
    '/public',
    { onRequest: app.identify, schema: { querystring: quizListQuery, response: { 200: quizListResponse } } },
    async (request, reply) =>
      reply.type(jsonType).send((await service.publicQuizzesResponseBody(ctx, request.query)) as never),
  );

  r.get(
    '/:id',
    {
      onRequest: app.identify,
      schema: { params: quizIdParams, querystring: quizReadQuery, response: { 200: quizResponse } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { assignment } = request.query;
      // A student reads a private quiz that is their class's homework (issue 38) by naming the assignment.
      const assigned = Boolean(assignment && request.user);
      if (assigned) await openedFor(ctx, request.user!, assignment!, id);
      return reply
        .type(jsonType)
        .send((await service.quizResponseBody(ctx, { quizId: id, viewer: request.user, assigned })) as never);
    },
  );

  r.put(
    '/:id',
    { onRequest: app.authenticate, schema: { params: quizIdParams, body: quizInput, response: { 200: quizResponse } } },
    async (request) => {
      const quiz = await service.updateQuiz(ctx, {
        quizId: request.params.id,
        user: requireUser(request),
        input: request.body,
      });
      return { success: true as const, message: Messages.quizUpdated, data: quiz };
    },
  );

  r.delete(
    '/:id',
    { onRequest: app.authenticate, schema: { params: quizIdParams, response: { 200: messageResponse } } },
    async (request) => {
      await service.deleteQuiz(ctx, { quizId: request.params.id, user: requireUser(request) });
      return { success: true as const, message: Messages.quizDeleted };
    },
  );
}
