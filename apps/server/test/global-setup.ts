/**
 * Once per test run (vitest globalSetup), the migrated database every test starts from, so that no test file replays
 * the migrations: on PGlite a dump of a migrated data folder, which each embedded database a test opens loads
 * (`pgliteTemplateFile`); on PostgreSQL a template database, which each worker copies into a database of its own
 * (test/database-per-worker.ts). The copies and the template are dropped when the run ends.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { dropRunDatabases, postgresAdmin, runDatabaseNames } from './postgres-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A gzipped, migrated PGlite data folder, or '' when the tests run on PostgreSQL. */
    pgliteTemplateFile: string;
    /** The migrated template database and the prefix of each worker's copy, or '' on PGlite. */
    postgresTemplate: string;
    postgresCopyPrefix: string;
  }
}

export default async function setup(project: TestProject) {
  const env = { ...process.env, ...project.config.env };
  const databaseUrl = env.DATABASE_URL || undefined;
  if (!databaseUrl) {
    const folder = await mkdtemp(path.join(tmpdir(), 'qa-template-'));
    const file = path.join(folder, 'migrated.tar.gz');
    const handle = await openDatabase({ databaseUrl: undefined, pgliteDir: 'memory://' });
    try {
      await writeFile(file, await handle.dump!());
    } finally {
      await handle.close();
    }
    project.provide('pgliteTemplateFile', file);
    project.provide('postgresTemplate', '');
    project.provide('postgresCopyPrefix', '');
    return () => rm(folder, { recursive: true, force: true });
  }

  const names = runDatabaseNames();
  const admin = await postgresAdmin(databaseUrl);
  try {
    await dropRunDatabases(admin, names);
    await admin.query(`create database ${admin.escapeIdentifier(names.template)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(databaseUrl);
  url.pathname = `/${names.template}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), pgliteDir: 'memory://' });
  await handle.close();
  project.provide('pgliteTemplateFile', '');
  project.provide('postgresTemplate', names.template);
  project.provide('postgresCopyPrefix', names.copyPrefix);
  return async () => {
    const again = await postgresAdmin(databaseUrl);
    try {
      await dropRunDatabases(again, names);
    } finally {
      await again.end();
    }
  };
}
