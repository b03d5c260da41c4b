/** /api/ratings */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '@quiz/contract/api';
import { Messages } from '@quiz/contract/messages';
import { quizRatingsResponse, rateQuizInput, rateQuizResponse } from '@quiz/contract/ratings';
import type { AppContext } from '../../context';
import { requireUser } from '../../plugins/auth';
import * as service from './service';

export async function ratingsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/',
    { onRequest: app.authenticate, schema: { body: rateQuizInput, response: { 200: rateQuizResponse } } },
    async (request) => ({
      success: true as const,
      message: Messages.ratingSaved,
      data: await service.rateQuiz(ctx, { user: requireUser(request), input: request.body }),
    }),
  );

  r.get(
    '/quiz/:quizId',
    {
      onRequest: app.identify,
      schema: { params: z.object({ quizId: z.string() }), response: { 200: quizRatingsResponse } },
    },
    async (request) => ({
      success: true as const,
      data: await service.listRatings(ctx, { quizId: request.params.quizId, viewer: request.user }),
    }),
  );

  r.delete(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: { params: z.object({ id: z.string() }), response: { 200: messageResponse } },
    },
    async (request) => {
      await service.deleteRating(ctx, { ratingId: request.params.id, user: requireUser(request) });
      return { success: true as const, message: Messages.ratingDeleted };
    },
  );
}
