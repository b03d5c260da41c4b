/** POST /api/quizzes/import: a file from another tool previewed (`preview=true`) or saved as a new quiz. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Say } from '@quiz/contract/message-catalog';
import { QuizLimits, TransferLimits } from '@quiz/contract/limits';
import { Messages } from '@quiz/contract/messages';
import { quizResponse } from '@quiz/contract/quizzes';
import { exportQuery, importPreviewResponse, importQuizFields, leftOutHeader } from '@quiz/contract/transfer';
import { quizIdParams } from '@quiz/contract/quizzes';
import { wordNote } from '@quiz/contract/quiz-file-notes';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/errors';
import { readMultipart } from '../../lib/multipart';
import { parseOrThrow } from '../../lib/validate';
import { requireUser } from '../../plugins/auth';
import { perAccountRateLimit } from '../../plugins/rate-limit-store';
import { exportQuiz } from './export';
import * as service from './service';
import { listed } from './service';

/**
 * Per account, not per address (a class shares one). A file is read whole for each preview and each save, and a
 * save with pictures decodes and stores each one (as many as 100): enough for a teacher bringing in a shelf of
 * quizzes in a quarter of an hour, not for a script making the server decode pictures without end.
 */
export const importLimit = { max: 60, timeWindowMs: 15 * 60_000 };

export async function quizFilesRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/import',
    {
      // authenticate runs first, so the limiter sees who is importing.
      onRequest: app.authenticate,
      config: perAccountRateLimit(importLimit),
      bodyLimit: TransferLimits.fileMaxBytes + 64 * 1024,
      schema: { response: { 200: importPreviewResponse, 201: quizResponse } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!request.isMultipart()) throw badRequest(Say.importFileRequired, { file: Say.importFileRequired });
      const { fields: raw, file } = await readMultipart(request, {
        fileFields: ['file'],
        maxBytes: TransferLimits.fileMaxBytes,
        tooLarge: Say.importTooLarge,
        repeatable: ['keep'],
        // `keep` may be sent once per question kept.
        maxFields: 20 + QuizLimits.questionsMax,
      });
      if (!file || file.data.length === 0) {
        throw badRequest(Say.importFileRequired, { file: Say.importFileRequired });
      }
      const fields = parseOrThrow(importQuizFields, raw);
      if (fields.preview) return { success: true as const, data: await service.previewImport(file, fields) };
      const quiz = await service.importQuiz(ctx, { user, file, fields });
      return reply.status(201).send({ success: true, message: Messages.quizCreated, data: quiz });
    },
  );

  r.get(
    '/:id/export',
    { onRequest: app.identify, schema: { params: quizIdParams, querystring: exportQuery } },
    async (request, reply) => {
      const file = await exportQuiz(ctx, {
        quizId: request.params.id,
        viewer: request.user,
        format: request.query.format,
      });
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .header(
          leftOutHeader,
          encodeURIComponent(
            JSON.stringify(
              listed(file.leftOut, TransferLimits.leftOutListed).map((note) => wordNote(note, request.query.lang)),
            ),
          ),
        )
        .send(file.body);
    },
  );
}
