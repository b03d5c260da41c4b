/**
 * A live game played for a class (issue 38) is a column of the class's gradebook: each student's share of correct
 * answers, 'absent' for those not in it. Over real sockets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gradebook } from '@quiz/contract/assignments';
import type { Room } from '@quiz/contract/rooms';
import { buildListeningTestApp, closeSharedDatabase, type ListeningTestApp } from '../../test/helpers';
import { makeUser } from '../../test/factories';
import { classWithStudents } from '../../test/homework';
import { correct, data, openClient, playToTheEnd, wrong } from '../../test/sockets';

let t: ListeningTestApp;
beforeAll(async () => {
  t = await buildListeningTestApp();
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

describe('a live game for a class', () => {
  it('counts in the gradebook as a column, students not in it absent; only the class’s teacher can play for it', async () => {
    const s = await classWithStudents(t);
    const stranger = await makeUser(t.app);
    const refused = await s.call(stranger, 'POST', '/rooms', { quizId: s.quiz._id, classId: s.klass._id });
    expect(refused.statusCode).toBe(404);
    const created = await s.call(s.teacher, 'POST', '/rooms', { quizId: s.quiz._id, classId: s.klass._id });
    expect(created.statusCode, created.body).toBe(201);
    const code = created.json().data.code as string;
    const host = await openClient(t.url, s.teacher, t.sockets);
    data(await host.emit<Room>('join-room', { code }));
    const student = await openClient(t.url, s.student, t.sockets);
    data(await student.emit<Room>('join-room', { code }));
    const outsider = await openClient(t.url, stranger, t.sockets);
    data(await outsider.emit<Room>('join-room', { code }));
    const started = Promise.all([student.next('game-started'), outsider.next('game-started')]);
    data(await host.emit<Room>('start-game', { code }));
    await started;
    await playToTheEnd(student, code, correct);
    await playToTheEnd(outsider, code, wrong);

    const gameColumn = async () => {
      const book = (await s.call(s.teacher, 'GET', `/classes/${s.klass._id}/gradebook`)).json().data as Gradebook;
      return book.columns.some((c) => c.kind === 'game') ? book : null;
    };
    await expect.poll(gameColumn, { timeout: 10_000 }).not.toBeNull();
    const book = (await gameColumn())!;
    expect(book.columns).toEqual([expect.objectContaining({ kind: 'game', title: s.quiz.title, average: 100 })]);
    expect(book.rows.map((r) => [r.card, r.cells[0]!.mark, r.cells[0]!.score]).sort()).toEqual([
      [false, 'done', 100],
      [true, 'absent', null],
    ]);
  });
});
