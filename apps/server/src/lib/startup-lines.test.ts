import { describe, expect, it } from 'vitest';
import { defaultWorkers, loadConfig } from '../config';
import { startupLines, withoutSecrets } from './startup-lines';

describe('the first lines a start prints', () => {
  it('name the address, the embedded database and its folder, mail to the log and a lone instance', () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/srv/quiz', PORT: '3000', JWT_SECRET: 'x'.repeat(32) });
    const lines = startupLines(config, { database: 'pglite', mail: 'log', processes: 1 });
    expect(lines[0]).toBe('Quiz Adventure is ready at http://localhost:3000 (listening on 127.0.0.1:3000)');
    expect(lines.join('\n')).toContain('embedded (PGlite) in /srv/quiz/db');
    expect(lines.join('\n')).toContain('Mail: not sent, written to this log');
    expect(lines.join('\n')).toContain('Data folder: /srv/quiz');
  });

  it('name PostgreSQL, SMTP and Redis by host and never print their passwords', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '/srv/quiz',
      JWT_SECRET: 'x'.repeat(32),
      DATABASE_URL: 'postgres://quiz:s3cret-db@db.school.lan:5432/quiz',
      SMTP_URL: 'smtps://mailer:s3cret-mail@smtp.school.lan:465',
      REDIS_URL: 'redis://:s3cret-redis@cache.school.lan:6379',
    });
    const text = startupLines(config, { database: 'postgres', mail: 'smtp', processes: 1 }).join('\n');
    expect(text).toContain('PostgreSQL at db.school.lan:5432/quiz');
    expect(text).toContain('SMTP at smtp.school.lan:465');
    expect(text).toContain('Redis at cache.school.lan:6379');
    expect(text).not.toMatch(/s3cret/);
    expect(withoutSecrets('not a url')).not.toContain('not a url');
  });

  it('say how many processes share the port, and why only one on the embedded database', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: '/srv/quiz', JWT_SECRET: 'x'.repeat(32), WORKERS: '4' } as const;
    const embedded = startupLines(loadConfig(base), { database: 'pglite', mail: 'log', processes: 1 }).join('\n');
    expect(embedded).toContain(
      'Processes: 1, as the embedded database belongs to one process (with DATABASE_URL, 4 would share the port)',
    );
    const postgres = loadConfig({ ...base, DATABASE_URL: 'postgres://db.school.lan/quiz' });
    expect(startupLines(postgres, { database: 'postgres', mail: 'log', processes: 4 }).join('\n')).toContain(
      "Processes: 4 sharing the port, meeting through Socket.IO's cluster adapter (WORKERS)",
    );
  });

  it('read WORKERS as a whole number from 1 to 64; else one per core from 4 cores, one below and in tests', () => {
    const base = { DATA_DIR: '/srv/quiz', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).workers).toBe(1);
    expect(loadConfig({ ...base, NODE_ENV: 'production', JWT_SECRET: 'y'.repeat(32) }).workers).toBe(
      defaultWorkers('production'),
    );
    expect([1, 2, 3, 4, 8, 96].map((cores) => defaultWorkers('production', cores))).toEqual([1, 1, 1, 4, 8, 64]);
    expect(defaultWorkers('development', 8)).toBe(8);
    expect(defaultWorkers('test', 8)).toBe(1);
    expect(loadConfig({ ...base, NODE_ENV: 'test', WORKERS: '3' }).workers).toBe(3);
    expect(() => loadConfig({ ...base, WORKERS: '0' })).toThrow(/WORKERS="0" must be at least 1/);
    expect(() => loadConfig({ ...base, WORKERS: 'many' })).toThrow(/WORKERS="many" must be a whole number/);
  });
});
