/** The database: embedded PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set. */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /**
   * A fixed statement, sent as is: for the few hot paths (the live game) where building the SQL through Drizzle
   * on every call would cost more than running it. `name` makes it a prepared statement on PostgreSQL.
   */
  query<T>(name: string, text: string, params: unknown[]): Promise<T[]>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

// Any constant shared by every instance: migrations run one instance at a time.
const migrationLockKey = 727_401;

export async function openDatabase(options: {
  databaseUrl: string | undefined;
  /** Folder for the embedded database, or 'memory://' for a throw-away one. */
  pgliteDir: string;
  migrate?: boolean;
}): Promise<DatabaseHandle> {
  const handle = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(options.pgliteDir);
  if (options.migrate !== false) await handle.migrate();
  return handle;
}

async function openPostgres(url: string) {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
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
    close: () => pool.end(),
  };
}

async function openPglite(dir: string) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (!dir.startsWith('memory://')) await mkdir(path.dirname(dir), { recursive: true });
  // pg_trgm: the search indexes of migration 0008.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Database,
    driver: 'pglite' as const,
    migrate: () => migrate(db, { migrationsFolder }),
    async query<T>(_name: string, text: string, params: unknown[]) {
      return (await client.query<T>(text, params)).rows;
    },
    ping: () => ping(db as unknown as Database),
    close: () => client.close(),
  };
}

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
