/**
 * GET /metrics (issue 40): the instance's metrics (lib/metrics.ts) in Prometheus' text format. Off — 404, nothing
 * measured — unless METRICS_TOKEN is set; then only for `Authorization: Bearer <METRICS_TOKEN>`. Outside /api and
 * outside the per-address rate limits, so a scraper every few seconds is never turned away.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { AggregatorRegistry } from 'prom-client';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AssignmentLimits } from '@quiz/contract/assignments';
import { Say } from '@quiz/contract/message-catalog';
import type { ErrorResponse } from '@quiz/contract/api';
import type { AppContext } from '../context';
import { rowsOf, type Database } from '../db/client';
import { assignmentNotices, assignments } from '../db/schema/assignments';
import { classes } from '../db/schema/classes';
import { askPrimary } from '../cluster/ipc';
import { AppError } from '../lib/errors';
import type { JobName } from '../lib/metrics';
import { gameRoom, type RealtimeServer } from '../realtime/slices';

export const metricsPath = '/metrics';

export function registerMetrics(
  app: FastifyInstance,
  { ctx, io, clustered = false }: { ctx: AppContext; io: RealtimeServer; clustered?: boolean },
) {
  const { metrics } = ctx;
  // A scraper asks every few seconds: its requests are logged only when something goes wrong.
  const quiet = { logLevel: 'warn' as const };
  if (!metrics || !ctx.config.metricsToken) {
    // Answered here rather than left to the not-found handler, which would serve the web app's page.
    app.get(metricsPath, quiet, async (request, reply) => {
      const body: ErrorResponse = { success: false, message: `Route GET ${metricsPath} not found`, code: 'not_found' };
      return reply.status(404).send(body);
    });
    return;
  }

  const expected = digest(ctx.config.metricsToken);
  if (clustered) AggregatorRegistry.setRegistries([metrics.registry]);
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern (`/api/quizzes/:id`), never the URL: one series per route, not per quiz.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  const stopTiming = ctx.database.timeQueries((seconds) => metrics.dbQuery.observe(seconds));
  app.addHook('onClose', async () => stopTiming());

  let lastJobs: Record<JobName, number> = {
    'homework-announcement': 0,
    'homework-reminder': 0,
    'homework-email': 0,
  };
  const namespace = io.of('/');
  metrics.read({
    socketsConnected: () => namespace.sockets.size,
    roomsLive: () => {
      // The adapter's rooms are this instance's own (with Redis too); each socket also has a room of its id.
      let live = 0;
      for (const name of namespace.adapter.rooms.keys()) if (name.startsWith(gameRoom(''))) live++;
      return live;
    },
    async jobsWaiting() {
      try {
        lastJobs = await jobsWaiting(ctx.db);
      } catch (error) {
        // A scrape still answers, with the last counts: the database's trouble shows in /api/health.
        ctx.log.warn({ err: error }, 'metrics: counting the jobs waiting failed');
      }
      return lastJobs;
    },
  });

  app.get(metricsPath, quiet, async (request: FastifyRequest, reply: FastifyReply) => {
    const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    reply.header('www-authenticate', 'Bearer realm="metrics"');
    if (!given) throw new AppError('unauthenticated', 401, Say.authenticationRequired);
    // Compared as fixed-length digests, in constant time: the answer's timing says nothing of the token.
    if (!timingSafeEqual(digest(given), expected)) throw new AppError('token_failed', 401, Say.tokenFailed);
    reply.removeHeader('www-authenticate');
    // In a cluster, every worker's figures, summed by the primary (cluster/primary.ts).
    const text = clustered ? await askPrimary<string>('metrics', null) : await metrics.registry.metrics();
    return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(text);
  });
}

const digest = (text: string) => createHash('sha256').update(text).digest();

const hour = 60 * 60 * 1000;

/**
 * The homework notices' backlog, as notices.ts would claim it now: homework open and not announced, reminders due
 * within the day and not sent (not for archived classes), and notices not e-mailed yet. Each count uses its partial
 * index, so a scrape costs three index scans.
 */
async function jobsWaiting(db: Database): Promise<Record<JobName, number>> {
  const now = new Date();
  const dayAhead = new Date(now.getTime() + AssignmentLimits.reminderHours * hour);
  const [row] = rowsOf<{ announcements: string | number; reminders: string | number; emails: string | number }>(
    await db.execute(sql`
      select
        (select count(*) from ${assignments}
          where ${assignments.announcedAt} is null and ${assignments.opensAt} <= ${now}::timestamptz) as announcements,
        (select count(*) from ${assignments}
          where ${assignments.remindedAt} is null and ${assignments.announcedAt} is not null
            and ${assignments.dueAt} > ${now}::timestamptz and ${assignments.dueAt} <= ${dayAhead}::timestamptz
            and not exists (select 1 from ${classes}
              where ${classes.id} = ${assignments.classId} and ${classes.archivedAt} is not null)) as reminders,
        (select count(*) from ${assignmentNotices} where ${assignmentNotices.mailedAt} is null) as emails
    `),
  );
  return {
    'homework-announcement': Number(row?.announcements ?? 0),
    'homework-reminder': Number(row?.reminders ?? 0),
    'homework-email': Number(row?.emails ?? 0),
  };
}
