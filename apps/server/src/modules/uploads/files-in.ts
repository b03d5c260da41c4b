/**
 * Pictures uploaded before issue 40 were files under DATA_DIR/uploads/<folder>/<name>; at start they move into the
 * database at the same addresses, so every question and profile that shows one goes on showing it. One file at a
 * time: its row is written (a row already there is kept) and only then is the file deleted, so a start killed
 * midway leaves each file either still there or safely in, and the next start carries on where it stopped.
 */
import { readdir, readFile, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { pictures } from '../../db/schema/pictures';
import { contentTypeOf, pictureRow, uploadsUrlPrefix } from '../../lib/storage';

const folders = ['questions', 'avatars'];

/** Moves what is left under `root` into the database; returns how many pictures moved. */
export async function movePictureFilesIn(db: Database, root: string, log: FastifyBaseLogger): Promise<number> {
  let moved = 0;
  for (const folder of folders) {
    const dir = path.join(root, folder);
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      const publicPath = `${uploadsUrlPrefix}${folder}/${name}`;
      const contentType = contentTypeOf(name);
      if (!contentType) {
        log.warn({ file: path.join(dir, name) }, 'not a picture this server stored: left where it is');
        continue;
      }
      const file = path.join(dir, name);
      const data = await readFile(file);
      await db
        .insert(pictures)
        .values(pictureRow(publicPath, contentType, data))
        .onConflictDoNothing();
      await rm(file, { force: true });
      moved += 1;
    }
    // Only an empty folder goes (rmdir refuses one with a file left in it).
    await rmdir(dir).catch(() => undefined);
  }
  await rmdir(root).catch(() => undefined);
  if (moved > 0) log.info({ moved, from: root }, 'uploaded picture files moved into the database');
  return moved;
}
