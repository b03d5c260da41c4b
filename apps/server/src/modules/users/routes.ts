/** /api/users: accounts. Each handler: validate → (authenticate) → service → presenter. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Say } from '@quiz/contract/message-catalog';
import { messageResponse } from '@quiz/contract/api';
import { UserLimits } from '@quiz/contract/limits';
import { Messages } from '@quiz/contract/messages';
import {
  attachEmailInput,
  loginInput,
  loginResponse,
  profileResponse,
  registerInput,
  registerResponse,
  requestPasswordResetInput,
  resetPasswordInput,
  searchUsersQuery,
  updateProfileInput,
  updateProfileResponse,
  verifyEmailParams,
  verifyEmailResponse,
} from '@quiz/contract/users';
import type { AppContext } from '../../context';
import { AppError, badRequest, keyedMessage } from '../../lib/errors';
import { readMultipart } from '../../lib/multipart';
import { parseOrThrow } from '../../lib/validate';
import { requireUser } from '../../plugins/auth';
import { presentPublicUser, presentUser } from './presenter';
import { authWindowMs } from './auth-limits';
import * as service from './service';
import { attachEmail } from '../classes/card-account';
import { relationshipsOf } from '../friends/service';
import { socialSearchResponse } from '@quiz/contract/social';

export async function usersRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Per address and sized for a whole school behind one address; what guessing and flooding aim at has its own
  // lower limits (auth-limits.ts).
  const authLimited = { rateLimit: { max: ctx.config.rateLimits.authPerAddress, timeWindow: authWindowMs } };

  r.post(
    '/register',
    { config: authLimited, schema: { body: registerInput, response: { 201: registerResponse } } },
    async (request, reply) => {
      const user = await service.registerUser(ctx, request.body);
      return reply.status(201).send({ success: true, message: Messages.registrationSuccess, data: presentUser(user) });
    },
  );

  r.post(
    '/login',
    { config: authLimited, schema: { body: loginInput, response: { 200: loginResponse } } },
    async (request) => {
      const { token, user } = await service.loginUser(ctx, { ...request.body, address: request.ip });
      return { success: true as const, message: Messages.loginSuccess, token, user: presentUser(user) };
    },
  );

  const verify = async (token: string | undefined) => {
    if (!token) throw badRequest(Say.verificationMissingToken);
    const { alreadyVerified } = await service.verifyEmail(ctx, token);
    return {
      success: true as const,
      alreadyVerified,
      message: alreadyVerified ? Messages.alreadyVerified : Messages.verificationSuccess,
    };
  };
  r.get(
    '/verify-email/:token',
    { schema: { params: verifyEmailParams, response: { 200: verifyEmailResponse } } },
    (request) => verify(request.params.token),
  );
  r.get(
    '/verify-email',
    {
      schema: {
        querystring: z.object({ token: z.string().trim().optional() }),
        response: { 200: verifyEmailResponse },
      },
    },
    (request) => verify(request.query.token),
  );

  r.post(
    '/request-password-reset',
    { config: authLimited, schema: { body: requestPasswordResetInput, response: { 200: messageResponse } } },
    async (request) => {
      await service.requestPasswordReset(ctx, request.body.email);
      return { success: true as const, message: Messages.resetRequested };
    },
  );

  r.post(
    '/reset-password',
    { config: authLimited, schema: { body: resetPasswordInput, response: { 200: messageResponse } } },
    async (request) => {
      await service.resetPassword(ctx, request.body);
      return { success: true as const, message: Messages.resetSuccess };
    },
  );

  r.post(
    '/resend-verification',
    { config: authLimited, onRequest: app.authenticate, schema: { response: { 200: messageResponse } } },
    async (request) => {
      const user = requireUser(request);
      if (user.emailVerifiedAt) return { success: true as const, ...keyedMessage(Say.alreadyVerified) };
      await ctx.authLimits.takeMailSlot(user.email);
      try {
        await service.sendVerificationEmail(ctx, user, { background: false });
      } catch (error) {
        request.log.error({ err: error }, 'sending the verification email failed');
        throw new AppError('not_configured', 503, Say.verificationEmailFailed);
      }
      return { success: true as const, ...keyedMessage(Say.verificationSent) };
    },
  );

  // A card student's account takes an e-mail and a password (issue 38, modules/classes/card-account.ts).
  r.post(
    '/attach-email',
    {
      onRequest: app.authenticate,
      config: authLimited,
      schema: { body: attachEmailInput, response: { 200: updateProfileResponse } },
    },
    async (request) => {
      const updated = await attachEmail(ctx, requireUser(request), request.body);
      return { success: true as const, message: Messages.emailAttached, user: presentUser(updated) };
    },
  );

  r.get('/profile', { onRequest: app.authenticate, schema: { response: { 200: profileResponse } } }, (request) => ({
    success: true as const,
    data: presentUser(requireUser(request)),
  }));

  r.put(
    '/profile',
    { onRequest: app.authenticate, schema: { response: { 200: updateProfileResponse } } },
    async (request) => {
      const user = requireUser(request);
      const { fields, picture } = request.isMultipart()
        ? await readMultipart(request, {
            fileFields: ['profilePicture'],
            maxBytes: UserLimits.avatarMaxBytes,
            tooLarge: Say.imageTooLarge,
          }).then(({ fields, file }) => ({ fields, picture: file?.data }))
        : { fields: request.body, picture: undefined };
      const { displayName, language } = parseOrThrow(updateProfileInput, fields ?? {});
      const updated = await service.updateProfile(ctx, { user, displayName, language, picture });
      const message = picture && displayName === undefined ? Messages.profilePictureUpdated : Messages.profileUpdated;
      return { success: true as const, message, user: presentUser(updated) };
    },
  );

  r.get(
    '/search',
    { onRequest: app.authenticate, schema: { querystring: searchUsersQuery, response: { 200: socialSearchResponse } } },
    async (request) => {
      const userId = requireUser(request).id;
      const found = await service.searchUsers(ctx, { userId, query: request.query.query });
      // Each result says how the caller stands with them, for the 'Kết bạn' / 'Đã gửi' button.
      const relationships = await relationshipsOf(
        ctx,
        userId,
        found.map((u) => u.id),
      );
      return {
        success: true as const,
        data: found.map((u) => ({
          ...presentPublicUser(u),
          relationship: relationships.get(u.id) ?? ('none' as const),
        })),
      };
    },
  );
}
