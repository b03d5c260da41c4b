/**
 * Pictures authors attach to questions: checked by content, refused before decoding when they would cost too much,
 * then re-encoded by sharp so what is served is never the bytes that were sent (no metadata, no polyglot files).
 */
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { Say } from '@quiz/contract/message-catalog';
import { QuestionKindLimits } from '@quiz/contract/limits';
import { AppError, badRequest } from './errors';

export interface PreparedImage {
  data: Buffer;
  extension: 'webp';
  width: number;
  height: number;
}

/** What an author may send, judged by magic bytes. An animated PNG is still a PNG to the author. */
const acceptedTypes = new Set(['image/png', 'image/apng', 'image/jpeg', 'image/webp', 'image/gif']);
/** What sharp must agree the content is, so file-type and libvips cannot disagree about which decoder runs. */
const acceptedFormats = new Set(['png', 'jpeg', 'webp', 'gif']);
/** WebP cannot be taller than this; a very tall, narrow picture is scaled down to fit rather than failing. */
const webpMaxDimension = 16_383;

const wrongType = () => new AppError('unsupported_media_type', 415, Say.imageWrongType);
const tooManyPixels = () => new AppError('payload_too_large', 413, Say.imageTooManyPixels);

/**
 * The checks made before a picture is decoded: its size, its type by content, and its pixel count from the header
 * alone. Throws the same errors as `prepareQuestionImage`; cheap enough to run over every picture of an import's
 * preview.
 */
export async function inspectQuestionImage(data: Buffer): Promise<void> {
  if (data.length > QuestionKindLimits.imageMaxBytes) {
    throw new AppError('payload_too_large', 413, Say.imageTooLarge);
  }
  const type = await fileTypeFromBuffer(data);
  if (!type || !acceptedTypes.has(type.mime)) throw wrongType();

  // The header alone: a few bytes can declare a picture that would take gigabytes to decode.
  const metadata = await sharp(data, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw badRequest(Say.imageUnreadable);
    });
  if (!acceptedFormats.has(metadata.format)) throw wrongType();
  if (!metadata.width || !metadata.height) throw badRequest(Say.imageUnreadable);
  if (metadata.width * metadata.height > QuestionKindLimits.imageMaxInputPixels) throw tooManyPixels();
}

/**
 * The picture as it will be stored: WebP, at most `imageMaxWidth` wide (never enlarged), turned upright by its EXIF
 * orientation, without EXIF/XMP/ICC metadata. GIFs and animated WebP/PNG keep their first frame only: a still is
 * what a timed question needs, and decoding every frame would multiply the cost the pixel limit is there to bound.
 */
export async function prepareQuestionImage(data: Buffer): Promise<PreparedImage> {
  await inspectQuestionImage(data);
  try {
    const { data: output, info } = await sharp(data, {
      // Again while decoding, in case a later frame or chunk disagrees with the header.
      limitInputPixels: QuestionKindLimits.imageMaxInputPixels,
      failOn: 'warning',
      autoOrient: true,
    })
      .resize({
        width: QuestionKindLimits.imageMaxWidth,
        height: webpMaxDimension,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data: output, extension: 'webp', width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
    throw badRequest(Say.imageUnreadable);
  }
}
