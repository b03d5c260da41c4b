/**
 * Liveness and readiness. GET /health answers 200 while the process runs, naming its dependencies; GET /health/ready
 * answers 503 from the moment a shutdown starts (SIGTERM: app.ts drains first), so a proxy sends its new work to
 * another instance while this one finishes what it took.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponse, readinessResponse } from '@quiz/contract/api';
import { Say } from '@quiz/contract/message-catalog';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { RealtimeAdapter } from '../../realtime/io';

export async function healthRoutes(
  app: FastifyInstance,
  {
    ctx,
    realtime,
    ready,
  }: {
    ctx: AppContext;
    realtime: { adapter: RealtimeAdapter; ping(): Promise<boolean> };
    /** Whether this instance takes new work: false once a shutdown has started. */
    ready: () => boolean;
  },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/health', { schema: { response: { 200: healthResponse } } }, async () => {
    const [databaseOk, realtimeOk] = await Promise.all([ctx.database.ping(), realtime.ping()]);
    return {
      success: true as const,
      data: {
        status: databaseOk && realtimeOk ? ('ok' as const) : ('degraded' as const),
        database: { driver: ctx.database.driver, ok: databaseOk },
        realtime: { adapter: realtime.adapter, ok: realtimeOk },
        mail: { transport: ctx.mailer.transport },
        ai: { configured: Boolean(ctx.config.ai.baseUrl && ctx.config.ai.model) },
        ready: ready(),
      },
    };
  });

  // A proxy or orchestrator asks every few seconds: logged only when something goes wrong.
  routes.get('/health/ready', { logLevel: 'warn', schema: { response: { 200: readinessResponse } } }, async () => {
    // The same refusal a socket event gets while the server drains (realtime/io.ts).
    if (!ready()) throw new AppError('internal', 503, Say.serverRestarting);
    return { success: true as const, data: { ready: true as const } };
  });
}
