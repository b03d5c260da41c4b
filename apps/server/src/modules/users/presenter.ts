import type { PublicUser, User } from '@quiz/contract/users';
import type { UserRow } from '../../db/schema/users';

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

export function presentPublicUser(
  row: Pick<UserRow, 'id' | 'username' | 'displayName' | 'profilePicture'>,
): PublicUser {
  return {
    _id: row.id,
    username: row.username,
    displayName: row.displayName,
    profilePicture: row.profilePicture,
  };
}
