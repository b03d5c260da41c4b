/**
 * POST /api/uploads/question-image: multipart with one file in `image` (PNG, JPEG, WebP or GIF by content, at most
 * `QuestionKindLimits.imageMaxBytes`). The answer's url goes into a question's `image.url` (see questions.ts).
 */
import { z } from 'zod';
import { envelope } from './api';

/** The multipart field the picture is sent in. */
export const questionImageField = 'image';

export const questionImageUpload = z.object({
  /** `/uploads/questions/<uuid>.webp`; matches `questionImageUrlPattern`. */
  url: z.string(),
  /** The stored picture's size in pixels, after resizing (at most `QuestionKindLimits.imageMaxWidth` wide). */
  width: z.number(),
  height: z.number(),
});
export type QuestionImageUpload = z.infer<typeof questionImageUpload>;

export const questionImageUploadResponse = envelope(questionImageUpload);
export type QuestionImageUploadResponse = z.infer<typeof questionImageUploadResponse>;
