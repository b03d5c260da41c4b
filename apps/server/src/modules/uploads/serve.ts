/**
 * GET /uploads/*: the uploaded pictures, from the database, so that any instance serves any picture (issue 40).
 * An address is never reused for other bytes, so a picture is cached for a year and revalidated by its sha256.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { uploadsUrlPrefix } from '../../lib/storage';

const yearLong = 'public, max-age=31536000, immutable';

/** Whether an If-None-Match header names this entity tag (a list, weak tags and `*` included). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

export async function pictureRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get(`${uploadsUrlPrefix}*`, async (request, reply) => {
    const publicPath = request.url.split('?')[0] ?? '';
    const picture = await ctx.storage.get(publicPath);
    if (!picture) return reply.callNotFound();
    const etag = `"${picture.sha256}"`;
    reply.header('etag', etag).header('cache-control', yearLong).header('x-content-type-options', 'nosniff');
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.type(picture.contentType).send(picture.data);
  });
}
