/**
 * Finding people by name (issue 36): the friends search and the admin panel fold case and Vietnamese diacritics over
 * the whole name, so a full name typed without accents finds it, and each word may sit anywhere in the name.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeSharedDatabase, type TestApp } from '../../../test/helpers';
import { makeAdmin, makeUser } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

type Made = Awaited<ReturnType<typeof makeUser>>;

/** A word no other test's user has, so that each test sees only its own people. */
const marker = () => `zq${randomUUID().slice(0, 6)}`;

async function idsFound(who: Made, query: string) {
  const res = await t.app.inject({ url: `/api/users/search?query=${encodeURIComponent(query)}`, headers: who.auth });
  expect(res.statusCode).toBe(200);
  return res.json().data.map((u: { _id: string }) => u._id) as string[];
}

async function adminIdsFound(who: Made, search: string) {
  const res = await t.app.inject({ url: `/api/admin/users?search=${encodeURIComponent(search)}`, headers: who.auth });
  expect(res.statusCode).toBe(200);
  return res.json().data.map((u: { _id: string }) => u._id) as string[];
}

describe('GET /api/users/search by name', () => {
  it('finds a full name typed without its accents, or with them in any case', async () => {
    const tag = marker();
    const me = await makeUser(t.app);
    const linh = await makeUser(t.app, { displayName: `Linh Phạm ${tag}` });
    for (const query of [`Linh Pham ${tag}`, `linh phạm ${tag}`, `LINH PHAM ${tag}`, `pham ${tag}`]) {
      expect(await idsFound(me, query), query).toEqual([linh.user.id]);
    }
  });

  it('folds đ into d and runs of spaces into one', async () => {
    const tag = marker();
    const me = await makeUser(t.app);
    const dung = await makeUser(t.app, { displayName: `Đặng  Thị Dung ${tag}` });
    expect(await idsFound(me, `dang thi  dung ${tag}`)).toEqual([dung.user.id]);
  });

  it('finds each word anywhere in the name or the username, the whole name in order first', async () => {
    const tag = marker();
    const me = await makeUser(t.app);
    const familyFirst = await makeUser(t.app, { username: `a_${tag}`, displayName: `Phạm Thị Linh ${tag}` });
    const inOrder = await makeUser(t.app, { username: `ccc_${tag}`, displayName: `Linh Phạm ${tag}` });
    const byUsername = await makeUser(t.app, { username: `linh_${tag}`, displayName: 'Nguyễn Văn Phạm' });
    expect(await idsFound(me, `linh pham ${tag}`)).toEqual([inOrder.user.id, familyFirst.user.id, byUsername.user.id]);
  });

  it('leaves out a name that lacks one of the words', async () => {
    const tag = marker();
    const me = await makeUser(t.app);
    await makeUser(t.app, { displayName: `Linh Phan ${tag}` });
    await makeUser(t.app, { displayName: `Minh Phạm ${tag}` });
    expect(await idsFound(me, `Linh Pham ${tag}`)).toEqual([]);
  });
});

describe('GET /api/admin/users by name', () => {
  it('uses the same rule, and still finds an account by its email', async () => {
    const tag = marker();
    const admin = await makeAdmin(t.app);
    const linh = await makeUser(t.app, { displayName: `Linh Phạm ${tag}` });
    const byEmail = await makeUser(t.app, { email: `${tag}.mail@example.test` });
    expect(await adminIdsFound(admin, `Linh Pham ${tag}`)).toEqual([linh.user.id]);
    expect(await adminIdsFound(admin, `linh phạm ${tag}`)).toEqual([linh.user.id]);
    expect(await adminIdsFound(admin, `${tag}.MAIL@`)).toEqual([byEmail.user.id]);
  });
});
