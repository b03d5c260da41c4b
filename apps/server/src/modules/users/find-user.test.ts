/** findUserById: the reads of one moment share a statement, and each caller gets their own row. */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../context';
import { findUserById } from './service';

/** A context whose database answers `select().from(users).where(…)` with `rows`, counting the statements. */
function fakeContext(rows: { id: string; displayName: string }[]) {
  const calls = { statements: 0 };
  const db = {
    select: () => ({
      from: () => ({
        where: () => {
          calls.statements++;
          return Promise.resolve(rows.map((row) => ({ ...row })));
        },
      }),
    }),
  };
  return { ctx: { db } as unknown as AppContext, calls };
}

describe('findUserById', () => {
  it('reads the people asked for at the same moment in one statement, each caller with their own copy', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const { ctx, calls } = fakeContext([
      { id: a, displayName: 'An' },
      { id: b, displayName: 'Binh' },
    ]);
    const [first, second, again, missing] = await Promise.all([
      findUserById(ctx, a),
      findUserById(ctx, b),
      findUserById(ctx, a),
      findUserById(ctx, randomUUID()),
    ]);
    expect(calls.statements).toBe(1);
    expect(first).toMatchObject({ id: a, displayName: 'An' });
    expect(second).toMatchObject({ id: b, displayName: 'Binh' });
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
    expect(missing).toBeUndefined();
  });

  it('finds nobody for an id that is not one, without asking the database', async () => {
    const { ctx, calls } = fakeContext([]);
    expect(await findUserById(ctx, 'not-an-id')).toBeUndefined();
    expect(calls.statements).toBe(0);
  });
});
