/**
 * /api/classes (a teacher's classes, their students and login cards; a student joins and leaves) and
 * /api/class-cards (the card sign-in page: a class's card students by code, and signing in with a card).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '@quiz/contract/api';
import { accommodationInput } from '@quiz/contract/assignments';
import {
  cardClassResponse,
  cardResponse,
  cardSignInInput,
  cardsResponse,
  classCode,
  classCreatedResponse,
  classesResponse,
  classInput,
  classResponse,
  classUpdate,
  coTeacherInput,
  coTeachersResponse,
  joinClassInput,
  joinClassResponse,
  memberResponse,
  memberUpdate,
  rosterFileField,
  rosterFileMaxBytes,
  rosterFileResponse,
  rosterInput,
  rosterResponse,
} from '@quiz/contract/classes';
import { Messages } from '@quiz/contract/messages';
import { Say, textOf } from '@quiz/contract/message-catalog';
import { loginResponse } from '@quiz/contract/users';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/errors';
import { readMultipart } from '../../lib/multipart';
import { requireUser } from '../../plugins/auth';
import { authWindowMs } from '../users/auth-limits';
import { presentUser } from '../users/presenter';
import * as roster from './roster';
import { rosterFromXlsx } from './roster-file';
import * as service from './service';
import * as teachers from './teachers';

const byId = z.object({ id: z.string() });
const byMember = z.object({ id: z.string(), memberId: z.string() });

export async function classesRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);

  r.get('/', { schema: { response: { 200: classesResponse } } }, async (request) => ({
    success: true as const,
    data: await service.listClasses(ctx, requireUser(request)),
  }));

  r.post('/', { schema: { body: classInput, response: { 201: classCreatedResponse } } }, async (request, reply) => {
    const data = await service.createClass(ctx, requireUser(request), request.body);
    return reply.code(201).send({ success: true as const, message: Messages.classCreated, data });
  });

  r.post('/join', { schema: { body: joinClassInput, response: { 200: joinClassResponse } } }, async (request) => {
    const { joined, message } = await service.joinClass(ctx, requireUser(request), request.body.code);
    return { success: true as const, message: textOf(message), data: joined };
  });

  r.get('/:id', { schema: { params: byId, response: { 200: classResponse } } }, async (request) => ({
    success: true as const,
    data: await service.classDetail(ctx, requireUser(request), request.params.id),
  }));

  r.put('/:id', { schema: { params: byId, body: classUpdate, response: { 200: classResponse } } }, async (request) => ({
    success: true as const,
    message: Messages.classUpdated,
    data: await service.updateClass(ctx, requireUser(request), request.params.id, request.body),
  }));

  r.delete('/:id', { schema: { params: byId, response: { 200: messageResponse } } }, async (request) => {
    await service.deleteClass(ctx, requireUser(request), request.params.id);
    return { success: true as const, message: Messages.classDeleted };
  });

  r.delete('/:id/membership', { schema: { params: byId, response: { 200: messageResponse } } }, async (request) => {
    await service.leaveClass(ctx, requireUser(request), request.params.id);
    return { success: true as const, message: Messages.classLeft };
  });

  r.post(
    '/:id/roster',
    { schema: { params: byId, body: rosterInput, response: { 201: rosterResponse } } },
    async (request, reply) => {
      const added = await roster.addRoster(ctx, requireUser(request), request.params.id, request.body.names);
      return reply
        .code(201)
        .send({ success: true as const, message: textOf(Say.rosterAdded(added.length)), data: { added } });
    },
  );

  r.post(
    '/:id/teachers',
    { schema: { params: byId, body: coTeacherInput, response: { 201: coTeachersResponse } } },
    async (request, reply) => {
      const data = await teachers.addCoTeacher(ctx, requireUser(request), request.params.id, request.body.name);
      return reply.code(201).send({ success: true as const, message: Messages.coTeacherAdded, data });
    },
  );

  r.delete(
    '/:id/teachers/:userId',
    { schema: { params: z.object({ id: z.string(), userId: z.string() }), response: { 200: messageResponse } } },
    async (request) => {
      await teachers.removeCoTeacher(ctx, requireUser(request), request.params.id, request.params.userId);
      return { success: true as const, message: Messages.coTeacherRemoved };
    },
  );

  r.post('/:id/roster/file', { schema: { params: byId, response: { 200: rosterFileResponse } } }, async (request) => {
    await service.taughtClass(ctx, requireUser(request), request.params.id);
    const file = request.isMultipart()
      ? (
          await readMultipart(request, {
            fileFields: [rosterFileField],
            maxBytes: rosterFileMaxBytes,
            tooLarge: Say.rosterFileUnreadable,
            maxFields: 5,
          })
        ).file
      : undefined;
    if (!file || file.data.length === 0) throw badRequest(Say.rosterEmpty, { [rosterFileField]: Say.rosterEmpty });
    return { success: true as const, data: { names: await rosterFromXlsx(file.data) } };
  });

  r.get('/:id/cards', { schema: { params: byId, response: { 200: cardsResponse } } }, async (request) => ({
    success: true as const,
    data: await roster.loginCards(ctx, requireUser(request), request.params.id),
  }));

  r.post(
    '/:id/members/:memberId/card',
    { schema: { params: byMember, response: { 200: cardResponse } } },
    async (request) => ({
      success: true as const,
      message: Messages.cardReset,
      data: await roster.resetCard(ctx, requireUser(request), request.params.id, request.params.memberId),
    }),
  );

  r.put(
    '/:id/members/:memberId',
    { schema: { params: byMember, body: memberUpdate, response: { 200: memberResponse } } },
    async (request) => ({
      success: true as const,
      message: Messages.memberAdmitted,
      data: await service.admitMember(ctx, requireUser(request), request.params.id, request.params.memberId),
    }),
  );

  r.put(
    '/:id/members/:memberId/accommodation',
    { schema: { params: byMember, body: accommodationInput, response: { 200: memberResponse } } },
    async (request) => ({
      success: true as const,
      message: Messages.accommodationSaved,
      data: await service.setExtraTime(
        ctx,
        requireUser(request),
        { classId: request.params.id, memberId: request.params.memberId },
        request.body.extraTime,
      ),
    }),
  );

  r.delete(
    '/:id/members/:memberId',
    { schema: { params: byMember, response: { 200: messageResponse } } },
    async (request) => {
      await service.removeMember(ctx, requireUser(request), request.params.id, request.params.memberId);
      return { success: true as const, message: Messages.memberRemoved };
    },
  );
}

/** The card sign-in page's routes: no session yet, so limited per address like logins (a class shares one). */
export async function classCardsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Four times the login routes' cap: a card sign-in is a GET and a POST, and a school's classes share one address.
  // Guessing stays out of reach: wrong secrets lock each card after 10 (auth-limits.ts).
  const perAddress = { rateLimit: { max: ctx.config.rateLimits.authPerAddress * 4, timeWindow: authWindowMs } };

  r.get(
    '/:code',
    { config: perAddress, schema: { params: z.object({ code: classCode }), response: { 200: cardClassResponse } } },
    async (request) => ({ success: true as const, data: await roster.cardClass(ctx, request.params.code) }),
  );

  r.post(
    '/sign-in',
    { config: perAddress, schema: { body: cardSignInInput, response: { 200: loginResponse } } },
    async (request) => {
      const { token, user } = await roster.cardSignIn(ctx, request.body);
      return { success: true as const, message: Messages.loginSuccess, token, user: presentUser(user) };
    },
  );
}
