/** Bearer-token authentication: `app.authenticate` as a preHandler, `requireUser(request)` in handlers. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Say } from '@quiz/contract/message-catalog';
import type { UserRow } from '../db/schema/users';
import { AppError, forbidden, unauthenticated } from '../lib/errors';
import { verifySessionToken } from '../lib/tokens';
import { countStreakDay } from '../modules/leaderboard/streaks';
import { findGuest, guestSessionEnded } from '../modules/rooms/guests';
import { findUserById } from '../modules/users/service';
import type { AppContext } from '../context';

declare module 'fastify' {
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
    /** Like authenticate, but a request without a token goes on as a guest. */
    identify(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    user: UserRow | null;
  }
  interface FastifyContextConfig {
    /** Room guests' sessions may use this route (the routes of their own room); every other route refuses them. */
    guests?: boolean;
  }
}

export function bearerTokenOf(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/** The user a token belongs to, or null when it is invalid, expired, or from before a password change. */
export async function userForToken(ctx: AppContext, token: string): Promise<UserRow | null> {
  const claims = await verifySessionToken(token, ctx.jwtSecret);
  if (!claims) return null;
  if (claims.guest) {
    const found = await findGuest(ctx, claims.userId);
    if (!found || found.user.sessionVersion !== claims.sessionVersion) return null;
    return guestSessionEnded(found.roomEndedAt) ? null : found.user;
  }
  const user = await findUserById(ctx, claims.userId);
  if (!user || user.sessionVersion !== claims.sessionVersion || user.guestRoomId) return null;
  // Being here today, by page or by socket, counts towards the login streak.
  await countStreakDay(ctx, user);
  return user;
}

export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthenticated(Say.authenticationRequired);
  return request.user;
}

export const authPlugin = fp(async (app: FastifyInstance, options: { ctx: AppContext }) => {
  app.decorateRequest('user', null);
  const identify = async (request: FastifyRequest, required: boolean) => {
    const token = bearerTokenOf(request.headers.authorization);
    if (!token) {
      if (required) throw unauthenticated(Say.authenticationRequired);
      return;
    }
    // A token that fails is refused even where guests are welcome, so the browser drops its stale session.
    const user = await userForToken(options.ctx, token);
    if (!user) throw new AppError('token_failed', 401, Say.tokenFailed);
    if (user.guestRoomId && request.routeOptions.config.guests !== true) {
      throw forbidden(Say.guestsNotAllowedHere, 'guest_not_allowed');
    }
    request.user = user;
  };
  app.decorate('authenticate', (request: FastifyRequest) => identify(request, true));
  app.decorate('identify', (request: FastifyRequest) => identify(request, false));
});
