/** /api/quizzes/{id}/submit and /api/submissions */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Say } from '@quiz/contract/message-catalog';
import { quizIdParams } from '@quiz/contract/quizzes';
import {
  submissionHistoryQuery,
  submissionHistoryResponse,
  startAttemptInput,
  startAttemptResponse,
  submissionResponse,
  submitQuizInput,
  submitQuizResponse,
} from '@quiz/contract/submissions';
import type { AppContext } from '../../context';
import { keyedMessage } from '../../lib/errors';
import { requireUser } from '../../plugins/auth';
import * as service from './service';

export async function submitRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/:id/attempts',
    {
      onRequest: app.authenticate,
      schema: {
        params: quizIdParams,
        body: startAttemptInput,
        response: { 200: startAttemptResponse, 201: startAttemptResponse },
      },
    },
    async (request, reply) => {
      const { attempt, resumed } = await service.startTimedAttempt(ctx, {
        quizId: request.params.id,
        user: requireUser(request),
        extraTime: request.body.extraTime,
        assignmentId: request.body.assignmentId,
      });
      // An attempt whose time is still running goes on rather than starting again.
      return reply.status(resumed ? 200 : 201).send({
        success: true,
        ...keyedMessage(resumed ? Say.timedAttemptResumed : Say.timedAttemptStarted),
        attempt,
      });
    },
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/:id/submit',
    {
      onRequest: app.authenticate,
      schema: {
        params: quizIdParams,
        body: submitQuizInput,
        response: { 200: submitQuizResponse, 201: submitQuizResponse },
      },
    },
    async (request, reply) => {
      const { submission, created } = await service.submitQuiz(ctx, {
        quizId: request.params.id,
        user: requireUser(request),
        input: request.body,
      });
      // A timed attempt handed in again answers with the attempt as first stored.
      return reply
        .status(created ? 201 : 200)
        .send({ success: true, ...keyedMessage(created ? Say.quizSubmitted : Say.timedAttemptUsed), submission });
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
