/**
 * Who may do what with a class (issue 38): its teacher (and admins, who see every class; co-teachers: teachers.ts)
 * read and change it; an
 * archived class is read-only; a student reads only their own standing. Private to others: a class that is not
 * theirs is 'not found' to them, not 'forbidden'.
 */
import { Say } from '@quiz/contract/message-catalog';
import type { ClassRow } from '../../db/schema/classes';
import type { UserRow } from '../../db/schema/users';
import { badRequest } from '../../lib/errors';

/** The class's own teacher, or an admin. */
export const teaches = (user: Pick<UserRow, 'id' | 'accountType'>, row: Pick<ClassRow, 'ownerId'>) =>
  row.ownerId === user.id || user.accountType === 'admin';

/** A change to an archived class is refused; archiving and bringing it back are the changes it takes. */
export function assertOpen(row: Pick<ClassRow, 'archivedAt'>) {
  if (row.archivedAt) throw badRequest(Say.classArchived);
}
