/**
 * GET /api/internal/backup: a consistent snapshot of the embedded database, taken by the server that owns it, for
 * `npm run backup` while the server runs. Only with the key from DATA_DIR/server.json; to anyone else it does not
 * exist (404).
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Say } from '@quiz/contract/message-catalog';
import type { DatabaseHandle } from '../../db/client';
import { notFound } from '../../lib/errors';

export async function backupRoutes(app: FastifyInstance, options: { database: DatabaseHandle; key: string }) {
  const expected = Buffer.from(options.key);
  app.get('/internal/backup', async (request, reply) => {
    const given = Buffer.from(String(request.headers['x-backup-key'] ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected) || !options.database.dump) {
      throw notFound(Say.notFound);
    }
    const dump = await options.database.dump();
    return reply.type('application/gzip').header('cache-control', 'no-store').send(dump);
  });
}
