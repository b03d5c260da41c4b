import type { ClassMember, ClassSummary, JoinedClass } from '@quiz/contract/classes';
import type { ClassMemberRow, ClassRow } from '../../db/schema/classes';
import { presentPublicUser, type Person } from '../users/presenter';

export interface Counts {
  studentCount: number;
  pendingCount: number;
}

export const presentClass = (row: ClassRow, counts: Counts): ClassSummary => ({
  _id: row.id,
  name: row.name,
  subject: row.subject,
  grade: row.grade,
  code: row.code,
  admission: row.admission,
  archived: row.archivedAt !== null,
  ...counts,
  createdAt: row.createdAt.toISOString(),
});

export const presentMember = (row: ClassMemberRow, username: string | null): ClassMember => ({
  _id: row.id,
  userId: row.userId,
  name: row.name,
  username: row.card ? null : username,
  card: row.card,
  status: row.status,
  joinedAt: row.joinedAt.toISOString(),
  leftAt: row.leftAt?.toISOString() ?? null,
  extraTime: row.extraTime,
});

export const presentJoined = (row: ClassRow, teacher: Person, status: ClassMemberRow['status']): JoinedClass => ({
  _id: row.id,
  name: row.name,
  subject: row.subject,
  grade: row.grade,
  teacher: presentPublicUser(teacher),
  status: status === 'pending' ? 'pending' : 'active',
  archived: row.archivedAt !== null,
});
