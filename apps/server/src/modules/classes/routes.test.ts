import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClassLimits, type ClassDetail, type LoginCard } from '@quiz/contract/classes';
import { Messages } from '@quiz/contract/messages';
import { buildTestApp, closeSharedDatabase, type TestApp } from '../../../test/helpers';
import { makeAdmin, makeUser, multipart } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

type Made = Awaited<ReturnType<typeof makeUser>>;
const call = (who: Made | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });

async function newClass(teacher: Made, fields: object = {}) {
  const res = await call(teacher, 'POST', '/classes', { name: 'Lớp 5A', subject: 'Toán', grade: '5', ...fields });
  expect(res.statusCode).toBe(201);
  return res.json().data as { _id: string; code: string };
}
const detail = async (teacher: Made, id: string) =>
  (await call(teacher, 'GET', `/classes/${id}`)).json().data as ClassDetail;
const cards = async (teacher: Made, id: string) =>
  (await call(teacher, 'GET', `/classes/${id}/cards`)).json().data.cards as LoginCard[];

describe('a teacher’s classes', () => {
  it('creates a class with a code, lists it, renames it, archives it read-only and deletes it', async () => {
    const teacher = await makeUser(t.app);
    const created = await call(teacher, 'POST', '/classes', { name: '  Lớp 5A ', subject: 'Toán', grade: '' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: Messages.classCreated,
      data: { name: 'Lớp 5A', subject: 'Toán', grade: null, admission: 'automatic', archived: false, studentCount: 0 },
    });
    const { _id: id, code } = created.json().data;
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    expect((await call(teacher, 'GET', '/classes')).json().data.teaching.map((c: { _id: string }) => c._id)).toEqual([
      id,
    ]);

    const renamed = await call(teacher, 'PUT', `/classes/${id}`, { name: 'Lớp 5B', admission: 'approval' });
    expect(renamed.json().data).toMatchObject({ name: 'Lớp 5B', admission: 'approval', subject: 'Toán' });
    const archived = await call(teacher, 'PUT', `/classes/${id}`, { archived: true });
    expect(archived.json().data.archived).toBe(true);
    const refused = await call(teacher, 'PUT', `/classes/${id}`, { name: 'Lớp 5C' });
    expect([refused.statusCode, refused.json().message]).toEqual([400, Messages.classArchived]);
    expect((await call(teacher, 'POST', `/classes/${id}/roster`, { names: 'An' })).statusCode).toBe(400);
    // Still readable, and brought back when the teacher wants.
    expect((await call(teacher, 'GET', `/classes/${id}/cards`)).statusCode).toBe(200);
    expect((await call(teacher, 'PUT', `/classes/${id}`, { archived: false })).json().data.archived).toBe(false);

    const deleted = await call(teacher, 'DELETE', `/classes/${id}`);
    expect(deleted.json().message).toBe(Messages.classDeleted);
    expect((await call(teacher, 'GET', `/classes/${id}`)).statusCode).toBe(404);
  });

  it('refuses a name missing, too short or too long, and fields too long, with the field named', async () => {
    const teacher = await makeUser(t.app);
    const cases: [object, string, string][] = [
      [{}, 'name', Messages.classNameRequired],
      [{ name: ' ' }, 'name', Messages.classNameRequired],
      [{ name: 'A' }, 'name', Messages.classNameTooShort(ClassLimits.nameMin)],
      [{ name: 'x'.repeat(61) }, 'name', Messages.classNameTooLong(ClassLimits.nameMax)],
      [{ name: 'Lớp', subject: 'x'.repeat(61) }, 'subject', Messages.classSubjectTooLong(ClassLimits.subjectMax)],
      [{ name: 'Lớp', grade: 'x'.repeat(31) }, 'grade', Messages.classGradeTooLong(ClassLimits.gradeMax)],
      [{ name: 'Lớp', admission: 'sometimes' }, 'admission', Messages.invalidPayload],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(teacher, 'POST', '/classes', body);
      expect([res.statusCode, res.json().fieldErrors?.[field]], JSON.stringify(body)).toEqual([400, message]);
    }
  });

  it('lets nobody else see or change a class: another teacher, a student of it, a visitor; an admin may', async () => {
    const teacher = await makeUser(t.app);
    const other = await makeUser(t.app);
    const student = await makeUser(t.app);
    const { _id: id, code } = await newClass(teacher);
    await call(student, 'POST', '/classes/join', { code });
    for (const who of [other, student]) {
      expect((await call(who, 'GET', `/classes/${id}`)).statusCode).toBe(404);
      expect((await call(who, 'PUT', `/classes/${id}`, { name: 'Mine' })).statusCode).toBe(404);
      expect((await call(who, 'DELETE', `/classes/${id}`)).statusCode).toBe(404);
      expect((await call(who, 'GET', `/classes/${id}/cards`)).statusCode).toBe(404);
      expect((await call(who, 'POST', `/classes/${id}/roster`, { names: 'An' })).statusCode).toBe(404);
    }
    expect((await call(null, 'GET', `/classes/${id}`)).statusCode).toBe(401);
    expect((await call(null, 'GET', '/classes')).statusCode).toBe(401);
    expect((await call(teacher, 'GET', '/classes/not-an-id')).statusCode).toBe(404);
    const admin = await makeAdmin(t.app);
    expect((await call(admin, 'GET', `/classes/${id}`)).json().data.name).toBe('Lớp 5A');
  });
});

describe('students with an account', () => {
  it('join with the code at once, appear in the class, leave and stay listed as left', async () => {
    const teacher = await makeUser(t.app);
    const student = await makeUser(t.app, { displayName: 'Minh Anh' });
    const { _id: id, code } = await newClass(teacher);
    const joined = await call(student, 'POST', '/classes/join', { code: code.toLowerCase() });
    expect(joined.json()).toMatchObject({ message: Messages.classJoined, data: { _id: id, status: 'active' } });
    expect((await call(student, 'POST', '/classes/join', { code })).json().message).toBe(Messages.classAlreadyMember);
    expect((await call(student, 'GET', '/classes')).json().data.joined).toEqual([
      expect.objectContaining({
        _id: id,
        status: 'active',
        teacher: expect.objectContaining({ _id: teacher.user.id }),
      }),
    ]);
    expect((await detail(teacher, id)).members).toEqual([
      expect.objectContaining({ name: 'Minh Anh', username: student.user.username, card: false, status: 'active' }),
    ]);
    expect((await call(student, 'DELETE', `/classes/${id}/membership`)).json().message).toBe(Messages.classLeft);
    expect((await call(student, 'GET', '/classes')).json().data.joined).toEqual([]);
    const after = await detail(teacher, id);
    expect(after.studentCount).toBe(0);
    expect(after.members).toEqual([expect.objectContaining({ status: 'left', leftAt: expect.any(String) })]);
  });

  it('ask to join a class that admits by approval; the teacher admits one, declines another', async () => {
    const teacher = await makeUser(t.app);
    const [first, second] = [await makeUser(t.app), await makeUser(t.app)];
    const { _id: id, code } = await newClass(teacher, { admission: 'approval' });
    for (const student of [first, second]) {
      const asked = await call(student, 'POST', '/classes/join', { code });
      expect(asked.json()).toMatchObject({ message: Messages.classJoinRequested, data: { status: 'pending' } });
    }
    const waiting = await detail(teacher, id);
    expect(waiting.pendingCount).toBe(2);
    const [a, b] = waiting.members;
    const admitted = await call(teacher, 'PUT', `/classes/${id}/members/${a!._id}`, { status: 'active' });
    expect(admitted.json()).toMatchObject({ message: Messages.memberAdmitted, data: { status: 'active' } });
    expect((await call(teacher, 'DELETE', `/classes/${id}/members/${b!._id}`)).json().message).toBe(
      Messages.memberRemoved,
    );
    const after = await detail(teacher, id);
    expect([after.studentCount, after.pendingCount]).toEqual([1, 0]);
    expect((await call(teacher, 'PUT', `/classes/${id}/members/${b!._id}`, { status: 'left' })).statusCode).toBe(400);
    const again = await call(teacher, 'PUT', `/classes/${id}/members/${a!._id}`, { status: 'active' });
    expect([again.statusCode, again.json().message]).toEqual([409, Messages.memberNotWaiting]);
    expect(admitted.json().data.username).toEqual(expect.stringMatching(/\S/));
  });

  it('refuses a bad code, an unknown one, an archived class’s, and the teacher joining their own', async () => {
    const teacher = await makeUser(t.app);
    const student = await makeUser(t.app);
    const { _id: id, code } = await newClass(teacher);
    for (const bad of ['', 'ABC', 'ABCDEFG', 'AB C1!']) {
      const res = await call(student, 'POST', '/classes/join', { code: bad });
      expect([res.statusCode, res.json().fieldErrors?.code]).toEqual([400, Messages.classCodeInvalid]);
    }
    expect((await call(student, 'POST', '/classes/join', { code: 'ZZZZZ9' })).statusCode).toBe(404);
    expect((await call(teacher, 'POST', '/classes/join', { code })).json().message).toBe(Messages.classOwnClass);
    await call(teacher, 'PUT', `/classes/${id}`, { archived: true });
    const archived = await call(student, 'POST', '/classes/join', { code });
    expect([archived.statusCode, archived.json().message]).toEqual([404, Messages.classCodeNotFound]);
    expect((await call(null, 'POST', '/classes/join', { code })).statusCode).toBe(401);
  });

  it('lets a removed student be removed once, and not leave a class they are not in', async () => {
    const teacher = await makeUser(t.app);
    const student = await makeUser(t.app);
    const { _id: id, code } = await newClass(teacher);
    await call(student, 'POST', '/classes/join', { code });
    const [member] = (await detail(teacher, id)).members;
    await call(teacher, 'DELETE', `/classes/${id}/members/${member!._id}`);
    expect((await call(student, 'DELETE', `/classes/${id}/membership`)).statusCode).toBe(404);
    expect((await call(teacher, 'DELETE', `/classes/${id}/members/${member!._id}`)).statusCode).toBe(200);
    expect((await detail(teacher, id)).members[0]!.status).toBe('removed');
    // Joining again asks anew; the row (and the results it will hold) is the same.
    await call(student, 'POST', '/classes/join', { code });
    const again = await detail(teacher, id);
    expect(again.members.map((m) => [m._id, m.status])).toEqual([[member!._id, 'active']]);
  });
});

describe('students without e-mail: the roster and login cards', () => {
  it('adds a card student for each line, header and blank lines skipped, and prints a card with a secret each', async () => {
    const teacher = await makeUser(t.app);
    const { _id: id } = await newClass(teacher);
    const res = await call(teacher, 'POST', `/classes/${id}/roster`, {
      names: '\uFEFFName,Birthday\r\n"Phạm, Linh",2015\r\n\r\nNguyễn Văn An;x\n  Trần   Bình  \n',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(Messages.rosterAdded(3));
    expect(res.json().data.added.map((m: { name: string; card: boolean }) => [m.name, m.card])).toEqual([
      ['Phạm, Linh', true],
      ['Nguyễn Văn An', true],
      ['Trần Bình', true],
    ]);
    const printed = (await call(teacher, 'GET', `/classes/${id}/cards`)).json().data;
    expect(printed).toMatchObject({ className: 'Lớp 5A', code: expect.stringMatching(/^[A-Z0-9]{6}$/) });
    expect(printed.cards.map((c: LoginCard) => c.name)).toEqual(['Nguyễn Văn An', 'Phạm, Linh', 'Trần Bình']);
    for (const card of printed.cards as LoginCard[]) expect(card.secret).toMatch(/^\d{6}$/);
    // The same secrets each time the cards are printed.
    expect(await cards(teacher, id)).toEqual(printed.cards);
  });

  it('refuses a roster that is empty, over 500 names, with a name too long or twice, naming the line; none is added', async () => {
    const teacher = await makeUser(t.app);
    const { _id: id } = await newClass(teacher);
    const names = (n: number) => Array.from({ length: n }, (_, i) => `Học sinh ${i + 1}`).join('\n');
    const cases: [string, string][] = [
      ['\n \n\r\n', Messages.rosterEmpty],
      [names(501), Messages.rosterTooMany(ClassLimits.rosterMax)],
      [`An\n${'x'.repeat(51)}`, Messages.rosterNameTooLong(2, ClassLimits.studentNameMax)],
      ['An\nBình\nan', Messages.rosterDuplicate(3, 'an')],
    ];
    for (const [text, message] of cases) {
      const res = await call(teacher, 'POST', `/classes/${id}/roster`, { names: text });
      expect([res.statusCode, res.json().message, res.json().fieldErrors?.names]).toEqual([400, message, message]);
    }
    expect((await call(teacher, 'POST', `/classes/${id}/roster`, {})).statusCode).toBe(400);
    expect((await detail(teacher, id)).members).toEqual([]);
    await call(teacher, 'POST', `/classes/${id}/roster`, { names: 'Lan' });
    const again = await call(teacher, 'POST', `/classes/${id}/roster`, { names: 'Hoa\nlan' });
    expect(again.json().message).toBe(Messages.rosterDuplicate(2, 'lan'));
    expect((await call(teacher, 'POST', `/classes/${id}/roster`, { names: names(500) })).json().message).toBe(
      Messages.classFull(ClassLimits.rosterMax),
    );
  });

  it('signs a card student in by code, name and secret, as an account with no e-mail of its own', async () => {
    const teacher = await makeUser(t.app);
    const { _id: id, code } = await newClass(teacher);
    await call(teacher, 'POST', `/classes/${id}/roster`, { names: 'An\nBình' });
    const listed = await call(null, 'GET', `/class-cards/${code.toLowerCase()}`);
    expect(listed.json().data).toMatchObject({ name: 'Lớp 5A', code, students: [{ name: 'An' }, { name: 'Bình' }] });
    const [card] = await cards(teacher, id);
    const signedIn = await call(null, 'POST', '/class-cards/sign-in', {
      code,
      studentId: card!._id,
      secret: card!.secret,
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ token: expect.any(String), user: { displayName: 'An', loginCard: true } });
    const auth = { authorization: `Bearer ${signedIn.json().token}` };
    const mine = await t.app.inject({ method: 'GET', url: '/api/classes', headers: auth });
    expect(mine.json().data.joined).toEqual([expect.objectContaining({ _id: id, status: 'active' })]);
  });

  it('refuses a wrong secret, then any secret after 10 wrong ones for that student only, from one address', async () => {
    const teacher = await makeUser(t.app);
    const { _id: id, code } = await newClass(teacher);
    await call(teacher, 'POST', `/classes/${id}/roster`, { names: 'An\nBình' });
    const [an, binh] = await cards(teacher, id);
    const wrong = an!.secret === '000000' ? '111111' : '000000';
    for (let i = 0; i < ClassLimits.cardFailuresPerWindow; i++) {
      const res = await call(null, 'POST', '/class-cards/sign-in', { code, studentId: an!._id, secret: wrong });
      expect([res.statusCode, res.json().message]).toEqual([401, Messages.cardSecretWrong]);
    }
    const locked = await call(null, 'POST', '/class-cards/sign-in', { code, studentId: an!._id, secret: an!.secret });
    expect(locked.statusCode).toBe(429);
    const other = await call(null, 'POST', '/class-cards/sign-in', {
      code,
      studentId: binh!._id,
      secret: binh!.secret,
    });
    expect(other.statusCode).toBe(200);
    // The teacher's new card unlocks it, and the old secret no longer works.
    const reset = await call(teacher, 'POST', `/classes/${id}/members/${an!._id}/card`);
    expect(reset.json()).toMatchObject({ message: Messages.cardReset, data: { _id: an!._id } });
    const fresh = reset.json().data.secret as string;
    expect(
      (await call(null, 'POST', '/class-cards/sign-in', { code, studentId: an!._id, secret: fresh })).statusCode,
    ).toBe(200);
  });

  it('refuses a sign-in with bad input, an unknown class or student, and a removed card student', async () => {
    const teacher = await makeUser(t.app);
    const { _id: id, code } = await newClass(teacher);
    await call(teacher, 'POST', `/classes/${id}/roster`, { names: 'An' });
    const [card] = await cards(teacher, id);
    const signIn = (body: object) => call(null, 'POST', '/class-cards/sign-in', body);
    expect((await signIn({ code, studentId: card!._id, secret: '12a456' })).json().fieldErrors.secret).toBe(
      Messages.cardSecretFormat,
    );
    expect((await signIn({ code, secret: card!.secret })).json().fieldErrors.studentId).toBe(
      Messages.cardStudentRequired,
    );
    expect((await signIn({ code: 'ZZZZZ9', studentId: card!._id, secret: card!.secret })).statusCode).toBe(404);
    expect((await signIn({ code, studentId: 'someone', secret: card!.secret })).statusCode).toBe(404);
    expect((await call(null, 'GET', '/class-cards/ZZZZZ9')).statusCode).toBe(404);
    await call(teacher, 'DELETE', `/classes/${id}/members/${card!._id}`);
    expect((await signIn({ code, studentId: card!._id, secret: card!.secret })).statusCode).toBe(404);
    expect((await call(null, 'GET', `/class-cards/${code}`)).json().data.students).toEqual([]);
  });

  it('ends a card’s sessions when it is reset, and deletes card students with their class', async () => {
    const teacher = await makeUser(t.app);
    const { _id: id, code } = await newClass(teacher);
    await call(teacher, 'POST', `/classes/${id}/roster`, { names: 'An' });
    const [card] = await cards(teacher, id);
    const { token } = (
      await call(null, 'POST', '/class-cards/sign-in', { code, studentId: card!._id, secret: card!.secret })
    ).json();
    const auth = { authorization: `Bearer ${token}` };
    await call(teacher, 'POST', `/classes/${id}/members/${card!._id}/card`);
    expect((await t.app.inject({ method: 'GET', url: '/api/classes', headers: auth })).statusCode).toBe(401);
    const other = await makeUser(t.app);
    expect((await call(other, 'POST', `/classes/${id}/members/${card!._id}/card`)).statusCode).toBe(404);
    await call(teacher, 'DELETE', `/classes/${id}`);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: auth })).statusCode).toBe(401);
  });

  it('lets 40 card students of one class sign in within a minute from one address', async () => {
    const teacher = await makeUser(t.app);
    const { _id: id, code } = await newClass(teacher);
    const names = Array.from({ length: 40 }, (_, i) => `Học sinh ${i + 1}`).join('\n');
    await call(teacher, 'POST', `/classes/${id}/roster`, { names });
    const all = await cards(teacher, id);
    const results = await Promise.all(
      all.map(async (card) => {
        const listed = await call(null, 'GET', `/class-cards/${code}`);
        const res = await call(null, 'POST', '/class-cards/sign-in', {
          code,
          studentId: card._id,
          secret: card.secret,
        });
        return [listed.statusCode, res.statusCode];
      }),
    );
    expect(results.filter(([a, b]) => a !== 200 || b !== 200)).toEqual([]);
  });

  it('lets a card student attach an e-mail and a password, keeping the account; the card then stops working', async () => {
    const teacher = await makeUser(t.app);
    const { _id: id, code } = await newClass(teacher);
    await call(teacher, 'POST', `/classes/${id}/roster`, { names: 'An' });
    const [card] = await cards(teacher, id);
    const signedIn = (
      await call(null, 'POST', '/class-cards/sign-in', { code, studentId: card!._id, secret: card!.secret })
    ).json();
    const auth = { authorization: `Bearer ${signedIn.token}` };
    const attach = (body: object, headers: Record<string, string> = auth) =>
      t.app.inject({ method: 'POST', url: '/api/users/attach-email', headers, payload: body });
    const taken = await attach({ username: 'an-lop5a', email: teacher.user.email, password: 'secret-123' });
    expect([taken.statusCode, taken.json().fieldErrors.email]).toEqual([409, Messages.emailTaken]);
    expect((await attach({ username: 'an', email: 'not-an-email', password: 'x' })).statusCode).toBe(400);
    const email = `an-${Date.now()}@example.com`;
    const attached = await attach({ username: `an${Date.now()}`, email, password: 'secret-123' });
    expect(attached.statusCode).toBe(200);
    expect(attached.json()).toMatchObject({ message: Messages.emailAttached, user: { email, displayName: 'An' } });
    expect(attached.json().user.loginCard).toBeUndefined();
    // The same account, its class kept; it now logs in as anyone does, and its card no longer signs it in.
    expect(attached.json().user._id).toBe(signedIn.user._id);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email, password: 'secret-123' },
    });
    expect(login.statusCode).toBe(200);
    expect((await detail(teacher, id)).members).toEqual([
      expect.objectContaining({ _id: card!._id, card: false, status: 'active' }),
    ]);
    expect(
      (await call(null, 'POST', '/class-cards/sign-in', { code, studentId: card!._id, secret: card!.secret }))
        .statusCode,
    ).toBe(404);
    // Once is enough: an ordinary account is refused, as is a visitor.
    expect((await attach({ username: 'again1', email: `x${email}`, password: 'secret-123' })).statusCode).toBe(400);
    expect((await attach({ username: 'again2', email: `y${email}`, password: 'secret-123' }, {})).statusCode).toBe(401);
    // Deleting the class leaves the account that is one now.
    await call(teacher, 'DELETE', `/classes/${id}`);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password: 'secret-123' } }))
        .statusCode,
    ).toBe(200);
  });
});

describe('co-teachers', () => {
  it('share the class with its teacher: its students, homework and gradebook, but not adding others or deleting it', async () => {
    const teacher = await makeUser(t.app);
    const co = await makeUser(t.app);
    const student = await makeUser(t.app);
    const { _id: id, code } = await newClass(teacher);
    await call(student, 'POST', '/classes/join', { code });

    const added = await call(teacher, 'POST', `/classes/${id}/teachers`, { name: co.user.email.toUpperCase() });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ message: Messages.coTeacherAdded, data: [{ _id: co.user.id }] });
    expect((await detail(teacher, id)).coTeachers.map((p) => p._id)).toEqual([co.user.id]);
    expect((await call(co, 'GET', '/classes')).json().data.teaching.map((c: { _id: string }) => c._id)).toEqual([id]);
    expect((await call(co, 'PUT', `/classes/${id}`, { name: 'Lớp 5C' })).statusCode).toBe(200);
    expect((await call(co, 'GET', `/classes/${id}/gradebook`)).statusCode).toBe(200);
    expect((await call(co, 'POST', `/classes/${id}/roster`, { names: 'Minh' })).statusCode).toBe(201);

    const third = await makeUser(t.app);
    const byCo = await call(co, 'POST', `/classes/${id}/teachers`, { name: third.user.username });
    expect([byCo.statusCode, byCo.json().message]).toEqual([403, Messages.coTeacherOwnerOnly]);
    const deleting = await call(co, 'DELETE', `/classes/${id}`);
    expect([deleting.statusCode, deleting.json().message]).toEqual([403, Messages.coTeacherOwnerOnly]);
    const joining = await call(co, 'POST', '/classes/join', { code });
    expect([joining.statusCode, joining.json().message]).toEqual([409, Messages.classOwnClass]);

    const left = await call(co, 'DELETE', `/classes/${id}/teachers/${co.user.id}`);
    expect(left.json().message).toBe(Messages.coTeacherRemoved);
    expect((await call(co, 'GET', `/classes/${id}`)).statusCode).toBe(404);
  });

  it('refuses an unknown name, the teacher themself, a student of the class, someone twice, and a stranger adding', async () => {
    const teacher = await makeUser(t.app);
    const co = await makeUser(t.app);
    const student = await makeUser(t.app);
    const stranger = await makeUser(t.app);
    const { _id: id, code } = await newClass(teacher);
    await call(student, 'POST', '/classes/join', { code });
    const cases: [Made, object, number, string][] = [
      [teacher, { name: 'nobody-at-all' }, 404, Messages.coTeacherNotFound],
      [teacher, { name: '' }, 400, Messages.coTeacherNotFound],
      [teacher, { name: teacher.user.username }, 409, Messages.classOwnClass],
      [teacher, { name: student.user.username }, 400, Messages.coTeacherIsStudent],
      [stranger, { name: co.user.username }, 404, Messages.classNotFound],
    ];
    for (const [who, body, status, message] of cases) {
      const res = await call(who, 'POST', `/classes/${id}/teachers`, body);
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([status, message]);
    }
    expect((await call(teacher, 'POST', `/classes/${id}/teachers`, { name: co.user.username })).statusCode).toBe(201);
    const twice = await call(teacher, 'POST', `/classes/${id}/teachers`, { name: co.user.username });
    expect([twice.statusCode, twice.json().message]).toEqual([409, Messages.coTeacherAlready]);
    const removedByStranger = await call(stranger, 'DELETE', `/classes/${id}/teachers/${co.user.id}`);
    expect(removedByStranger.statusCode).toBe(404);
    expect((await call(teacher, 'DELETE', `/classes/${id}/teachers/${co.user.id}`)).statusCode).toBe(200);
  });
});

describe('a roster from a spreadsheet', () => {
  const xlsx = async (rows: (string | number | null)[][]) => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Danh sách');
    for (const row of rows) sheet.addRow(row);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  };
  const upload = (who: Made, id: string, data: Buffer) => {
    const form = multipart({}, [{ field: 'file', filename: 'lop5a.xlsx', type: 'application/octet-stream', data }]);
    return t.app.inject({
      method: 'POST',
      url: `/api/classes/${id}/roster/file`,
      headers: { ...who.auth, ...form.headers },
      payload: form.payload,
    });
  };

  it('reads the first column with names of the first sheet, for the teacher to check before adding', async () => {
    const teacher = await makeUser(t.app);
    const { _id: id } = await newClass(teacher);
    const read = await upload(
      teacher,
      id,
      await xlsx([
        ['STT', 'Họ và tên', 'Ngày sinh'],
        [1, 'Nguyễn Văn An', '2015-01-02'],
        [2, 'Trần Thị Bình', null],
        [3, null, null],
        [4, 'Lê Minh', null],
      ]),
    );
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.names).toBe('Họ và tên\nNguyễn Văn An\nTrần Thị Bình\n\nLê Minh');
    // The same names, as a roster: the header and the blank line are skipped.
    const added = await call(teacher, 'POST', `/classes/${id}/roster`, { names: read.json().data.names });
    expect(added.json().data.added.map((m: { name: string }) => m.name)).toEqual([
      'Nguyễn Văn An',
      'Trần Thị Bình',
      'Lê Minh',
    ]);
  });

  it('refuses a file that is not a spreadsheet, an empty sheet, and someone else’s class', async () => {
    const teacher = await makeUser(t.app);
    const { _id: id } = await newClass(teacher);
    const notXlsx = await upload(teacher, id, Buffer.from('An\nBình\n'));
    expect([notXlsx.statusCode, notXlsx.json().message]).toEqual([400, Messages.rosterFileUnreadable]);
    const empty = await upload(teacher, id, await xlsx([[1], [2]]));
    expect([empty.statusCode, empty.json().message]).toEqual([400, Messages.rosterEmpty]);
    expect((await upload(await makeUser(t.app), id, await xlsx([['An']]))).statusCode).toBe(404);
  });
});
