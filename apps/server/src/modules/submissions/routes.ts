/** /api/quizzes/{id}/submit and /api/submissions */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Messages } from '@quiz/contract/messages';
import { quizIdParams } from '@quiz/contract/quizzes';
import {
  submissionHistoryQuery,
  submissionHistoryResponse,
  submissionResponse,
  submitQuizInput,
  submitQuizResponse,
} from '@quiz/contract/submissions';
import type { AppContext } from '../../context';
import { requireUser } from '../../plugins/auth';
import * as service from './service';

export async function submitRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/:id/submit',
    {
      onRequest: app.authenticate,
      schema: { params: quizIdParams, body: submitQuizInput, response: { 201: submitQuizResponse } },
    },
    async (request, reply) => {
      const submission = await service.submitQuiz(ctx, {
        quizId: request.params.id,
        user: requireUser(request),
        input: request.body,
      });
      return reply.status(201).send({ success: true, message: Messages.quizSubmitted, submission });
    },
  );
}

export async function submissionsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/user',
    {
      onRequest: app.authenticate,
      schema: { querystring: submissionHistoryQuery, response: { 200: submissionHistoryResponse } },
    },
    async (request) => ({
      success: true as const,
      ...(await service.listSubmissionHistory(ctx, { userId: requireUser(request).id, ...request.query })),
    }),
  );

  r.get(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: { params: z.object({ id: z.string() }), response: { 200: submissionResponse } },
    },
    async (request) => ({
      success: true as const,
      message: 'Quiz results loaded',
      data: await service.getSubmission(ctx, { submissionId: request.params.id, viewer: requireUser(request) }),
    }),
  );
}
