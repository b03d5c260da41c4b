/** Our JSON carries a quiz's pictures in a zip beside it: out through the export, back in through the import. */
import { unzipSync, zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@quiz/contract/messages';
import type { Quiz } from '@quiz/contract/quizzes';
import type { ImportPreview } from '@quiz/contract/transfer';
import { buildTestApp, closeSharedDatabase, type TestApp } from '../../../test/helpers';
import { makeQuiz, makeUser, multipart, myQuizCount, quizInputFor } from '../../../test/factories';
import { storedPictureNames } from '../../../test/pictures';
import { uploadQuestionImage } from '../uploads/service';
import { importLimit } from './routes';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

const png = (width: number, height: number, background = '#2a9d8f') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

function importZip(auth: Record<string, string>, fields: Record<string, string>, data: Buffer, name = 'quiz.zip') {
  const body = multipart(fields, [{ field: 'file', filename: name, type: 'application/zip', data }]);
  return t.app.inject({ method: 'POST', url: '/api/quizzes/import', ...body, headers: { ...body.headers, ...auth } });
}

const storedPictures = async () => (await storedPictureNames(t, 'questions')).sort();

/** A public quiz of two questions, the second with a picture of 40×30 pixels. */
async function quizWithPicture() {
  const owner = await makeUser(t.app);
  const { url } = await uploadQuestionImage(t.app.ctx, { data: await png(40, 30) });
  const input = quizInputFor({ title: 'Bản đồ lớp 5' });
  input.questions[1] = { ...input.questions[1]!, image: { url, alt: 'Bản đồ nước Ý' } };
  const quiz = await makeQuiz(t.app, owner.user, input);
  return { owner, quiz, url };
}

/** A zip of our JSON: `quiz.json` with one typed question per picture named, and the files given. */
function zipOf(pictures: { file: string; alt?: string }[], files: Record<string, Buffer>) {
  const json = {
    format: 'quiz-adventure',
    version: 1,
    quiz: {
      title: 'Pictures from home',
      questions: pictures.map(({ file, alt }, i) => ({
        kind: 'typed',
        content: `What is in picture ${i + 1}?`,
        acceptedAnswers: ['a cat'],
        image: { alt: alt ?? `Picture ${i + 1}`, file },
      })),
    },
  };
  return Buffer.from(zipSync({ 'quiz.json': Buffer.from(JSON.stringify(json)), ...files }));
}

describe('a quiz with pictures, exported as JSON', () => {
  it('downloads as a zip of quiz.json and its pictures, which imports as a new quiz with its own copies', async () => {
    const { owner, quiz, url } = await quizWithPicture();
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/quizzes/${quiz._id}/export?format=json`,
      headers: owner.auth,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('application/zip');
    expect(exported.headers['content-disposition']).toContain('ban-do-lop-5.zip');
    const entries = unzipSync(exported.rawPayload);
    expect(Object.keys(entries).sort()).toEqual(['pictures/2.webp', 'quiz.json']);

    const preview = await importZip(owner.auth, { preview: 'true' }, exported.rawPayload, 'ban-do-lop-5.zip');
    expect(preview.statusCode).toBe(200);
    const read = preview.json().data as ImportPreview;
    expect(read).toMatchObject({ format: 'json', title: 'Bản đồ lớp 5', warnings: [] });
    expect(read.questions.map((q) => q.image)).toEqual([null, { alt: 'Bản đồ nước Ý' }]);

    const saved = await importZip(owner.auth, {}, exported.rawPayload, 'ban-do-lop-5.zip');
    expect(saved.statusCode).toBe(201);
    const copy = (
      await t.app.inject({ method: 'GET', url: `/api/quizzes/${saved.json().data._id}`, headers: owner.auth })
    ).json().data as Quiz;
    const image = copy.questions[1]!.image!;
    expect(image.alt).toBe('Bản đồ nước Ý');
    // Its own file, so deleting either quiz leaves the other's picture in place.
    expect(image.url).not.toBe(url);
    const served = await t.app.inject({ url: image.url });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 40, height: 30 });
    expect(copy.questions[0]!.image ?? null).toBeNull();
  });

  it('gives someone else a public quiz’s pictures too, without its answer key', async () => {
    const { quiz } = await quizWithPicture();
    const reader = await makeUser(t.app);
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/quizzes/${quiz._id}/export?format=json`,
      headers: reader.auth,
    });
    expect(exported.statusCode).toBe(200);
    const entries = unzipSync(exported.rawPayload);
    const json = JSON.parse(Buffer.from(entries['quiz.json']!).toString());
    expect(json.answerKey).toBe(false);
    expect(json.quiz.questions[1].image).toEqual({ alt: 'Bản đồ nước Ý', file: 'pictures/2.webp' });
    expect(entries['pictures/2.webp']!.length).toBeGreaterThan(0);
  });

  it('still downloads as plain JSON, naming the picture left out, when the picture’s file is gone', async () => {
    const { owner, quiz, url } = await quizWithPicture();
    await t.app.ctx.storage.remove(url);
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/quizzes/${quiz._id}/export?format=json`,
      headers: owner.auth,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('application/json');
    expect(JSON.parse(decodeURIComponent(String(exported.headers['x-export-left-out'])))).toEqual([
      'Question 2: its picture is not included, only its description',
    ]);
  });
});

describe('importing a zip with pictures', () => {
  it('leaves out a file that is not a picture, saying why in the reader’s language, and keeps the question', async () => {
    const { auth } = await makeUser(t.app);
    const zip = zipOf([{ file: 'pictures/1.png' }, { file: 'pictures/2.png' }], {
      'pictures/1.png': Buffer.from('<svg onload="alert(1)"></svg>'),
      'pictures/2.png': await png(8, 8),
    });
    const res = await importZip(auth, { preview: 'true' }, zip);
    expect(res.statusCode).toBe(200);
    const read = res.json().data as ImportPreview;
    expect(read.questions.map((q) => q.image)).toEqual([null, { alt: 'Picture 2' }]);
    expect(read.warnings).toEqual([`Question 1: its picture cannot be used (${Messages.imageWrongType}) — left out`]);

    const vi = (await importZip(auth, { preview: 'true', lang: 'vi' }, zip)).json().data as ImportPreview;
    expect(vi.warnings).toEqual([
      'Câu 1: không dùng được hình ảnh của câu hỏi (Ảnh phải có định dạng PNG, JPEG, WebP hoặc GIF) — không đưa vào',
    ]);
  });

  it('saves only the pictures of the chosen questions', async () => {
    const { auth } = await makeUser(t.app);
    const zip = zipOf([{ file: 'pictures/1.png' }, { file: 'pictures/2.png' }], {
      'pictures/1.png': await png(8, 8, '#ff0000'),
      'pictures/2.png': await png(9, 9, '#0000ff'),
    });
    const before = await storedPictures();
    const saved = await importZip(auth, { keep: '1' }, zip);
    expect(saved.statusCode).toBe(201);
    const quiz = (
      await t.app.inject({ method: 'GET', url: `/api/quizzes/${saved.json().data._id}`, headers: auth })
    ).json().data as Quiz;
    expect(quiz.questions.map((q) => q.image?.alt)).toEqual(['Picture 2']);
    const after = await storedPictures();
    expect(after.filter((name) => !before.includes(name))).toEqual([quiz.questions[0]!.image!.url.split('/').pop()]);
  });

  it('refuses the whole file when a picture fails once decoded, and leaves none of its pictures stored', async () => {
    const { auth } = await makeUser(t.app);
    const good = await png(8, 8);
    // A PNG whose header is fine (so the preview takes it) and whose image data is cut off.
    const broken = (await png(64, 64, '#123456')).subarray(0, 100);
    const zip = zipOf([{ file: 'pictures/1.png' }, { file: 'pictures/2.png' }], {
      'pictures/1.png': good,
      'pictures/2.png': broken,
    });
    const preview = (await importZip(auth, { preview: 'true' }, zip)).json().data as ImportPreview;
    expect(preview.questions.map((q) => q.image)).toEqual([{ alt: 'Picture 1' }, { alt: 'Picture 2' }]);

    const before = await storedPictures();
    const quizzesBefore = await myQuizCount(t.app, auth);
    const res = await importZip(auth, {}, zip);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Question 2: its picture cannot be used (${Messages.imageUnreadable})`);
    expect(await storedPictures()).toEqual(before);
    expect(await myQuizCount(t.app, auth)).toBe(quizzesBefore);
  });

  it('asks for a sign-in before reading a zip, and counts each account’s imports against its own limit', async () => {
    const zip = zipOf([{ file: 'pictures/1.png' }], { 'pictures/1.png': await png(8, 8) });
    const res = await importZip({}, { preview: 'true' }, zip);
    expect(res.statusCode).toBe(401);
    const first = await makeUser(t.app);
    const second = await makeUser(t.app);
    await importZip(first.auth, { preview: 'true' }, zip);
    const again = await importZip(first.auth, { preview: 'true' }, zip);
    expect(again.headers['x-ratelimit-limit']).toBe(String(importLimit.max));
    expect(again.headers['x-ratelimit-remaining']).toBe(String(importLimit.max - 2));
    const other = await importZip(second.auth, { preview: 'true' }, zip);
    expect(other.headers['x-ratelimit-remaining']).toBe(String(importLimit.max - 1));
  });
});
