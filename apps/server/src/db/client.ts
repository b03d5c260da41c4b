/** The database: embedded PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set. */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index';
import { QueryTimer, type QueryTimeListener } from '../lib/metrics-query-timer';
import { fileSystemCodeOf, StartupError } from '../lib/startup-errors';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What `Database.transaction` hands its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /**
   * A fixed statement, sent as is: for the few hot paths (the live game) where building the SQL through Drizzle
   * on every call would cost more than running it. `name` makes it a prepared statement on PostgreSQL.
   */
  query<T>(name: string, text: string, params: unknown[]): Promise<T[]>;
  ping(): Promise<boolean>;
  /** Tells `listener` how long each statement took (the metrics); the function returned stops it. */
  timeQueries(listener: QueryTimeListener): () => void;
  /** The embedded database's whole data folder as one gzipped tar, consistent (PGlite only). */
  dump?(): Promise<Buffer>;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

// Any constant shared by every instance: migrations run one instance at a time.
const migrationLockKey = 727_401;

export async function openDatabase(options: {
  databaseUrl: string | undefined;
  /** Folder for the embedded database, or 'memory://' for a throw-away one. */
  pgliteDir: string;
  /** A new embedded database's first contents: a gzipped data folder from `dump()` (the tests' migrated template). */
  pgliteTemplate?: Uint8Array;
  migrate?: boolean;
}): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.pgliteDir, options.pgliteTemplate);
  if (options.migrate !== false) {
    try {
      await refuseNewerDatabase(handle.db, options.databaseUrl ? 'DATABASE_URL' : 'DATA_DIR');
      await handle.migrate();
    } catch (error) {
      await handle.close().catch(() => undefined);
      throw error;
    }
  }
  return handle;
}

/**
 * A database last migrated by a newer release holds tables and columns this code does not know; Drizzle would
 * apply nothing and start anyway. Older databases are simply migrated forward.
 */
export async function refuseNewerDatabase(db: Database, where: string) {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  const ours = Math.max(...journal.entries.map((e) => e.when));
  const applied = rowsOf<{ created_at: string | number | null }>(
    // A database never migrated has no such table yet.
    await db.execute(sql`select max(created_at) as created_at from drizzle.__drizzle_migrations`).catch(() => ({
      rows: [],
    })),
  );
  const latest = Number(applied[0]?.created_at ?? 0);
  if (latest > ours) {
    throw new StartupError(
      `the database in ${where} was written by a newer version of Quiz Adventure (its last migration is from ` +
        `${new Date(latest).toISOString()}, this version's from ${new Date(ours).toISOString()}). ` +
        'Upgrade the app, or restore a backup made by this version.',
    );
  }
}

async function openPostgres(url: string) {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Every statement, the pool's own and each transaction's, goes through a client's query.
  const timer = new QueryTimer();
  pool.on('connect', (client) => timer.wrap(client, 'query'));
  const db = drizzle(pool, { schema });
  return {
    db: db as unknown as Database,
    driver: 'postgres' as const,
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
        await migrate(db, { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
        client.release();
      }
    },
    async query<T>(name: string, text: string, params: unknown[]) {
      return (await pool.query({ name, text, values: params })).rows as T[];
    },
    ping: () => ping(db as unknown as Database),
    timeQueries: (listener: QueryTimeListener) => timer.listen(listener),
    close: () => pool.end(),
  };
}

async function openPglite(dir: string, template: Uint8Array | undefined) {
  const { PgliteThread } = await import('./pglite-thread');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (!dir.startsWith('memory://')) await mkdir(path.dirname(dir), { recursive: true });
  // PGlite runs on its own thread (decision 018), with pg_trgm for the search indexes of migration 0008.
  let client: Awaited<ReturnType<typeof PgliteThread.open>>;
  try {
    client = await PgliteThread.open(dir, template);
  } catch (error) {
    // A file-system cause (permissions, a full disk) is reported as such; anything else is the data itself.
    const code = fileSystemCodeOf(error);
    if (code && code in fileSystemProblems) throw error;
    const reason = error instanceof Error ? error.message : (code ?? String(error));
    throw new StartupError(
      `the embedded database in ${dir} could not be opened (${reason}). ` +
        'Restore a backup (npm run restore -- FILE) or move the folder away to start with an empty database.',
      { cause: error },
    );
  }
  // Drizzle's PGlite driver uses only query, exec and transaction, which the thread offers with the same meaning.
  const timer = new QueryTimer();
  timer.wrap(client, 'query');
  timer.wrap(client, 'exec');
  timer.wrapTransactions(client);
  const db = drizzle(client as never, { schema });
  return {
    db: db as unknown as Database,
    driver: 'pglite' as const,
    migrate: () => migrate(db, { migrationsFolder }),
    async query<T>(name: string, text: string, params: unknown[]) {
      return (await client.query<T>(text, params, name ? { name } : {})).rows;
    },
    ping: () => ping(db as unknown as Database),
    timeQueries: (listener: QueryTimeListener) => timer.listen(listener),
    dump: () => client.dump(),
    close: () => client.close(),
  };
}

/** What start-up reports as a problem of the disk or the folder rather than of the data. */
const fileSystemProblems = { EACCES: 1, EPERM: 1, EROFS: 1, ENOSPC: 1, EDQUOT: 1, ENOTDIR: 1, EEXIST: 1 };

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** The rows of `db.execute(sql…)`: both drivers answer `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Postgres' unique-violation, whether it arrives bare or wrapped by Drizzle. */
export function uniqueViolationOf(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? '';
  }
  return null;
}
