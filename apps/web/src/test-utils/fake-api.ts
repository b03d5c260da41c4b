/** A stand-in for the server's HTTP API in component tests: routes by method and path, and a log of the calls. */
import { vi } from 'vitest';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface ApiCall {
  method: string;
  /** Path and query, without the /api prefix. */
  path: string;
  body: unknown;
}

type Reply = unknown | Response;
export type Route = [method: string, path: string | RegExp, reply: (call: ApiCall) => Reply | Promise<Reply>];

/** Stubs fetch; an unknown route answers 404. A reply that is not a Response is sent as JSON with 200. */
export function fakeApi(routes: Route[]) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const path = url.pathname.replace(/^\/api/, '');
      const call: ApiCall = {
        method: init?.method ?? 'GET',
        path: path + url.search,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const route = routes.find(
        ([method, pattern]) =>
          method === call.method && (typeof pattern === 'string' ? pattern === path : pattern.test(path)),
      );
      if (!route) return json(404, { success: false, message: 'Not found', code: 'not_found' });
      const reply = await route[2](call);
      return reply instanceof Response ? reply : json(200, reply);
    }),
  );
  return {
    calls,
    called: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}
