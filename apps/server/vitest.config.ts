import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // One migrated database per run, copied for each worker (test/global-setup.ts, test/database-per-worker.ts).
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/database-per-worker.ts'],
    // A worker runs its files one after another in one module graph: the app's ~1 s of imports is paid once per
    // worker, not once per file. Files share nothing else but the worker's database, where factories make unique
    // data (nothing truncates), and each closes what it opened.
    isolate: false,
  },
});
