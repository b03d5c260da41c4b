/** Solo attempts: grade and store, read back by their taker (or an admin), and the history grouped by quiz. */
import { and, asc, countDistinct, desc, eq, inArray, isNull, max, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { Say } from '@quiz/contract/message-catalog';
import { SubmissionLimits, type ExtraTimeFactor } from '@quiz/contract/limits';
import type { AttemptSummary, Submission, submitQuizInput, TimedAttempt } from '@quiz/contract/submissions';
import type { AppContext } from '../../context';
import { uniqueViolationOf } from '../../db/client';
import { quizzes } from '../../db/schema/quizzes';
import { roomParticipants, rooms } from '../../db/schema/rooms';
import {
  submissionAnswers,
  submissions,
  timedAttempts,
  type SubmissionRow,
  type TimedAttemptRow,
} from '../../db/schema/submissions';
import type { UserRow } from '../../db/schema/users';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { assignedTo, homeworkFor, homeworkReading, lateNow } from '../assignments/attempts';
import { recordSoloAttempt } from '../leaderboard/totals';
import { findReadableQuiz, loadQuestions } from '../quizzes/service';
import { gradeAttempt, GradingError } from './grading';

const minutes = (seconds: number) => Math.round((seconds / 60) * 100) / 100;

function presentAttempt(row: SubmissionRow): AttemptSummary {
  return {
    _id: row.id,
    attemptNumber: row.attemptNumber,
    correctAnswers: row.correctAnswers,
    totalQuestions: row.totalQuestions,
    percentageScore: Math.round(row.percentageScore * 100) / 100,
    timeSpent: minutes(row.timeSpentSeconds),
    timeSpentSeconds: row.timeSpentSeconds,
    completedAt: row.completedAt.toISOString(),
    timing:
      row.extraTime === null || row.allowedSeconds === null
        ? null
        : { extraTime: row.extraTime, allowedSeconds: row.allowedSeconds, lateSeconds: row.lateSeconds ?? 0 },
    assignmentId: row.assignmentId,
    late: row.late,
  };
}

/**
 * A solo attempt's results name every right answer: while the person is playing the same quiz in a live game (not
 * hosting it), taking it solo or reading an attempt would hand them the key mid-game.
 */
async function refuseDuringLiveGame(ctx: AppContext, userId: string, quizId: string) {
  const [playing] = await ctx.db
    .select({ id: rooms.id })
    .from(roomParticipants)
    .innerJoin(rooms, eq(rooms.id, roomParticipants.roomId))
    .where(
      and(
        eq(roomParticipants.userId, userId),
        eq(rooms.quizId, quizId),
        eq(rooms.status, 'in_progress'),
        ne(rooms.hostId, userId),
      ),
    )
    .limit(1);
  if (playing) throw conflict(Say.finishLiveGameFirst);
}

/**
 * Starts the clock of a timed solo attempt: the questions' own time (or the quiz's) added up, times the extra time
 * the taker asked for. Only a quiz whose owner made its attempts timed has one. While the taker has an attempt at
 * the quiz whose time is still running, that one goes on (`resumed`), with its own clock and extra time: a second
 * tab, or a start after a reload, does not restart the clock.
 */
export async function startTimedAttempt(
  ctx: AppContext,
  options: { quizId: string; user: UserRow; extraTime: ExtraTimeFactor; assignmentId?: string | undefined },
): Promise<{ attempt: TimedAttempt; resumed: boolean }> {
  const { user } = options;
  // Homework's rules decide (issue 38): whether it is timed, and the student's extra time, the teacher's.
  const homework = options.assignmentId
    ? homeworkFor(await assignedTo(ctx, user, options.assignmentId, options.quizId))
    : null;
  const { quiz } = await findReadableQuiz(ctx, options.quizId, user, homework !== null);
  await refuseDuringLiveGame(ctx, user.id, quiz.id);
  if (!(homework ? homework.assignment.timed : quiz.timedAttempts)) throw badRequest(Say.quizNotTimed);
  const extraTime = homework ? homework.extraTime : options.extraTime;
  const assignmentId = homework?.assignment.id ?? null;
  const [running] = await ctx.db
    .select()
    .from(timedAttempts)
    .where(
      and(
        eq(timedAttempts.userId, user.id),
        eq(timedAttempts.quizId, quiz.id),
        assignmentId ? eq(timedAttempts.assignmentId, assignmentId) : isNull(timedAttempts.assignmentId),
        isNull(timedAttempts.submissionId),
        sql`${timedAttempts.startedAt} + make_interval(secs => ${timedAttempts.allowedSeconds}) > now()`,
      ),
    )
    .orderBy(desc(timedAttempts.startedAt))
    .limit(1);
  if (running) return { attempt: presentTimedAttempt(running, new Date()), resumed: true };
  const questionTime = (await loadQuestions(ctx.db, quiz.id)).reduce(
    (sum, q) => sum + (q.timeLimit ?? quiz.timeLimit),
    0,
  );
  const [row] = (await ctx.db
    .insert(timedAttempts)
    .values({
      userId: user.id,
      quizId: quiz.id,
      extraTime,
      allowedSeconds: Math.ceil(questionTime * extraTime),
      assignmentId,
    })
    .returning()) as [TimedAttemptRow];
  return { attempt: presentTimedAttempt(row, new Date()), resumed: false };
}

/** Thrown inside the hand-in's transaction when another hand-in of the same timed attempt was stored first. */
class HandedInMeanwhile extends Error {}

function presentTimedAttempt(row: TimedAttemptRow, now: Date): TimedAttempt {
  const endsAt = new Date(row.startedAt.getTime() + row.allowedSeconds * 1000);
  return {
    _id: row.id,
    quizId: row.quizId,
    extraTime: row.extraTime,
    allowedSeconds: row.allowedSeconds,
    startedAt: row.startedAt.toISOString(),
    endsAt: endsAt.toISOString(),
    secondsLeft: Math.max(0, Math.round((endsAt.getTime() - now.getTime()) / 1000)),
  };
}

/**
 * The timing a submission records: an untimed quiz's is the browser's time; a timed attempt's is the server's, from
 * its start, with how late it came when that is past the end and the grace for the network. A timed attempt already
 * handed in says by which submission.
 */
async function timingOf(
  ctx: AppContext,
  options: { quiz: { id: string }; timed: boolean; user: UserRow; input: z.output<typeof submitQuizInput> },
) {
  const { quiz, user, input } = options;
  if (input.attemptId === undefined) {
    if (options.timed) throw badRequest(Say.timedAttemptRequired);
    return { attempt: null, timeSpentSeconds: Math.round(input.timeSpent) };
  }
  const [attempt] = isUuid(input.attemptId)
    ? await ctx.db
        .select()
        .from(timedAttempts)
        .where(
          and(
            eq(timedAttempts.id, input.attemptId),
            eq(timedAttempts.userId, user.id),
            eq(timedAttempts.quizId, quiz.id),
          ),
        )
        .limit(1)
    : [];
  // A homework's timed attempt hands in that homework's attempt, and only it.
  if (!attempt || attempt.assignmentId !== (input.assignmentId ?? null)) throw notFound(Say.timedAttemptNotFound);
  const elapsed = (Date.now() - attempt.startedAt.getTime()) / 1000;
  const over = elapsed - attempt.allowedSeconds;
  return {
    attempt,
    timeSpentSeconds: Math.min(Math.round(elapsed), SubmissionLimits.maxTimeSpentSeconds),
    timing: {
      extraTime: attempt.extraTime,
      allowedSeconds: attempt.allowedSeconds,
      lateSeconds: over > SubmissionLimits.timedGraceSeconds ? Math.round(over) : 0,
    },
  };
}

/**
 * Grades and stores a solo attempt. Handing in a timed attempt again (a retry whose answer was lost) gives back the
 * attempt as first stored, not a second one: `created` is false then.
 */
export async function submitQuiz(
  ctx: AppContext,
  options: { quizId: string; user: UserRow; input: z.output<typeof submitQuizInput> },
): Promise<{ submission: Submission; created: boolean }> {
  const { user, input } = options;
  const assigned =
    input.assignmentId === undefined ? null : await assignedTo(ctx, user, input.assignmentId, options.quizId);
  const { quiz } = await findReadableQuiz(ctx, options.quizId, user, assigned !== null);
  await refuseDuringLiveGame(ctx, user.id, quiz.id);
  const timed = assigned ? assigned.row.timed : quiz.timedAttempts;
  const timing = await timingOf(ctx, { quiz, timed, user, input });
  if (timing.attempt?.submissionId) {
    return {
      submission: await getSubmission(ctx, { submissionId: timing.attempt.submissionId, viewer: user }),
      created: false,
    };
  }
  const homework = assigned ? homeworkFor(assigned, timing.attempt ?? undefined) : null;
  let graded;
  try {
    graded = gradeAttempt(await loadQuestions(ctx.db, quiz.id), input.answers);
  } catch (error) {
    if (error instanceof GradingError) throw badRequest(error.said);
    throw error;
  }

  // The attempt number is the next free one; two submissions at once both retry until one of them wins it.
  for (let tries = 0; ; tries++) {
    try {
      const submissionId = await ctx.db.transaction(async (tx) => {
        const [row] = (await tx
          .insert(submissions)
          .values({
            userId: user.id,
            quizId: quiz.id,
            quizTitle: quiz.title,
            attemptNumber: sql`(select coalesce(max(${submissions.attemptNumber}), 0) + 1 from ${submissions} where ${submissions.userId} = ${user.id} and ${submissions.quizId} = ${quiz.id})`,
            correctAnswers: graded.correctAnswers,
            totalQuestions: graded.totalQuestions,
            percentageScore: graded.percentageScore,
            timeSpentSeconds: timing.timeSpentSeconds,
            ...timing.timing,
            assignmentId: homework?.assignment.id ?? null,
            late: homework ? lateNow(homework) : false,
          })
          .returning({ id: submissions.id })) as [{ id: string }];
        if (timing.attempt) {
          // One start, one attempt: a second hand-in of the same start (two tabs, a retry) finds it taken.
          const taken = await tx
            .update(timedAttempts)
            .set({ submissionId: row.id })
            .where(and(eq(timedAttempts.id, timing.attempt.id), isNull(timedAttempts.submissionId)))
            .returning({ id: timedAttempts.id });
          if (taken.length === 0) throw new HandedInMeanwhile();
        }
        if (graded.answers.length > 0) {
          await tx
            .insert(submissionAnswers)
            .values(graded.answers.map((a, position) => ({ submissionId: row.id, position, ...a })));
        }
        await recordSoloAttempt(tx, {
          submissionId: row.id,
          userId: user.id,
          quizId: quiz.id,
          correct: graded.correctAnswers,
          questions: graded.totalQuestions,
          timeSeconds: timing.timeSpentSeconds,
          at: new Date(),
        });
        return row.id;
      });
      ctx.achievements.check([user.id]);
      return { submission: await getSubmission(ctx, { submissionId, viewer: user }), created: true };
    } catch (error) {
      if (error instanceof HandedInMeanwhile && timing.attempt) {
        const [first] = await ctx.db
          .select({ submissionId: timedAttempts.submissionId })
          .from(timedAttempts)
          .where(eq(timedAttempts.id, timing.attempt.id));
        if (first?.submissionId) {
          return {
            submission: await getSubmission(ctx, { submissionId: first.submissionId, viewer: user }),
            created: false,
          };
        }
        // The first hand-in is gone again (deleted meanwhile): this one was still not stored.
        throw conflict(Say.timedAttemptUsed);
      }
      if (uniqueViolationOf(error) === null || tries >= 4) throw error;
    }
  }
}

/** Only the taker and admins see an attempt; to anyone else it does not exist. */
export async function getSubmission(
  ctx: AppContext,
  options: { submissionId: string; viewer: UserRow },
): Promise<Submission> {
  const { submissionId, viewer } = options;
  if (!isUuid(submissionId)) throw notFound(Say.submissionNotFound);
  const [found] = await ctx.db
    .select({
      submission: submissions,
      quiz: { id: quizzes.id, title: quizzes.title, isPublic: quizzes.isPublic, createdBy: quizzes.createdBy },
    })
    .from(submissions)
    // The attempt outlives its quiz (issue 36): then it shows the title it was made under.
    .leftJoin(quizzes, eq(quizzes.id, submissions.quizId))
    .where(eq(submissions.id, submissionId))
    .limit(1);
  const reading = found && (await homeworkReading(ctx, viewer, found.submission));
  if (!found || !reading?.mayRead) throw notFound(Say.submissionNotFound);
  const hide = reading.answersHidden;
  if (found.submission.userId === viewer.id && found.quiz) await refuseDuringLiveGame(ctx, viewer.id, found.quiz.id);
  const answers = await ctx.db
    .select()
    .from(submissionAnswers)
    .where(eq(submissionAnswers.submissionId, submissionId))
    .orderBy(asc(submissionAnswers.position));
  return {
    ...presentAttempt(found.submission),
    quizId: {
      _id: found.submission.quizId,
      title: found.quiz?.title ?? found.submission.quizTitle,
      isPublic: found.quiz?.isPublic ?? false,
      createdBy: found.quiz?.createdBy ?? null,
      deleted: !found.quiz,
    },
    userId: found.submission.userId,
    answers: answers.map((a) => ({
      questionId: a.questionId,
      question: a.questionText,
      selectedAnswer: a.selectedOptionId,
      selectedOptionText: a.selectedOptionText,
      correctAnswer: hide ? null : a.correctOptionId,
      correctOptionText: hide ? null : a.correctOptionText,
      isCorrect: a.isCorrect,
      kind: a.kind,
      graded: a.graded,
      // Attempts from before issue 16 kept the one option's texts only.
      answerTexts: a.answerTexts ?? (a.selectedOptionText === null ? [] : [a.selectedOptionText]),
      correctTexts: hide ? [] : (a.correctTexts ?? (a.correctOptionText === null ? [] : [a.correctOptionText])),
      image: a.imageUrl ? { url: a.imageUrl, alt: a.imageAlt ?? '' } : null,
      // The explanation tells the answer: hidden with it.
      ...(hide || !a.explanation ? {} : { explanation: a.explanation }),
    })),
    answersHidden: hide,
  };
}

/** The user's attempts grouped by quiz, the most recently played quiz first, a page of groups at a time. */
export async function listSubmissionHistory(ctx: AppContext, options: { userId: string; page: number; limit: number }) {
  const { userId, page, limit } = options;
  const mine = eq(submissions.userId, userId);
  const lastPlayed = max(submissions.completedAt);
  const [groups, [totals]] = await Promise.all([
    ctx.db
      .select({
        quizId: submissions.quizId,
        // Today's title while the quiz lives; once it is deleted, the one its latest attempt was made under.
        title: sql<string>`coalesce(${quizzes.title}, (array_agg(${submissions.quizTitle} order by ${submissions.completedAt} desc))[1])`,
        deleted: sql<boolean>`${quizzes.id} is null`,
        lastPlayed,
      })
      .from(submissions)
      .leftJoin(quizzes, eq(quizzes.id, submissions.quizId))
      .where(mine)
      .groupBy(submissions.quizId, quizzes.id, quizzes.title)
      .orderBy(desc(lastPlayed), asc(submissions.quizId))
      .limit(limit)
      .offset((page - 1) * limit),
    ctx.db
      .select({ total: countDistinct(submissions.quizId) })
      .from(submissions)
      .where(mine),
  ]);
  const attempts =
    groups.length === 0
      ? []
      : await ctx.db
          .select()
          .from(submissions)
          .where(
            and(
              mine,
              inArray(
                submissions.quizId,
                groups.map((g) => g.quizId),
              ),
            ),
          )
          .orderBy(desc(submissions.completedAt), desc(submissions.attemptNumber));
  const total = totals?.total ?? 0;
  return {
    data: groups.map((g) => ({
      quiz: { _id: g.quizId, title: g.title, deleted: g.deleted },
      attempts: attempts.filter((a) => a.quizId === g.quizId).map(presentAttempt),
    })),
    pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) },
  };
}
