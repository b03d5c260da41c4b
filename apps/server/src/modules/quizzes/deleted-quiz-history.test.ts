/**
 * Issue 36: deleting a quiz (its owner, or an admin) takes the quiz, not other people's history. The students'
 * solo attempts and finished live games stay, readable in full, marked as of a deleted quiz; the leaderboard keeps
 * counting them. A room of the quiz that has not finished goes with it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Messages } from '@quiz/contract/messages';
import type { GameReview, HostedRoom, PlayedGame } from '@quiz/contract/reports';
import type { PlayerState } from '@quiz/contract/rooms';
import type { Submission, SubmissionGroup } from '@quiz/contract/submissions';
import { leaderboardStats } from '../../db/schema/progress';
import { rooms } from '../../db/schema/rooms';
import { rebuildTotals } from '../leaderboard/totals';
import { buildTestApp, closeSharedDatabase, type TestApp } from '../../../test/helpers';
import { makeAdmin, makeQuiz, makeUser, submitAttempt } from '../../../test/factories';
import { joinAs, makeRoom, roomCall } from '../../../test/rooms';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closeSharedDatabase();
});

type Made = Awaited<ReturnType<typeof makeUser>>;
const call = (who: Made | null, method: 'GET' | 'POST' | 'DELETE', url: string) =>
  t.app.inject({ method, url: `/api${url}`, headers: who?.auth ?? {} });

/** Answers every question of the player's game rightly. */
async function playAllRight(who: Made, code: string) {
  for (;;) {
    const state = (await roomCall(t.app, who.auth, 'GET', `/${code}/question`)).json().data as PlayerState;
    if (!state.question) return;
    const q = state.question.question;
    const option = q.options.find((o) => ['Paris', 'Rome'].includes(o.label))!;
    expect(
      (await roomCall(t.app, who.auth, 'POST', `/${code}/answer`, { questionId: q._id, answerId: option._id }))
        .statusCode,
    ).toBe(200);
  }
}

/** A teacher's public quiz that An and Binh each took solo (An twice) and played in a finished live game. */
async function quizTakenByTwo() {
  const teacher = await makeUser(t.app);
  const quiz = await makeQuiz(t.app, teacher.user, { isPublic: true, title: 'Capitals to be deleted' });
  const an = await makeUser(t.app);
  const binh = await makeUser(t.app);
  await submitAttempt(t.app, an, quiz._id, [true, false]);
  await submitAttempt(t.app, an, quiz._id, true);
  await submitAttempt(t.app, binh, quiz._id, true);
  const game = await makeRoom(t.app, { host: teacher, quizId: quiz._id });
  await joinAs(t.app, game.code, an);
  await joinAs(t.app, game.code, binh);
  await roomCall(t.app, teacher.auth, 'POST', `/${game.code}/start`);
  await playAllRight(an, game.code);
  await playAllRight(binh, game.code);
  // Everyone has finished, so the game completes by itself (or the host's End Game does it first).
  await roomCall(t.app, teacher.auth, 'POST', `/${game.code}/end`);
  await expect
    .poll(async () => (await roomCall(t.app, teacher.auth, 'GET', `/${game.code}`)).json().data.status)
    .toBe('completed');
  // A lobby for the same quiz, not yet played.
  const lobby = await makeRoom(t.app, { host: teacher, quizId: quiz._id });
  return { teacher, quiz, an, binh, game, lobby };
}

const historyOf = async (who: Made) => (await call(who, 'GET', '/submissions/user')).json().data as SubmissionGroup[];
const playedBy = async (who: Made) => (await call(who, 'GET', '/rooms/played')).json().data as PlayedGame[];
/** The person's all-time leaderboard totals as stored. */
const leaderboardRowOf = async (who: Made) =>
  (
    await t.app.ctx.db
      .select({ score: leaderboardStats.score, attempts: leaderboardStats.attempts })
      .from(leaderboardStats)
      .where(and(eq(leaderboardStats.userId, who.user.id), eq(leaderboardStats.period, 'all')))
  )[0];

describe('deleting a quiz that students took', () => {
  it("keeps the owner's students' attempts, results and played games, marked as of a deleted quiz", async () => {
    const { teacher, quiz, an, binh, game } = await quizTakenByTwo();
    const before = await leaderboardRowOf(an);
    const anAttemptId = (await historyOf(an)).find((g) => g.quiz._id === quiz._id)!.attempts[0]!._id;

    const res = await call(teacher, 'DELETE', `/quizzes/${quiz._id}`);
    expect(res.statusCode).toBe(200);
    expect((await call(teacher, 'GET', `/quizzes/${quiz._id}`)).statusCode).toBe(404);

    // My Submissions: the group stays with both of An's attempts, under the title, marked deleted.
    const group = (await historyOf(an)).find((g) => g.quiz._id === quiz._id);
    expect(group?.quiz).toEqual({ _id: quiz._id, title: 'Capitals to be deleted', deleted: true });
    expect(group?.attempts.map((a) => a.attemptNumber)).toEqual([2, 1]);
    expect((await historyOf(binh)).find((g) => g.quiz._id === quiz._id)?.attempts).toHaveLength(1);

    // The result page: every question as answered, the quiz marked deleted, nothing to rate.
    const result = await call(an, 'GET', `/submissions/${anAttemptId}`);
    expect(result.statusCode).toBe(200);
    const submission = result.json().data as Submission;
    expect(submission.quizId).toEqual({
      _id: quiz._id,
      title: 'Capitals to be deleted',
      isPublic: false,
      createdBy: null,
      deleted: true,
    });
    expect(submission.answers.map((a) => [a.question, a.isCorrect])).toEqual([
      ['What is the capital of France?', true],
      ['What is the capital of Italy?', true],
    ]);

    // Live games: the finished game stays, with its review; the host's past games keep it too.
    const playedGame = (await playedBy(an)).find((g) => g.code === game.code);
    expect(playedGame).toMatchObject({ quizTitle: 'Capitals to be deleted', quizDeleted: true, correctAnswers: 2 });
    const review = await call(binh, 'GET', `/rooms/${game.code}/review?id=${game.room._id}`);
    expect(review.statusCode).toBe(200);
    expect(review.json().data as GameReview).toMatchObject({
      quizTitle: 'Capitals to be deleted',
      quizDeleted: true,
      questionCount: 2,
      me: { correctAnswers: 2 },
    });
    const hosted = (await call(teacher, 'GET', '/rooms/hosted')).json().data as HostedRoom[];
    expect(hosted.find((r) => r._id === game.room._id)).toMatchObject({ quizDeleted: true, status: 'completed' });
    const room = await call(an, 'GET', `/rooms/${game.code}`);
    expect(room.statusCode).toBe(200);
    expect(room.json().data.quizId).toMatchObject({ _id: null, title: 'Capitals to be deleted' });

    // The leaderboard still counts them, also when its totals are rebuilt from the attempts and games.
    expect(before).toEqual({ score: 40, attempts: 3 });
    expect(await leaderboardRowOf(an)).toEqual(before);
    await rebuildTotals(t.app.ctx.db, new Date(), [an.user.id]);
    expect(await leaderboardRowOf(an)).toEqual(before);
  });

  it('closes the rooms of the quiz that have not finished', async () => {
    const { teacher, quiz, game, lobby } = await quizTakenByTwo();
    expect((await call(teacher, 'DELETE', `/quizzes/${quiz._id}`)).statusCode).toBe(200);
    expect(await t.app.ctx.db.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, lobby.room._id))).toEqual([]);
    const [kept] = await t.app.ctx.db.select().from(rooms).where(eq(rooms.id, game.room._id));
    expect(kept).toMatchObject({ quizId: null, quizTitle: 'Capitals to be deleted', status: 'completed' });
  });

  it('keeps them the same when an admin deletes the quiz from the panel', async () => {
    const { quiz, an } = await quizTakenByTwo();
    const admin = await makeAdmin(t.app);
    expect((await call(admin, 'DELETE', `/admin/quizzes/${quiz._id}`)).statusCode).toBe(200);
    expect((await historyOf(an)).find((g) => g.quiz._id === quiz._id)?.quiz.deleted).toBe(true);
    expect((await playedBy(an)).filter((g) => g.quizDeleted)).toHaveLength(1);
  });

  it('shows a live quiz as not deleted, and under its current title', async () => {
    const teacher = await makeUser(t.app);
    const quiz = await makeQuiz(t.app, teacher.user, { isPublic: true });
    const an = await makeUser(t.app);
    await submitAttempt(t.app, an, quiz._id, true);
    const [group] = await historyOf(an);
    expect(group?.quiz).toEqual({ _id: quiz._id, title: quiz.title, deleted: false });
    const result = await call(an, 'GET', `/submissions/${group!.attempts[0]!._id}`);
    expect((result.json().data as Submission).quizId).toMatchObject({ deleted: false, createdBy: teacher.user.id });
  });

  it("still hides a student's attempt at a deleted quiz from anyone else, and refuses a malformed quiz id", async () => {
    const { teacher, quiz, an, game } = await quizTakenByTwo();
    const attemptId = (await historyOf(an))[0]!.attempts[0]!._id;
    expect((await call(teacher, 'DELETE', `/quizzes/${quiz._id}`)).statusCode).toBe(200);
    const stranger = await call(await makeUser(t.app), 'GET', `/submissions/${attemptId}`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(Messages.submissionNotFound);
    expect((await call(teacher, 'GET', `/submissions/${attemptId}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/submissions/${attemptId}`)).statusCode).toBe(401);
    expect((await call(teacher, 'DELETE', '/quizzes/not-a-quiz-id')).statusCode).toBe(400);
    // Nor can someone who was not in the game review it.
    const outsider = await call(await makeUser(t.app), 'GET', `/rooms/${game.code}/review?id=${game.room._id}`);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().message).toBe(Messages.notInRoom);
  });

  it("does not let someone else delete the owner's quiz, so their students' history is untouched", async () => {
    const { quiz, an } = await quizTakenByTwo();
    const other = await makeUser(t.app);
    expect((await call(other, 'DELETE', `/quizzes/${quiz._id}`)).statusCode).toBe(403);
    expect((await historyOf(an)).find((g) => g.quiz._id === quiz._id)?.quiz.deleted).toBe(false);
  });
});
