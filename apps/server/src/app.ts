/** buildApp(config): plugins → modules → error handler, without listening (tests inject into it). */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createClient, type RedisClientType } from 'redis';
import { Say } from '@quiz/contract/message-catalog';
import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase, type DatabaseHandle } from './db/client';
import { MemoryAttemptCounter, RedisAttemptCounter } from './lib/attempt-counter';
import { AppError } from './lib/errors';
import { StartupError } from './lib/startup-errors';
import { createMailer, type Mailer } from './lib/mailer';
import { AppMetrics } from './lib/metrics';
import { createStorage } from './lib/storage';
import { refuseNul } from './lib/validate';
import { adminRoutes } from './modules/admin/routes';
import { classCardsRoutes, classesRoutes } from './modules/classes/routes';
import { directChatsRoutes, friendsRoutes } from './modules/friends/routes';
import { achievementsRoutes } from './modules/achievements/routes';
import { backupRoutes } from './modules/backup/routes';
import { AchievementTracker } from './modules/achievements/tracker';
import { HomeworkNotices } from './modules/assignments/notices';
import { assignmentsRoutes, classHomeworkRoutes } from './modules/assignments/routes';
import { generationRoutes } from './modules/generation/routes';
import { quizFilesRoutes } from './modules/quiz-files/routes';
import { leaderboardRoutes } from './modules/leaderboard/routes';
import { healthRoutes } from './modules/health/routes';
import { QuizReadCache } from './modules/quizzes/read-cache';
import { quizzesRoutes } from './modules/quizzes/routes';
import { ratingsRoutes } from './modules/ratings/routes';
import { chatsRoutes, roomsRoutes } from './modules/rooms/routes';
import { GameCache } from './modules/rooms/game-cache';
import { GameWriter } from './modules/rooms/game-writer';
import { submissionsRoutes, submitRoutes } from './modules/submissions/routes';
import { AuthLimits } from './modules/users/auth-limits';
import { uploadsRoutes } from './modules/uploads/routes';
import { movePictureFilesIn } from './modules/uploads/files-in';
import { pictureRoutes } from './modules/uploads/serve';
import { PictureSweep } from './modules/uploads/sweep';
import { usersRoutes } from './modules/users/routes';
import { authPlugin } from './plugins/auth';
import { registerErrorHandler } from './plugins/error-handler';
import { registerMetrics } from './plugins/metrics';
import { sharedRateLimitStore } from './plugins/rate-limit-store';
import { PrimaryAttemptCounter } from './cluster/counters';
import { createRealtime, type Realtime } from './realtime/io';
import { RoomBroadcaster } from './realtime/room-broadcaster';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    realtime: Realtime;
    /** Where a graceful shutdown stands ('running' until one starts). */
    shutdownStep: string;
  }
}

/** How long a shutdown waits for the acknowledgements it owes (main.ts gives the whole shutdown 10 s). */
const shutdownDrainMs = 5_000;

export interface BuildOptions {
  /** A database the caller owns (tests share one per file); otherwise one is opened and closed with the app. */
  database?: DatabaseHandle;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** Opens GET /api/internal/backup on the embedded database (main.ts writes it to DATA_DIR/server.json). */
  backupKey?: string;
  /** Told of every route as it is added (the bad-input sweep walks them all: test/bad-input.test.ts). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * One worker of a cluster on this machine (cluster/primary.ts): without Redis, its sockets meet the other workers'
   * through Socket.IO's cluster adapter and its rate limits are counted by the primary.
   */
  clusterWorker?: boolean;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // While a shutdown drains, requests are still answered (the readiness check says 503, /api/health stays up);
    // each answer then says `Connection: close` (the onSend hook below), so kept-alive connections end.
    return503OnClosing: false,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') }));
  const ownsDatabase = !options.database;
  const mailer = options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });

  let redis: RedisClientType | undefined;
  if (config.redisUrl) {
    redis = createClient({ url: config.redisUrl });
    await connectRedis(redis, config.redisUrl).catch(async (error: unknown) => {
      if (ownsDatabase) await database.close();
      throw error;
    });
    redis.on('error', (error: unknown) => app.log.error({ err: error }, 'redis error'));
  }

  // Counters every instance (Redis) or every process of this machine (the cluster's primary) shares; else in process.
  const client = redis;
  const sharedCounter = client
    ? (prefix: string) => new RedisAttemptCounter(client, prefix)
    : options.clusterWorker
      ? (prefix: string) => new PrimaryAttemptCounter(prefix)
      : undefined;
  const broadcaster = new RoomBroadcaster();
  const gameWriter = new GameWriter(database);
  const ctx: AppContext = {
    config,
    db: database.db,
    database,
    mailer,
    storage: createStorage(database.db),
    jwtSecret: new TextEncoder().encode(await resolveJwtSecret(config)),
    log: app.log,
    quizCache: new QuizReadCache(),
    roomEvents: broadcaster,
    gameCache: new GameCache(!config.redisUrl && !options.clusterWorker),
    gameWriter,
    achievements: new AchievementTracker(database.db, app.log, () => gameWriter.busy()),
    authLimits: new AuthLimits(
      sharedCounter?.(config.rateLimitKeyPrefix) ?? new MemoryAttemptCounter(),
      config.rateLimits,
    ),
    notices: new HomeworkNotices(),
    metrics: config.metricsToken ? new AppMetrics() : undefined,
  };
  app.decorate('ctx', ctx);
  const realtime = await createRealtime(app.server, ctx, {
    redis,
    broadcaster,
    clusterWorker: options.clusterWorker ?? false,
  });
  app.decorate('realtime', realtime);
  app.addHook('onReady', () => ctx.notices.start(ctx));
  // Pictures still kept as files by a version before issue 40 move into the database before the first request.
  await movePictureFilesIn(database.db, path.join(config.dataDir, 'uploads'), app.log);
  const pictureSweep = new PictureSweep();
  app.addHook('onReady', () => pictureSweep.start(ctx));

  // A graceful shutdown (SIGTERM, SIGINT): before the listener closes, clients are told and everything already
  // acknowledged or handed to a batch is written; then the database closes last.
  // Each step names itself (`shutdownStep`), so a shutdown that overruns says where it stands (main.ts).
  app.decorate('shutdownStep', 'running');
  const step = (name: string) => {
    app.shutdownStep = name;
  };
  // Once shutting down, no connection is kept alive for another request: a browser polling through a kept-alive
  // connection would otherwise hold the listener open past the shutdown's 10 s.
  app.addHook('onSend', async (_request, reply) => {
    if (app.shutdownStep !== 'running') reply.header('connection', 'close');
  });
  app.addHook('preClose', async () => {
    step('telling clients and waiting for the acknowledgements owed');
    await realtime.drain(shutdownDrainMs);
    step('closing the listener (open HTTP requests finish first)');
  });
  app.addHook('onClose', async () => {
    ctx.gameCache.close();
    step("writing the games' last batches");
    await ctx.gameWriter.idle();
    step('finishing the achievement checks');
    await ctx.achievements.idle();
    step('finishing the homework notices');
    await ctx.notices.close();
    step('finishing the picture sweep');
    await pictureSweep.close();
    step('closing the realtime server');
    await realtime.close();
    step('closing Redis');
    if (redis?.isOpen) await redis.quit();
    mailer.close();
    step('closing the database');
    if (ownsDatabase) await database.close();
    step('closed');
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // react-hot-toast and Radix set inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => request.ip,
    ...(sharedCounter ? { store: sharedRateLimitStore(sharedCounter, config.rateLimitKeyPrefix) } : {}),
    errorResponseBuilder: () => new AppError('rate_limited', 429, Say.tooManyRequests),
  });
  await app.register(multipart);
  await app.register(authPlugin, { ctx });
  // Every route's path, query and body, before its schema: a NUL is refused by one rule (lib/validate.ts).
  app.addHook('preValidation', async (request) => refuseNul(request.params, request.query, request.body));
  const webApp = existsSync(path.join(config.webDist, 'index.html'));
  registerErrorHandler(app, { serveWebApp: webApp });
  registerMetrics(app, { ctx, io: realtime.io, clustered: options.clusterWorker });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { ctx, realtime, ready: () => app.shutdownStep === 'running' });
      await api.register(usersRoutes, { ctx, prefix: '/users' });
      await api.register(quizzesRoutes, { ctx, prefix: '/quizzes' });
      await api.register(submitRoutes, { ctx, prefix: '/quizzes' });
      await api.register(generationRoutes, { ctx, prefix: '/quizzes' });
      await api.register(quizFilesRoutes, { ctx, prefix: '/quizzes' });
      await api.register(submissionsRoutes, { ctx, prefix: '/submissions' });
      await api.register(ratingsRoutes, { ctx, prefix: '/ratings' });
      await api.register(roomsRoutes, { ctx, prefix: '/rooms' });
      await api.register(chatsRoutes, { ctx, prefix: '/chats' });
      await api.register(friendsRoutes, { ctx, events: realtime.social, prefix: '/friends' });
      await api.register(directChatsRoutes, { ctx, events: realtime.social, prefix: '/chats' });
      await api.register(adminRoutes, { ctx, realtime, prefix: '/admin' });
      await api.register(classesRoutes, { ctx, prefix: '/classes' });
      await api.register(classHomeworkRoutes, { ctx, prefix: '/classes' });
      await api.register(assignmentsRoutes, { ctx, prefix: '/assignments' });
      await api.register(classCardsRoutes, { ctx, prefix: '/class-cards' });
      await api.register(leaderboardRoutes, { ctx, prefix: '/leaderboard' });
      await api.register(achievementsRoutes, { ctx, prefix: '/achievements' });
      await api.register(uploadsRoutes, { ctx, prefix: '/uploads' });
      if (options.backupKey && database.dump) {
        await api.register(backupRoutes, { database, key: options.backupKey });
      }
    },
    { prefix: '/api' },
  );

  await app.register(pictureRoutes, { ctx });
  if (webApp) await serveWebApp(app, config.webDist);
  return app;
}

/** The built SPA: hashed assets cached for a year, everything else revalidated. */
async function serveWebApp(app: FastifyInstance, root: string) {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      res.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}

/** node-redis retries a refused connection for ever; at start-up the first failure is one clear line. */
async function connectRedis(client: RedisClientType, url: string) {
  const parsed = new URL(url);
  const at = `${parsed.hostname}:${parsed.port || 6379}`;
  const refuse = (reason: string, cause?: unknown) =>
    new StartupError(`cannot connect to Redis at ${at} (${reason}). Check REDIS_URL.`, { cause });
  let timer: NodeJS.Timeout | undefined;
  let onError: ((error: { code?: string; message?: string }) => void) | undefined;
  const failed = new Promise<never>((_, reject) => {
    onError = (error) =>
      reject(refuse(error.code === 'ECONNREFUSED' ? 'connection refused' : (error.message ?? 'error'), error));
    client.on('error', onError);
    timer = setTimeout(() => reject(refuse('no answer within 10 s')), 10_000);
  });
  try {
    await Promise.race([client.connect(), failed]);
  } catch (error) {
    client.destroy();
    throw error;
  } finally {
    clearTimeout(timer);
    // Once connected, errors are the app's to log (and node-redis reconnects); until then they failed the start.
    client.off('error', onError!);
  }
}

/** JWT_SECRET, or one generated once and kept in DATA_DIR so sessions survive a restart. */
async function resolveJwtSecret(config: Config): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    await mkdir(config.dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(() => undefined);
    return (await readFile(file, 'utf8')).trim();
  }
}
