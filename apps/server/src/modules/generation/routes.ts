/** POST /api/quizzes/upload (a PDF) and POST /api/quizzes/ai (a topic). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { aiQuizInput, generatedQuizResponse, uploadQuizFields } from '@quiz/contract/generation';
import { GenerationLimits } from '@quiz/contract/limits';
import { Messages } from '@quiz/contract/messages';
import type { AppContext } from '../../context';
import { AppError, badRequest } from '../../lib/errors';
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
      if (!request.isMultipart()) throw badRequest(Messages.pdfRequired, { pdfFile: Messages.pdfRequired });
      const { fields, pdf } = await readUploadParts(request);
      if (!pdf) throw badRequest(Messages.pdfRequired, { pdfFile: Messages.pdfRequired });
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

/** Fields that may be sent repeatedly (`questionTypes=single&questionTypes=true_false`); others keep the last value. */
const REPEATABLE_FIELDS = new Set(['questionTypes']);

/** Text fields plus one PDF, as `pdfFile` (the spec's name) or `pdf`. */
async function readUploadParts(request: FastifyRequest) {
  const fields: Record<string, string | string[]> = {};
  let pdf: Buffer | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: GenerationLimits.pdfMaxBytes, files: 1, fields: 20 },
    })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'pdfFile' || part.fieldname === 'pdf') pdf = data;
      } else if (typeof part.value === 'string') {
        const previous = fields[part.fieldname];
        fields[part.fieldname] =
          REPEATABLE_FIELDS.has(part.fieldname) && previous !== undefined ? [previous, part.value].flat() : part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('payload_too_large', 413, Messages.pdfTooLarge, { pdfFile: Messages.pdfTooLarge });
    }
    throw error;
  }
  return { fields, pdf };
}
