/** Solo attempts: grade and store, read back by their taker (or an admin), and the history grouped by quiz. */
import { and, asc, countDistinct, desc, eq, inArray, max, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { Messages } from '@quiz/contract/messages';
import type { AttemptSummary, Submission, submitQuizInput } from '@quiz/contract/submissions';
import type { AppContext } from '../../context';
import { uniqueViolationOf } from '../../db/client';
import { quizzes } from '../../db/schema/quizzes';
import { roomParticipants, rooms } from '../../db/schema/rooms';
import { submissionAnswers, submissions, type SubmissionRow } from '../../db/schema/submissions';
import type { UserRow } from '../../db/schema/users';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { recordSoloAttempt } from '../leaderboard/stats';
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
  if (playing) throw conflict(Messages.finishLiveGameFirst);
}

export async function submitQuiz(
  ctx: AppContext,
  options: { quizId: string; user: UserRow; input: z.output<typeof submitQuizInput> },
): Promise<Submission> {
  const { user, input } = options;
  const { quiz } = await findReadableQuiz(ctx, options.quizId, user);
  await refuseDuringLiveGame(ctx, user.id, quiz.id);
  let graded;
  try {
    graded = gradeAttempt(await loadQuestions(ctx.db, quiz.id), input.answers);
  } catch (error) {
    if (error instanceof GradingError) throw badRequest(error.message);
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
            attemptNumber: sql`(select coalesce(max(${submissions.attemptNumber}), 0) + 1 from ${submissions} where ${submissions.userId} = ${user.id} and ${submissions.quizId} = ${quiz.id})`,
            correctAnswers: graded.correctAnswers,
            totalQuestions: graded.totalQuestions,
            percentageScore: graded.percentageScore,
            timeSpentSeconds: Math.round(input.timeSpent),
          })
          .returning({ id: submissions.id })) as [{ id: string }];
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
          timeSeconds: Math.round(input.timeSpent),
          at: new Date(),
        });
        return row.id;
      });
      ctx.achievements.check([user.id]);
      return getSubmission(ctx, { submissionId, viewer: user });
    } catch (error) {
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
  if (!isUuid(submissionId)) throw notFound(Messages.submissionNotFound);
  const [found] = await ctx.db
    .select({
      submission: submissions,
      quiz: { id: quizzes.id, title: quizzes.title, isPublic: quizzes.isPublic, createdBy: quizzes.createdBy },
    })
    .from(submissions)
    .innerJoin(quizzes, eq(quizzes.id, submissions.quizId))
    .where(eq(submissions.id, submissionId))
    .limit(1);
  if (!found || (found.submission.userId !== viewer.id && viewer.accountType !== 'admin')) {
    throw notFound(Messages.submissionNotFound);
  }
  if (found.submission.userId === viewer.id) await refuseDuringLiveGame(ctx, viewer.id, found.quiz.id);
  const answers = await ctx.db
    .select()
    .from(submissionAnswers)
    .where(eq(submissionAnswers.submissionId, submissionId))
    .orderBy(asc(submissionAnswers.position));
  return {
    ...presentAttempt(found.submission),
    quizId: {
      _id: found.quiz.id,
      title: found.quiz.title,
      isPublic: found.quiz.isPublic,
      createdBy: found.quiz.createdBy,
    },
    userId: found.submission.userId,
    answers: answers.map((a) => ({
      questionId: a.questionId,
      question: a.questionText,
      selectedAnswer: a.selectedOptionId,
      selectedOptionText: a.selectedOptionText,
      correctAnswer: a.correctOptionId,
      correctOptionText: a.correctOptionText,
      isCorrect: a.isCorrect,
      kind: a.kind,
      graded: a.graded,
      // Attempts from before issue 16 kept the one option's texts only.
      answerTexts: a.answerTexts ?? (a.selectedOptionText === null ? [] : [a.selectedOptionText]),
      correctTexts: a.correctTexts ?? (a.correctOptionText === null ? [] : [a.correctOptionText]),
      image: a.imageUrl ? { url: a.imageUrl, alt: a.imageAlt ?? '' } : null,
    })),
  };
}

/** The user's attempts grouped by quiz, the most recently played quiz first, a page of groups at a time. */
export async function listSubmissionHistory(ctx: AppContext, options: { userId: string; page: number; limit: number }) {
  const { userId, page, limit } = options;
  const mine = eq(submissions.userId, userId);
  const lastPlayed = max(submissions.completedAt);
  const [groups, [totals]] = await Promise.all([
    ctx.db
      .select({ quizId: submissions.quizId, title: quizzes.title, lastPlayed })
      .from(submissions)
      .innerJoin(quizzes, eq(quizzes.id, submissions.quizId))
      .where(mine)
      .groupBy(submissions.quizId, quizzes.title)
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
      quiz: { _id: g.quizId, title: g.title },
      attempts: attempts.filter((a) => a.quizId === g.quizId).map(presentAttempt),
    })),
    pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) },
  };
}
