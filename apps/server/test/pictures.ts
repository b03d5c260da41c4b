/** The uploaded pictures a test's app has stored (issue 40: rows of `pictures`, where they were files before). */
import { like } from 'drizzle-orm';
import { pictures } from '../src/db/schema/pictures';
import type { TestApp } from './helpers';

/** The names (last part of the address) of the pictures stored under /uploads/<folder>/. */
export async function storedPictureNames(t: Pick<TestApp, 'app'>, folder: 'questions' | 'avatars') {
  const rows = await t.app.ctx.db
    .select({ path: pictures.path })
    .from(pictures)
    .where(like(pictures.path, `/uploads/${folder}/%`));
  return rows.map((row) => row.path.slice(`/uploads/${folder}/`.length));
}
