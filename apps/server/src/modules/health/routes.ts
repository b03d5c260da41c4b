import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponse } from '@quiz/contract/api';
import type { AppContext } from '../../context';

export async function healthRoutes(
  app: FastifyInstance,
  { ctx, realtime }: { ctx: AppContext; realtime: { adapter: 'in-process' | 'redis'; ping(): Promise<boolean> } },
) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/health', { schema: { response: { 200: healthResponse } } }, async () => {
      const [databaseOk, realtimeOk] = await Promise.all([ctx.database.ping(), realtime.ping()]);
      return {
        success: true as const,
        data: {
          status: databaseOk && realtimeOk ? ('ok' as const) : ('degraded' as const),
          database: { driver: ctx.database.driver, ok: databaseOk },
          realtime: { adapter: realtime.adapter, ok: realtimeOk },
          mail: { transport: ctx.mailer.transport },
          ai: { configured: Boolean(ctx.config.ai.baseUrl && ctx.config.ai.model) },
        },
      };
    });
}
