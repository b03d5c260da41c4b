/**
 * /api/assignments (homework: assign, change, delete; a student's To do and one assignment; excuse a student or
 * give another attempt; the per-assignment report) and the class's homework and gradebook under /api/classes.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '@quiz/contract/api';
import {
  assignmentInput,
  assignmentResponse,
  assignmentSettings,
  assignmentsResponse,
  gradebookResponse,
  studentAssignmentResponse,
  studentOverride,
  studentOverrideResponse,
  todoResponse,
} from '@quiz/contract/assignments';
import { Messages } from '@quiz/contract/messages';
import { Say, textOf } from '@quiz/contract/message-catalog';
import { reportQuery, roomReportResponse } from '@quiz/contract/reports';
import type { AppContext } from '../../context';
import { sendTable } from '../../lib/table-files';
import { requireUser } from '../../plugins/auth';
import { reportCsv, reportXlsx } from '../rooms/report-files';
import { gradebookOf } from './gradebook';
import { gradebookCsv, gradebookFileName, gradebookXlsx } from './gradebook-files';
import { assignmentReport } from './report';
import * as service from './service';
import { studentAssignment, todoList } from './todo';

const byId = z.object({ id: z.string() });
const byStudent = z.object({ id: z.string(), memberId: z.string() });
const fileQuery = reportQuery.pick({ lang: true });
const extensions = ['csv', 'xlsx'] as const;

export async function assignmentsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);

  r.post('/', { schema: { body: assignmentInput, response: { 201: assignmentsResponse } } }, async (request, reply) => {
    const data = await service.createAssignments(ctx, requireUser(request), request.body);
    // Homework that is open now is announced at once, not at the next poll.
    void ctx.notices.tick();
    return reply.code(201).send({ success: true as const, message: textOf(Say.assigned(data.length)), data });
  });

  r.get('/todo', { schema: { response: { 200: todoResponse } } }, async (request) => ({
    success: true as const,
    data: await todoList(ctx, requireUser(request)),
  }));

  r.get('/:id', { schema: { params: byId, response: { 200: assignmentResponse } } }, async (request) => ({
    success: true as const,
    data: await service.teacherAssignment(ctx, requireUser(request), request.params.id),
  }));

  r.get('/:id/mine', { schema: { params: byId, response: { 200: studentAssignmentResponse } } }, async (request) => ({
    success: true as const,
    data: (await studentAssignment(ctx, requireUser(request), request.params.id)).view,
  }));

  r.put(
    '/:id',
    { schema: { params: byId, body: assignmentSettings, response: { 200: assignmentResponse } } },
    async (request) => {
      const data = await service.updateAssignment(ctx, requireUser(request), request.params.id, request.body);
      void ctx.notices.tick();
      return { success: true as const, message: Messages.assignmentUpdated, data };
    },
  );

  r.delete('/:id', { schema: { params: byId, response: { 200: messageResponse } } }, async (request) => {
    await service.deleteAssignment(ctx, requireUser(request), request.params.id);
    return { success: true as const, message: Messages.assignmentDeleted };
  });

  r.put(
    '/:id/students/:memberId',
    { schema: { params: byStudent, body: studentOverride, response: { 200: studentOverrideResponse } } },
    async (request) => ({
      success: true as const,
      message: Messages.studentOverrideSaved,
      data: await service.setOverride(
        ctx,
        requireUser(request),
        { assignmentId: request.params.id, memberId: request.params.memberId },
        request.body,
      ),
    }),
  );

  r.get('/:id/report', { schema: { params: byId, response: { 200: roomReportResponse } } }, async (request) => ({
    success: true as const,
    data: await assignmentReport(ctx, requireUser(request), request.params.id),
  }));

  for (const extension of extensions) {
    r.get(`/:id/report.${extension}`, { schema: { params: byId, querystring: fileQuery } }, async (request, reply) => {
      const data = await assignmentReport(ctx, requireUser(request), request.params.id);
      const { lang } = request.query;
      const body = extension === 'csv' ? reportCsv(data, lang) : await reportXlsx(data, lang);
      return sendTable(reply, extension, `quiz-adventure-homework-${data.code}-report.${extension}`, body);
    });
  }
}

/** A class's homework and gradebook, beside the class's own routes under /api/classes. */
export async function classHomeworkRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);

  r.get('/:id/assignments', { schema: { params: byId, response: { 200: assignmentsResponse } } }, async (request) => ({
    success: true as const,
    data: await service.classAssignments(ctx, requireUser(request), request.params.id),
  }));

  r.get('/:id/gradebook', { schema: { params: byId, response: { 200: gradebookResponse } } }, async (request) => ({
    success: true as const,
    data: await gradebookOf(ctx, requireUser(request), request.params.id),
  }));

  for (const extension of extensions) {
    r.get(
      `/:id/gradebook.${extension}`,
      { schema: { params: byId, querystring: fileQuery } },
      async (request, reply) => {
        const book = await gradebookOf(ctx, requireUser(request), request.params.id);
        const { lang } = request.query;
        const body = extension === 'csv' ? gradebookCsv(book, lang) : await gradebookXlsx(book, lang);
        return sendTable(reply, extension, gradebookFileName(book, extension), body);
      },
    );
  }
}
