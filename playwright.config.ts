import { defineConfig } from '@playwright/test';
// @ts-expect-error -- a plain .mjs module shared with the test script
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
import { e2ePorts } from './e2e/support/ports';

export default defineConfig({
  testDir: 'e2e',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
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
    command: 'npm run build && npx tsx e2e/support/serve.ts',
    url: `http://localhost:${e2ePorts.app}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
