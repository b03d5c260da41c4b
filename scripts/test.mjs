// npm test: typecheck, lint, unit + API + realtime tests, then end-to-end journeys in Chromium.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath, hasChromium } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, '.test-output');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `  ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return result.status === 0;
}

function ensureChromium() {
  if (hasChromium()) return true;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log("Chromium is missing: installing Debian's chromium package…");
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (hasChromium()) return true;
  }
  console.error(
    `Chromium was not found at ${chromiumPath}. Install it with "sudo apt-get install -y chromium" ` +
      '(or set CHROMIUM_PATH to a Chromium binary), then run npm test again.',
  );
  return false;
}

function counts(file, read) {
  try {
    return read(JSON.parse(readFileSync(path.join(out, file), 'utf8')));
  } catch {
    return { passed: 0, failed: 0, skipped: 0 };
  }
}

const ok =
  ensureChromium() &&
  run('typecheck', 'npm', ['run', 'typecheck']) &&
  run('lint', 'npm', ['run', 'lint']) &&
  run('unit, API and realtime tests (vitest)', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(out, 'vitest.json')}`,
  ]) &&
  // CI points DATABASE_URL at PostgreSQL; the embedded default must keep passing as well.
  (!process.env.DATABASE_URL ||
    run(
      'API and realtime tests again on embedded PGlite',
      'npx',
      [
        'vitest',
        'run',
        '--project',
        'server',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${path.join(out, 'vitest-pglite.json')}`,
      ],
      { DATABASE_URL: '', REDIS_URL: '' },
    )) &&
  // Benchmarks report figures, not pass/fail; their small versions run here so they cannot rot.
  run('API benchmark, small version', 'npm', ['run', 'bench:api:small']) &&
  run('generation benchmark, small version', 'npm', ['run', 'bench:generation', '--', '--pages', '5']) &&
  run('live game benchmark, small version', 'npm', ['run', 'bench:game:small'], { DATABASE_URL: '', REDIS_URL: '' }) &&
  run('private chat benchmark, small version', 'npm', ['run', 'bench:chat:small'], {
    DATABASE_URL: '',
    REDIS_URL: '',
  }) &&
  run('leaderboard benchmark, small version', 'npm', ['run', 'bench:leaderboard:small']) &&
  run('build the web app', 'npm', ['run', 'build']) &&
  run('landing page JavaScript benchmark', 'npm', ['run', 'bench:landing-js']) &&
  run('end-to-end journeys (Playwright, Chromium)', 'npx', ['playwright', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(out, 'playwright.json'),
  });

const readVitest = (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests,
  skipped: r.numPendingTests + r.numTodoTests,
});
const unit = [counts('vitest.json', readVitest), counts('vitest-pglite.json', readVitest)].reduce((a, b) => ({
  passed: a.passed + b.passed,
  failed: a.failed + b.failed,
  skipped: a.skipped + b.skipped,
}));
const e2e = counts('playwright.json', (r) => ({
  passed: r.stats.expected,
  failed: r.stats.unexpected + r.stats.flaky,
  skipped: r.stats.skipped,
}));
const failed = unit.failed + e2e.failed;
console.log(
  `\nvitest: ${unit.passed} passed, ${unit.failed} failed; playwright: ${e2e.passed} passed, ${e2e.failed} failed`,
);
console.log(`tests: ${unit.passed + e2e.passed} passed, ${failed} failed, ${unit.skipped + e2e.skipped} skipped`);
process.exit(ok && failed === 0 ? 0 : 1);
