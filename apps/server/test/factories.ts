/** Factories: unique users, created through the same service code as the API. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { loginUser, registerUser } from '../src/modules/users/service';

export function uniqueUserInput(
  overrides: { username?: string; email?: string; password?: string; displayName?: string } = {},
) {
  const id = randomUUID().slice(0, 8);
  return {
    username: overrides.username ?? `user_${id}`,
    email: overrides.email ?? `user_${id}@example.test`,
    password: overrides.password ?? 'secret-password',
    ...(overrides.displayName !== undefined ? { displayName: overrides.displayName } : {}),
  };
}

export async function makeUser(app: FastifyInstance, overrides: Parameters<typeof uniqueUserInput>[0] = {}) {
  const input = uniqueUserInput(overrides);
  await registerUser(app.ctx, input);
  const { token, user } = await loginUser(app.ctx, { email: input.email, password: input.password });
  return { user, token, password: input.password, auth: { authorization: `Bearer ${token}` } };
}

/** A 1×1 PNG, the smallest real image. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart body built by hand, as a browser's FormData would send it. */
export function multipart(
  fields: Record<string, string>,
  files: { field: string; filename: string; type: string; data: Buffer }[] = [],
) {
  const boundary = `----qa${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
