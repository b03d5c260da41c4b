/**
 * Classes (issue 38): a teacher makes, renames, archives and deletes them; account students join with the code (at
 * once or when admitted, the class's choice), leave, or are removed; removed and departed members keep their row,
 * marked, for the gradebook. Card students and their login cards are roster.ts.
 */
import { and, asc, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import {
  CardEmailDomain,
  ClassLimits,
  type ClassDetail,
  type ClassSummary,
  type JoinedClass,
} from '@quiz/contract/classes';
import { Say } from '@quiz/contract/message-catalog';
import type { z } from 'zod';
import type { classInput, classUpdate } from '@quiz/contract/classes';
import type { AppContext } from '../../context';
import { classes, classMembers, classTeachers, type ClassMemberRow, type ClassRow } from '../../db/schema/classes';
import { users, type UserRow } from '../../db/schema/users';
import { uniqueViolationOf } from '../../db/client';
import { newRoomCode } from '../../game/rules';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { personColumns, presentPublicUser } from '../users/presenter';
import { assertOpen } from './policy';
import { assertOwner, coTeachersOf, taughtClass } from './teachers';
import { presentClass, presentJoined, presentMember, type Counts } from './presenter';

export { taughtClass } from './teachers';

/** Active and pending students of each class. */
async function countsOf(ctx: AppContext, classIds: string[]): Promise<Map<string, Counts>> {
  const counts = new Map<string, Counts>(classIds.map((id) => [id, { studentCount: 0, pendingCount: 0 }]));
  if (classIds.length === 0) return counts;
  const rows = await ctx.db
    .select({ classId: classMembers.classId, status: classMembers.status, n: count() })
    .from(classMembers)
    .where(and(inArray(classMembers.classId, classIds), inArray(classMembers.status, ['active', 'pending'])))
    .groupBy(classMembers.classId, classMembers.status);
  for (const row of rows) {
    const counted = counts.get(row.classId)!;
    if (row.status === 'active') counted.studentCount = Number(row.n);
    else counted.pendingCount = Number(row.n);
  }
  return counts;
}

/** A new class under a fresh code: codes are drawn again on the rare clash. */
export async function createClass(
  ctx: AppContext,
  user: UserRow,
  input: z.output<typeof classInput>,
): Promise<ClassSummary> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await ctx.db
        .insert(classes)
        .values({ ...input, ownerId: user.id, code: newRoomCode() })
        .returning();
      return presentClass(row!, { studentCount: 0, pendingCount: 0 });
    } catch (error) {
      if (uniqueViolationOf(error) !== 'classes_code_unique' || attempt >= 5) throw error;
    }
  }
}

/** The classes the user teaches, newest first, and those they belong to as a student. */
export async function listClasses(ctx: AppContext, user: UserRow) {
  const taught = await ctx.db
    .select()
    .from(classes)
    .where(
      or(
        eq(classes.ownerId, user.id),
        inArray(
          classes.id,
          ctx.db.select({ id: classTeachers.classId }).from(classTeachers).where(eq(classTeachers.userId, user.id)),
        ),
      ),
    )
    .orderBy(desc(classes.createdAt), desc(classes.id));
  const counts = await countsOf(
    ctx,
    taught.map((row) => row.id),
  );
  const joined = await ctx.db
    .select({ row: classes, status: classMembers.status, teacher: personColumns })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .innerJoin(users, eq(users.id, classes.ownerId))
    .where(and(eq(classMembers.userId, user.id), inArray(classMembers.status, ['active', 'pending'])))
    .orderBy(desc(classMembers.joinedAt));
  return {
    teaching: taught.map((row) => presentClass(row, counts.get(row.id)!)),
    joined: joined.map(({ row, status, teacher }): JoinedClass => presentJoined(row, teacher, status)),
  };
}

/** A class as its teacher sees it: its students, admitted ones first in the order they came, then the others. */
export async function classDetail(ctx: AppContext, user: UserRow, classId: string): Promise<ClassDetail> {
  const row = await taughtClass(ctx, user, classId);
  return detailOf(ctx, row);
}

export async function detailOf(ctx: AppContext, row: ClassRow): Promise<ClassDetail> {
  const members = await ctx.db
    .select({ member: classMembers, username: users.username })
    .from(classMembers)
    .leftJoin(users, eq(users.id, classMembers.userId))
    .where(eq(classMembers.classId, row.id))
    .orderBy(
      sql`case ${classMembers.status} when 'pending' then 0 when 'active' then 1 else 2 end`,
      asc(classMembers.joinedAt),
      asc(classMembers.name),
    );
  const [teacher] = await ctx.db.select(personColumns).from(users).where(eq(users.id, row.ownerId)).limit(1);
  const counts = await countsOf(ctx, [row.id]);
  return {
    ...presentClass(row, counts.get(row.id)!),
    teacher: presentPublicUser(teacher!),
    coTeachers: await coTeachersOf(ctx, row.id),
    members: members.map(({ member, username }) => presentMember(member, username)),
  };
}

export async function updateClass(
  ctx: AppContext,
  user: UserRow,
  classId: string,
  input: z.output<typeof classUpdate>,
): Promise<ClassDetail> {
  const row = await taughtClass(ctx, user, classId);
  const { archived, ...fields } = input;
  const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  // An archived class takes one change: being brought back (and whatever comes with it).
  if (row.archivedAt && archived !== false) assertOpen(row);
  const archivedAt = archived === undefined ? row.archivedAt : archived ? (row.archivedAt ?? new Date()) : null;
  const [updated] = await ctx.db
    .update(classes)
    .set({ ...changes, archivedAt, updatedAt: new Date() })
    .where(eq(classes.id, row.id))
    .returning();
  return detailOf(ctx, updated!);
}

/** Deletes the class with its members (the card students' accounts go with it) and, later, its gradebook. */
export async function deleteClass(ctx: AppContext, user: UserRow, classId: string): Promise<void> {
  const row = await taughtClass(ctx, user, classId);
  assertOwner(user, row);
  await ctx.db.transaction(async (tx) => {
    const cards = await tx
      .select({ userId: classMembers.userId })
      .from(classMembers)
      .where(and(eq(classMembers.classId, row.id), eq(classMembers.card, true)));
    await tx.delete(classes).where(eq(classes.id, row.id));
    const cardUsers = cards.flatMap((card) => (card.userId ? [card.userId] : []));
    // A card student who attached an e-mail is an ordinary account now, and stays.
    if (cardUsers.length > 0) {
      await tx
        .delete(users)
        .where(and(inArray(users.id, cardUsers), sql`${users.email} like ${`%@${CardEmailDomain}`}`));
    }
  });
}

async function activeCount(ctx: AppContext, classId: string) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(classMembers)
    .where(and(eq(classMembers.classId, classId), inArray(classMembers.status, ['active', 'pending'])));
  return Number(row?.n ?? 0);
}

/** Refuses a class that holds its most students already. */
export async function assertRoom(ctx: AppContext, classId: string, adding: number) {
  if ((await activeCount(ctx, classId)) + adding > ClassLimits.rosterMax) {
    throw badRequest(Say.classFull(ClassLimits.rosterMax));
  }
}

/**
 * An account student joins with the class code: in at once, or asking, as the class admits. Joining again after
 * leaving or being removed makes a new request of the same row; a teacher cannot join their own class.
 */
export async function joinClass(
  ctx: AppContext,
  user: UserRow,
  code: string,
): Promise<{ joined: JoinedClass; message: typeof Say.classJoined }> {
  const [row] = await ctx.db.select().from(classes).where(eq(classes.code, code)).limit(1);
  if (!row || row.archivedAt) throw notFound(Say.classCodeNotFound);
  if (row.ownerId === user.id) throw conflict(Say.classOwnClass);
  const [co] = await ctx.db
    .select({ userId: classTeachers.userId })
    .from(classTeachers)
    .where(and(eq(classTeachers.classId, row.id), eq(classTeachers.userId, user.id)));
  if (co) throw conflict(Say.classOwnClass);
  const [existing] = await ctx.db
    .select()
    .from(classMembers)
    .where(and(eq(classMembers.classId, row.id), eq(classMembers.userId, user.id)))
    .limit(1);
  if (existing && (existing.status === 'active' || existing.status === 'pending')) {
    throw conflict(Say.classAlreadyMember);
  }
  await assertRoom(ctx, row.id, 1);
  const status = row.admission === 'automatic' ? 'active' : 'pending';
  const name = user.displayName || user.username;
  if (existing) {
    await ctx.db
      .update(classMembers)
      .set({ status, name, leftAt: null, joinedAt: new Date() })
      .where(eq(classMembers.id, existing.id));
  } else {
    await ctx.db.insert(classMembers).values({ classId: row.id, userId: user.id, name, status });
  }
  const [teacher] = await ctx.db.select(personColumns).from(users).where(eq(users.id, row.ownerId)).limit(1);
  return {
    joined: presentJoined(row, teacher!, status),
    message: status === 'active' ? Say.classJoined : Say.classJoinRequested,
  };
}

/** A student leaves (or withdraws their request): their row stays, marked, with their past results. */
export async function leaveClass(ctx: AppContext, user: UserRow, classId: string): Promise<void> {
  if (!isUuid(classId)) throw notFound(Say.classNotFound);
  const [left] = await ctx.db
    .update(classMembers)
    .set({ status: 'left', leftAt: new Date() })
    .where(
      and(
        eq(classMembers.classId, classId),
        eq(classMembers.userId, user.id),
        inArray(classMembers.status, ['active', 'pending']),
      ),
    )
    .returning({ id: classMembers.id });
  if (!left) throw notFound(Say.classNotFound);
}

async function memberOf(ctx: AppContext, row: ClassRow, memberId: string): Promise<ClassMemberRow> {
  if (!isUuid(memberId)) throw notFound(Say.memberNotFound);
  const [member] = await ctx.db
    .select()
    .from(classMembers)
    .where(and(eq(classMembers.id, memberId), eq(classMembers.classId, row.id)))
    .limit(1);
  if (!member) throw notFound(Say.memberNotFound);
  return member;
}

/** The teacher admits a student who asked. */
export async function admitMember(ctx: AppContext, user: UserRow, classId: string, memberId: string) {
  const row = await taughtClass(ctx, user, classId);
  assertOpen(row);
  const member = await memberOf(ctx, row, memberId);
  if (member.status !== 'pending') throw conflict(Say.memberNotWaiting);
  const [admitted] = await ctx.db
    .update(classMembers)
    .set({ status: 'active', joinedAt: new Date() })
    .where(eq(classMembers.id, member.id))
    .returning();
  return presentChanged(ctx, admitted!);
}

/** The teacher sets a student's extra time on timed homework, once for every assignment of the class. */
export async function setExtraTime(
  ctx: AppContext,
  user: UserRow,
  ids: { classId: string; memberId: string },
  extraTime: number,
) {
  const row = await taughtClass(ctx, user, ids.classId);
  assertOpen(row);
  const member = await memberOf(ctx, row, ids.memberId);
  const [changed] = await ctx.db
    .update(classMembers)
    .set({ extraTime })
    .where(eq(classMembers.id, member.id))
    .returning();
  return presentChanged(ctx, changed!);
}

async function presentChanged(ctx: AppContext, member: ClassMemberRow) {
  const [account] = member.userId
    ? await ctx.db.select({ username: users.username }).from(users).where(eq(users.id, member.userId)).limit(1)
    : [];
  return presentMember(member, account?.username ?? null);
}

/**
 * The teacher removes a student, or declines one who asked: the row stays, marked, with the results. A card student
 * removed can no longer sign in with their card.
 */
export async function removeMember(ctx: AppContext, user: UserRow, classId: string, memberId: string) {
  const row = await taughtClass(ctx, user, classId);
  assertOpen(row);
  const member = await memberOf(ctx, row, memberId);
  if (member.status === 'removed' || member.status === 'left') return;
  await ctx.db
    .update(classMembers)
    .set({ status: 'removed', leftAt: new Date() })
    .where(and(eq(classMembers.id, member.id), ne(classMembers.status, 'removed')));
}
