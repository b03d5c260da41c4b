/** The tests' PostgreSQL databases: a migrated template per run and one copy of it per vitest worker. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * This run's names: `<prefix>tpl` for the template and `<prefix>c_<hex>` for each copy. The prefix is random per run
 * (`qa_t_<8 hex>_`), or QA_TEST_DATABASE_PREFIX when a caller wants to clean up after a killed run (.ci/run does), so
 * no other run's or anybody's databases share it.
 */
export function runDatabaseNames(given = process.env.QA_TEST_DATABASE_PREFIX) {
  const prefix = given || `qa_t_${randomBytes(4).toString('hex')}_`;
  if (!/^[a-z][a-z0-9_]{0,40}$/.test(prefix)) {
    throw new Error(`QA_TEST_DATABASE_PREFIX must be lower-case letters, digits and _ (at most 41), not "${prefix}"`);
  }
  return { template: `${prefix}tpl`, copyPrefix: `${prefix}c_` };
}

/** A connection to the server's `postgres` database, where databases are created and dropped (needs CREATEDB). */
export async function postgresAdmin(databaseUrl: string) {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return client;
}

/** Drops the template `template` and every copy named `<copyPrefix><hex>`, whoever is still connected. */
export async function dropRunDatabases(admin: pg.Client, names: { template: string; copyPrefix: string }) {
  const { rows } = await admin.query<{ datname: string }>(
    'select datname from pg_database where datname = $1 or (starts_with(datname, $2) and substr(datname, $3) ~ $4)',
    [names.template, names.copyPrefix, names.copyPrefix.length + 1, '^[0-9a-f]+$'],
  );
  for (const { datname } of rows)
    await admin.query(`drop database if exists ${admin.escapeIdentifier(datname)} with (force)`);
}
