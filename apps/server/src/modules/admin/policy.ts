/** Who may use the admin panel, and what an admin may not do to their own account (SPEC §6, ARCHITECTURE §9). */
import { Say, type Said } from '@quiz/contract/message-catalog';
import type { UserRow } from '../../db/schema/users';
import { forbidden } from '../../lib/errors';

type Actor = Pick<UserRow, 'id' | 'accountType'>;

export const isAdmin = (user: Pick<UserRow, 'accountType'> | null) => user?.accountType === 'admin';

export function assertAdmin(user: Actor | null): asserts user is Actor {
  if (!isAdmin(user)) throw forbidden(Say.adminOnly);
}

/** An admin never deletes or demotes themselves, so there is always one admin left who can undo a mistake. */
export function assertNotSelf(admin: Actor, userId: string, message: Said) {
  if (admin.id === userId) throw forbidden(message);
}
