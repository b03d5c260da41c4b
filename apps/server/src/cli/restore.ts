/**
 * npm run restore -- FILE: replaces the embedded database with a backup from `npm run backup`. The backup is
 * loaded and checked in a folder of its own first; only then does it take the database's place, and the database
 * it replaces is kept beside it. Anything wrong: one line, exit 1, nothing touched.
 */
import { existsSync } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { openDatabase, refuseNewerDatabase, rowsOf } from '../db/client';
import { embeddedConfig, fileArgument, looksLikeDump, megabytes, refuse, runningServer } from './backup-files';

const config = embeddedConfig('restore');
const file = fileArgument('restore');
const server = runningServer(config.dataDir);
if (server) refuse(`The server (pid ${server.pid}) is running on ${config.dataDir}. Stop it first, then restore.`);

let data: Buffer;
try {
  data = await readFile(file);
} catch (error) {
  refuse(`Cannot read ${file}: ${(error as { code?: string }).code === 'ENOENT' ? 'no such file' : String(error)}.`);
}
if (!looksLikeDump(data)) {
  refuse(`${file} is not a backup made by npm run backup (it is damaged, or another kind of file). Nothing changed.`);
}

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const staging = `${config.dbDir}.restoring-${stamp}`;
let users = 0;
let pictureCount = 0;
try {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const loaded = await PGlite.create({ dataDir: staging, loadDataDir: new Blob([data]), extensions: { pg_trgm } });
  await loaded.close();
  const database = await openDatabase({ databaseUrl: undefined, pgliteDir: staging, migrate: false });
  try {
    const found = rowsOf<{ migrations: string | null; users: string | null }>(
      await database.db.execute(
        sql`select to_regclass('drizzle.__drizzle_migrations')::text as migrations, to_regclass('public.users')::text as users`,
      ),
    )[0];
    if (!found?.migrations || !found.users) {
      throw new Error(`${file} is a database, but not Quiz Adventure's. Nothing changed.`);
    }
    await refuseNewerDatabase(database.db, file);
    users = Number(rowsOf<{ n: string }>(await database.db.execute(sql`select count(*) as n from users`))[0]?.n ?? 0);
    // Pictures are in the database since issue 40; an older backup has no table of them.
    const [withPictures] = rowsOf<{ t: string | null }>(
      await database.db.execute(sql`select to_regclass('public.pictures')::text as t`),
    );
    if (withPictures?.t) {
      pictureCount = Number(
        rowsOf<{ n: string }>(await database.db.execute(sql`select count(*) as n from pictures`))[0]?.n ?? 0,
      );
    }
  } finally {
    await database.close();
  }
} catch (error) {
  await rm(staging, { recursive: true, force: true });
  const reason = error instanceof Error ? error.message : String(error);
  refuse(reason.includes('Nothing changed') ? reason : `${file} could not be restored (${reason}). Nothing changed.`);
}

const previous = `${config.dbDir}.before-restore-${stamp}`;
if (existsSync(config.dbDir)) await rename(config.dbDir, previous);
await rename(staging, config.dbDir);
console.log(
  `Restored ${file} (${megabytes(data.length)}, ${users} accounts, ${pictureCount} pictures) into ${config.dbDir}.` +
    (existsSync(previous) ? ` The database it replaced is kept in ${previous}.` : '') +
    ' Start the server as usual; it applies any newer migrations.',
);
