import type { FastifyRequest } from 'fastify';
import { Say, type Said } from '@quiz/contract/message-catalog';
import { AppError, badRequest } from './errors';
import { refuseNul, withoutNul } from './validate';

export interface MultipartFile {
  data: Buffer;
  fileName: string;
}

/**
 * A multipart form's text fields and its one file. The file is taken from the first of `fileFields` it is sent as;
 * a file over `maxBytes` is refused with 413 and `tooLarge`, named on `fileFields[0]`. Fields in `repeatable` keep
 * every value sent (`keep=0&keep=2`); the others keep the last. A body that is not a readable form is refused with
 * 400 `formUnreadable`, and a text field holding a NUL with 400 `textHasNul` (lib/validate.ts), whatever the route.
 */
export async function readMultipart(
  request: FastifyRequest,
  options: {
    fileFields: readonly string[];
    maxBytes: number;
    tooLarge: Said;
    repeatable?: readonly string[];
    maxFields?: number;
  },
) {
  const fields: Record<string, string | string[]> = {};
  let file: MultipartFile | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: options.maxBytes, files: 1, fields: options.maxFields ?? 20 },
    })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (options.fileFields.includes(part.fieldname)) file = { data, fileName: withoutNul(part.filename) };
      } else if (typeof part.value === 'string') {
        const previous = fields[part.fieldname];
        fields[part.fieldname] =
          options.repeatable?.includes(part.fieldname) && previous !== undefined
            ? [previous, part.value].flat()
            : part.value;
      }
    }
  } catch (error) {
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('payload_too_large', 413, options.tooLarge, { [options.fileFields[0]!]: options.tooLarge });
    }
    // The plugin's own refusals (too many fields or files) are the client's doing and say so already.
    if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) throw error;
    // Anything else is the body itself: no boundary, a boundary with no parts, a form cut off before its end.
    throw badRequest(Say.formUnreadable);
  }
  refuseNul(fields);
  return { fields, file };
}
