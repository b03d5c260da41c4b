/**
 * The pictures people upload, kept in the database (table `pictures`, issue 40) so that every instance serves
 * them and a backup holds them. Each has a generated public address, '/uploads/<folder>/<uuid>.<ext>', which is
 * what questions, attempts, rooms and accounts keep. See docs/decisions/029-a-schools-service.md.
 */
import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Database } from '../db/client';
import { pictures } from '../db/schema/pictures';

export const uploadsUrlPrefix = '/uploads/';

/** A stored picture as it is served. */
export interface StoredPicture {
  contentType: string;
  /** The sha256 of the bytes, hex: the ETag. */
  sha256: string;
  data: Buffer;
}

export interface Storage {
  /** Stores the bytes under a new address in `folder` and returns that address. */
  save(folder: string, extension: string, data: Buffer): Promise<string>;
  remove(publicPath: string): Promise<void>;
  /** The stored picture's bytes; null when it is not one of ours or is gone. */
  read(publicPath: string): Promise<Buffer | null>;
  /** The picture with what serving it needs; null when there is none at this address. */
  get(publicPath: string): Promise<StoredPicture | null>;
}

const imageTypes = new Map([
  ['image/png', 'png'],
  ['image/jpeg', 'jpg'],
  ['image/gif', 'gif'],
  ['image/webp', 'webp'],
]);
const typeOfExtension = new Map([...imageTypes].map(([type, extension]) => [extension, type]));
typeOfExtension.set('jpeg', 'image/jpeg');

/** The content type an address's extension names, or null for one we do not store. */
export function contentTypeOf(publicPath: string): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(publicPath)?.[1]?.toLowerCase();
  return (extension && typeOfExtension.get(extension)) ?? null;
}

export const sha256Of = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A row of `pictures` for these bytes at this address. */
export function pictureRow(publicPath: string, contentType: string, data: Buffer) {
  return { path: publicPath, contentType, size: data.length, sha256: sha256Of(data), data };
}

/**
 * Recently served pictures, kept briefly: a class of sixty opening the same question asks for its picture sixty
 * times within a second, and those become one database read. Bounded by bytes; an entry lives a minute, which is
 * also how long another instance may go on serving a picture after it was removed here.
 */
const recentBytes = 32 * 1024 * 1024;
const recentMs = 60_000;

export function createStorage(db: Database): Storage {
  const recent = new Map<string, { picture: StoredPicture; until: number }>();
  let recentSize = 0;
  const forget = (publicPath: string) => {
    const entry = recent.get(publicPath);
    if (!entry) return;
    recent.delete(publicPath);
    recentSize -= entry.picture.data.length;
  };
  const keep = (publicPath: string, picture: StoredPicture) => {
    if (picture.data.length > recentBytes / 4) return;
    forget(publicPath);
    recent.set(publicPath, { picture, until: Date.now() + recentMs });
    recentSize += picture.data.length;
    // A Map iterates in insertion order: the first entries are the oldest.
    for (const key of recent.keys()) {
      if (recentSize <= recentBytes) break;
      forget(key);
    }
  };
  const reading = new Map<string, Promise<StoredPicture | null>>();
  const load = async (publicPath: string) => {
    const [row] = await db
      .select({ contentType: pictures.contentType, sha256: pictures.sha256, data: pictures.data })
      .from(pictures)
      .where(eq(pictures.path, publicPath));
    if (row) keep(publicPath, row);
    return row ?? null;
  };
  const get = (publicPath: string): Promise<StoredPicture | null> => {
    if (!publicPath.startsWith(uploadsUrlPrefix)) return Promise.resolve(null);
    const entry = recent.get(publicPath);
    if (entry && entry.until > Date.now()) return Promise.resolve(entry.picture);
    // Requests that arrive while it is being read wait for that one read.
    let pending = reading.get(publicPath);
    if (!pending) {
      pending = load(publicPath).finally(() => reading.delete(publicPath));
      reading.set(publicPath, pending);
    }
    return pending;
  };
  return {
    async save(folder, extension, data) {
      const contentType = typeOfExtension.get(extension);
      if (!contentType) throw new Error(`Not a picture extension: ${extension}`);
      const publicPath = `${uploadsUrlPrefix}${folder}/${randomUUID()}.${extension}`;
      await db.insert(pictures).values(pictureRow(publicPath, contentType, data));
      return publicPath;
    },
    async remove(publicPath) {
      forget(publicPath);
      await db.delete(pictures).where(eq(pictures.path, publicPath));
    },
    async read(publicPath) {
      return (await get(publicPath))?.data ?? null;
    },
    get,
  };
}

/** The file extension of an image judged by its content (magic bytes), or null when it is not one. */
export async function imageExtensionOf(data: Buffer): Promise<string | null> {
  const type = await fileTypeFromBuffer(data);
  return (type && imageTypes.get(type.mime)) ?? null;
}
