/**
 * Issue 40: pictures live in the database, so an instance serves what another stored (two apps here; on
 * PostgreSQL each has its own pool, as two servers would); they are served immutable with their hash as ETag;
 * files left by an older version move in at start, safely when stopped midway; unused pictures are swept.
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { buildTestApp, closeSharedDatabase, type TestApp } from '../../../test/helpers';
import { makeQuiz, makeUser, multipart, quizInputFor } from '../../../test/factories';
import { makeRoom } from '../../../test/rooms';
import { pictures } from '../../db/schema/pictures';
import { rooms } from '../../db/schema/rooms';
import { users } from '../../db/schema/users';
import { pictureRow, sha256Of } from '../../lib/storage';
import { movePictureFilesIn } from './files-in';
import { matchesEtag } from './serve';
import { uploadQuestionImage } from './service';
import { sweepUnusedPictures } from './sweep';

// On PostgreSQL each app has its own pool, as two servers would; on the embedded default they share one database.
const ownDatabase = Boolean(process.env.DATABASE_URL);
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await buildTestApp({}, { ownDatabase });
  b = await buildTestApp({}, { ownDatabase });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await closeSharedDatabase();
});

const png = (width: number, height: number, background = '#2a9d8f') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

async function uploadThrough(t: TestApp, auth: Record<string, string>) {
  const body = multipart({}, [{ field: 'image', filename: 'map.png', type: 'image/png', data: await png(60, 40) }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploads/question-image',
    payload: body.payload,
    headers: { ...body.headers, ...auth },
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { data: { url: string } }).data.url;
}

describe('a picture uploaded through one instance', () => {
  it('is served by another, immutable, with its hash as ETag and nosniff; a matching If-None-Match answers 304', async () => {
    const { auth } = await makeUser(a.app);
    const url = await uploadThrough(a, auth);

    const res = await b.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.etag).toBe(`"${sha256Of(res.rawPayload)}"`);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(60);

    const again = await b.app.inject({ url, headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const stale = await b.app.inject({ url, headers: { 'if-none-match': '"something-else"' } });
    expect(stale.statusCode).toBe(200);
    const head = await a.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(res.headers.etag);
  });

  it("is a question's picture on a quiz created through the other instance", async () => {
    const owner = await makeUser(a.app);
    const url = await uploadThrough(a, owner.auth);
    const input = quizInputFor({ title: `Across ${randomUUID().slice(0, 6)}` });
    input.questions[0]!.image = { url, alt: 'A map of the school' };
    const created = await b.app.inject({ method: 'POST', url: '/api/quizzes', headers: owner.auth, payload: input });
    expect(created.statusCode).toBe(201);
  });

  it('answers 404 where nothing is stored, on every instance, and refuses to be a way out of the table', async () => {
    for (const url of [
      '/uploads/questions/00000000-0000-4000-8000-000000000000.webp',
      '/uploads/../package.json',
      '/uploads/',
    ]) {
      expect((await b.app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it('stops being served by every instance once removed', async () => {
    const { url } = await uploadQuestionImage(a.app.ctx, { data: await png(10, 10) });
    expect((await b.app.inject({ url })).statusCode).toBe(200);
    await a.app.ctx.storage.remove(url);
    expect((await a.app.inject({ url })).statusCode).toBe(404);
    // Another instance may keep it a minute in its cache of recent pictures; its database no longer has it.
    expect(await b.app.ctx.db.select().from(pictures).where(eq(pictures.path, url))).toEqual([]);
  });
});

describe('a profile picture', () => {
  it('uploaded through one instance shows on another', async () => {
    const { auth } = await makeUser(a.app);
    const body = multipart({}, [
      { field: 'profilePicture', filename: 'me.png', type: 'image/png', data: await png(32, 32, '#e76f51') },
    ]);
    const res = await a.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
    expect(res.statusCode).toBe(200);
    const url = (res.json() as { user: { profilePicture: string } }).user.profilePicture;
    expect(url).toMatch(/^\/uploads\/avatars\//);
    const served = await b.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\//);
  });
});

describe('matchesEtag', () => {
  it('finds the tag in a list, weak or strong, and takes *', () => {
    expect(matchesEtag('"a", W/"b"', '"b"')).toBe(true);
    expect(matchesEtag('*', '"b"')).toBe(true);
    expect(matchesEtag('"a"', '"b"')).toBe(false);
    expect(matchesEtag(undefined, '"b"')).toBe(false);
  });
});

describe('picture files from before issue 40', () => {
  const silent = { info() {}, warn() {}, error() {} } as unknown as Parameters<typeof movePictureFilesIn>[2];

  async function uploadsFolder(files: Record<string, Buffer | 'folder'>) {
    const root = path.join(await mkdtemp(path.join(tmpdir(), 'qa-uploads-')), 'uploads');
    for (const [name, data] of Object.entries(files)) {
      const file = path.join(root, name);
      await mkdir(path.dirname(file), { recursive: true });
      if (data === 'folder') await mkdir(file);
      else await writeFile(file, data);
    }
    return root;
  }

  it('move into the database at their addresses, are served from there, and the files are gone', async () => {
    const id = randomUUID();
    const question = await png(12, 12);
    const avatar = await png(8, 8, '#264653');
    const root = await uploadsFolder({ [`questions/${id}.png`]: question, [`avatars/${id}.png`]: avatar });

    expect(await movePictureFilesIn(a.app.ctx.db, root, silent)).toBe(2);
    const served = await b.app.inject({ url: `/uploads/questions/${id}.png` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.rawPayload, question)).toBe(0);
    expect((await b.app.inject({ url: `/uploads/avatars/${id}.png` })).statusCode).toBe(200);
    await expect(readdir(root)).rejects.toThrow();
    // Once is all it takes: a second start has nothing to move.
    expect(await movePictureFilesIn(a.app.ctx.db, root, silent)).toBe(0);
    await rm(path.dirname(root), { recursive: true, force: true });
  });

  it('stopped midway, carry on at the next start, and the one written before the stop is kept once', async () => {
    const [first, second, third] = [randomUUID(), randomUUID(), randomUUID()];
    const bytes = await png(5, 5);
    const root = await uploadsFolder({
      [`questions/${first}.png`]: bytes,
      [`questions/${second}.png`]: bytes,
      // Unreadable as a file: the move stops here, as a killed start would, with a file left behind it.
      [`questions/${third}.png`]: 'folder',
      'questions/notes.txt': Buffer.from('not a picture'),
    });
    // What a start killed between writing a row and deleting its file leaves: both.
    await a.app.ctx.db.insert(pictures).values(pictureRow(`/uploads/questions/${first}.png`, 'image/png', bytes));

    await expect(movePictureFilesIn(a.app.ctx.db, root, silent)).rejects.toThrow();
    await rm(path.join(root, 'questions', `${third}.png`), { recursive: true });
    await writeFile(path.join(root, 'questions', `${third}.png`), bytes);
    await movePictureFilesIn(a.app.ctx.db, root, silent);

    const stored = await a.app.ctx.db
      .select({ path: pictures.path })
      .from(pictures)
      .where(like(pictures.path, `/uploads/questions/%`));
    for (const id of [first, second, third]) {
      expect(stored.filter((row) => row.path === `/uploads/questions/${id}.png`)).toHaveLength(1);
    }
    // What is not a picture stays where it was.
    expect(await readdir(path.join(root, 'questions'))).toEqual(['notes.txt']);
    await rm(path.dirname(root), { recursive: true, force: true });
  });
});

describe('the sweep of unused pictures', () => {
  it('removes old pictures nothing shows, and keeps those a question, an account or a game shows, and new ones', async () => {
    const owner = await makeUser(a.app);
    const save = async () => (await uploadQuestionImage(a.app.ctx, { data: await png(6, 6) })).url;
    const [unused, inQuestion, inGame, recent] = [await save(), await save(), await save(), await save()];
    const avatar = `/uploads/avatars/${randomUUID()}.png`;
    await a.app.ctx.db.insert(pictures).values(pictureRow(avatar, 'image/png', await png(4, 4)));
    const input = quizInputFor({ title: `Swept ${randomUUID().slice(0, 6)}` });
    input.questions[0]!.image = { url: inQuestion, alt: 'kept' };
    await makeQuiz(a.app, owner.user, input);
    await a.app.ctx.db.update(users).set({ profilePicture: avatar }).where(eq(users.id, owner.user.id));
    const { code } = await makeRoom(a.app, { host: owner });
    await a.app.ctx.db
      .update(rooms)
      .set({ questions: [{ image: { url: inGame, alt: 'in a game' } }] as never })
      .where(eq(rooms.code, code));
    const old = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await a.app.ctx.db.update(pictures).set({ createdAt: old }).where(like(pictures.path, '/uploads/%'));
    await a.app.ctx.db.update(pictures).set({ createdAt: new Date() }).where(eq(pictures.path, recent));

    await sweepUnusedPictures(a.app.ctx);
    const left = new Set((await a.app.ctx.db.select({ path: pictures.path }).from(pictures)).map((row) => row.path));
    expect(left.has(unused)).toBe(false);
    expect([inQuestion, inGame, recent, avatar].filter((url) => !left.has(url))).toEqual([]);
  });
});
