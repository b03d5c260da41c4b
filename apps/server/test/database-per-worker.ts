/**
 * Runs before each server test file (vitest setupFiles). On PostgreSQL it gives the worker a database of its own,
 * copied from the run's migrated template (test/global-setup.ts), and points DATABASE_URL at it: workers run side by
 * side without seeing each other's rows, and none replays the migrations. The server's files share their worker's
 * module graph (`isolate: false`), so the copy is made once per worker, for its first file. On PGlite nothing is
 * needed here: test/helpers.ts loads the migrated template into each embedded database it opens.
 */
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { postgresAdmin } from './postgres-databases';

const copied = Symbol.for('quiz-adventure.test-database-copied');
const worker = globalThis as { [copied]?: boolean };
const template = inject('postgresTemplate');
const databaseUrl = process.env.DATABASE_URL;
if (template && databaseUrl && !worker[copied]) {
  worker[copied] = true;
  const name = `${inject('postgresCopyPrefix')}${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = await postgresAdmin(databaseUrl);
  try {
    await admin.query(`create database ${admin.escapeIdentifier(name)} template ${admin.escapeIdentifier(template)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
}
