import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@quiz/contract/messages';
import { questionImageUrlPattern } from '@quiz/contract/questions';
import { buildTestApp, closeSharedDatabase, type TestApp } from '../../../test/helpers';
import { makeUser, multipart } from '../../../test/factories';
import { joinAsGuest, makeRoom } from '../../../test/rooms';
import { storedPictureNames } from '../../../test/pictures';
import { pictures } from '../../db/schema/pictures';
import { pictureRow } from '../../lib/storage';
import { questionImageUploadLimit } from './routes';
import { questionImageExists } from './service';

let t: TestApp;
let author: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  t = await buildTestApp();
  author = await makeUser(t.app);
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a9d8f' } });

function upload(
  file: { data: Buffer; field?: string; filename?: string; type?: string } | undefined,
  headers: Record<string, string> = author.auth,
) {
  const body = multipart(
    {},
    file
      ? [
          {
            field: file.field ?? 'image',
            filename: file.filename ?? 'picture.png',
            type: file.type ?? 'image/png',
            data: file.data,
          },
        ]
      : [],
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads/question-image',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

async function storedQuestionImages() {
  return storedPictureNames(t, 'questions');
}

describe('POST /api/uploads/question-image', () => {
  it('stores a wide picture as WebP at most 1280 pixels wide and serves it at the url it answers', async () => {
    const res = await upload({ data: await picture(2000, 1000).png().toBuffer() });
    expect(res.statusCode).toBe(201);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data).toMatchObject({ width: 1280, height: 640 });
    expect(data.url).toMatch(questionImageUrlPattern);

    const served = await t.app.inject({ url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 1280, height: 640 });
    expect(await questionImageExists(t.app.ctx, data.url)).toBe(true);
  });

  it('keeps a small JPEG at its own size', async () => {
    const res = await upload({
      data: await picture(300, 200).jpeg().toBuffer(),
      filename: 'a.jpg',
      type: 'image/jpeg',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ width: 300, height: 200 });
  });

  it('should require authentication', async () => {
    const res = await upload({ data: await picture(10, 10).png().toBuffer() }, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: Messages.authenticationRequired });
  });

  it("refuses a room guest's session", async () => {
    const { code } = await makeRoom(t.app);
    const guest = await joinAsGuest(t.app, code, 'Sneaky');
    const before = await storedQuestionImages();
    const res = await upload({ data: await picture(10, 10).png().toBuffer() }, guest.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'guest_not_allowed', message: Messages.guestsNotAllowedHere });
    expect(await storedQuestionImages()).toEqual(before);
  });

  it('refuses a text file or a PDF named like a picture, and stores nothing', async () => {
    const before = await storedQuestionImages();
    for (const data of [Buffer.from('not a picture at all'), Buffer.from('%PDF-1.4\n%%EOF\n')]) {
      const res = await upload({ data, filename: 'holiday.png', type: 'image/png' });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ code: 'unsupported_media_type', message: Messages.imageWrongType });
    }
    expect(await storedQuestionImages()).toEqual(before);
  });

  it('refuses a file over 5 MB', async () => {
    const png = await picture(10, 10).png().toBuffer();
    const res = await upload({ data: Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload_too_large', message: Messages.imageTooLarge });
  });

  it('refuses a small file that would decode to more than 40 megapixels', async () => {
    const bomb = await picture(8000, 8000).png({ compressionLevel: 9 }).toBuffer();
    const res = await upload({ data: bomb });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload_too_large', message: Messages.imageTooManyPixels });
  });

  it('refuses a damaged picture', async () => {
    const png = await picture(400, 300).png().toBuffer();
    const res = await upload({ data: png.subarray(0, Math.floor(png.length / 2)) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(Messages.imageUnreadable);
  });

  it('asks for a picture when none is sent', async () => {
    const cases = [
      await upload(undefined),
      await upload({ data: await picture(10, 10).png().toBuffer(), field: 'somethingElse' }),
      await t.app.inject({ method: 'POST', url: '/api/uploads/question-image', headers: author.auth, payload: {} }),
    ];
    for (const res of cases) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: Messages.imageRequired,
        fieldErrors: { image: Messages.imageRequired },
      });
    }
  });

  it('counts uploads per account, not per address', async () => {
    const other = await makeUser(t.app);
    const tiny = await picture(10, 10).png().toBuffer();
    await upload({ data: tiny }, other.auth);
    const second = await upload({ data: tiny }, other.auth);
    expect(second.headers['x-ratelimit-limit']).toBe(String(questionImageUploadLimit.max));
    expect(second.headers['x-ratelimit-remaining']).toBe(String(questionImageUploadLimit.max - 2));
    const newcomer = await makeUser(t.app);
    const first = await upload({ data: tiny }, newcomer.auth);
    expect(first.headers['x-ratelimit-remaining']).toBe(String(questionImageUploadLimit.max - 1));
  });
});

describe('questionImageExists', () => {
  it('is false for a well-formed url with no file behind it', async () => {
    expect(await questionImageExists(t.app.ctx, '/uploads/questions/00000000-0000-4000-8000-000000000000.webp')).toBe(
      false,
    );
  });

  it('is false for anything but an uploaded question picture, even when a picture is stored at that address', async () => {
    const addresses = [
      '/uploads/secret.webp',
      '/uploads/questions/../secret.webp',
      '/uploads/questions/%2e%2e/secret.webp',
      '/uploads/avatars/00000000-0000-4000-8000-000000000000.webp',
      'https://example.com/uploads/questions/00000000-0000-4000-8000-000000000000.webp',
      '/uploads/questions/------------------------------------.webp/../../secret.webp',
    ];
    await t.app.ctx.db
      .insert(pictures)
      .values(addresses.map((url) => pictureRow(url, 'image/webp', Buffer.from('x'))))
      .onConflictDoNothing();
    for (const url of addresses) {
      expect(await questionImageExists(t.app.ctx, url), url).toBe(false);
    }
  });
});
