import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { QuestionKindLimits } from '@quiz/contract/limits';
import { Messages } from '@quiz/contract/messages';
import { prepareQuestionImage } from './images';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } });

function crc32(bytes: Buffer) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, body: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A PNG of a few hundred bytes whose header declares width × height RGB pixels: a decompression bomb's shape. */
function pngDeclaring(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const rows = deflateSync(Buffer.alloc((width * 3 + 1) * 4));
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

async function refusal(data: Buffer) {
  return prepareQuestionImage(data).then(
    () => ({ statusCode: 0, message: 'accepted' }),
    (error: { statusCode: number; message: string }) => ({ statusCode: error.statusCode, message: error.message }),
  );
}

describe('prepareQuestionImage', () => {
  it('scales a wide PNG down to 1280 pixels wide, keeping its proportions, as WebP', async () => {
    const prepared = await prepareQuestionImage(await solid(2000, 1000).png().toBuffer());
    expect(prepared).toMatchObject({ extension: 'webp', width: 1280, height: 640 });
    const stored = await sharp(prepared.data).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 1280, height: 640 });
  });

  it('never enlarges a small JPEG', async () => {
    const prepared = await prepareQuestionImage(await solid(320, 200).jpeg().toBuffer());
    expect(prepared).toMatchObject({ width: 320, height: 200 });
  });

  it('accepts WebP and GIF, and keeps only the first frame of an animated GIF', async () => {
    const webp = await prepareQuestionImage(await solid(64, 48).webp().toBuffer());
    expect(webp).toMatchObject({ width: 64, height: 48 });
    // Three 40×30 frames (red, green, blue) stacked in one 40×90 strip.
    const strip = Buffer.concat(
      [
        [255, 0, 0],
        [0, 255, 0],
        [0, 0, 255],
      ].map((rgb) => Buffer.from(Array.from({ length: 40 * 30 }, () => rgb).flat())),
    );
    const animated = await sharp(strip, { raw: { width: 40, height: 90, channels: 3, pageHeight: 30 } })
      .gif({ loop: 0 })
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(3);
    const prepared = await prepareQuestionImage(animated);
    expect(prepared).toMatchObject({ width: 40, height: 30 });
    expect((await sharp(prepared.data).metadata()).pages ?? 1).toBe(1);
  });

  it('turns a photo upright by its EXIF orientation and strips the metadata', async () => {
    // Stored 200×100 with "rotate 90° clockwise to view" (orientation 6): upright it is 100×200.
    const photo = await solid(200, 100)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Secret Camera Owner' } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    const prepared = await prepareQuestionImage(photo);
    expect(prepared).toMatchObject({ width: 100, height: 200 });
    const stored = await sharp(prepared.data).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(prepared.data.includes('Secret Camera Owner')).toBe(false);
  });

  it('refuses text or a PDF renamed as a picture, by its content', async () => {
    for (const content of [
      Buffer.from('just some notes, saved as photo.png'),
      Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ]) {
      expect(await refusal(content)).toEqual({ statusCode: 415, message: Messages.imageWrongType });
    }
  });

  it('refuses anything over 5 MB before looking at it', async () => {
    const png = await solid(10, 10).png().toBuffer();
    const big = Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]);
    expect(await refusal(big)).toEqual({ statusCode: 413, message: Messages.imageTooLarge });
  });

  it('refuses a tiny file declaring 20000×20000 pixels without decoding it', async () => {
    const bomb = pngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(QuestionKindLimits.imageMaxBytes);
    expect(await refusal(bomb)).toEqual({ statusCode: 413, message: Messages.imageTooManyPixels });
  });

  it('refuses a real single-colour 8000×8000 PNG that compresses to well under 5 MB', async () => {
    const flat = await solid(8000, 8000).png({ compressionLevel: 9 }).toBuffer();
    expect(flat.length).toBeLessThan(QuestionKindLimits.imageMaxBytes);
    expect(await refusal(flat)).toEqual({ statusCode: 413, message: Messages.imageTooManyPixels });
  });

  it('refuses a truncated PNG as unreadable', async () => {
    const png = await solid(400, 300).png().toBuffer();
    expect(await refusal(png.subarray(0, Math.floor(png.length / 2)))).toEqual({
      statusCode: 400,
      message: Messages.imageUnreadable,
    });
    expect(await refusal(png.subarray(0, 60))).toEqual({ statusCode: 400, message: Messages.imageUnreadable });
  });
});
