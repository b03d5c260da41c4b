import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { Mailer } from './lib/mailer';
import type { AppMetrics } from './lib/metrics';
import type { Storage } from './lib/storage';
import type { AuthLimits } from './modules/users/auth-limits';
import type { AchievementTracker } from './modules/achievements/tracker';
import type { HomeworkNotices } from './modules/assignments/notices';
import type { QuizReadCache } from './modules/quizzes/read-cache';
import type { RoomEvents } from './modules/rooms/events';
import type { GameCache } from './modules/rooms/game-cache';
import type { GameWriter } from './modules/rooms/game-writer';

/** What services need from the outside world; built once in buildApp. */
export interface AppContext {
  config: Config;
  db: Database;
  database: DatabaseHandle;
  mailer: Mailer;
  storage: Storage;
  jwtSecret: Uint8Array;
  log: FastifyBaseLogger;
  quizCache: QuizReadCache;
  /** How room changes reach the realtime layer (set once Socket.IO is up). */
  roomEvents: RoomEvents;
  gameCache: GameCache;
  gameWriter: GameWriter;
  /** Wrong passwords per account and per address, mail per recipient. */
  authLimits: AuthLimits;
  /** Checks achievements after activity, off the request's path. */
  achievements: AchievementTracker;
  /** Tells students of homework given and due (a durable job on the database). */
  notices: HomeworkNotices;
  /** What GET /metrics reports; absent when METRICS_TOKEN is unset, so nothing is measured. */
  metrics: AppMetrics | undefined;
}
