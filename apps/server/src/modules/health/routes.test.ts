import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeSharedDatabase, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

describe('GET /api/health', () => {
  it('reports the database, realtime adapter, mail transport and AI status', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        status: 'ok',
        database: { driver: process.env.DATABASE_URL ? 'postgres' : 'pglite', ok: true },
        realtime: { adapter: 'in-process', ok: true },
        mail: { transport: 'smtp' },
        ai: { configured: false },
      },
    });
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await t.app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'not_found' });
  });

  it('sends security headers with a Content-Security-Policy', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
