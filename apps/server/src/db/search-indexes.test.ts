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
    ['quizzes by title, description or category (quiz lists)', 'quizzes', ['title', 'description', 'category']],
    ['quizzes by title or description (admin panel)', 'quizzes', ['title', 'description']],
  ])('finds %s through the trigram indexes', async (_what, table, columns) => {
    const where = columns.map((column) => `${column} ilike '%an\\_n%'`).join(' or ');
    const plan = await planOf(`select id from ${table} where ${where}`);
    for (const column of columns) expect(plan).toContain(`${table}_${column}_trgm_idx`);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});

describe('name search, accents folded (migration 0020)', () => {
  const nameKey = `search_key(username || ' ' || coalesce(display_name, ''))`;

  it('finds users by every word of a name through the folded-name index (friend search)', async () => {
    const plan = await planOf(
      `select id from users where ${nameKey} like search_key('%linh%') and ${nameKey} like search_key('%phạm%')`,
    );
    expect(plan).toContain('users_name_key_trgm_idx');
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it('finds users by a word of the name or of the email through both indexes (admin panel)', async () => {
    const plan = await planOf(
      `select id from users where ${nameKey} like search_key('%an\\_n%') or email ilike '%an\\_n%'`,
    );
    expect(plan).toContain('users_name_key_trgm_idx');
    expect(plan).toContain('users_email_trgm_idx');
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it('folds case, Vietnamese diacritics, đ and runs of spaces', async () => {
    const rows = rowsOf<{ key: string }>(
      await database.db.execute(sql`select search_key(${'  ĐẶNG   Thị  Phạm Ánh '}) as key`),
    );
    expect(rows[0]!.key).toBe(' dang thi pham anh ');
  });
});
