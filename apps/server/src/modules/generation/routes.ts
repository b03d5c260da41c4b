/** POST /api/quizzes/upload (a PDF) and POST /api/quizzes/ai (a topic). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Say } from '@quiz/contract/message-catalog';
import { aiQuizInput, generatedQuizResponse, uploadQuizFields } from '@quiz/contract/generation';
import { GenerationLimits } from '@quiz/contract/limits';
import { Messages } from '@quiz/contract/messages';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/errors';
import { readMultipart } from '../../lib/multipart';
import { parseOrThrow } from '../../lib/validate';
import { requireUser } from '../../plugins/auth';
import * as service from './service';

export async function generationRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/upload',
    { onRequest: app.authenticate, schema: { response: { 201: generatedQuizResponse } } },
    async (request, reply) => {
      const user = requireUser(request);
      if (!request.isMultipart()) throw badRequest(Say.pdfRequired, { pdfFile: Say.pdfRequired });
      const { fields, file } = await readMultipart(request, {
        fileFields: ['pdfFile', 'pdf'],
        maxBytes: GenerationLimits.pdfMaxBytes,
        tooLarge: Say.pdfTooLarge,
        repeatable: ['questionTypes'],
      });
      const pdf = file?.data;
      if (!pdf) throw badRequest(Say.pdfRequired, { pdfFile: Say.pdfRequired });
      const quiz = await service.createQuizFromPdf(ctx, { user, fields: parseOrThrow(uploadQuizFields, fields), pdf });
      return reply.status(201).send({ success: true, message: Messages.quizCreated, data: quiz });
    },
  );

  r.post(
    '/ai',
    { onRequest: app.authenticate, schema: { body: aiQuizInput, response: { 201: generatedQuizResponse } } },
    async (request, reply) => {
      const quiz = await service.createQuizFromTopic(ctx, { user: requireUser(request), input: request.body });
      return reply.status(201).send({ success: true, message: Messages.quizCreated, data: quiz });
    },
  );
}
