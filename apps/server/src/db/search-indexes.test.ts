import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers';
import { rowsOf, type DatabaseHandle } from './client';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The plan of `query` when a scan of the whole table is priced out, as it is on a large table. */
async function planOf(query: string) {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql.raw(`explain ${query}`)));
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('contains-any-case search', () => {
  it.each([
    ['users by username, email or display name (admin panel)', 'users', ['username', 'email', 'display_name']],
    ['users by username or display name (friend search)', 'users', ['username', 'display_name']],
    ['quizzes by title, description or category (quiz lists)', 'quizzes', ['title', 'description', 'category']],
    ['quizzes by title or description (admin panel)', 'quizzes', ['title', 'description']],
  ])('finds %s through the trigram indexes', async (_what, table, columns) => {
    const where = columns.map((column) => `${column} ilike '%an\\_n%'`).join(' or ');
    const plan = await planOf(`select id from ${table} where ${where}`);
    for (const column of columns) expect(plan).toContain(`${table}_${column}_trgm_idx`);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
