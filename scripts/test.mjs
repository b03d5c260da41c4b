// The test gates (README "Tests"):
//   npm test          the quick gate a newcomer runs, on the embedded database: typecheck ∥ lint ∥ web build, every
//                     vitest test (contract, server, web) but those that start whole server processes, then the smoke
//                     journeys in Chromium. Under 8 minutes here.
//   npm run test:all  everything (.ci/run calls it): the same, plus the server's tests on PostgreSQL + Redis when
//                     DATABASE_URL is set (beside the embedded pass, in one vitest run), the benchmarks' small runs,
//                     and every journey and accessibility audit. Under 25 minutes here.
// Each stage prints its time; the last line is "tests: N passed, N failed, N skipped".
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath, hasChromium } from './chromium.mjs';

const all = process.argv.includes('--all');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, '.test-output');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const startedAt = Date.now();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

// The quick gate is the embedded default whatever the shell has set; the full gate keeps PostgreSQL and Redis.
const embedded = { DATABASE_URL: '', REDIS_URL: '' };
const databaseEnv = all ? {} : embedded;

/**
 * Runs one stage. Alone, its output streams as it comes; beside others (`quiet`), it is kept and printed whole when
 * the stage ends, so that parallel stages never interleave their lines.
 */
function stage(label, command, args, env = {}, quiet = false) {
  const started = Date.now();
  if (!quiet) console.log(`\n▶ ${label}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...databaseEnv, ...env },
    });
    const kept = [];
    child.stdout?.on('data', (chunk) => kept.push(chunk));
    child.stderr?.on('data', (chunk) => kept.push(chunk));
    child.on('close', (code) => {
      if (quiet) {
        console.log(`\n▶ ${label}`);
        process.stdout.write(Buffer.concat(kept));
      }
      console.log(`  ${label}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds(started)} s`);
      resolve(code === 0);
    });
  });
}

/** Stages that do not depend on each other, side by side; true when all passed. */
async function together(...stages) {
  const started = Date.now();
  const results = await Promise.all(
    stages.map(([label, command, args, env]) => stage(label, command, args, env, true)),
  );
  console.log(`  (side by side: ${seconds(started)} s)`);
  return results.every(Boolean);
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

const benches = [
  // Benchmarks report figures, not pass/fail; their small versions run in the full gate so they cannot rot.
  ['API benchmark, small version', 'npm', ['run', 'bench:api:small']],
  ['generation benchmark, small version', 'npm', ['run', 'bench:generation', '--', '--pages', '5']],
  [
    "the benchmarks' lean Socket.IO client, beside socket.io-client",
    'npx',
    ['tsx', '--test', 'bench/lean-socket.test.ts'],
  ],
  ['live game benchmark, small version', 'npm', ['run', 'bench:game:small'], embedded],
  ["the transport's floor, small version", 'npm', ['run', 'bench:floor', '--', '--small']],
  ['private chat benchmark, small version', 'npm', ['run', 'bench:chat:small'], embedded],
  ['leaderboard benchmark, small version', 'npm', ['run', 'bench:leaderboard:small']],
  ['gradebook benchmark, small version', 'npm', ['run', 'bench:gradebook:small']],
  ['landing page JavaScript benchmark', 'npm', ['run', 'bench:landing-js']],
];

async function run() {
  if (!ensureChromium()) return false;
  // The web app is built once here; Playwright's server uses that build (E2E_WEB_BUILT).
  if (
    !(await together(
      ['typecheck', 'npm', ['run', 'typecheck']],
      ['lint', 'npm', ['run', 'lint']],
      ['build the web app', 'npm', ['run', 'build']],
    ))
  ) {
    return false;
  }
  const vitestOk = await stage(
    all && process.env.DATABASE_URL
      ? 'unit, API and realtime tests (vitest; the server on PostgreSQL and on embedded PGlite)'
      : 'unit, API and realtime tests (vitest)',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(out, 'vitest.json')}`],
    // The quick gate leaves the tests that start whole server processes to the full one (apps/server/vitest.config.ts).
    all ? {} : { QUICK_GATE: '1' },
  );
  if (!vitestOk) return false;
  if (all) {
    for (const [label, command, args, env] of benches) if (!(await stage(label, command, args, env))) return false;
  }
  return stage(
    all ? 'end-to-end journeys and audits (Playwright, Chromium)' : 'smoke journeys (Playwright, Chromium: @smoke)',
    'npx',
    ['playwright', 'test', ...(all ? [] : ['--grep', '@smoke'])],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(out, 'playwright.json'), E2E_WEB_BUILT: '1' },
  );
}

const ok = await run();
const unit = counts('vitest.json', (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests,
  skipped: r.numPendingTests + r.numTodoTests,
}));
const e2e = counts('playwright.json', (r) => ({
  passed: r.stats.expected,
  failed: r.stats.unexpected + r.stats.flaky,
  skipped: r.stats.skipped,
}));
const failed = unit.failed + e2e.failed;
console.log(
  `\n${all ? 'npm run test:all' : 'npm test'} finished in ${seconds(startedAt)} s` +
    `\nvitest: ${unit.passed} passed, ${unit.failed} failed; playwright: ${e2e.passed} passed, ${e2e.failed} failed`,
);
console.log(`tests: ${unit.passed + e2e.passed} passed, ${failed} failed, ${unit.skipped + e2e.skipped} skipped`);
process.exit(ok && failed === 0 ? 0 : 1);
