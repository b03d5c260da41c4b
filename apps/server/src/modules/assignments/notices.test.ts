/**
 * Telling students of homework (issue 38): live to every student of the class as it opens, by e-mail in their
 * language to those with an address; the reminder a day before the due date to those who have not handed in, from
 * the database, so a restart before it is due does not lose it, and two instances send it once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { assignmentNotices, assignments } from '../../db/schema/assignments';
import { buildListeningTestApp, buildTestApp, closeSharedDatabase, type ListeningTestApp } from '../../../test/helpers';
import { makeUser } from '../../../test/factories';
import { openClient, until } from '../../../test/sockets';
import { assign, classWithStudents, handIn, inHours } from '../../../test/homework';

let t: ListeningTestApp;
beforeAll(async () => {
  t = await buildListeningTestApp({ HOMEWORK_NOTICE_POLL_MS: '100' });
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

const noticesOf = (assignmentId: string, kind: 'assigned' | 'reminder') =>
  t.app.ctx.db
    .select({ userId: assignmentNotices.userId })
    .from(assignmentNotices)
    .where(and(eq(assignmentNotices.assignmentId, assignmentId), eq(assignmentNotices.kind, kind)));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('homework notices', () => {
  it('tells every student live as homework is given, and e-mails those with an address in their language', async () => {
    const s = await classWithStudents(t);
    const vietnamese = await makeUser(t.app, { language: 'vi' });
    await s.call(vietnamese, 'POST', '/classes/join', { code: s.klass.code });
    const [account, card] = await Promise.all([openClient(t.url, s.student), openClient(t.url, s.cardStudent)]);
    const told = Promise.all([until(account, 'assignment-notice'), until(card, 'assignment-notice')]);
    const { _id: id } = await assign(s, { timeZone: 'Asia/Ho_Chi_Minh' });
    expect(await told).toEqual([
      expect.objectContaining({ kind: 'assigned', assignmentId: id, quizTitle: s.quiz.title, className: 'Lớp 6A' }),
      expect.objectContaining({ kind: 'assigned', assignmentId: id }),
    ]);
    const mail = await t.mailbox.waitFor(vietnamese.user.email, `Bài tập mới: ${s.quiz.title}`);
    expect(mail.text).toContain('Giáo viên lớp Lớp 6A đã giao cho em bài tập');
    expect(mail.text).toMatch(/GMT\+7/);
    await t.mailbox.waitFor(s.student.user.email, `New homework: ${s.quiz.title}`);
    // The card student has no mailbox; every notice was written once.
    expect(await noticesOf(id, 'assigned')).toHaveLength(3);
  });

  it('tells nobody of homework until it opens, then once', async () => {
    const s = await classWithStudents(t);
    const { _id: id } = await assign(s, { opensAt: inHours(1), dueAt: inHours(50) });
    await pause(400);
    expect(await noticesOf(id, 'assigned')).toEqual([]);
    await t.app.ctx.db
      .update(assignments)
      .set({ opensAt: new Date(Date.now() - 1000) })
      .where(eq(assignments.id, id));
    await expect.poll(() => noticesOf(id, 'assigned').then((n) => n.length)).toBe(2);
    await pause(400);
    expect(await noticesOf(id, 'assigned')).toHaveLength(2);
  });

  it('reminds, once, those who have not handed in a day before the due date, though the server stopped before it was due and two instances now run', async () => {
    const s = await classWithStudents(t);
    // An instance that polls once an hour gives the homework and stops before the reminder is due.
    const first = await buildTestApp({ HOMEWORK_NOTICE_POLL_MS: '3600000' });
    const created = await first.app.inject({
      method: 'POST',
      url: '/api/assignments',
      headers: s.teacher.auth,
      payload: { quizId: s.quiz._id, classIds: [s.klass._id], dueAt: inHours(30) },
    });
    const id = created.json().data[0]._id as string;
    await handIn(s, s.cardStudent, id);
    await first.close();
    expect(await noticesOf(id, 'reminder')).toEqual([]);

    // Time passes: the homework is now due in 23 hours. Two instances are up (this one, and another).
    await t.app.ctx.db
      .update(assignments)
      .set({ dueAt: new Date(Date.now() + 23 * 3_600_000) })
      .where(eq(assignments.id, id));
    const second = await buildTestApp(
      { HOMEWORK_NOTICE_POLL_MS: '100' },
      { ownDatabase: Boolean(process.env.DATABASE_URL) },
    );
    try {
      await expect.poll(() => noticesOf(id, 'reminder').then((n) => n.length), { timeout: 5000 }).toBe(1);
      await pause(500);
      expect(await noticesOf(id, 'reminder')).toEqual([{ userId: s.student.user.id }]);
      // Whichever instance claimed it sent the e-mail (each test app has its own mailbox).
      const subject = `Reminder: ${s.quiz.title} is due soon`;
      await Promise.any([t, second].map((app) => app.mailbox.waitFor(s.student.user.email, subject)));
      expect([...t.mailbox.messages, ...second.mailbox.messages].filter((m) => m.subject === subject)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
