/** Files users upload, kept under DATA_DIR/uploads with generated names and served at /uploads. */
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';

export const uploadsUrlPrefix = '/uploads/';

export interface Storage {
  root: string;
  save(folder: string, extension: string, data: Buffer): Promise<string>;
  remove(publicPath: string): Promise<void>;
}

export function createStorage(root: string): Storage {
  return {
    root,
    async save(folder, extension, data) {
      const dir = path.join(root, folder);
      await mkdir(dir, { recursive: true });
      const name = `${randomUUID()}.${extension}`;
      await writeFile(path.join(dir, name), data);
      return `${uploadsUrlPrefix}${folder}/${name}`;
    },
    async remove(publicPath) {
      if (!publicPath.startsWith(uploadsUrlPrefix)) return;
      const target = path.resolve(root, publicPath.slice(uploadsUrlPrefix.length));
      if (!target.startsWith(root + path.sep)) return;
      await rm(target, { force: true });
    },
  };
}

const imageTypes = new Map([
  ['image/png', 'png'],
  ['image/jpeg', 'jpg'],
  ['image/gif', 'gif'],
  ['image/webp', 'webp'],
]);

/** The file extension of an image judged by its content (magic bytes), or null when it is not one. */
export async function imageExtensionOf(data: Buffer): Promise<string | null> {
  const type = await fileTypeFromBuffer(data);
  return (type && imageTypes.get(type.mime)) ?? null;
}
