/** /api/uploads: pictures authors attach to questions. authenticate → rate limit → read the file → service. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Say } from '@quiz/contract/message-catalog';
import { QuestionKindLimits } from '@quiz/contract/limits';
import { questionImageField, questionImageUploadResponse } from '@quiz/contract/uploads';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/errors';
import { readMultipart } from '../../lib/multipart';
import { requireUser } from '../../plugins/auth';
import { perAccountRateLimit } from '../../plugins/rate-limit-store';
import * as service from './service';

/**
 * Per account, not per address (a class shares one): enough for an author picturing every question of a
 * 100-question quiz, with retries, in a quarter of an hour; each upload costs a decode and an encode.
 */
export const questionImageUploadLimit = { max: 150, timeWindowMs: 15 * 60_000 };

export async function uploadsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/question-image',
    {
      // authenticate runs first (it refuses guests' room sessions), so the limiter sees who is uploading.
      onRequest: app.authenticate,
      config: perAccountRateLimit(questionImageUploadLimit),
      schema: { response: { 201: questionImageUploadResponse } },
    },
    async (request, reply) => {
      requireUser(request);
      // The one file sent as `image`; anything else in the form is read and dropped.
      const data = request.isMultipart()
        ? (
            await readMultipart(request, {
              fileFields: [questionImageField],
              maxBytes: QuestionKindLimits.imageMaxBytes,
              tooLarge: Say.imageTooLarge,
              maxFields: 5,
            })
          ).file?.data
        : undefined;
      if (!data || data.length === 0) throw badRequest(Say.imageRequired, { [questionImageField]: Say.imageRequired });
      const upload = await service.uploadQuestionImage(ctx, { data });
      return reply.status(201).send({ success: true, data: upload });
    },
  );
}
