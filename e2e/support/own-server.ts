/**
 * For the journeys that run their own server process (to stop and start it): its API called directly, and people
 * made on it, logged in, with the session record a page stores.
 */
import type { ServerProcess } from '../../apps/server/test/server-process';
import { expect, newPerson } from './fixtures';

export async function callServer<T>(server: ServerProcess, method: string, url: string, body?: object, token?: string) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.ok, `${method} ${url}: ${res.status}`).toBe(true);
  return (await res.json()) as T;
}

/** A new account on the server, logged in: its id, token and the record `storeSession` takes. */
export async function accountOn(server: ServerProcess, displayName: string) {
  const person = { ...newPerson(), displayName };
  await callServer(server, 'POST', '/api/users/register', person);
  const { token, user } = await callServer<{ token: string; user: { _id: string } }>(
    server,
    'POST',
    '/api/users/login',
    { email: person.email, password: person.password },
  );
  return { id: user._id, token, record: JSON.stringify({ ...user, token }) };
}
