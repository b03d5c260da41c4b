import { defineConfig } from 'vitest/config';

/**
 * contract, server and web tests. When DATABASE_URL is set (CI, `npm run test:all`), the server's tests run twice in
 * the same run: on PostgreSQL (and Redis when REDIS_URL is set) as `server`, and on the embedded default as
 * `server-pglite`, so that both databases keep passing.
 */
const bothDatabases = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  test: {
    // Most server files wait on their database thread, sockets and child processes: three workers keep both cores busy.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || 3,
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' } },
      'apps/server/vitest.config.ts',
      ...(bothDatabases
        ? [
            {
              extends: 'apps/server/vitest.config.ts',
              root: 'apps/server',
              test: { name: 'server-pglite', env: { DATABASE_URL: '', REDIS_URL: '' } },
            },
          ]
        : []),
      'apps/web/vitest.config.ts',
    ],
  },
});
