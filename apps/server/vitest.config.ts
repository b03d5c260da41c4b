import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The tests that start whole server or command-line processes (each opening and migrating its own embedded
 * database): start-up refusals, crash durability, backup and restore, the admin and demo commands. Half of the
 * suite's time; the quick gate (`npm test`, `QUICK_GATE=1`) leaves them to the full one (decision 021).
 */
export const processTests = [
  'test/startup.test.ts',
  'test/durability.test.ts',
  'src/cli/backup.test.ts',
  'src/cli/admin.test.ts',
  'src/cli/seed-demo.test.ts',
];

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.QUICK_GATE === '1' ? processTests : [])],
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
