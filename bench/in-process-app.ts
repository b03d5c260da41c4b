/** The real app in this process for the benches that call it directly: PGlite in a temp folder, or `databaseUrl`. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';

export async function inProcessApp(name: string, databaseUrl?: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), `qa-bench-${name}-`));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
  });
  const app = await buildApp(config);
  return {
    app,
    /** Closes the app and removes its temp folder. */
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
