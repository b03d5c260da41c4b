/**
 * Bad input gets a 4xx, never a 500 (issue 36, decision 024 'Bad input'). Every route the app serves — taken from the
 * app itself, so a new route is walked without anyone adding it here — is sent malformed JSON, bodies and queries of
 * the wrong types, NUL characters, 100 KB strings, broken multipart forms and bad path ids, as an anonymous visitor,
 * a user and an admin, on one app through `inject`. Any 5xx fails, with the request that caused it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeSharedDatabase, type TestApp } from './helpers';
import { makeAdmin, makeQuiz, makeUser } from './factories';
import { makeRoom } from './rooms';

interface Route {
  method: string;
  url: string;
  bodyKeys: string[];
  queryKeys: string[];
}

const routes = new Map<string, Route>();

/** The keys of a route schema's object (a zod object has a `shape`); none for a union or no schema. */
const keysOf = (schema: unknown): string[] =>
  Object.keys((schema as { shape?: Record<string, unknown> } | undefined)?.shape ?? {});

function collect(route: RouteOptions) {
  const url = route.url.replace(/(.)\/$/, '$1');
  if (!url.startsWith('/api/')) return;
  for (const method of [route.method].flat()) {
    if (method === 'HEAD' || method === 'OPTIONS') continue;
    routes.set(`${method} ${url}`, {
      method,
      url,
      bodyKeys: keysOf(route.schema?.body),
      queryKeys: keysOf(route.schema?.querystring),
    });
  }
}

/** Fields most routes take, for those whose input is read by hand (a multipart form, a profile's JSON). */
const commonFields = ['title', 'description', 'content', 'comment', 'displayName', 'query', 'search', 'name'];

const nul = 'a\u0000b';
const long = 'x'.repeat(100 * 1024);
/** Values a field should never take down the server with. */
const wrongValues: unknown[] = [nul, long, -1, true, null, { $gt: '' }, [[]]];

/** Broken multipart bodies: no boundary; a boundary and a body that is no form; a form cut off before its end. */
const brokenForms: { type: string; body: string }[] = [
  { type: 'multipart/form-data', body: 'hello' },
  { type: 'multipart/form-data; boundary=qa-x', body: 'this is not a form' },
  {
    type: 'multipart/form-data; boundary=qa-x',
    body: '--qa-x\r\nContent-Disposition: form-data; name="title"\r\n\r\nHalf a form\r\n',
  },
  {
    type: 'multipart/form-data; boundary=qa-x',
    body: '--qa-x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PN',
  },
];

/** Path values that are not what the route expects. */
const badIds = ['not-an-id', 'a%00b', '-1', 'x'.repeat(90), '%E2%82', '..%2F..%2Fetc', randomUUID()];

let t: TestApp;
const callers: Record<string, Record<string, string>> = {};
/** Well-formed path values: the user's own quiz and room where they exist; a random id elsewhere. */
let goodParams: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp({}, { onRoute: collect });
  const user = await makeUser(t.app);
  const admin = await makeAdmin(t.app);
  const other = await makeUser(t.app);
  const quiz = await makeQuiz(t.app, user.user, { isPublic: true });
  const { room, code } = await makeRoom(t.app, { host: user, quizId: quiz._id });
  callers.anonymous = {};
  callers.user = user.auth;
  callers.admin = admin.auth;
  goodParams = {
    id: quiz._id,
    quizId: quiz._id,
    code,
    roomId: room._id,
    userId: other.user.id,
    chatId: randomUUID(),
    participantId: randomUUID(),
    token: 'not-a-token',
  };
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

/** The url with each `:param` filled; DELETE never gets a real id, so the sweep destroys nothing it walks. */
function urlOf(route: Route, fill: (name: string) => string) {
  return route.url.replace(/:(\w+)/g, (_, name: string) => fill(name));
}
const wellFormed = (route: Route) =>
  urlOf(route, (name) => (route.method === 'DELETE' ? randomUUID() : (goodParams[name] ?? randomUUID())));

interface Attempt {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | object;
}

function attemptsFor(route: Route): Attempt[] {
  const { method } = route;
  const url = wellFormed(route);
  const attempts: Attempt[] = [];
  for (const bad of badIds) {
    if (!route.url.includes(':')) break;
    attempts.push({ method, url: urlOf(route, () => bad) });
  }
  const queryKeys = [...new Set([...route.queryKeys, ...commonFields, 'page', 'limit'])];
  for (const value of [nul, long, 'abc', '-1']) {
    const query = queryKeys.map((key) => `${key}=${encodeURIComponent(value)}`).join('&');
    attempts.push({ method, url: `${url}?${query}` });
  }
  attempts.push({ method, url: `${url}?${queryKeys.map((key) => `${key}=1&${key}=2`).join('&')}` });
  // One field at a time too, so that a refusal of one does not hide what another does once it reaches the database.
  for (const key of route.queryKeys) {
    for (const value of [nul, long]) attempts.push({ method, url: `${url}?${key}=${encodeURIComponent(value)}` });
  }
  if (method === 'GET') return attempts;

  const json = { 'content-type': 'application/json' };
  for (const payload of ['{"title": "x",', '[]', '42', 'null', '{"__proto__": {"admin": true}}']) {
    attempts.push({ method, url, headers: json, payload });
  }
  const bodyKeys = [...new Set([...route.bodyKeys, ...commonFields])];
  for (const value of wrongValues) {
    attempts.push({ method, url, headers: json, payload: Object.fromEntries(bodyKeys.map((key) => [key, value])) });
  }
  for (const key of route.bodyKeys.length > 0 ? route.bodyKeys : commonFields) {
    for (const value of [nul, long]) attempts.push({ method, url, headers: json, payload: { [key]: value } });
  }
  for (const form of brokenForms) {
    attempts.push({ method, url, headers: { 'content-type': form.type }, payload: form.body });
  }
  const field = (name: string, value: string) =>
    `--qa-x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  for (const value of [nul, long]) {
    attempts.push({
      method,
      url,
      headers: { 'content-type': 'multipart/form-data; boundary=qa-x' },
      payload: `${bodyKeys.map((key) => field(key, value)).join('')}--qa-x--\r\n`,
    });
  }
  return attempts;
}

/** Runs the attempts a few at a time and names every one answered with a 5xx. */
async function serverErrors(attempts: Attempt[], as: Record<string, string>) {
  const failures: string[] = [];
  const queue = [...attempts];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { headers, ...rest } = next;
      const res = await t.app.inject({ ...rest, headers: { ...as, ...headers } });
      if (res.statusCode >= 500 && !documentedUnavailable(next, res.json<{ code?: string }>().code)) {
        const sent = typeof next.payload === 'string' ? next.payload : JSON.stringify(next.payload ?? '');
        failures.push(`${next.method} ${next.url.slice(0, 120)} ${sent.slice(0, 80)} → ${res.statusCode} ${res.body}`);
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return failures;
}

/** 503 `not_configured` is the documented answer of AI generation on a server without a provider. */
const documentedUnavailable = (attempt: Attempt, code: string | undefined) =>
  attempt.url.startsWith('/api/quizzes/ai') && code === 'not_configured';

describe('bad input on every route', () => {
  it('finds the routes from the app itself, and docs/api.md lists each of them', async () => {
    expect(routes.size).toBeGreaterThan(50);
    const documented = await documentedRoutes();
    const served = [...routes.values()].map((r) => `${r.method} ${r.url.replace(/^\/api/, '').replace(/:\w+/g, ':')}`);
    expect(served.filter((route) => !documented.has(route))).toEqual([]);
  });

  it.each(['anonymous', 'user', 'admin'])(
    'answers the %s with a 4xx (or a success), never a 5xx',
    async (who) => {
      const attempts = [...routes.values()].flatMap(attemptsFor);
      expect(attempts.length).toBeGreaterThan(1000);
      expect(await serverErrors(attempts, callers[who]!)).toEqual([]);
    },
    60_000,
  );
});

/** `METHOD /path` of every table row of docs/api.md, params written `:` ('/quizzes/{id}' → '/quizzes/:'). */
async function documentedRoutes() {
  const text = await readFile(path.resolve(__dirname, '../../../docs/api.md'), 'utf8');
  const found = new Set<string>();
  for (const line of text.split('\n')) {
    const row = /^\|\s*(GET|POST|PUT|PATCH|DELETE)\s*\|([^|]*)\|/.exec(line);
    if (!row) continue;
    let last = '';
    for (const [, written] of row[2]!.matchAll(/`([^`]+)`/g)) {
      // `/users/verify-email/{token}` (or `?token=`): the same path, its last param in the query instead.
      const pathOnly = written!.startsWith('?')
        ? last.replace(/\/:$/, '')
        : written!.split('?')[0]!.replace(/\{\w+\}/g, ':');
      found.add(`${row[1]} ${pathOnly}`);
      last = pathOnly;
    }
  }
  return found;
}
