/**
 * Migration 0019 (issue 36) on a database written before it: the attempts and rooms already there take their quiz's
 * title, and from then on deleting the quiz keeps them (an attempt its quiz id, a room a null quiz).
 */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { migrationsFolder } from './client';

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

/** The migrations folder as a release that had only the migrations before `tag`. */
async function migrationsBefore(tag: string) {
  const older = path.join(await mkdtemp(path.join(tmpdir(), 'qa-migrations-')), 'drizzle');
  folders.push(path.dirname(older));
  await mkdir(path.join(older, 'meta'), { recursive: true });
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag === tag),
  );
  await writeFile(path.join(older, 'meta/_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries) {
    await cp(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(older, `${entry.tag}.sql`));
  }
  return older;
}

it('gives existing attempts and rooms their quiz title, and keeps them when the quiz is deleted', async () => {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create('memory://', { extensions: { pg_trgm } });
  try {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: await migrationsBefore('0019_history_outlives_quiz') });
    await client.exec(`
      insert into users (id, username, email, password_hash)
        values ('00000000-0000-4000-8000-000000000001', 'teacher', 't@example.com', 'x');
      insert into quizzes (id, title, category, created_by)
        values ('00000000-0000-4000-8000-000000000002', 'Old capitals', 'Geography',
                '00000000-0000-4000-8000-000000000001');
      insert into submissions (user_id, quiz_id, attempt_number, correct_answers, total_questions, percentage_score,
                               time_spent_seconds)
        values ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', 1, 1, 2, 50, 30);
      insert into rooms (code, status, host_id, quiz_id, max_participants, time_limit)
        values ('ABC123', 'completed', '00000000-0000-4000-8000-000000000001',
                '00000000-0000-4000-8000-000000000002', 10, 30);`);

    await migrate(db, { migrationsFolder });
    const titles = await client.query<{ t: string }>(
      `select quiz_title as t from submissions union all select quiz_title from rooms`,
    );
    expect(titles.rows.map((r) => r.t)).toEqual(['Old capitals', 'Old capitals']);

    await client.exec(`delete from quizzes where id = '00000000-0000-4000-8000-000000000002'`);
    const kept = await client.query<{ attempt_quiz: string; room_quiz: string | null }>(
      `select (select quiz_id from submissions) as attempt_quiz, (select quiz_id from rooms) as room_quiz`,
    );
    expect(kept.rows).toEqual([{ attempt_quiz: '00000000-0000-4000-8000-000000000002', room_quiz: null }]);
  } finally {
    await client.close();
  }
}, 180_000);
