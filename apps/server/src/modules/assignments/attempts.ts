/**
 * A homework attempt (issue 38) is the solo attempt a student already has, linked to the assignment: this checks
 * that it may start or be handed in, under whose rules, and what the student then sees of it.
 */
import { SubmissionLimits } from '@quiz/contract/limits';
import { Say } from '@quiz/contract/message-catalog';
import type { AppContext } from '../../context';
import type { AssignmentRow } from '../../db/schema/assignments';
import type { UserRow } from '../../db/schema/users';
import { conflict, notFound } from '../../lib/errors';
import { teachesClass } from '../classes/teachers';
import { answersShown, closesAt, isLate, refusal } from './policy';
import { findAssignment } from './service';
import { studentAssignment, type StudentHomework } from './todo';

export interface Homework {
  assignment: AssignmentRow;
  /** The student's extra time on a timed attempt. */
  extraTime: number;
  /** When the hand-in counts as made: now, or a timed attempt's end if it comes later than that. */
  handedAt: Date;
}

const refusals = {
  notOpen: Say.assignmentNotOpen,
  closed: Say.assignmentClosed,
  noAttemptsLeft: Say.assignmentNoAttemptsLeft,
  excused: Say.assignmentExcused,
} as const;

/**
 * The homework the student opens a quiz for (to read its questions, start or hand it in): an assignment of that quiz,
 * in one of their classes, as they stand on it; 'not found' otherwise.
 */
export async function assignedTo(
  ctx: AppContext,
  user: UserRow,
  assignmentId: string,
  quizId: string,
): Promise<StudentHomework> {
  const homework = await studentAssignment(ctx, user, assignmentId);
  if (homework.row.quizId !== quizId) throw notFound(Say.assignmentNotFound);
  return homework;
}

/**
 * Whether the student may take the homework now: its class not archived, open, not excused, attempts left (a timed
 * attempt left to run out counts as one). A timed attempt started in time is handed in after the close too
 * (`handingIn`), while its own time (and the grace for the network) runs; one that ran out is judged now, so it
 * cannot wait for the answers to show and be handed in then.
 */
export function homeworkFor(
  homework: StudentHomework,
  handingIn?: { startedAt: Date; allowedSeconds: number },
): Homework {
  const { view, row, extraTime, override, archived } = homework;
  // An archived class is read-only: its homework takes no more hand-ins.
  if (archived) throw conflict(Say.assignmentClosed);
  const now = new Date();
  const ends = handingIn && new Date(handingIn.startedAt.getTime() + handingIn.allowedSeconds * 1000);
  const running = ends && now.getTime() <= ends.getTime() + SubmissionLimits.timedGraceSeconds * 1000;
  // A timed attempt was checked when it started, and counted: while its time runs, its hand-in is taken.
  const why =
    handingIn && running
      ? refusal(row, handingIn.startedAt <= closesAt(row) ? handingIn.startedAt : now, 0, override)
      : // Used: hand-ins, and timed attempts left to run out (todo.ts counts both).
        refusal(row, now, handingIn ? 0 : view.attemptsUsed, override);
  if (why) throw conflict(refusals[why]);
  return { assignment: row, extraTime, handedAt: ends && ends < now ? ends : now };
}

/** The homework a student reads the quiz's questions for: not before it opens. */
export async function openedFor(ctx: AppContext, user: UserRow, assignmentId: string, quizId: string) {
  const { row } = await assignedTo(ctx, user, assignmentId, quizId);
  if (row.opensAt > new Date()) throw notFound(Say.assignmentNotFound);
  return row;
}

/** Whether the hand-in is late: made after the due date (a timed attempt's, at the latest when its time ended). */
export const lateNow = (homework: Homework) => isLate(homework.assignment, homework.handedAt);

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
  const teacher = await teachesClass(ctx, viewer, found.klass);
  return {
    mayRead: taker || teacher,
    answersHidden: !teacher && !answersShown(found.assignment, new Date()),
  };
}
