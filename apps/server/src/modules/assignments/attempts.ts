/**
 * A homework attempt (issue 38) is the solo attempt a student already has, linked to the assignment: this checks
 * that it may start or be handed in, under whose rules, and what the student then sees of it.
 */
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { Say } from '@quiz/contract/message-catalog';
import type { AppContext } from '../../context';
import { assignmentStudents, type AssignmentRow } from '../../db/schema/assignments';
import { timedAttempts } from '../../db/schema/submissions';
import type { UserRow } from '../../db/schema/users';
import { conflict, notFound } from '../../lib/errors';
import { answersShown, closesAt, isLate, noOverride, refusal } from './policy';
import { findAssignment } from './service';
import { studentAssignment } from './todo';

export interface Homework {
  assignment: AssignmentRow;
  /** The student's extra time on a timed attempt. */
  extraTime: number;
}

const refusals = {
  notOpen: Say.assignmentNotOpen,
  closed: Say.assignmentClosed,
  noAttemptsLeft: Say.assignmentNoAttemptsLeft,
  excused: Say.assignmentExcused,
} as const;

/** Timed attempts at this homework the student left to run out without handing in: each used an attempt. */
async function abandoned(ctx: AppContext, userId: string, assignmentId: string) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(timedAttempts)
    .where(
      and(
        eq(timedAttempts.userId, userId),
        eq(timedAttempts.assignmentId, assignmentId),
        isNull(timedAttempts.submissionId),
        sql`${timedAttempts.startedAt} + make_interval(secs => ${timedAttempts.allowedSeconds}) <= now()`,
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * The homework an attempt at this quiz is for, if the student may take it now: an active member of its class, the
 * quiz the assignment's, open, not excused, attempts left (a timed attempt left to run out counts as one). A timed
 * attempt started in time is handed in after the close too (`handingIn`).
 */
export async function homeworkFor(
  ctx: AppContext,
  user: UserRow,
  options: { assignmentId: string; quizId: string; handingIn?: { startedAt: Date } },
): Promise<Homework> {
  const { view, row, extraTime, memberId } = await studentAssignment(ctx, user, options.assignmentId);
  if (row.quizId !== options.quizId) throw notFound(Say.assignmentNotFound);
  const [override] = await ctx.db
    .select()
    .from(assignmentStudents)
    .where(and(eq(assignmentStudents.assignmentId, row.id), eq(assignmentStudents.memberId, memberId)))
    .limit(1);
  const started = options.handingIn?.startedAt;
  // A timed attempt was checked when it started, and counted: its hand-in is taken, after the close too.
  const why = started
    ? refusal(row, started <= closesAt(row) ? started : new Date(), 0, override ?? noOverride)
    : refusal(row, new Date(), view.attemptsUsed + (await abandoned(ctx, user.id, row.id)), override ?? noOverride);
  if (why) throw conflict(refusals[why]);
  return { assignment: row, extraTime };
}

/**
 * The homework the student opens a quiz for (to read its questions, or hand it in): an assignment of that quiz, in
 * one of their classes; 'not found' otherwise.
 */
export async function assignedTo(
  ctx: AppContext,
  user: UserRow,
  assignmentId: string,
  quizId: string,
): Promise<AssignmentRow> {
  const { row } = await studentAssignment(ctx, user, assignmentId);
  if (row.quizId !== quizId) throw notFound(Say.assignmentNotFound);
  return row;
}

/** Whether a hand-in now is late. */
export const lateNow = (homework: Homework) => isLate(homework.assignment, new Date());

/**
 * Who reads a homework attempt, and whether they see its right answers: its taker, once the teacher shows them;
 * the class's teacher (and admins) always.
 */
export async function homeworkReading(
  ctx: AppContext,
  viewer: UserRow,
  submission: { userId: string; assignmentId: string | null },
): Promise<{ mayRead: boolean; answersHidden: boolean }> {
  const taker = submission.userId === viewer.id;
  if (!submission.assignmentId) return { mayRead: taker || viewer.accountType === 'admin', answersHidden: false };
  const found = await findAssignment(ctx, submission.assignmentId);
  if (!found) return { mayRead: taker || viewer.accountType === 'admin', answersHidden: false };
  const teacher = found.klass.ownerId === viewer.id || viewer.accountType === 'admin';
  return {
    mayRead: taker || teacher,
    answersHidden: !teacher && !answersShown(found.assignment, new Date()),
  };
}
