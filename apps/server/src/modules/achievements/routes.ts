/** /api/achievements: the catalogue with what the caller has unlocked. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { achievementsResponse } from '@quiz/contract/achievements';
import { Messages } from '@quiz/contract/messages';
import type { AppContext } from '../../context';
import { requireUser } from '../../plugins/auth';
import { listAchievements } from './service';

export async function achievementsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/', { onRequest: app.authenticate, schema: { response: { 200: achievementsResponse } } }, async (request) => ({
    success: true as const,
    message: Messages.achievementsLoaded,
    data: await listAchievements(ctx.db, requireUser(request).id),
  }));
}
