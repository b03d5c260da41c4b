/** Bearer-token authentication: `app.authenticate` as a preHandler, `requireUser(request)` in handlers. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Say, type Said } from '@quiz/contract/message-catalog';
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

/**
 * The user a token belongs to, read afresh (the account type too: a promotion or demotion counts at once, decision
 * 009), or why it is refused: `accountDeleted` for a genuine token whose account an admin deleted (the page says so,
 * issue 36), `tokenFailed` when it is invalid, expired, or from before a password change.
 */
export async function sessionForToken(ctx: AppContext, token: string): Promise<UserRow | Said> {
  const claims = verifySessionToken(token, ctx.jwtSecret);
  if (!claims) return Say.tokenFailed;
  if (claims.guest) {
    const found = await findGuest(ctx, claims.userId);
    if (!found || found.user.sessionVersion !== claims.sessionVersion) return Say.tokenFailed;
    return guestSessionEnded(found.roomEndedAt) ? Say.tokenFailed : found.user;
  }
  const user = await findUserById(ctx, claims.userId);
  if (!user) return Say.accountDeleted;
  if (user.sessionVersion !== claims.sessionVersion || user.guestRoomId) return Say.tokenFailed;
  // Being here today, by page or by socket, counts towards the login streak.
  await countStreakDay(ctx, user);
  return user;
}

/** Whether sessionForToken refused the token (a message) rather than found the user. */
export const isRefusal = (found: UserRow | Said): found is Said => 'key' in found && 'params' in found;

/** The refusal as the API and the socket handshake give it: 401, with a code the web tells apart. */
export const tokenRefusal = (said: Said) =>
  new AppError(said.key === 'accountDeleted' ? 'account_deleted' : 'token_failed', 401, said);

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
    const user = await sessionForToken(options.ctx, token);
    if (isRefusal(user)) throw tokenRefusal(user);
    if (user.guestRoomId && request.routeOptions.config.guests !== true) {
      throw forbidden(Say.guestsNotAllowedHere, 'guest_not_allowed');
    }
    request.user = user;
  };
  app.decorate('authenticate', (request: FastifyRequest) => identify(request, true));
  app.decorate('identify', (request: FastifyRequest) => identify(request, false));
});
