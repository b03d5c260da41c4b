/**
 * npm run backup -- FILE: a consistent snapshot of the embedded database (PGlite's data folder as a gzipped tar).
 * While the server runs it makes the snapshot itself (GET /api/internal/backup); otherwise this opens the folder.
 */
import { existsSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { openDatabase } from '../db/client';
import { embeddedConfig, fileArgument, megabytes, refuse, runningServer } from './backup-files';

const config = embeddedConfig('backup');
const file = fileArgument('backup');
const server = runningServer(config.dataDir);

let dump: Buffer;
if (server) {
  let response: Response;
  try {
    response = await fetch(`${server.url}/api/internal/backup`, { headers: { 'x-backup-key': server.key } });
  } catch {
    refuse(
      `A server (pid ${server.pid}) is registered on ${config.dataDir} but does not answer at ${server.url}. ` +
        `Stop it, or remove ${config.dataDir}/server.json if no server runs there, and try again.`,
    );
  }
  if (!response.ok) refuse(`The running server refused the backup (HTTP ${response.status}).`);
  dump = Buffer.from(await response.arrayBuffer());
} else {
  if (!existsSync(config.dbDir)) refuse(`There is no embedded database in ${config.dbDir} to back up.`);
  const database = await openDatabase({ databaseUrl: undefined, pgliteDir: config.dbDir, migrate: false });
  try {
    dump = await database.dump!();
  } finally {
    await database.close();
  }
}

// Written beside the target and renamed into place: a failed backup never leaves half a file under FILE.
const partial = `${file}.partial`;
try {
  await writeFile(partial, dump, { mode: 0o600 });
  await rename(partial, file);
} catch (error) {
  await rm(partial, { force: true });
  refuse(`Could not write ${file}: ${error instanceof Error ? error.message : String(error)}`);
}
console.log(
  `Backed up the embedded database in ${config.dbDir} to ${file} (${megabytes(dump.length)}, ` +
    `${server ? `taken by the running server, pid ${server.pid}` : 'server not running'}). ` +
    'Uploaded pictures are in the database, so they are in the backup.',
);
