/** Files users upload, kept under DATA_DIR/uploads with generated names and served at /uploads. */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';

export const uploadsUrlPrefix = '/uploads/';

export interface Storage {
  root: string;
  save(folder: string, extension: string, data: Buffer): Promise<string>;
  remove(publicPath: string): Promise<void>;
  /** The stored file's bytes; null when it is not one of ours or is gone. */
  read(publicPath: string): Promise<Buffer | null>;
}

export function createStorage(root: string): Storage {
  /** The file a public path names, only when it is inside the uploads folder. */
  const fileOf = (publicPath: string) => {
    if (!publicPath.startsWith(uploadsUrlPrefix)) return null;
    const target = path.resolve(root, publicPath.slice(uploadsUrlPrefix.length));
    return target.startsWith(path.resolve(root) + path.sep) ? target : null;
  };
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
      const target = fileOf(publicPath);
      if (target) await rm(target, { force: true });
    },
    async read(publicPath) {
      const target = fileOf(publicPath);
      if (!target) return null;
      try {
        return await readFile(target);
      } catch {
        return null;
      }
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
