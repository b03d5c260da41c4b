/**
 * Homework (issue 38): a teacher assigns a quiz to their classes, changes or deletes it, and excuses a student or
 * gives them another attempt. What students see of it is todo.ts; the attempt itself is the solo attempt
 * (submissions), checked by attempts.ts; the gradebook is gradebook.ts.
 */
import { and, count, countDistinct, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  AssignmentLimits,
  type Assignment,
  type assignmentInput,
  type assignmentSettings,
  type GradebookCell,
  type StudentOverride,
} from '@quiz/contract/assignments';
import { Say } from '@quiz/contract/message-catalog';
import type { AppContext } from '../../context';
import { assignments, assignmentStudents, type AssignmentRow } from '../../db/schema/assignments';
import { classes, classMembers, type ClassRow } from '../../db/schema/classes';
import { quizzes } from '../../db/schema/quizzes';
import { submissions } from '../../db/schema/submissions';
import type { UserRow } from '../../db/schema/users';
import { badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { assertOpen } from '../classes/policy';
import { teachesClass } from '../classes/teachers';
import { taughtClass } from '../classes/service';
import { findReadableQuiz } from '../quizzes/service';
import { cellOf, type CellSource } from './cells';

const hour = 60 * 60 * 1000;

/** An assignment's row and its class, if it exists. */
export async function findAssignment(
  ctx: AppContext,
  assignmentId: string,
): Promise<{ assignment: AssignmentRow; klass: ClassRow } | null> {
  if (!isUuid(assignmentId)) return null;
  const [found] = await ctx.db
    .select({ assignment: assignments, klass: classes })
    .from(assignments)
    .innerJoin(classes, eq(classes.id, assignments.classId))
    .where(eq(assignments.id, assignmentId))
    .limit(1);
  return found ?? null;
}

/** The assignment, if the user teaches its class (or is an admin); 'not found' otherwise. */
export async function taughtAssignment(ctx: AppContext, user: UserRow, assignmentId: string) {
  const found = await findAssignment(ctx, assignmentId);
  if (!found || !(await teachesClass(ctx, user, found.klass))) throw notFound(Say.assignmentNotFound);
  return found;
}

/** The reminder is for homework due later than a day from now; nearer, the notice of it is the reminder. */
const reminderDone = (dueAt: Date, now: Date) =>
  dueAt.getTime() - AssignmentLimits.reminderHours * hour <= now.getTime() ? now : null;

function rulesOf(input: z.output<typeof assignmentSettings>, now: Date) {
  const dueAt = new Date(input.dueAt);
  return {
    opensAt: input.opensAt ? new Date(input.opensAt) : now,
    dueAt,
    closesAt: input.closesAt === null ? null : new Date(input.closesAt),
    attempts: input.attempts,
    counts: input.counts,
    timed: input.timed,
    shuffle: input.shuffle,
    showAnswers: input.showAnswers,
  };
}

/** Assigns a quiz the teacher can read to each of their classes in the list (none archived). */
export async function createAssignments(
  ctx: AppContext,
  user: UserRow,
  input: z.output<typeof assignmentInput>,
): Promise<Assignment[]> {
  const { quiz } = await findReadableQuiz(ctx, input.quizId, user);
  const taught: ClassRow[] = [];
  for (const classId of new Set(input.classIds)) {
    const row = await taughtClass(ctx, user, classId);
    if (row.archivedAt) throw badRequest(Say.assignmentClassArchived(row.name));
    taught.push(row);
  }
  const now = new Date();
  const rules = rulesOf(input, now);
  const rows = await ctx.db
    .insert(assignments)
    .values(
      taught.map((row) => ({
        classId: row.id,
        quizId: quiz.id,
        quizTitle: quiz.title,
        createdBy: user.id,
        timeZone: input.timeZone,
        ...rules,
        remindedAt: reminderDone(rules.dueAt, now),
      })),
    )
    .returning();
  return presentAll(ctx, rows, taught);
}

/** A class's homework, the latest due first. */
export async function classAssignments(ctx: AppContext, user: UserRow, classId: string): Promise<Assignment[]> {
  const row = await taughtClass(ctx, user, classId);
  const rows = await ctx.db
    .select()
    .from(assignments)
    .where(eq(assignments.classId, row.id))
    .orderBy(desc(assignments.dueAt), desc(assignments.createdAt));
  return presentAll(ctx, rows, [row]);
}

export async function teacherAssignment(ctx: AppContext, user: UserRow, assignmentId: string): Promise<Assignment> {
  const { assignment, klass } = await taughtAssignment(ctx, user, assignmentId);
  return (await presentAll(ctx, [assignment], [klass]))[0]!;
}

/** The teacher changes the dates or rules; a later due date sends the reminder again when its time comes. */
export async function updateAssignment(
  ctx: AppContext,
  user: UserRow,
  assignmentId: string,
  input: z.output<typeof assignmentSettings>,
): Promise<Assignment> {
  const { assignment, klass } = await taughtAssignment(ctx, user, assignmentId);
  assertOpen(klass);
  const now = new Date();
  const rules = rulesOf({ ...input, opensAt: input.opensAt ?? assignment.opensAt.toISOString() }, now);
  // The opening kept from before must still come before the due date.
  if (rules.opensAt >= rules.dueAt) {
    throw badRequest(Say.assignmentDueBeforeOpen, { dueAt: Say.assignmentDueBeforeOpen });
  }
  const moved = rules.dueAt.getTime() !== assignment.dueAt.getTime();
  const [changed] = await ctx.db
    .update(assignments)
    .set({
      ...rules,
      updatedAt: now,
      ...(moved ? { remindedAt: reminderDone(rules.dueAt, now) } : {}),
      // Opening later than now tells the students again when it opens.
      ...(rules.opensAt > now && assignment.opensAt.getTime() !== rules.opensAt.getTime() ? { announcedAt: null } : {}),
    })
    .where(eq(assignments.id, assignment.id))
    .returning();
  return (await presentAll(ctx, [changed!], [klass]))[0]!;
}

/** The homework goes; its attempts stay in their takers' history as solo attempts. */
export async function deleteAssignment(ctx: AppContext, user: UserRow, assignmentId: string) {
  const { assignment, klass } = await taughtAssignment(ctx, user, assignmentId);
  assertOpen(klass);
  await ctx.db.delete(assignments).where(eq(assignments.id, assignment.id));
}

/** The teacher excuses a student, or gives them more attempts; the gradebook's cell as it now stands. */
export async function setOverride(
  ctx: AppContext,
  user: UserRow,
  ids: { assignmentId: string; memberId: string },
  change: StudentOverride,
): Promise<GradebookCell> {
  const { assignment, klass } = await taughtAssignment(ctx, user, ids.assignmentId);
  assertOpen(klass);
  const [member] = isUuid(ids.memberId)
    ? await ctx.db
        .select()
        .from(classMembers)
        .where(and(eq(classMembers.id, ids.memberId), eq(classMembers.classId, klass.id)))
        .limit(1)
    : [];
  if (!member || member.status === 'pending') throw notFound(Say.memberNotFound);
  const [override] = await ctx.db
    .insert(assignmentStudents)
    .values({ assignmentId: assignment.id, memberId: member.id, excused: false, extraAttempts: 0, ...change })
    .onConflictDoUpdate({ target: [assignmentStudents.assignmentId, assignmentStudents.memberId], set: change })
    .returning();
  const attempts = member.userId
    ? await ctx.db
        .select({
          id: submissions.id,
          percentageScore: submissions.percentageScore,
          completedAt: submissions.completedAt,
          late: submissions.late,
        })
        .from(submissions)
        .where(and(eq(submissions.assignmentId, assignment.id), eq(submissions.userId, member.userId)))
    : [];
  const source: CellSource = { assignment, attempts, override: override! };
  return cellOf(source, new Date());
}

/** Assignments as the teacher lists them: with the class, whether the quiz still exists, and who handed in. */
async function presentAll(ctx: AppContext, rows: AssignmentRow[], taught: ClassRow[]): Promise<Assignment[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const classIds = [...new Set(rows.map((r) => r.classId))];
  const quizIds = [...new Set(rows.map((r) => r.quizId))];
  const [students, handedIn, living] = await Promise.all([
    ctx.db
      .select({ classId: classMembers.classId, n: count() })
      .from(classMembers)
      .where(and(inArray(classMembers.classId, classIds), eq(classMembers.status, 'active')))
      .groupBy(classMembers.classId),
    ctx.db
      .select({ assignmentId: submissions.assignmentId, n: countDistinct(submissions.userId) })
      .from(submissions)
      .where(inArray(submissions.assignmentId, ids))
      .groupBy(submissions.assignmentId),
    ctx.db.select({ id: quizzes.id, title: quizzes.title }).from(quizzes).where(inArray(quizzes.id, quizIds)),
  ]);
  const names = new Map(taught.map((c) => [c.id, c.name]));
  const studentsOf = new Map(students.map((s) => [s.classId, Number(s.n)]));
  const handedInOf = new Map(handedIn.map((h) => [h.assignmentId, Number(h.n)]));
  const titles = new Map(living.map((q) => [q.id, q.title]));
  return rows.map((row) => ({
    _id: row.id,
    classId: row.classId,
    className: names.get(row.classId) ?? '',
    quiz: { _id: row.quizId, title: titles.get(row.quizId) ?? row.quizTitle, deleted: !titles.has(row.quizId) },
    ...presentRules(row),
    createdAt: row.createdAt.toISOString(),
    students: studentsOf.get(row.classId) ?? 0,
    handedIn: handedInOf.get(row.id) ?? 0,
  }));
}

/** An assignment's dates and rules as the API gives them. */
export const presentRules = (row: AssignmentRow) => ({
  opensAt: row.opensAt.toISOString(),
  dueAt: row.dueAt.toISOString(),
  closesAt: row.closesAt?.toISOString() ?? null,
  attempts: row.attempts,
  counts: row.counts,
  timed: row.timed,
  shuffle: row.shuffle,
  showAnswers: row.showAnswers,
});
