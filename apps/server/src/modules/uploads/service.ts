/** Pictures for questions: stored re-encoded under DATA_DIR/uploads/questions, served at /uploads/questions. */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { questionImageUrlPattern } from '@quiz/contract/questions';
import type { QuestionImageUpload } from '@quiz/contract/uploads';
import type { AppContext } from '../../context';
import { prepareQuestionImage } from '../../lib/images';
import { uploadsUrlPrefix } from '../../lib/storage';

const questionsFolder = 'questions';

/** Checks, resizes and re-encodes the picture (lib/images.ts), then stores it under a generated name. */
export async function uploadQuestionImage(ctx: AppContext, options: { data: Buffer }): Promise<QuestionImageUpload> {
  const prepared = await prepareQuestionImage(options.data);
  const url = await ctx.storage.save(questionsFolder, prepared.extension, prepared.data);
  return { url, width: prepared.width, height: prepared.height };
}

/**
 * Whether a question's `image.url` names a picture this server stored. Only urls of the upload route's shape count
 * (the pattern allows no `/` or `..` in the name), and the resolved path must still be inside the uploads folder.
 */
export async function questionImageExists(ctx: AppContext, url: string): Promise<boolean> {
  if (!questionImageUrlPattern.test(url)) return false;
  const root = path.resolve(ctx.storage.root);
  const file = path.resolve(root, url.slice(uploadsUrlPrefix.length));
  if (!file.startsWith(path.join(root, questionsFolder) + path.sep)) return false;
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
