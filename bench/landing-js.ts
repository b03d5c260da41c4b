/**
 * What the landing page costs a visitor in JavaScript, per language of the interface (decision 020): the real server
 * in-process on 127.0.0.1 serving the built web app (`npm run build` first), Chromium opening `/` with its language
 * set to each of ours, every script it loads summed as served and as gzip would send it.
 *
 *   npm run build && npm run bench:landing-js
 *
 * Figures, not pass/fail; exit code 1 only when the page cannot be measured (no build, a script that fails).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import { languageCodes, type Language } from '@quiz/contract/languages';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
// @ts-expect-error -- a plain .mjs module shared with the test script
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

const locales: Record<Language, string> = { en: 'en-US', vi: 'vi-VN' };
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

const dataDir = await mkdtemp(path.join(tmpdir(), 'qa-bench-landing-'));
const config = loadConfig({ NODE_ENV: 'test', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
const app = await buildApp(config);
let failed = false;
try {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  if (!(await (await fetch(`${base}/`)).text()).includes('<div id="root">')) {
    throw new Error('the web app is not built: run npm run build first');
  }
  const browser = await chromium.launch({ executablePath: chromiumPath as string, args: chromiumArgs as string[] });
  const rows: string[][] = [];
  for (const language of languageCodes) {
    const context = await browser.newContext({ locale: locales[language] });
    const page = await context.newPage();
    const scripts = new Map<string, Buffer>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      if (!response.ok()) failed = true;
      void response.body().then((body) => scripts.set(response.url(), body));
    });
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    // The page speaks the visitor's language once its messages are in.
    await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' });
    const bodies = [...scripts.values()];
    if (process.env.LANDING_JS_LIST)
      for (const [url, body] of scripts) console.log(url.replace(/^.*\//, ''), body.length);
    const raw = bodies.reduce((sum, body) => sum + body.length, 0);
    const gzip = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    rows.push([language, String(bodies.length), kib(raw), kib(gzip)]);
    await context.close();
  }
  await browser.close();

  const header = ['language', 'scripts', 'KiB', 'KiB gzip'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padStart(widths[i]!)).join(' | ')} |`;
  console.log(`\nThe landing page's JavaScript (${new Date().toISOString().slice(0, 10)})\n`);
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 1) + ':').join('|')}|`);
  for (const row of rows) console.log(line(row));
  console.log();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
