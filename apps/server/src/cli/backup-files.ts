/** What `npm run backup` and `npm run restore` share: the configuration, the running server, a clear refusal. */
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { ConfigError, loadConfig, type Config } from '../config';
import { runningServer } from '../lib/server-file';

/** One line on stderr and exit 1: a refusal touches nothing. */
export function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The configuration, for the embedded database only (PostgreSQL has pg_dump and pg_restore). */
export function embeddedConfig(verb: 'backup' | 'restore'): Config & { dbDir: string } {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) refuse(error.message);
    throw error;
  }
  if (config.databaseUrl) {
    refuse(
      verb === 'backup'
        ? 'DATABASE_URL is set: back up PostgreSQL with pg_dump, e.g. pg_dump --format=custom --file=FILE "$DATABASE_URL"'
        : 'DATABASE_URL is set: restore PostgreSQL with pg_restore, e.g. pg_restore --clean --if-exists --dbname="$DATABASE_URL" FILE',
    );
  }
  return { ...config, dbDir: path.join(config.dataDir, 'db') };
}

export function fileArgument(verb: 'backup' | 'restore'): string {
  const file = process.argv[2];
  if (!file) refuse(`Usage: npm run ${verb} -- FILE`);
  return path.resolve(file);
}

export { runningServer };

/**
 * Whether `data` is a gzipped tar of a PostgreSQL data folder, as `npm run backup` writes (PGlite's dumpDataDir):
 * checked before PGlite sees it, since a truncated gzip crashes its loader instead of failing.
 */
export function looksLikeDump(data: Buffer): boolean {
  let tar: Buffer;
  try {
    tar = gunzipSync(data);
  } catch {
    return false;
  }
  // A tar's first header holds a name and "ustar" at offset 257; a data folder has PG_VERSION.
  return tar.length >= 512 && tar.subarray(257, 262).toString('latin1') === 'ustar' && tar.includes('PG_VERSION');
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
