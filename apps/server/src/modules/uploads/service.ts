/** Pictures for questions: stored re-encoded in the database (lib/storage.ts), served at /uploads/questions. */
import { eq } from 'drizzle-orm';
import { questionImageUrlPattern } from '@quiz/contract/questions';
import type { QuestionImageUpload } from '@quiz/contract/uploads';
import type { AppContext } from '../../context';
import { pictures } from '../../db/schema/pictures';
import { prepareQuestionImage } from '../../lib/images';

const questionsFolder = 'questions';

/** Checks, resizes and re-encodes the picture (lib/images.ts), then stores it under a generated name. */
export async function uploadQuestionImage(ctx: AppContext, options: { data: Buffer }): Promise<QuestionImageUpload> {
  const prepared = await prepareQuestionImage(options.data);
  const url = await ctx.storage.save(questionsFolder, prepared.extension, prepared.data);
  return { url, width: prepared.width, height: prepared.height };
}

/**
 * Whether a question's `image.url` names a question picture this server stored: only urls of the upload route's
 * shape count (the pattern allows no `/` or `..` in the name), and one must be stored at that address.
 */
export async function questionImageExists(ctx: AppContext, url: string): Promise<boolean> {
  if (!questionImageUrlPattern.test(url)) return false;
  const [row] = await ctx.db.select({ path: pictures.path }).from(pictures).where(eq(pictures.path, url)).limit(1);
  return Boolean(row);
}
