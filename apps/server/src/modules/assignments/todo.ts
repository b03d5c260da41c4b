/**
 * Homework as a student sees it (issue 38): the dashboard's To do (what has opened in their active classes) and one
 * assignment for its attempt's page, each with where it stands for them and what they may still do.
 */
import { and, asc, count, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { StudentAssignment } from '@quiz/contract/assignments';
import { Say } from '@quiz/contract/message-catalog';
import type { AppContext } from '../../context';
import { assignments, assignmentStudents, type AssignmentRow } from '../../db/schema/assignments';
import { classes, classMembers } from '../../db/schema/classes';
import { quizzes } from '../../db/schema/quizzes';
import { submissions, timedAttempts } from '../../db/schema/submissions';
import { users, type UserRow } from '../../db/schema/users';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { nameOf } from '../users/presenter';
import {
  attemptsLeft,
  countedAttempt,
  noOverride,
  refusal,
  roundScore,
  todoState,
  type Attempt,
  type Override,
} from './policy';
import { presentRules } from './service';

/** The user's active memberships, with their classes' names and teachers. */
async function membershipsOf(ctx: AppContext, userId: string) {
  return ctx.db
    .select({
      memberId: classMembers.id,
      classId: classes.id,
      className: classes.name,
      archived: sql<boolean>`${classes.archivedAt} is not null`,
      extraTime: classMembers.extraTime,
      teacherUsername: users.username,
      teacherDisplayName: users.displayName,
    })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .innerJoin(users, eq(users.id, classes.ownerId))
    .where(and(eq(classMembers.userId, userId), eq(classMembers.status, 'active')));
}

/** The student's view of these assignments of their classes. */
async function standingsOf(
  ctx: AppContext,
  user: UserRow,
  memberships: Awaited<ReturnType<typeof membershipsOf>>,
  rows: AssignmentRow[],
): Promise<{ view: StudentAssignment; override: Override }[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [attempts, overrides, living, ranOut] = await Promise.all([
    ctx.db
      .select({
        id: submissions.id,
        assignmentId: submissions.assignmentId,
        percentageScore: submissions.percentageScore,
        completedAt: submissions.completedAt,
        late: submissions.late,
      })
      .from(submissions)
      .where(and(eq(submissions.userId, user.id), inArray(submissions.assignmentId, ids))),
    ctx.db
      .select()
      .from(assignmentStudents)
      .where(
        and(
          inArray(assignmentStudents.assignmentId, ids),
          inArray(
            assignmentStudents.memberId,
            memberships.map((m) => m.memberId),
          ),
        ),
      ),
    ctx.db
      .select({ id: quizzes.id, title: quizzes.title })
      .from(quizzes)
      .where(inArray(quizzes.id, [...new Set(rows.map((r) => r.quizId))])),
    // Timed attempts left to run out without a hand-in: each used one of the attempts allowed.
    ctx.db
      .select({ assignmentId: timedAttempts.assignmentId, n: count() })
      .from(timedAttempts)
      .where(
        and(
          eq(timedAttempts.userId, user.id),
          inArray(timedAttempts.assignmentId, ids),
          isNull(timedAttempts.submissionId),
          sql`${timedAttempts.startedAt} + make_interval(secs => ${timedAttempts.allowedSeconds}) <= now()`,
        ),
      )
      .groupBy(timedAttempts.assignmentId),
  ]);
  const now = new Date();
  const membershipOf = new Map(memberships.map((m) => [m.classId, m]));
  const titles = new Map(living.map((q) => [q.id, q.title]));
  return rows.map((row) => {
    const member = membershipOf.get(row.classId)!;
    const mine: Attempt[] = attempts.filter((a) => a.assignmentId === row.id);
    const override = overrides.find((o) => o.assignmentId === row.id) ?? noOverride;
    const counted = countedAttempt(row.counts, mine);
    const used = mine.length + Number(ranOut.find((r) => r.assignmentId === row.id)?.n ?? 0);
    const view: StudentAssignment = {
      _id: row.id,
      quiz: { _id: row.quizId, title: titles.get(row.quizId) ?? row.quizTitle, deleted: !titles.has(row.quizId) },
      class: { _id: member.classId, name: member.className },
      teacher: nameOf({ username: member.teacherUsername, displayName: member.teacherDisplayName }),
      ...presentRules(row),
      state: todoState(row, now, counted, override),
      canAttempt: titles.has(row.quizId) && !member.archived && refusal(row, now, used, override) === null,
      attemptsUsed: used,
      attemptsLeft: attemptsLeft(row, used, override),
      extraTime: member.extraTime,
      score: counted ? roundScore(counted.percentageScore) : null,
      late: counted?.late ?? false,
      submissionId: counted?.id ?? null,
    };
    return { view, override };
  });
}

const waiting = (a: StudentAssignment) => a.state === 'todo' || a.state === 'late';

/** What is still to do first, soonest due first; then the rest, the latest due first. */
export function todoOrder(a: StudentAssignment, b: StudentAssignment) {
  if (waiting(a) !== waiting(b)) return waiting(a) ? -1 : 1;
  const byDue = a.dueAt.localeCompare(b.dueAt);
  return waiting(a) ? byDue : -byDue;
}

/** The dashboard's To do: every assignment that has opened in the student's active classes. */
export async function todoList(ctx: AppContext, user: UserRow): Promise<StudentAssignment[]> {
  const memberships = await membershipsOf(ctx, user.id);
  if (memberships.length === 0) return [];
  const rows = await ctx.db
    .select()
    .from(assignments)
    .where(
      and(
        inArray(
          assignments.classId,
          memberships.map((m) => m.classId),
        ),
        lte(assignments.opensAt, new Date()),
      ),
    )
    .orderBy(asc(assignments.dueAt));
  return (await standingsOf(ctx, user, memberships, rows)).map((s) => s.view).sort(todoOrder);
}

/** One assignment as its student stands on it, with the teacher's override for them and their class's state. */
export interface StudentHomework {
  view: StudentAssignment;
  override: Override;
  row: AssignmentRow;
  extraTime: number;
  archived: boolean;
}

/**
 * One assignment for its student: an active member of its class sees it once it has opened (the attempt's page
 * then says when it does); to anyone else it does not exist.
 */
export async function studentAssignment(
  ctx: AppContext,
  user: UserRow,
  assignmentId: string,
): Promise<StudentHomework> {
  if (!isUuid(assignmentId)) throw notFound(Say.assignmentNotFound);
  const memberships = await membershipsOf(ctx, user.id);
  const [row] = await ctx.db.select().from(assignments).where(eq(assignments.id, assignmentId)).limit(1);
  const member = row && memberships.find((m) => m.classId === row.classId);
  if (!row || !member) throw notFound(Say.assignmentNotFound);
  const [standing] = await standingsOf(ctx, user, [member], [row]);
  return { ...standing!, row, extraTime: member.extraTime, archived: member.archived };
}
