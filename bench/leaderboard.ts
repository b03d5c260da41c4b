/**
 * Leaderboard read benchmark: 100,000 players and 1,000,000 graded attempts in PostgreSQL, then GET /api/leaderboard
 * for every period × sort, on page 1 and on a deep page (the middle one), one request at a time through the real
 * app in-process; prints p50/p95/max per case and whether each p95 is under 50 ms. Then times the searches over the
 * same players (GET /api/users/search and GET /api/admin/users?search=) for a name few people have, for text nobody
 * has and for text every bench player has.
 *
 *   psql -h 127.0.0.1 -U postgres -c 'create database qa_bench_leaderboard'     # once
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/qa_bench_leaderboard npm run bench:leaderboard
 *   npm run bench:leaderboard:small   # 2,000 players, 20,000 attempts, embedded PGlite in a temp folder (CI)
 *
 * Attempts are spread over the last 90 days, ten a player, some of them retakes, so the monthly and weekly periods
 * hold fewer players than all time. The totals are then counted from the attempts by the same rules as the running
 * totals (rebuildTotals), and vacuumed as autovacuum would. The seed is kept: a second run against the same
 * database starts measuring at once. A page's totals (players, attempts, average) are cached per instance for up to
 * 5 s, so the figures are those of the page query and its rank count.
 */
import { sql } from 'drizzle-orm';
import { LeaderboardPeriods, LeaderboardSorts, type LeaderboardData } from '@quiz/contract/leaderboard';
import { rowsOf, type Database } from '../apps/server/src/db/client';
import { rebuildTotals } from '../apps/server/src/modules/leaderboard/totals';
import { signSessionToken } from '../apps/server/src/lib/tokens';
import { ms, percentile } from './figures';
import { inProcessApp } from './in-process-app';

const small = process.argv.includes('--small');
const plan = small
  ? { players: 2_000, attemptsPerPlayer: 10, quizzes: 50, requests: 20 }
  : { players: 100_000, attemptsPerPlayer: 10, quizzes: 200, requests: 100 };
const p95TargetMs = 50;

const databaseUrl = small ? undefined : process.env.DATABASE_URL?.trim() || undefined;
if (!small) {
  if (!databaseUrl || !new URL(databaseUrl).pathname.includes('bench')) {
    console.error(
      'bench:leaderboard needs a PostgreSQL database of its own whose name contains "bench", for example:\n' +
        "  psql -h 127.0.0.1 -U postgres -c 'create database qa_bench_leaderboard'\n" +
        '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/qa_bench_leaderboard npm run bench:leaderboard\n' +
        'or run the small version on the embedded database: npm run bench:leaderboard:small',
    );
    process.exit(1);
  }
}

/** The n-th bench id of a kind: the same every run, so a second run finds the first one's seed. */
const benchId = (kind: string, n: string) => sql.raw(`md5('bench-${kind}-' || ${n})::uuid`);

/** Players, quizzes and attempts in a few set-based statements; then every total counted from the attempts. */
async function seed(db: Database, now: Date) {
  const [have] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from users where username like 'bench\_p%'`),
  );
  if ((have?.n ?? 0) >= plan.players) {
    console.log(`Seed found: ${plan.players.toLocaleString()} players.`);
    return;
  }
  const started = Date.now();
  await db.execute(sql`
    insert into users (id, username, email, password_hash, display_name, created_at, streak_days, best_streak,
                       streak_last_day)
    select ${benchId('user', 'g')}, 'bench_p' || g, 'bench_p' || g || '@bench.quiz-adventure.local', '!',
           'Bench Player ' || g, ${now}::timestamptz - (g % 700) * interval '1 hour',
           g % 40, g % 40, (${now}::timestamptz::date - (g % 3))
    from generate_series(1, ${plan.players}) g
    on conflict do nothing`);
  await db.execute(sql`
    insert into quizzes (id, title, category, is_public, created_by, question_count)
    select ${benchId('quiz', 'q')}, 'Bench quiz ' || q, 'Other', true, ${benchId('user', '1')}, 10
    from generate_series(1, ${plan.quizzes}) q
    on conflict do nothing`);
  // Player g's k-th attempt: quiz (7g + 13(k mod 7)) mod Q, so k and k+7 are a retake; within the last 90 days.
  await db.execute(sql`
    insert into submissions (user_id, quiz_id, attempt_number, correct_answers, total_questions, percentage_score,
                             time_spent_seconds, completed_at)
    select ${benchId('user', 'g')}, ${benchId('quiz', `((7 * g + 13 * (k % 7)) % ${plan.quizzes} + 1)`)},
           k / 7 + 1, c, 10, c * 10, 30 + (g * k) % 600,
           ${now}::timestamptz - (((g * 31 + k * 17) % (90 * 24)) * interval '1 hour')
    from generate_series(1, ${plan.players}) g
    cross join generate_series(0, ${plan.attemptsPerPlayer - 1}) k
    cross join lateral (select (g * 7 + k * 3) % 11 as c) correct
    on conflict do nothing`);
  await rebuildTotals(db, now);
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

/**
 * What autovacuum does soon after a bulk load: statistics for the planner, and the visibility map that lets a deep
 * page be read from the index alone (without it every skipped row is fetched from the table).
 */
async function vacuum(db: Database) {
  await db.execute(sql`vacuum analyze leaderboard_stats, users`);
}

async function main() {
  const { app, close } = await inProcessApp('leaderboard', databaseUrl);
  try {
    const now = new Date();
    await seed(app.ctx.db, now);
    await vacuum(app.ctx.db);
    const [counts] = rowsOf<{ players: number; attempts: number }>(
      await app.ctx.db.execute(sql`
        select (select count(*)::int from users where username like 'bench\_p%') as players,
               (select count(*)::int from submissions) as attempts`),
    );
    console.log(
      `${counts!.players.toLocaleString()} players, ${counts!.attempts.toLocaleString()} attempts, ` +
        `${app.ctx.database.driver}; ${plan.requests} sequential requests per case.`,
    );

    const token = await signSessionToken(
      { userId: await firstPlayer(app.ctx.db), sessionVersion: 0 },
      app.ctx.jwtSecret,
    );
    const fetchJson = async (url: string) => {
      const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
      return res.json() as { data: unknown; pagination?: { total: number } };
    };
    const get = async (query: string) => (await fetchJson(`/api/leaderboard?${query}`)).data as LeaderboardData;
    /** p50, p95 and max of `plan.requests` sequential requests after a warm-up. */
    const time = async (request: () => Promise<unknown>) => {
      for (let i = 0; i < 5; i++) await request();
      const times: number[] = [];
      for (let i = 0; i < plan.requests; i++) {
        const started = performance.now();
        await request();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: times.at(-1)! };
    };

    const header = ['period', 'sort', 'page', 'of', 'p50', 'p95', 'max', `p95 < ${p95TargetMs} ms`];
    const rows: string[][] = [];
    let allMet = true;
    for (const period of LeaderboardPeriods) {
      for (const sort of LeaderboardSorts) {
        const { totalPages } = (await get(`timeFrame=${period}&category=${sort}`)).pagination;
        for (const page of [1, Math.max(1, Math.ceil(totalPages / 2))]) {
          const { p50, p95, max } = await time(() => get(`timeFrame=${period}&category=${sort}&page=${page}&limit=20`));
          allMet &&= p95 < p95TargetMs;
          rows.push([period, sort, String(page), String(totalPages), ms(p50), ms(p95), ms(max), met(p95)]);
        }
      }
    }
    printTable(header, rows);
    console.log(`\nEvery p95 under ${p95TargetMs} ms: ${allMet ? 'yes' : 'no'}`);

    // The searches over the same players (trigram indexes, decision 011): the friend search and the admin panel's
    // users table (page 1 and its count), for a name few people have and for text every bench player has.
    await app.ctx.db.execute(sql`update users set account_type = 'admin' where id = ${await firstPlayer(app.ctx.db)}`);
    const searches = [
      ['friend search', (text: string) => `/api/users/search?query=${text}`],
      ['admin users', (text: string) => `/api/admin/users?search=${text}&page=1&limit=20`],
    ] as const;
    const searchRows: string[][] = [];
    for (const [what, url] of searches) {
      for (const text of ['p1234', 'zz-nobody', 'bench']) {
        const { data, pagination } = await fetchJson(url(text));
        const found = pagination?.total ?? (data as unknown[]).length;
        const { p50, p95, max } = await time(() => fetchJson(url(text)));
        searchRows.push([what, text, found.toLocaleString(), ms(p50), ms(p95), ms(max)]);
      }
    }
    printTable(['search', 'text', 'found', 'p50', 'p95', 'max'], searchRows);
  } finally {
    await close();
  }
}

const met = (p95: number) => (p95 < p95TargetMs ? 'yes' : 'NO');

function printTable(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padStart(widths[i]!)).join(' | ')} |`;
  console.log(['', line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n'));
}

async function firstPlayer(db: Database) {
  const [row] = rowsOf<{ id: string }>(await db.execute(sql`select ${benchId('user', '1')}::text as id`));
  return row!.id;
}

await main();
