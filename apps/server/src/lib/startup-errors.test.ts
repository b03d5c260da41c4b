import { describe, expect, it } from 'vitest';
import { describeStartupError } from './startup-errors';

const embedded = { port: 3000, dataDir: '/srv/quiz', databaseUrl: undefined };
const postgres = { ...embedded, databaseUrl: 'postgres://quiz:s3cret@db.school.example:5433/quiz' };
const coded = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('describeStartupError', () => {
  it('finds the cause anywhere in the chain, and never prints the password', () => {
    const wrapped = new Error('Failed query', { cause: coded('28P01', 'password authentication failed') });
    const line = describeStartupError(wrapped, postgres);
    expect(line).toBe(
      'Start-up failed: PostgreSQL at db.school.example:5433 refused the user or password of DATABASE_URL.',
    );
    expect(describeStartupError(coded('ENOTFOUND'), postgres)).toContain('cannot find the PostgreSQL host');
    expect(describeStartupError(new AggregateError([coded('ETIMEDOUT')]), postgres)).toContain('did not answer');
  });

  it("reads the embedded database's WASI errno numbers as the disk problems they are", () => {
    const full = Object.assign(Object.create(null) as object, { name: 'ErrnoError', errno: 51 });
    expect(describeStartupError(full, embedded)).toBe(
      'Start-up failed: no space left on the disk holding DATA_DIR /srv/quiz. Free some space and start again.',
    );
    expect(describeStartupError(coded('EDQUOT'), embedded)).toContain('no space left');
  });

  it('falls back to the first line of the message', () => {
    expect(describeStartupError(new Error('something odd\nwith detail'), embedded)).toBe(
      'Start-up failed: something odd',
    );
  });
});
