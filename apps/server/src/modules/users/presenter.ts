import type { PublicUser, User } from '@quiz/contract/users';
import { users, type UserRow } from '../../db/schema/users';

export function presentUser(row: UserRow): User {
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    displayName: row.displayName,
    profilePicture: row.profilePicture,
    accountType: row.accountType,
    emailVerified: row.emailVerifiedAt !== null,
    registrationDate: row.createdAt.toISOString(),
  };
}

/** What others may see of a person, as stored and as selected. */
export type Person = Pick<UserRow, 'id' | 'username' | 'displayName' | 'profilePicture'>;
export const personColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  profilePicture: users.profilePicture,
};

/** The name shown for a person: their display name, else their username. */
export const nameOf = (p: Pick<Person, 'username' | 'displayName'>) => p.displayName || p.username;

export function presentPublicUser(row: Person): PublicUser {
  return {
    _id: row.id,
    username: row.username,
    displayName: row.displayName,
    profilePicture: row.profilePicture,
  };
}
