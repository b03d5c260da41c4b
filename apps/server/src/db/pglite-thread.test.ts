import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueViolationOf } from './client';
import { PgliteThread } from './pglite-thread';

let thread: PgliteThread;
beforeAll(async () => {
  thread = await PgliteThread.open('memory://');
  await thread.exec(`
    create table notes (id int primary key, body text not null constraint notes_body_unique unique);
    create table moments (id int primary key, at timestamptz not null);
    insert into moments values (1, '2024-05-06 07:08:09+00');
  `);
});
afterAll(async () => {
  await thread.close();
});

const countNotes = async (where: Pick<PgliteThread, 'query'> = thread) =>
  Number((await where.query<{ n: string | number }>('select count(*) as n from notes')).rows[0]!.n);

describe('PgliteThread', () => {
  it('answers a statement with its rows, as objects or as arrays', async () => {
    const objects = await thread.query<{ a: number; b: string }>('select $1::int as a, $2::text as b', [7, 'seven']);
    expect(objects.rows).toEqual([{ a: 7, b: 'seven' }]);
    expect(objects.fields.map((f) => f.name)).toEqual(['a', 'b']);
    const arrays = await thread.query<unknown[]>('select 1::int as a, $1::text as b', ['one'], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 'one']]);
  });

  it('keeps a timestamptz as text when a parser is given for its type, and makes it a Date otherwise', async () => {
    const parsed = await thread.query<{ at: unknown }>('select at from moments where id = 1');
    expect(parsed.rows[0]!.at).toBeInstanceOf(Date);
    expect((parsed.rows[0]!.at as Date).toISOString()).toBe('2024-05-06T07:08:09.000Z');
    const text = await thread.query<{ at: unknown }>('select at from moments where id = 1', [], {
      parsers: { 1184: (value: string) => value },
    });
    expect(typeof text.rows[0]!.at).toBe('string');
    expect(text.rows[0]!.at).toMatch(/^2024-05-06/);
  });

  it('commits every statement of a transaction', async () => {
    const before = await countNotes();
    const result = await thread.transaction(async (tx) => {
      await tx.query('insert into notes values ($1, $2)', [101, 'committed one']);
      await tx.query('insert into notes values ($1, $2)', [102, 'committed two']);
      return 'done';
    });
    expect(result).toBe('done');
    expect(await countNotes()).toBe(before + 2);
  });

  it('rolls back everything when the callback throws, and rethrows its own error', async () => {
    const before = await countNotes();
    const own = new Error('changed my mind');
    const failed = thread.transaction(async (tx) => {
      await tx.query('insert into notes values ($1, $2)', [201, 'rolled back one']);
      await tx.exec(`insert into notes values (202, 'rolled back two')`);
      expect(await countNotes(tx)).toBe(before + 2);
      throw own;
    });
    await expect(failed).rejects.toBe(own);
    expect(await countNotes()).toBe(before);
  });

  it('holds a statement sent outside an open transaction until the transaction has committed', async () => {
    const before = await countNotes();
    let outside: Promise<number> | undefined;
    await thread.transaction(async (tx) => {
      await tx.query('insert into notes values ($1, $2)', [301, 'seen after commit']);
      outside = countNotes();
      // Give the outside statement every chance to overtake the transaction.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.query('insert into notes values ($1, $2)', [302, 'also seen after commit']);
    });
    expect(await outside).toBe(before + 2);
  });

  it('reports a unique violation with its code and constraint, as uniqueViolationOf reads it', async () => {
    await thread.query('insert into notes values ($1, $2)', [401, 'taken']);
    const error: unknown = await thread.query('insert into notes values ($1, $2)', [402, 'taken']).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'notes_body_unique' });
    expect(uniqueViolationOf(error)).toBe('notes_body_unique');
    expect(uniqueViolationOf(new Error('wrapped', { cause: error }))).toBe('notes_body_unique');
  });

  it('runs a named statement prepared once, and a failure of one run leaves the next runs working', async () => {
    const insert = (id: number, body: string) =>
      thread.query<{ id: number }>('insert into notes values ($1, $2) returning id', [id, body], { name: 'note-add' });
    expect((await insert(601, 'first')).rows).toEqual([{ id: 601 }]);
    const error: unknown = await insert(602, 'first').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: '23505', constraint: 'notes_body_unique' });
    expect((await insert(603, 'second')).rows).toEqual([{ id: 603 }]);
    // Unnamed statements and transactions share the database with it as before.
    expect(await countNotes()).toBeGreaterThanOrEqual(2);
    const refused: unknown = await thread.query('select * from no_such_table', [], { name: 'broken' }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(refused).toMatchObject({ code: '42P01' });
    expect((await thread.query<{ a: number }>('select 1::int as a', [], { name: 'one' })).rows).toEqual([{ a: 1 }]);
  });

  it('runs several statements in one exec and answers each', async () => {
    const results = await thread.exec(`
      insert into notes values (501, 'exec one');
      insert into notes values (502, 'exec two');
      select body from notes where id in (501, 502) order by id;
    `);
    expect(results).toHaveLength(3);
    expect(results[2]!.rows).toEqual([{ body: 'exec one' }, { body: 'exec two' }]);
  });

  it('dumps the data folder as a gzip archive', async () => {
    const dump = await thread.dump();
    expect(Buffer.isBuffer(dump)).toBe(true);
    expect(dump.length).toBeGreaterThan(2);
    expect([dump[0], dump[1]]).toEqual([0x1f, 0x8b]);
  });

  it('refuses a statement once closed instead of leaving it waiting', async () => {
    const own = await PgliteThread.open('memory://');
    expect((await own.query<{ n: number }>('select 1 as n')).rows).toEqual([{ n: 1 }]);
    await own.close();
    await expect(own.query('select 1')).rejects.toBeInstanceOf(Error);
    await expect(own.transaction(async () => 'never')).rejects.toBeInstanceOf(Error);
  });

  it('refuses to open where a file stands in the way of the folder', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'qa-pglite-thread-'));
    try {
      const file = path.join(dir, 'not-a-folder');
      await writeFile(file, 'in the way');
      await expect(PgliteThread.open(path.join(file, 'db'))).rejects.toBeInstanceOf(Error);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
