/** /api/leaderboard: the global leaderboard, for logged-in people. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { leaderboardQuery, leaderboardResponse } from '@quiz/contract/leaderboard';
import { Messages } from '@quiz/contract/messages';
import type { AppContext } from '../../context';
import { getLeaderboard } from './service';

export async function leaderboardRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/',
    { onRequest: app.authenticate, schema: { querystring: leaderboardQuery, response: { 200: leaderboardResponse } } },
    async (request) => ({
      success: true as const,
      message: Messages.leaderboardLoaded,
      data: await getLeaderboard(ctx, request.query),
    }),
  );
}
