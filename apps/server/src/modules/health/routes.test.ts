import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListeningTestApp, buildTestApp, closeSharedDatabase, type TestApp } from '../../../test/helpers';

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
        ready: true,
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

describe('GET /api/health/ready', () => {
  it('answers 200 ready while the instance takes new work', async () => {
    const res = await t.app.inject({ url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { ready: true } });
  });

  it('answers 503 from the moment a shutdown starts, while /api/health still answers 200 with ready false', async () => {
    const other = await buildListeningTestApp();
    // Asked over HTTP while the shutdown drains the sockets, its first step, before the listener closes.
    const seen: { ready: Response; health: Response }[] = [];
    const drain = other.app.realtime.drain.bind(other.app.realtime);
    other.app.realtime.drain = async (timeoutMs) => {
      seen.push({
        ready: await fetch(`${other.url}/api/health/ready`),
        health: await fetch(`${other.url}/api/health`),
      });
      return drain(timeoutMs);
    };
    await other.close();
    expect(seen).toHaveLength(1);
    const [{ ready, health }] = seen as [(typeof seen)[0]];
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ success: false, messageKey: 'serverRestarting' });
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ success: true, data: { status: 'ok', ready: false } });
  });
});
