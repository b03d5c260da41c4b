/** Environment → typed configuration, in one place (ARCHITECTURE §4). */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { RoomLimits } from '@quiz/contract/limits';
import { defaultPasswordHashCost, type PasswordHashCost } from './lib/passwords';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

function urlWithProtocols(protocols: string[]) {
  return optionalString.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );
}

const wholeNumber = z.coerce.number({ error: 'must be a whole number' }).int({ error: 'must be a whole number' });
const atLeastOne = (fallback: number) => wholeNumber.min(1, { error: 'must be at least 1' }).default(fallback);

/**
 * The auth limits' defaults (docs/decisions/012-classroom-rate-limits.md): high per address, because a whole school
 * shares one; low per account and per mailbox, which is what guessing and flooding aim at.
 */
export const RateLimitDefaults = {
  /** Requests per 15 minutes from one address to each of register, login and the password/verification mail routes. */
  authPerAddress: 300,
  /** Failed logins per 15 minutes for one email, from any address; then that email is locked until the window ends. */
  loginFailuresPerAccount: 10,
  /** Failed logins per 15 minutes from one address, across every email (credential stuffing). */
  loginFailuresPerAddress: 200,
  /** Password-reset and verification emails per hour to one recipient. */
  mailPerRecipient: 3,
  /**
   * Guest joins (POST /rooms/{code}/guests) per 5 minutes from one address: a class of 60 behind one school address
   * joins within a minute, several classes within the window; a script adding fake players stops here.
   */
  guestJoinsPerAddress: 300,
} as const;

/** Fastify's trustProxy from TRUST_PROXY: true/false, a number of hops, or a list of proxy addresses or ranges. */
function trustProxyValue(value: string): TrustProxy | undefined {
  const v = value.trim().toLowerCase();
  if (v === 'true') return true;
  if (v === 'false') return false;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return (_address: string, hop: number) => hop < hops;
  }
  const parts = v.split(',').map((p) => p.trim());
  return parts.every((p) => /^[0-9a-f.:]+(\/\d{1,3})?$/.test(p)) ? parts.join(',') : undefined;
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:']),
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:']),
  JWT_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  PUBLIC_URL: urlWithProtocols(['http:', 'https:']),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:']),
  MAIL_FROM: z.string().trim().min(1).default('Quiz Adventure <no-reply@quiz-adventure.local>'),
  AI_BASE_URL: urlWithProtocols(['http:', 'https:']),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  ADMIN_EMAILS: z.string().default(''),
  RATE_LIMIT_AUTH_PER_ADDRESS: atLeastOne(RateLimitDefaults.authPerAddress),
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: atLeastOne(RateLimitDefaults.loginFailuresPerAccount),
  RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS: atLeastOne(RateLimitDefaults.loginFailuresPerAddress),
  RATE_LIMIT_MAIL_PER_RECIPIENT: atLeastOne(RateLimitDefaults.mailPerRecipient),
  RATE_LIMIT_GUEST_JOINS_PER_ADDRESS: atLeastOne(RateLimitDefaults.guestJoinsPerAddress),
  TRUST_PROXY: optionalString.refine((v) => v === undefined || trustProxyValue(v) !== undefined, {
    message: 'must be true, false, a number of proxies, or comma-separated proxy addresses',
  }),
  ROOM_MAX_PARTICIPANTS: wholeNumber
    .min(2, { error: 'must be at least 2' })
    .max(RoomLimits.participantsCeiling, { error: `must be at most ${RoomLimits.participantsCeiling}` })
    .default(50),
  ROOM_PRESENCE_GRACE_MS: wholeNumber
    .min(0, { error: 'must be at least 0' })
    .max(600_000, { error: 'must be at most 600000' })
    .default(RoomLimits.presenceGraceMs),
  ROOM_HOST_AWAY_CLOSE_MS: wholeNumber
    .min(1000, { error: 'must be at least 1000' })
    .max(86_400_000, { error: 'must be at most 86400000 (a day)' })
    .default(RoomLimits.hostAwayCloseMs),
  HOMEWORK_NOTICE_POLL_MS: wholeNumber
    .min(100, { error: 'must be at least 100' })
    .max(3_600_000, { error: 'must be at most 3600000 (an hour)' })
    .default(30_000),
  PICTURE_SWEEP_MS: wholeNumber
    .min(1000, { error: 'must be at least 1000' })
    .max(86_400_000, { error: 'must be at most 86400000 (a day)' })
    .default(3_600_000),
  PASSWORD_HASH_MEMORY_KIB: wholeNumber
    .min(8, { error: 'must be at least 8' })
    .max(4_194_304, { error: 'must be at most 4194304 (4 GiB)' })
    .default(defaultPasswordHashCost.memoryKib),
  PASSWORD_HASH_PASSES: wholeNumber
    .min(1, { error: 'must be at least 1' })
    .max(100, { error: 'must be at most 100' })
    .default(defaultPasswordHashCost.passes),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: optionalString,
  WORKERS: wholeNumber.min(1, { error: 'must be at least 1' }).max(64, { error: 'must be at most 64' }).optional(),
  METRICS_TOKEN: optionalString.refine((v) => v === undefined || v.length >= 16, {
    message: 'must be at least 16 characters',
  }),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  jwtSecret: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  ai: { baseUrl: string | undefined; apiKey: string | undefined; model: string | undefined };
  adminEmails: string[];
  /** The auth limits (see RateLimitDefaults). */
  rateLimits: { [K in keyof typeof RateLimitDefaults]: number };
  /** Whose X-Forwarded-For to believe for the client's address (Fastify's trustProxy). */
  trustProxy: TrustProxy;
  /** Prefix of rate-limit keys in a shared store, so separate deployments do not count together. */
  rateLimitKeyPrefix: string;
  /** The largest maxParticipants a room may have (SPEC says 50; an operator may raise it). */
  roomMaxParticipants: number;
  /** How long a player may be without a connection before the room is told they left (a reload is not leaving). */
  presenceGraceMs: number;
  /** How long a lobby waits for a host who went away before it closes. */
  hostAwayCloseMs: number;
  /** How often each instance looks for homework to announce, reminders due and notice e-mails to send. */
  noticePollMs: number;
  /** How often each instance removes pictures nothing uses any more (modules/uploads/sweep.ts). */
  pictureSweepMs: number;
  /** argon2id's cost for new password hashes; below OWASP's minimum only when NODE_ENV=test. */
  passwordHashing: PasswordHashCost;
  logLevel: string;
  /** The built web app; served when the folder exists. */
  webDist: string;
  /** The bearer token GET /metrics asks for; unset, there are no metrics (plugins/metrics.ts). */
  metricsToken: string | undefined;
  /**
   * Server processes sharing the port (cluster/primary.ts): WORKERS, else defaultWorkers. Only with PostgreSQL: the
   * embedded database belongs to one process (decision 030).
   */
  workers: number;
}

/**
 * One server process per core on a machine of 4 cores or more; one on a smaller machine, where two processes cost
 * more CPU per join and per answer than they bring (decision 030), and in tests, which start many servers side by side.
 */
export function defaultWorkers(nodeEnv: string, cores = availableParallelism()) {
  if (nodeEnv === 'test' || cores < 4) return 1;
  return Math.min(64, cores);
}

/** What Fastify's trustProxy takes: all, none, proxy addresses, or the first N hops. */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

export class ConfigError extends Error {}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Reads the environment; a bad value throws one line naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    throw new ConfigError(`Invalid configuration: ${name}=${JSON.stringify(env[name] ?? '')} ${issue.message}`);
  }
  const e = parsed.data;
  if (env.AUTH_RATE_LIMIT_MAX !== undefined) {
    throw new ConfigError(
      'Invalid configuration: AUTH_RATE_LIMIT_MAX is replaced by RATE_LIMIT_AUTH_PER_ADDRESS, RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT, RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS and RATE_LIMIT_MAIL_PER_RECIPIENT (see README)',
    );
  }
  const passwordHashing = { memoryKib: e.PASSWORD_HASH_MEMORY_KIB, passes: e.PASSWORD_HASH_PASSES };
  if (
    e.NODE_ENV !== 'test' &&
    (passwordHashing.memoryKib < defaultPasswordHashCost.memoryKib ||
      passwordHashing.passes < defaultPasswordHashCost.passes)
  ) {
    throw new ConfigError(
      `Invalid configuration: PASSWORD_HASH_MEMORY_KIB and PASSWORD_HASH_PASSES may only be lowered below ${defaultPasswordHashCost.memoryKib} and ${defaultPasswordHashCost.passes} when NODE_ENV=test`,
    );
  }
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError('Invalid configuration: JWT_SECRET is required when NODE_ENV=production');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    ai: { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL },
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    rateLimits: {
      authPerAddress: e.RATE_LIMIT_AUTH_PER_ADDRESS,
      loginFailuresPerAccount: e.RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT,
      loginFailuresPerAddress: e.RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS,
      mailPerRecipient: e.RATE_LIMIT_MAIL_PER_RECIPIENT,
      guestJoinsPerAddress: e.RATE_LIMIT_GUEST_JOINS_PER_ADDRESS,
    },
    trustProxy: e.TRUST_PROXY === undefined ? e.NODE_ENV === 'production' : trustProxyValue(e.TRUST_PROXY)!,
    rateLimitKeyPrefix: 'qa-rl:',
    roomMaxParticipants: e.ROOM_MAX_PARTICIPANTS,
    presenceGraceMs: e.ROOM_PRESENCE_GRACE_MS,
    hostAwayCloseMs: e.ROOM_HOST_AWAY_CLOSE_MS,
    noticePollMs: e.HOMEWORK_NOTICE_POLL_MS,
    pictureSweepMs: e.PICTURE_SWEEP_MS,
    passwordHashing,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    metricsToken: e.METRICS_TOKEN,
    workers: e.WORKERS ?? defaultWorkers(e.NODE_ENV),
  };
}
