import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssignmentLimits, type Gradebook, type StudentAssignment } from '@quiz/contract/assignments';
import { Messages } from '@quiz/contract/messages';
import { eq } from 'drizzle-orm';
import { assignments } from '../../db/schema/assignments';
import { classMembers } from '../../db/schema/classes';
import { timedAttempts } from '../../db/schema/submissions';
import { buildTestApp, closeSharedDatabase, type TestApp } from '../../../test/helpers';
import { makeAdmin, makeUser } from '../../../test/factories';
import { assign, classWithStudents, handIn, inHours } from '../../../test/homework';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

/** Moves the homework's dates as if time had passed. */
const setDates = (id: string, dates: { opensAt?: Date; dueAt?: Date; closesAt?: Date | null }) =>
  t.app.ctx.db.update(assignments).set(dates).where(eq(assignments.id, id));
const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000);

describe('assigning homework', () => {
  it('assigns a private quiz to a class; the students see it in To do and can read the quiz through it', async () => {
    const s = await classWithStudents(t);
    const created = await s.call(s.teacher, 'POST', '/assignments', {
      quizId: s.quiz._id,
      classIds: [s.klass._id],
      dueAt: inHours(30),
      closesAt: inHours(60),
      attempts: 2,
      counts: 'last',
      showAnswers: 'after_due',
      timeZone: 'Asia/Ho_Chi_Minh',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: Messages.assigned(1),
      data: [
        {
          classId: s.klass._id,
          className: 'Lớp 6A',
          quiz: { _id: s.quiz._id, title: s.quiz.title, deleted: false },
          attempts: 2,
          counts: 'last',
          showAnswers: 'after_due',
          students: 2,
          handedIn: 0,
        },
      ],
    });
    const id = created.json().data[0]._id as string;
    for (const who of [s.student, s.cardStudent]) {
      const todo = (await s.call(who, 'GET', '/assignments/todo')).json().data as StudentAssignment[];
      expect(todo).toEqual([
        expect.objectContaining({
          _id: id,
          state: 'todo',
          canAttempt: true,
          attemptsLeft: 2,
          class: { _id: s.klass._id, name: 'Lớp 6A' },
        }),
      ]);
      // The quiz is private: read through the homework only.
      expect((await s.call(who, 'GET', `/quizzes/${s.quiz._id}`)).statusCode).toBe(404);
      const read = await s.call(who, 'GET', `/quizzes/${s.quiz._id}?assignment=${id}`);
      expect(read.statusCode).toBe(200);
      expect(read.json().data.questions[0].options[0]).not.toHaveProperty('isCorrect');
    }
    expect((await s.call(s.teacher, 'GET', `/classes/${s.klass._id}/assignments`)).json().data).toHaveLength(1);
  });

  it('refuses dates in the wrong order, a due date in the past, attempts out of range, no class, with the field named', async () => {
    const s = await classWithStudents(t);
    const base = { quizId: s.quiz._id, classIds: [s.klass._id], dueAt: inHours(24) };
    const cases: [object, string, string][] = [
      [{ opensAt: inHours(30) }, 'dueAt', Messages.assignmentDueBeforeOpen],
      [{ closesAt: inHours(20) }, 'closesAt', Messages.assignmentClosesBeforeDue],
      [{ dueAt: inHours(-1) }, 'dueAt', Messages.assignmentDueInPast],
      [{ dueAt: 'tomorrow' }, 'dueAt', Messages.assignmentDateInvalid],
      [{ attempts: 4 }, 'attempts', Messages.assignmentAttemptsRange(AssignmentLimits.attemptsMax)],
      [{ attempts: 0 }, 'attempts', Messages.assignmentAttemptsRange(AssignmentLimits.attemptsMax)],
      [{ classIds: [] }, 'classIds', Messages.assignmentClassRequired],
      [{ counts: 'worst' }, 'counts', Messages.invalidPayload],
      [{ showAnswers: 'sometimes' }, 'showAnswers', Messages.invalidPayload],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone', Messages.invalidPayload],
    ];
    for (const [change, field, message] of cases) {
      const res = await s.call(s.teacher, 'POST', '/assignments', { ...base, ...change });
      expect([res.statusCode, res.json().fieldErrors?.[field]], JSON.stringify(change)).toEqual([400, message]);
    }
    const unlimited = await s.call(s.teacher, 'POST', '/assignments', { ...base, attempts: null });
    expect(unlimited.json().data[0].attempts).toBeNull();
  });

  it('lets nobody assign to a class they do not teach, nor a quiz they cannot read, nor to an archived class', async () => {
    const s = await classWithStudents(t);
    const other = await makeUser(t.app);
    const base = { quizId: s.quiz._id, classIds: [s.klass._id], dueAt: inHours(24) };
    expect((await s.call(other, 'POST', '/assignments', base)).statusCode).toBe(404);
    expect((await s.call(s.student, 'POST', '/assignments', base)).statusCode).toBe(404);
    expect((await s.call(null, 'POST', '/assignments', base)).statusCode).toBe(401);
    const otherClass = (await s.call(other, 'POST', '/classes', { name: 'Lớp 7B' })).json().data._id as string;
    const notTheirQuiz = await s.call(other, 'POST', '/assignments', { ...base, classIds: [otherClass] });
    expect([notTheirQuiz.statusCode, notTheirQuiz.json().message]).toEqual([404, Messages.quizNotFound]);
    await s.call(s.teacher, 'PUT', `/classes/${s.klass._id}`, { archived: true });
    const archived = await s.call(s.teacher, 'POST', '/assignments', base);
    expect([archived.statusCode, archived.json().message]).toEqual([400, Messages.assignmentClassArchived('Lớp 6A')]);
  });

  it('lets only the teacher (and admins) read, change and delete it; a student of another class sees nothing', async () => {
    const s = await classWithStudents(t);
    const { _id: id } = await assign(s);
    const stranger = await makeUser(t.app);
    for (const who of [stranger, s.student]) {
      expect((await s.call(who, 'GET', `/assignments/${id}`)).statusCode).toBe(404);
      expect((await s.call(who, 'PUT', `/assignments/${id}`, { dueAt: inHours(5) })).statusCode).toBe(404);
      expect((await s.call(who, 'DELETE', `/assignments/${id}`)).statusCode).toBe(404);
      expect((await s.call(who, 'GET', `/classes/${s.klass._id}/gradebook`)).statusCode).toBe(404);
      expect((await s.call(who, 'GET', `/assignments/${id}/report`)).statusCode).toBe(404);
    }
    expect((await s.call(stranger, 'GET', `/assignments/${id}/mine`)).statusCode).toBe(404);
    expect((await s.call(stranger, 'GET', `/quizzes/${s.quiz._id}?assignment=${id}`)).statusCode).toBe(404);
    expect((await s.call(stranger, 'GET', '/assignments/todo')).json().data).toEqual([]);
    expect((await s.call(null, 'GET', '/assignments/todo')).statusCode).toBe(401);
    const admin = await makeAdmin(t.app);
    expect((await s.call(admin, 'GET', `/assignments/${id}`)).statusCode).toBe(200);
    expect((await s.call(admin, 'GET', `/classes/${s.klass._id}/gradebook`)).statusCode).toBe(200);

    const changed = await s.call(s.teacher, 'PUT', `/assignments/${id}`, { dueAt: inHours(72), attempts: 3 });
    expect(changed.json()).toMatchObject({ message: Messages.assignmentUpdated, data: { attempts: 3 } });
    const deleted = await s.call(s.teacher, 'DELETE', `/assignments/${id}`);
    expect(deleted.json().message).toBe(Messages.assignmentDeleted);
    expect((await s.call(s.student, 'GET', '/assignments/todo')).json().data).toEqual([]);
  });
});

describe('doing homework', () => {
  it('takes attempts up to the limit, counts the best, and says when none are left', async () => {
    const s = await classWithStudents(t);
    const { _id: id } = await assign(s, { attempts: 2, counts: 'best' });
    const first = await handIn(s, s.student, id, true);
    expect(first.statusCode).toBe(201);
    expect(first.json().submission).toMatchObject({ assignmentId: id, late: false, percentageScore: 100 });
    expect((await handIn(s, s.student, id, false)).statusCode).toBe(201);
    const third = await handIn(s, s.student, id, true);
    expect([third.statusCode, third.json().message]).toEqual([409, Messages.assignmentNoAttemptsLeft]);
    const mine = (await s.call(s.student, 'GET', `/assignments/${id}/mine`)).json().data as StudentAssignment;
    expect(mine).toMatchObject({ state: 'done', score: 100, attemptsUsed: 2, attemptsLeft: 0, canAttempt: false });
  });

  it('refuses homework not open yet, and one closed; takes a late one until it closes, marked late', async () => {
    const s = await classWithStudents(t);
    const { _id: id } = await assign(s, { opensAt: inHours(2), dueAt: inHours(24), closesAt: inHours(48) });
    const early = await handIn(s, s.student, id);
    expect([early.statusCode, early.json().message]).toEqual([409, Messages.assignmentNotOpen]);
    expect((await s.call(s.student, 'GET', '/assignments/todo')).json().data).toEqual([]);

    await setDates(id, { opensAt: ago(30), dueAt: ago(2), closesAt: inHoursDate(5) });
    const todo = (await s.call(s.cardStudent, 'GET', '/assignments/todo')).json().data as StudentAssignment[];
    expect(todo[0]).toMatchObject({ state: 'late', canAttempt: true });
    const late = await handIn(s, s.cardStudent, id);
    expect(late.json().submission).toMatchObject({ late: true });

    await setDates(id, { closesAt: ago(1) });
    const closed = await handIn(s, s.student, id);
    expect([closed.statusCode, closed.json().message]).toEqual([409, Messages.assignmentClosed]);
    const missed = (await s.call(s.student, 'GET', '/assignments/todo')).json().data as StudentAssignment[];
    expect(missed[0]).toMatchObject({ state: 'missed', canAttempt: false });
  });

  it('hides the right answers until the due date when the teacher says so, never from the teacher', async () => {
    const s = await classWithStudents(t);
    const { _id: id } = await assign(s, { showAnswers: 'after_due' });
    const handed = (await handIn(s, s.student, id, false)).json().submission;
    expect(handed.answersHidden).toBe(true);
    expect(handed.answers.map((a: { correctTexts: string[] }) => a.correctTexts)).toEqual([[], []]);
    const teacherSees = await s.call(s.teacher, 'GET', `/submissions/${handed._id}`);
    expect(teacherSees.json().data).toMatchObject({ answersHidden: false });
    expect(teacherSees.json().data.answers[0].correctTexts).toEqual(['Paris']);
    await setDates(id, { dueAt: ago(1) });
    const after = (await s.call(s.student, 'GET', `/submissions/${handed._id}`)).json().data;
    expect([after.answersHidden, after.answers[0].correctTexts]).toEqual([false, ['Paris']]);
    // Someone else's teacher reads nothing.
    expect((await s.call(await makeUser(t.app), 'GET', `/submissions/${handed._id}`)).statusCode).toBe(404);
  });

  it('times the attempt with the student’s own extra time, set by the teacher', async () => {
    const s = await classWithStudents(t);
    const { _id: id } = await assign(s, { timed: true });
    const detail = (await s.call(s.teacher, 'GET', `/classes/${s.klass._id}`)).json().data;
    const member = detail.members.find((m: { card: boolean }) => !m.card);
    const set = await s.call(s.teacher, 'PUT', `/classes/${s.klass._id}/members/${member._id}/accommodation`, {
      extraTime: 2,
    });
    expect(set.json()).toMatchObject({ message: Messages.accommodationSaved, data: { extraTime: 2 } });
    const bad = await s.call(s.teacher, 'PUT', `/classes/${s.klass._id}/members/${member._id}/accommodation`, {
      extraTime: 3,
    });
    expect([bad.statusCode, bad.json().fieldErrors?.extraTime]).toEqual([400, Messages.extraTimeInvalid]);
    const untimed = await handIn(s, s.student, id);
    expect([untimed.statusCode, untimed.json().message]).toEqual([400, Messages.timedAttemptRequired]);
    const started = await s.call(s.student, 'POST', `/quizzes/${s.quiz._id}/attempts`, { assignmentId: id });
    expect(started.statusCode).toBe(201);
    // The quiz's questions have the room's default time; the student gets twice it, whatever they ask for.
    const plain = await s.call(s.cardStudent, 'POST', `/quizzes/${s.quiz._id}/attempts`, {
      assignmentId: id,
      extraTime: 2,
    });
    expect(started.json().attempt.allowedSeconds).toBe(plain.json().attempt.allowedSeconds * 2);
    const handed = await s.call(s.student, 'POST', `/quizzes/${s.quiz._id}/submit`, {
      answers: [],
      assignmentId: id,
      attemptId: started.json().attempt._id,
    });
    expect(handed.json().submission).toMatchObject({ assignmentId: id, timing: { extraTime: 2 } });

    // A timed attempt left to run out, then handed in once the homework has closed (the answers may show by then),
    // is refused; it used one of the attempts allowed.
    await t.app.ctx.db
      .update(timedAttempts)
      .set({ startedAt: ago(30) })
      .where(eq(timedAttempts.id, plain.json().attempt._id));
    const todo = (await s.call(s.cardStudent, 'GET', `/assignments/${id}/mine`)).json().data as StudentAssignment;
    expect(todo).toMatchObject({ attemptsUsed: 1, attemptsLeft: 0, canAttempt: false });
    await setDates(id, { opensAt: ago(40), dueAt: ago(20), closesAt: ago(10) });
    const afterClose = await s.call(s.cardStudent, 'POST', `/quizzes/${s.quiz._id}/submit`, {
      answers: [],
      assignmentId: id,
      attemptId: plain.json().attempt._id,
    });
    expect([afterClose.statusCode, afterClose.json().message]).toEqual([409, Messages.assignmentClosed]);
  });

  it('excuses a student and gives another a further attempt, from the gradebook', async () => {
    const s = await classWithStudents(t);
    const { _id: id } = await assign(s, { attempts: 1 });
    await handIn(s, s.student, id, false);
    const detail = (await s.call(s.teacher, 'GET', `/classes/${s.klass._id}`)).json().data;
    const account = detail.members.find((m: { card: boolean }) => !m.card)._id as string;
    const more = await s.call(s.teacher, 'PUT', `/assignments/${id}/students/${account}`, { extraAttempts: 1 });
    expect(more.json()).toMatchObject({ message: Messages.studentOverrideSaved, data: { extraAttempts: 1 } });
    expect((await handIn(s, s.student, id, true)).statusCode).toBe(201);
    const excused = await s.call(s.teacher, 'PUT', `/assignments/${id}/students/${s.cardMemberId}`, { excused: true });
    expect(excused.json().data.mark).toBe('excused');
    const refused = await handIn(s, s.cardStudent, id);
    expect([refused.statusCode, refused.json().message]).toEqual([409, Messages.assignmentExcused]);
    const empty = await s.call(s.teacher, 'PUT', `/assignments/${id}/students/${account}`, {});
    expect([empty.statusCode, empty.json().message]).toEqual([400, Messages.invalidPayload]);
    const bad = await s.call(s.teacher, 'PUT', `/assignments/${id}/students/${account}`, { extraAttempts: 9 });
    expect([bad.statusCode, bad.json().fieldErrors?.extraAttempts]).toEqual([
      400,
      Messages.extraAttemptsRange(AssignmentLimits.extraAttemptsMax),
    ]);
    const other = await makeUser(t.app);
    expect((await s.call(other, 'PUT', `/assignments/${id}/students/${account}`, { excused: true })).statusCode).toBe(
      404,
    );
  });

  it('keeps a removed student’s results in the gradebook, and refuses their new attempts', async () => {
    const s = await classWithStudents(t);
    const { _id: id } = await assign(s);
    await handIn(s, s.student, id, true);
    const detail = (await s.call(s.teacher, 'GET', `/classes/${s.klass._id}`)).json().data;
    const account = detail.members.find((m: { card: boolean }) => !m.card)._id as string;
    await s.call(s.teacher, 'DELETE', `/classes/${s.klass._id}/members/${account}`);
    expect((await handIn(s, s.student, id)).statusCode).toBe(404);
    const book = (await s.call(s.teacher, 'GET', `/classes/${s.klass._id}/gradebook`)).json().data as Gradebook;
    expect(book.rows.find((r) => r.memberId === account)).toMatchObject({
      status: 'removed',
      cells: [{ mark: 'done', score: 100 }],
    });
  });
});

describe('the gradebook', () => {
  it('shows each student’s counted score, late, missing and excused marks, and the averages', async () => {
    const s = await classWithStudents(t);
    // The students were in the class well before the dates moved into the past below.
    await t.app.ctx.db
      .update(classMembers)
      .set({ joinedAt: ago(100) })
      .where(eq(classMembers.classId, s.klass._id));
    const first = await assign(s, { dueAt: inHours(10), closesAt: inHours(20) });
    const second = await assign(s, { dueAt: inHours(30) });
    await handIn(s, s.student, first._id, true);
    await handIn(s, s.student, second._id, false);
    await setDates(first._id, { opensAt: ago(10), dueAt: ago(1) });
    await handIn(s, s.cardStudent, first._id, true);
    await setDates(second._id, { opensAt: ago(10), dueAt: ago(1), closesAt: null });

    const book = (await s.call(s.teacher, 'GET', `/classes/${s.klass._id}/gradebook`)).json().data as Gradebook;
    expect(book.columns.map((c) => [c.kind, c.average, c.handedIn])).toEqual([
      ['assignment', 100, 2],
      ['assignment', 0, 1],
    ]);
    const lan = book.rows.find((r) => r.card)!;
    // A student who joins now was not in the class for homework already due: not theirs to miss.
    const newcomer = await makeUser(t.app);
    await s.call(newcomer, 'POST', '/classes/join', { code: s.klass.code });
    const later = (await s.call(s.teacher, 'GET', `/classes/${s.klass._id}/gradebook`)).json().data as Gradebook;
    expect(later.rows.find((r) => r.username === newcomer.user.username)).toMatchObject({
      cells: [{ mark: 'absent' }, { mark: 'absent' }],
      average: null,
    });
    expect(lan.cells.map((c) => [c.mark, c.score])).toEqual([
      ['late', 100],
      ['missing', null],
    ]);
    expect(lan.average).toBe(50);
    expect(book.average).toBe(50);

    const csv = await s.call(s.teacher, 'GET', `/classes/${s.klass._id}/gradebook.csv?lang=vi`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`quiz-adventure-gradebook-${s.klass.code}.csv`);
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(`Học sinh,Tài khoản,${s.quiz.title},${s.quiz.title},Trung bình (%)`);
    expect(lines).toContain('Lan,thẻ đăng nhập,100 (nộp muộn),không nộp,50');
    expect(lines.at(-1)).toBe('Trung bình của lớp,,100,0,50');
    const xlsx = await s.call(s.teacher, 'GET', `/classes/${s.klass._id}/gradebook.xlsx`);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('reports one assignment like a game: the question analysis and each student’s counted answers', async () => {
    const s = await classWithStudents(t);
    const { _id: id } = await assign(s);
    await handIn(s, s.student, id, true);
    await handIn(s, s.cardStudent, id, false);
    const report = (await s.call(s.teacher, 'GET', `/assignments/${id}/report`)).json().data;
    expect(report).toMatchObject({ playerCount: 2, questionCount: 2, code: s.klass.code });
    expect(report.questions[0]).toMatchObject({ answered: 2, correct: 1, correctRate: 0.5 });
    expect(report.questions[0].options.map((o: { picks: number }) => o.picks)).toEqual([1, 1, 0, 0]);
    expect(report.players.map((p: { name: string; score: number }) => [p.name, p.score])).toEqual([
      [expect.any(String), 100],
      ['Lan', 0],
    ]);
    const csv = await s.call(s.teacher, 'GET', `/assignments/${id}/report.csv`);
    expect(csv.body).toContain('Paris (correct)');
  });
});

function inHoursDate(hours: number) {
  return new Date(Date.now() + hours * 3_600_000);
}
