/**
 * Who teaches a class (issue 38): its own teacher, the co-teachers they add (another account, by username or
 * e-mail, with the same rights but adding and removing co-teachers and deleting the class), and admins.
 */
import { and, asc, eq, or, sql } from 'drizzle-orm';
import { Say } from '@quiz/contract/message-catalog';
import type { PublicUser } from '@quiz/contract/users';
import type { AppContext } from '../../context';
import { classes, classMembers, classTeachers, type ClassRow } from '../../db/schema/classes';
import { users, type UserRow } from '../../db/schema/users';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { personColumns, presentPublicUser } from '../users/presenter';
import { assertOpen, teaches } from './policy';

/** Whether the user teaches the class: its own teacher, a co-teacher, or an admin. */
export async function teachesClass(ctx: AppContext, user: Pick<UserRow, 'id' | 'accountType'>, row: ClassRow) {
  if (teaches(user, row)) return true;
  const [co] = await ctx.db
    .select({ userId: classTeachers.userId })
    .from(classTeachers)
    .where(and(eq(classTeachers.classId, row.id), eq(classTeachers.userId, user.id)))
    .limit(1);
  return co !== undefined;
}

/** The class with this id, if the user teaches it (or is an admin); 'not found' otherwise. */
export async function taughtClass(ctx: AppContext, user: UserRow, classId: string): Promise<ClassRow> {
  if (!isUuid(classId)) throw notFound(Say.classNotFound);
  const [row] = await ctx.db.select().from(classes).where(eq(classes.id, classId)).limit(1);
  if (!row || !(await teachesClass(ctx, user, row))) throw notFound(Say.classNotFound);
  return row;
}

/** Adding and removing co-teachers, and deleting the class, are its own teacher's (and admins'). */
export function assertOwner(user: Pick<UserRow, 'id' | 'accountType'>, row: ClassRow) {
  if (!teaches(user, row)) throw forbidden(Say.coTeacherOwnerOnly);
}

export async function coTeachersOf(ctx: AppContext, classId: string): Promise<PublicUser[]> {
  const rows = await ctx.db
    .select(personColumns)
    .from(classTeachers)
    .innerJoin(users, eq(users.id, classTeachers.userId))
    .where(eq(classTeachers.classId, classId))
    .orderBy(asc(classTeachers.addedAt));
  return rows.map(presentPublicUser);
}

/** The class's teacher adds a co-teacher by their username or e-mail. */
export async function addCoTeacher(ctx: AppContext, user: UserRow, classId: string, name: string) {
  const row = await taughtClass(ctx, user, classId);
  assertOwner(user, row);
  assertOpen(row);
  const wanted = name.trim().toLowerCase();
  const [found] = await ctx.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, wanted), eq(sql`lower(${users.email})`, wanted)))
    .limit(1);
  if (!found) throw notFound(Say.coTeacherNotFound);
  if (found.id === row.ownerId) throw conflict(Say.classOwnClass);
  const [student] = await ctx.db
    .select({ id: classMembers.id })
    .from(classMembers)
    .where(and(eq(classMembers.classId, row.id), eq(classMembers.userId, found.id)))
    .limit(1);
  if (student) throw badRequest(Say.coTeacherIsStudent);
  const added = await ctx.db
    .insert(classTeachers)
    .values({ classId: row.id, userId: found.id })
    .onConflictDoNothing()
    .returning();
  if (added.length === 0) throw conflict(Say.coTeacherAlready);
  return coTeachersOf(ctx, row.id);
}

/** The class's teacher removes a co-teacher, or a co-teacher leaves. */
export async function removeCoTeacher(ctx: AppContext, user: UserRow, classId: string, userId: string) {
  const row = await taughtClass(ctx, user, classId);
  if (userId !== user.id) assertOwner(user, row);
  if (!isUuid(userId)) throw notFound(Say.coTeacherNotFound);
  const removed = await ctx.db
    .delete(classTeachers)
    .where(and(eq(classTeachers.classId, row.id), eq(classTeachers.userId, userId)))
    .returning();
  if (removed.length === 0) throw notFound(Say.coTeacherNotFound);
}
