import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeSharedDatabase, type TestApp } from '../../test/helpers';

let t: TestApp;
let web: string;
beforeAll(async () => {
  web = await mkdtemp(path.join(tmpdir(), 'qa-web-'));
  await mkdir(path.join(web, 'assets'));
  await writeFile(path.join(web, 'index.html'), '<!doctype html><title>Quiz Adventure</title>');
  await writeFile(path.join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await buildTestApp({ WEB_DIST: web });
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
  await rm(web, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('answers every page path with index.html, so reloading /dashboard works', async () => {
    for (const url of ['/', '/dashboard', '/quiz/123', '/reset-password?token=x']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Quiz Adventure</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('keeps unknown API paths and missing files as 404s', async () => {
    expect((await t.app.inject({ url: '/api/nope' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/dashboard' })).statusCode).toBe(404);
  });

  it('lets other sites frame /embed/ pages and nothing else', async () => {
    const embed = await t.app.inject({ url: '/embed/quiz/123' });
    expect(embed.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(embed.headers['x-frame-options']).toBeUndefined();
    const page = await t.app.inject({ url: '/dashboard' });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
