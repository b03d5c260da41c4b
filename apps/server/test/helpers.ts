/** buildTestApp(): the real app on PGlite (or PostgreSQL when DATABASE_URL is set), with a real mailbox. */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { startMailbox, type Mailbox } from './mailbox';
import { testPasswordHashing } from './password-hashing';

export interface TestApp {
  app: FastifyInstance;
  mailbox: Mailbox;
  config: Config;
  close(): Promise<void>;
}

/**
 * A database for a test: on PostgreSQL the worker's own copy of the migrated template (test/database-per-worker.ts), on
 * PGlite a new in-memory one loaded from the migrated template dump (test/global-setup.ts), so nothing is migrated.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const templateFile = databaseUrl ? '' : inject('pgliteTemplateFile');
  const pgliteTemplate = templateFile ? await templateDump(templateFile) : undefined;
  return openDatabase({ databaseUrl, pgliteDir: 'memory://', pgliteTemplate });
}

/** The migrated dump, read once per worker (server test files share their worker's modules). */
let dump: { file: string; bytes: Promise<Uint8Array> } | undefined;
function templateDump(file: string) {
  if (dump?.file !== file) dump = { file, bytes: readFile(file).then((b) => new Uint8Array(b)) };
  return dump.bytes;
}

let shared: Promise<DatabaseHandle> | undefined;
/** One database per test file (PGlite) or worker (PostgreSQL); factories make unique data, so tests never truncate. */
export function sharedDatabase() {
  shared ??= openTestDatabase();
  return shared;
}

export async function closeSharedDatabase() {
  if (shared) await (await shared).close();
  shared = undefined;
}

export async function buildTestApp(
  env: Record<string, string> = {},
  options: {
    rateLimitKeyPrefix?: string;
    ownDatabase?: boolean;
    backupKey?: string;
    onRoute?: BuildOptions['onRoute'];
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'qa-test-'));
  const mailbox = await startMailbox();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    LOG_LEVEL: 'silent',
    SMTP_URL: mailbox.url,
    PUBLIC_URL: 'http://localhost:3000',
    RATE_LIMIT_AUTH_PER_ADDRESS: '10000',
    ...testPasswordHashing,
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    ...(options.ownDatabase && process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...env,
  });
  // Each app counts alone unless a test shares a prefix on purpose (scale-out).
  config.rateLimitKeyPrefix = options.rateLimitKeyPrefix ?? `qa-rl-test-${randomUUID()}:`;
  // An own database is a second connection pool to the same DATABASE_URL, as a second instance would have.
  const app = await buildApp(config, {
    backupKey: options.backupKey,
    onRoute: options.onRoute,
    ...(options.ownDatabase ? {} : { database: await sharedDatabase() }),
  });
  await app.ready();
  return {
    app,
    mailbox,
    config,
    async close() {
      await app.close();
      await mailbox.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** buildTestApp() listening on a free port for socket.io clients; the sockets put in `sockets` close with it. */
export async function buildListeningTestApp(env: Record<string, string> = {}) {
  const t = await buildTestApp(env);
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const sockets: Socket[] = [];
  return {
    ...t,
    url,
    sockets,
    async close() {
      for (const socket of sockets) socket.disconnect();
      await t.close();
    },
  };
}
export type ListeningTestApp = Awaited<ReturnType<typeof buildListeningTestApp>>;
