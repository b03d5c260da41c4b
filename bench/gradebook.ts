/**
 * Gradebook benchmark (issue 38): a class of 40 students with 60 homework assignments, every student handing in
 * each one (2,400 attempts, a fifth of them with a second try), on the embedded database; then the teacher's
 * GET /api/classes/{id}/gradebook, one request at a time through the real app in-process (p50/p95/max; budget:
 * p95 < 150 ms), and GET /api/classes/{id}/gradebook.xlsx (each time, the slowest; budget: < 2 s).
 *
 *   npm run bench:gradebook          # 40 × 60, the budgets
 *   npm run bench:gradebook:small    # 10 × 10, a few requests (CI: it runs, the figures are not judged)
 */
import { sql } from 'drizzle-orm';
import type { Gradebook } from '@quiz/contract/assignments';
import { rowsOf } from '../apps/server/src/db/client';
import { signSessionToken } from '../apps/server/src/lib/tokens';
import { ms, percentile, printTable } from './figures';
import { inProcessApp } from './in-process-app';

const small = process.argv.includes('--small');
const plan = small
  ? { students: 10, assignments: 10, requests: 10, downloads: 2 }
  : { students: 40, assignments: 60, requests: 100, downloads: 10 };
const budgets = { jsonP95Ms: 150, xlsxMs: 2000 };

const id = (kind: string, n: string) => sql.raw(`md5('bench-gradebook-${kind}-' || ${n})::uuid`);

async function main() {
  const { app, close } = await inProcessApp('gradebook', undefined);
  try {
    const db = app.ctx.db;
    const now = new Date();
    const seeded = performance.now();
    await db.execute(sql`
      insert into users (id, username, email, password_hash, display_name)
      values (${id('teacher', '1')}, 'bench_teacher', 'bench_teacher@bench.quiz-adventure.local', '!', 'Cô Hà')`);
    await db.execute(sql`
      insert into users (id, username, email, password_hash, display_name)
      select ${id('student', 's')}, 'bench_s' || s, 'bench_s' || s || '@card.invalid', '!', 'Học sinh ' || s
      from generate_series(1, ${plan.students}) s`);
    await db.execute(sql`
      insert into classes (id, owner_id, name, code)
      values (${id('class', '1')}, ${id('teacher', '1')}, 'Lớp 7A', 'BENCH7')`);
    await db.execute(sql`
      insert into class_members (class_id, user_id, name, card, status)
      select ${id('class', '1')}, ${id('student', 's')}, 'Học sinh ' || s, true, 'active'
      from generate_series(1, ${plan.students}) s`);
    await db.execute(sql`
      insert into quizzes (id, title, category, is_public, created_by, question_count)
      values (${id('quiz', '1')}, 'Bench quiz', 'Other', false, ${id('teacher', '1')}, 10)`);
    // One a day over the term; the last few not due yet.
    await db.execute(sql`
      insert into assignments (id, class_id, quiz_id, quiz_title, created_by, opens_at, due_at, closes_at, attempts,
                               counts, announced_at, reminded_at)
      select ${id('assignment', 'a')}, ${id('class', '1')}, ${id('quiz', '1')}, 'Homework ' || a, ${id('teacher', '1')},
             ${now}::timestamptz - (${plan.assignments} - a + 2) * interval '1 day',
             ${now}::timestamptz - (${plan.assignments} - a - 3) * interval '1 day',
             ${now}::timestamptz - (${plan.assignments} - a - 5) * interval '1 day',
             2, case when a % 2 = 0 then 'best' else 'last' end, ${now}, ${now}
      from generate_series(1, ${plan.assignments}) a`);
    // Every student hands in each, a fifth of them twice, a few late.
    await db.execute(sql`
      insert into submissions (user_id, quiz_id, attempt_number, correct_answers, total_questions, percentage_score,
                               time_spent_seconds, completed_at, assignment_id, late)
      select ${id('student', 's')}, ${id('quiz', '1')}, (a - 1) * 2 + t, c, 10, c * 10, 120,
             ${now}::timestamptz - (${plan.assignments} - a) * interval '1 day' + t * interval '1 hour',
             ${id('assignment', 'a')}, (s * a) % 13 = 0
      from generate_series(1, ${plan.students}) s
      cross join generate_series(1, ${plan.assignments}) a
      cross join generate_series(1, 2) t
      cross join lateral (select (s * 7 + a * 3 + t) % 11 as c) score
      where t = 1 or (s + a) % 5 = 0`);
    const [counts] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from submissions where assignment_id is not null`),
    );
    console.log(
      `${plan.students} students × ${plan.assignments} assignments, ${counts!.n.toLocaleString()} attempts, ` +
        `${app.ctx.database.driver}; seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s.`,
    );

    const [teacher] = rowsOf<{ id: string }>(await db.execute(sql`select ${id('teacher', '1')}::text as id`));
    const [klass] = rowsOf<{ id: string }>(await db.execute(sql`select ${id('class', '1')}::text as id`));
    const token = await signSessionToken({ userId: teacher!.id, sessionVersion: 0 }, app.ctx.jwtSecret);
    const get = async (url: string) => {
      const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return res;
    };
    const timed = async (times: number, url: string) => {
      for (let i = 0; i < 3; i++) await get(url);
      const took: number[] = [];
      for (let i = 0; i < times; i++) {
        const started = performance.now();
        await get(url);
        took.push(performance.now() - started);
      }
      return took.sort((a, b) => a - b);
    };

    const book = (await get(`/api/classes/${klass!.id}/gradebook`)).json().data as Gradebook;
    const cells = book.rows.reduce((sum, r) => sum + r.cells.length, 0);
    console.log(`Gradebook: ${book.rows.length} rows × ${book.columns.length} columns (${cells} cells).`);
    const json = await timed(plan.requests, `/api/classes/${klass!.id}/gradebook`);
    const xlsx = await timed(plan.downloads, `/api/classes/${klass!.id}/gradebook.xlsx?lang=vi`);
    const jsonP95 = percentile(json, 0.95);
    const xlsxMax = xlsx.at(-1)!;
    printTable(
      ['request', 'runs', 'p50', 'p95', 'max', 'budget', 'met'],
      [
        'gradebook JSON',
        String(json.length),
        ms(percentile(json, 0.5)),
        ms(jsonP95),
        ms(json.at(-1)!),
        'p95 < 150 ms',
        jsonP95 < budgets.jsonP95Ms ? 'yes' : 'NO',
      ],
    );
    printTable(
      ['request', 'runs', 'p50', 'p95', 'max', 'budget', 'met'],
      [
        'gradebook XLSX',
        String(xlsx.length),
        ms(percentile(xlsx, 0.5)),
        ms(percentile(xlsx, 0.95)),
        ms(xlsxMax),
        'max < 2 s',
        xlsxMax < budgets.xlsxMs ? 'yes' : 'NO',
      ],
    );
    if (!small && (jsonP95 >= budgets.jsonP95Ms || xlsxMax >= budgets.xlsxMs)) process.exitCode = 1;
  } finally {
    await close();
  }
}

await main();
