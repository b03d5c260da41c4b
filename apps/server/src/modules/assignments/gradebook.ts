/**
 * A class's gradebook (issue 38): its students (those who left or were removed too, with their past results) ×
 * its homework and the live games played for it, each cell the counted score with its mark, and the averages.
 */
import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Gradebook, GradebookCell, GradebookColumn, GradebookRow } from '@quiz/contract/assignments';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/client';
import { assignments, assignmentStudents } from '../../db/schema/assignments';
import { classMembers } from '../../db/schema/classes';
import { quizzes } from '../../db/schema/quizzes';
import { roomParticipants, rooms } from '../../db/schema/rooms';
import { submissions } from '../../db/schema/submissions';
import { users, type UserRow } from '../../db/schema/users';
import { taughtClass } from '../classes/service';
import { cellOf } from './cells';
import { averageOf, roundScore, studentValue, type Attempt } from './policy';

const absent: GradebookCell = { mark: 'absent', score: null, attempts: 0, extraAttempts: 0, submissionId: null };

/**
 * Every homework attempt in the class, one row per student with their attempts as JSON: thousands of attempts come
 * back as forty rows (the embedded database spends most of its time per row returned).
 */
async function attemptsByStudent(ctx: AppContext, classId: string) {
  const result = await ctx.db.execute(sql`
    select s.user_id as "userId",
           json_agg(json_build_array(s.assignment_id, s.id, s.percentage_score,
                                     (extract(epoch from s.completed_at) * 1000)::float8, s.late)) as list
    from ${submissions} s
    join ${assignments} a on a.id = s.assignment_id
    where a.class_id = ${classId}
    group by s.user_id`);
  return rowsOf<{ userId: string; list: [string, string, number, number, boolean][] }>(result);
}

export async function gradebookOf(ctx: AppContext, user: UserRow, classId: string): Promise<Gradebook> {
  const klass = await taughtClass(ctx, user, classId);
  const [members, homework, games] = await Promise.all([
    ctx.db
      .select({ member: classMembers, username: users.username })
      .from(classMembers)
      .leftJoin(users, eq(users.id, classMembers.userId))
      .where(and(eq(classMembers.classId, klass.id), ne(classMembers.status, 'pending')))
      .orderBy(asc(classMembers.name), asc(classMembers.joinedAt)),
    ctx.db
      .select({ assignment: assignments, title: quizzes.title })
      .from(assignments)
      .leftJoin(quizzes, eq(quizzes.id, assignments.quizId))
      .where(eq(assignments.classId, klass.id))
      .orderBy(asc(assignments.dueAt), asc(assignments.createdAt)),
    ctx.db
      .select({
        id: rooms.id,
        code: rooms.code,
        title: rooms.quizTitle,
        endedAt: rooms.endedAt,
        gradedCount: rooms.gradedCount,
      })
      .from(rooms)
      // A game of polls only has nothing to get right: no column.
      .where(and(eq(rooms.classId, klass.id), eq(rooms.status, 'completed'), gt(rooms.gradedCount, 0)))
      .orderBy(asc(rooms.endedAt)),
  ]);
  const assignmentIds = homework.map((h) => h.assignment.id);
  const roomIds = games.map((g) => g.id);
  const [attempts, overrides, played] = await Promise.all([
    assignmentIds.length === 0 ? [] : attemptsByStudent(ctx, klass.id),
    assignmentIds.length === 0
      ? []
      : ctx.db.select().from(assignmentStudents).where(inArray(assignmentStudents.assignmentId, assignmentIds)),
    roomIds.length === 0
      ? []
      : ctx.db
          .select({
            roomId: roomParticipants.roomId,
            userId: roomParticipants.userId,
            correct: roomParticipants.correctAnswers,
          })
          .from(roomParticipants)
          .where(inArray(roomParticipants.roomId, roomIds)),
  ]);

  // Attempts by assignment and taker; overrides by assignment and member; games by room and player.
  const attemptsOf = new Map<string, Attempt[]>();
  for (const { userId, list } of attempts) {
    for (const [assignmentId, id, percentageScore, completedAt, late] of list) {
      const key = `${assignmentId}:${userId}`;
      const mine = attemptsOf.get(key) ?? [];
      mine.push({ id, percentageScore, completedAt: new Date(completedAt), late });
      attemptsOf.set(key, mine);
    }
  }
  const overrideOf = new Map(overrides.map((o) => [`${o.assignmentId}:${o.memberId}`, o]));
  const playedOf = new Map(played.map((p) => [`${p.roomId}:${p.userId}`, p.correct]));

  const now = new Date();
  const rows: GradebookRow[] = members.map(({ member, username }) => {
    const cells = [
      ...homework.map(({ assignment }) => {
        const mine = member.userId ? (attemptsOf.get(`${assignment.id}:${member.userId}`) ?? []) : [];
        // Homework due before the student joined, or given after they left (or their account went), is not theirs to
        // miss.
        const notTheirs =
          mine.length === 0 &&
          (member.userId === null ||
            assignment.dueAt < member.joinedAt ||
            (member.leftAt !== null && assignment.opensAt > member.leftAt));
        if (notTheirs) return absent;
        return cellOf({ assignment, attempts: mine, override: overrideOf.get(`${assignment.id}:${member.id}`) }, now);
      }),
      ...games.map((game): GradebookCell => {
        const correct = member.userId ? playedOf.get(`${game.id}:${member.userId}`) : undefined;
        if (correct === undefined) return absent;
        const score = roundScore((correct / game.gradedCount) * 100);
        return { mark: 'done', score, attempts: 1, extraAttempts: 0, submissionId: null };
      }),
    ];
    return {
      memberId: member.id,
      name: member.name,
      username: member.card ? null : username,
      card: member.card,
      status: member.status === 'active' ? 'active' : member.status === 'left' ? 'left' : 'removed',
      extraTime: member.extraTime,
      cells,
      average: averageOf(cells.map((c) => studentValue(c.mark, c.score))),
    };
  });

  const columnAverage = (index: number) => {
    const scores = rows.map((r) => r.cells[index]!).filter((c) => c.mark === 'done' || c.mark === 'late');
    return { average: averageOf(scores.map((c) => c.score)), handedIn: scores.length };
  };
  const columns: GradebookColumn[] = [
    ...homework.map(({ assignment, title }, index) => ({
      _id: assignment.id,
      kind: 'assignment' as const,
      title: title ?? assignment.quizTitle,
      at: assignment.dueAt.toISOString(),
      code: null,
      ...columnAverage(index),
    })),
    ...games.map((game, index) => ({
      _id: game.id,
      kind: 'game' as const,
      title: game.title,
      at: game.endedAt?.toISOString() ?? null,
      code: game.code,
      ...columnAverage(homework.length + index),
    })),
  ];
  return {
    class: { _id: klass.id, name: klass.name, code: klass.code, archived: klass.archivedAt !== null },
    columns,
    rows,
    // The class is its students of today; those who left keep their row and their own average.
    average: averageOf(rows.filter((r) => r.status === 'active').map((r) => r.average)),
  };
}
