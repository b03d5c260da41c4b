/** The game report: its numbers against a game played here, its downloads, and who may open it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { Messages } from '@quiz/contract/messages';
import type { HostedRoom, RoomReport } from '@quiz/contract/reports';
import type { HostPacedView, PlayerState } from '@quiz/contract/rooms';
import { buildTestApp, closeSharedDatabase, type TestApp } from '../../../test/helpers';
import { makeAdmin, makeUser } from '../../../test/factories';
import { joinAs, joinAsGuest, makeRoom, roomCall } from '../../../test/rooms';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

const right = ['Paris', 'Rome'];

/** Answers the player's current question, rightly or not. */
async function answerNext(auth: Record<string, string>, code: string, correctly: boolean) {
  const state = (await roomCall(t.app, auth, 'GET', `/${code}/question`)).json().data as PlayerState;
  const q = state.question!.question;
  const option = q.options.find((o) => right.includes(o.label) === correctly)!;
  const res = await roomCall(t.app, auth, 'POST', `/${code}/answer`, { questionId: q._id, answerId: option._id });
  expect(res.statusCode).toBe(200);
}

/**
 * Ana (account) gets both right; the guest Bảo the first only; the guest '=SUM(1)' gets the first wrong and never
 * sees the second; the host answers nothing. Then the host ends the game.
 */
async function playedGame() {
  const made = await makeRoom(t.app);
  const ana = await joinAs(t.app, made.code, await makeUser(t.app, { displayName: 'Ana' }));
  const bao = await joinAsGuest(t.app, made.code, 'Bảo');
  const tricky = await joinAsGuest(t.app, made.code, '=SUM(1)');
  await roomCall(t.app, made.host.auth, 'POST', `/${made.code}/start`);
  await answerNext(ana.auth, made.code, true);
  await answerNext(ana.auth, made.code, true);
  await answerNext(bao.auth, made.code, true);
  await answerNext(bao.auth, made.code, false);
  await answerNext(tricky.auth, made.code, false);
  await roomCall(t.app, made.host.auth, 'POST', `/${made.code}/end`);
  return { ...made, ana, bao, tricky };
}

const getReport = (auth: Record<string, string> | undefined, code: string, suffix = '') =>
  t.app.inject({ method: 'GET', url: `/api/rooms/${code}/report${suffix}`, headers: auth ?? {} });

describe('GET /api/rooms/:code/report', () => {
  it('reports a host-paced game about its players: the presenting host is not one of them', async () => {
    const made = await makeRoom(t.app, { mode: 'host_paced' });
    const ana = await joinAs(t.app, made.code, await makeUser(t.app, { displayName: 'Ana' }));
    await roomCall(t.app, made.host.auth, 'POST', `/${made.code}/start`);
    const state = (await roomCall(t.app, ana.auth, 'GET', `/${made.code}/state`)).json().data as HostPacedView;
    const option = state.question!.options.find((o) => right.includes(o.label))!;
    const answered = await roomCall(t.app, ana.auth, 'POST', `/${made.code}/answer`, {
      questionId: state.question!._id,
      answerId: option._id,
    });
    expect(answered.statusCode).toBe(200);
    // Ana answered the first question (it closed as everyone had); the second is skipped unanswered.
    for (const action of ['skip', 'next', 'skip', 'next']) {
      const moved = await roomCall(t.app, made.host.auth, 'POST', `/${made.code}/host-action`, { action });
      expect(moved.statusCode).toBe(200);
    }
    const report = (await getReport(made.host.auth, made.code)).json().data as RoomReport;
    expect(report).toMatchObject({ status: 'completed', questionCount: 2, playerCount: 1 });
    expect(report.players).toEqual([
      expect.objectContaining({ name: 'Ana', rank: 1, correctAnswers: 1, isHost: false }),
    ]);
    expect(report.questions.map((q) => [q.answered, q.correct, q.unanswered])).toEqual([
      [1, 1, 0],
      [0, 0, 1],
    ]);
  });

  it('counts each question and each player as the game went', async () => {
    const { code, host, ana } = await playedGame();
    const res = await getReport(host.auth, code);
    expect(res.statusCode).toBe(200);
    const report = res.json().data as RoomReport;
    expect(report).toMatchObject({ code, status: 'completed', questionCount: 2, playerCount: 3 });

    const [first, second] = report.questions;
    // Rates over the three players: the host, who ran the game, is not counted as unanswered.
    expect(first).toMatchObject({ answered: 3, correct: 2, unanswered: 0, correctRate: 2 / 3 });
    expect(Object.fromEntries(first!.options.map((o) => [o.label, o.picks]))).toEqual({
      Paris: 2,
      Lyon: 1,
      Nice: 0,
      Lille: 0,
    });
    expect(first!.options.find((o) => o.isCorrect)?.label).toBe('Paris');
    expect(second).toMatchObject({ answered: 2, correct: 1, unanswered: 1, correctRate: 1 / 3 });
    expect(Object.fromEntries(second!.options.map((o) => [o.label, o.picks]))).toEqual({ Milan: 1, Rome: 1 });
    expect(first!.averageMs).toEqual(expect.any(Number));

    const byName = Object.fromEntries(report.players.map((p) => [p.name, p]));
    expect(report.players[0]!.name).toBe('Ana');
    expect(byName['Ana']).toMatchObject({ rank: 1, correctAnswers: 2, isGuest: false, isHost: false });
    expect(byName['Ana']!.answers.map((a) => a?.label)).toEqual(['Paris', 'Rome']);
    expect(byName['Bảo']).toMatchObject({ rank: 2, correctAnswers: 1, isGuest: true });
    expect(byName['Bảo']!.answers.map((a) => a && [a.label, a.isCorrect])).toEqual([
      ['Paris', true],
      ['Milan', false],
    ]);
    expect(byName['=SUM(1)']!.answers).toEqual([expect.objectContaining({ label: 'Lyon', points: 0 }), null]);
    // The host ran the game: the report is about the three players.
    expect(report.players.map((p) => p.name).sort()).toEqual(['=SUM(1)', 'Ana', 'Bảo']);
    expect(report.players.some((p) => p.isHost)).toBe(false);
    expect(byName['Ana']!.username).toBe(ana.user.username);
    // The score of each player is the sum of their answers' points.
    for (const p of report.players) expect(p.answers.reduce((s, a) => s + (a?.points ?? 0), 0)).toBe(p.score);
  });

  it('is for the host and admins only, and only once the game has ended', async () => {
    const { code, ana, bao } = await playedGame();
    expect((await getReport(ana.auth, code)).statusCode).toBe(404);
    expect((await getReport(ana.auth, code)).json().message).toBe(Messages.reportNotFound);
    expect((await getReport(bao.auth, code)).statusCode).toBe(403);
    expect((await getReport(undefined, code)).statusCode).toBe(401);
    const admin = await makeAdmin(t.app);
    expect((await getReport(admin.auth, code)).statusCode).toBe(200);
    expect((await getReport(admin.auth, 'ZZZZZ2')).statusCode).toBe(404);

    const running = await makeRoom(t.app);
    await joinAs(t.app, running.code);
    const early = await getReport(running.host.auth, running.code);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(Messages.reportNotReady);
  });
});

describe('report downloads', () => {
  it('gives a CSV a spreadsheet opens as UTF-8, with formulas in names made harmless', async () => {
    const { code, host } = await playedGame();
    const res = await getReport(host.auth, code, '.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="quiz-adventure-room-${code}-report.csv"`);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Rank,Player,Account,Score,Correct answers,Average answer time (s),' +
        'Q1: What is the capital of France?,Q2: What is the capital of Italy?',
    );
    // The header and the three players; the host, who ran the game, has no row.
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^1,Ana,account,\d+,2,[\d.]+,Paris \(correct\),Rome \(correct\)$/);
    expect(lines[2]).toMatch(/^2,Bảo,guest,\d+,1,[\d.]+,Paris \(correct\),Milan \(wrong\)$/);
    expect(lines.find((l) => l.includes('SUM'))).toMatch(/^\d,'=SUM\(1\),guest,0,0,[\d.]+,Lyon \(wrong\),not reached$/);
  });

  it("speaks the teacher's language when asked, and refuses a language it does not know", async () => {
    const { code, host } = await playedGame();
    const csv = await getReport(host.auth, code, '.csv?lang=vi');
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Hạng,Người chơi,Tài khoản,Điểm,Số câu đúng,Thời gian trả lời trung bình (giây),' +
        'Câu 1: What is the capital of France?,Câu 2: What is the capital of Italy?',
    );
    expect(lines[1]).toMatch(/^1,Ana,tài khoản,\d+,2,[\d.]+,Paris \(đúng\),Rome \(đúng\)$/);
    expect(lines.find((l) => l.includes('SUM'))).toMatch(/,khách,.*,Lyon \(sai\),chưa tới$/);

    const xlsx = await getReport(host.auth, code, '.xlsx?lang=vi');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.name).toBe(`Phòng ${code}`);

    const unknown = await getReport(host.auth, code, '.csv?lang=fr');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(Messages.languageInvalid);
  });

  it('gives a real XLSX workbook with the same rows', async () => {
    const { code, host } = await playedGame();
    const csv = (await getReport(host.auth, code, '.csv')).body.slice(1).trimEnd().split('\r\n');
    const res = await getReport(host.auth, code, '.xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe(`Room ${code}`);
    const rows: string[] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).join('|')));
    expect(rows).toHaveLength(csv.length);
    expect(rows[0]).toBe(csv[0]!.replace(/,/g, '|'));
    expect(rows.find((r) => r.includes('SUM'))).toContain('|=SUM(1)|guest|');
    expect(sheet.getRow(2).getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect((await getReport(undefined, code, '.xlsx')).statusCode).toBe(401);
  });
});

describe('GET /api/rooms/hosted', () => {
  it("lists the host's own rooms, newest first, and nobody else's", async () => {
    const host = await makeUser(t.app);
    const older = await makeRoom(t.app, { host });
    const newer = await makeRoom(t.app, { host });
    const res = await t.app.inject({ method: 'GET', url: '/api/rooms/hosted', headers: host.auth });
    expect(res.statusCode).toBe(200);
    const rooms = res.json().data as HostedRoom[];
    expect(rooms.map((r) => r.code)).toEqual([newer.code, older.code]);
    // The host is not one of the players.
    expect(rooms[0]).toMatchObject({ status: 'waiting', participantCount: 0, startedAt: null, endedAt: null });
    const other = await makeUser(t.app);
    const theirs = await t.app.inject({ method: 'GET', url: '/api/rooms/hosted', headers: other.auth });
    expect(theirs.json().data).toEqual([]);
  });
});
