import { defineConfig } from '@playwright/test';
// @ts-expect-error -- a plain .mjs module shared with the test script
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
import { e2ePorts } from './e2e/support/ports';

export default defineConfig({
  testDir: 'e2e',
  // Hang guards, not figures (figures live in bench/): CI's 2-core machine has run the journeys at a third of this
  // machine's speed, where a 28 s journey took 96 s; a journey that hangs still fails within minutes.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  // Spec files share the server (every journey makes its own people and rooms), so two run at once; a file's tests
  // run in order.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://localhost:${e2ePorts.app}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath as string, args: chromiumArgs as string[] },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // The real server on the embedded database, serving the built web app, with mail caught on loopback.
    // npm test / test:all build the web app once before and say so (E2E_WEB_BUILT); alone, Playwright builds it.
    command: process.env.E2E_WEB_BUILT
      ? 'npx tsx e2e/support/serve.ts'
      : 'npm run build && npx tsx e2e/support/serve.ts',
    url: `http://localhost:${e2ePorts.app}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
