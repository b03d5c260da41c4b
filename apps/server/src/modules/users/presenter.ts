import { isCardEmail } from '@quiz/contract/classes';
import type { PublicUser, User } from '@quiz/contract/users';
import { users, type UserRow } from '../../db/schema/users';

/** An account as its owner (and an admin) sees it, less the verification flag; as stored and as selected. */
export type Account = Pick<
  UserRow,
  'id' | 'username' | 'email' | 'displayName' | 'profilePicture' | 'accountType' | 'createdAt'
>;
export const accountColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  displayName: users.displayName,
  profilePicture: users.profilePicture,
  accountType: users.accountType,
  createdAt: users.createdAt,
};

export function presentAccount(row: Account): Omit<User, 'emailVerified' | 'language'> {
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    displayName: row.displayName,
    profilePicture: row.profilePicture,
    accountType: row.accountType,
    registrationDate: row.createdAt.toISOString(),
  };
}

export function presentUser(row: UserRow): User {
  return {
    ...presentAccount(row),
    emailVerified: row.emailVerifiedAt !== null,
    language: row.language,
    ...(isCardEmail(row.email) ? { loginCard: true } : {}),
  };
}

/** What others may see of a person, as stored and as selected. */
export type Person = Pick<UserRow, 'id' | 'username' | 'displayName' | 'profilePicture'> &
  Partial<Pick<UserRow, 'guestRoomId'>>;
export const personColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  profilePicture: users.profilePicture,
  guestRoomId: users.guestRoomId,
};

/** The name shown for a person: their display name, else their username. */
export const nameOf = (p: Pick<Person, 'username' | 'displayName'>) => p.displayName || p.username;

export function presentPublicUser(row: Person): PublicUser {
  return {
    _id: row.id,
    username: row.username,
    displayName: row.displayName,
    profilePicture: row.profilePicture,
    ...(row.guestRoomId ? { isGuest: true } : {}),
  };
}
