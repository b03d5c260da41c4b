/** Classes, their students and login cards for the classes feature's tests: every field the contract requires. */
import type { ClassDetail, ClassMember, ClassSummary, JoinedClass } from '@quiz/contract/classes';
import type { PublicUser } from '@quiz/contract/users';

export const teacher: PublicUser = { _id: 'lan', username: 'colan', displayName: 'Cô Lan', profilePicture: null };

/** Class 4A Maths (code ABC123), open, automatic admission, nobody in it, made by Cô Lan. */
export const summaryOf = (extra: Partial<ClassSummary> = {}): ClassSummary => ({
  _id: 'c1',
  name: '4A Maths',
  subject: 'Maths',
  grade: 'Grade 4',
  code: 'ABC123',
  admission: 'automatic',
  archived: false,
  studentCount: 0,
  pendingCount: 0,
  createdAt: '2026-09-01T08:00:00.000Z',
  ...extra,
});

/** An active account student unless `extra` says otherwise. */
export const memberOf = (id: string, name: string, extra: Partial<ClassMember> = {}): ClassMember => ({
  _id: id,
  userId: `user-${id}`,
  name,
  username: name.toLowerCase().replace(/\s+/g, ''),
  card: false,
  status: 'active',
  joinedAt: '2026-09-02T08:00:00.000Z',
  leftAt: null,
  extraTime: 1,
  ...extra,
});

/** A card student: no username, signs in with a login card. */
export const cardMemberOf = (id: string, name: string, extra: Partial<ClassMember> = {}) =>
  memberOf(id, name, { username: null, card: true, ...extra });

export const detailOf = (members: ClassMember[], extra: Partial<ClassDetail> = {}): ClassDetail => ({
  ...summaryOf({
    studentCount: members.filter((m) => m.status === 'active').length,
    pendingCount: members.filter((m) => m.status === 'pending').length,
  }),
  teacher,
  coTeachers: [],
  members,
  ...extra,
});

export const joinedOf = (extra: Partial<JoinedClass> = {}): JoinedClass => ({
  _id: 'j1',
  name: '5B Science',
  subject: 'Science',
  grade: null,
  teacher: { _id: 'minh', username: 'thayminh', displayName: 'Thầy Minh', profilePicture: null },
  status: 'active',
  archived: false,
  ...extra,
});

/** A failing answer as the server sends it: the English sentence with its key and arguments. */
export const failure = (status: number, messageKey: string, message: string, messageParams?: (string | number)[]) =>
  new Response(
    JSON.stringify({ success: false, code: 'x', message, messageKey, ...(messageParams ? { messageParams } : {}) }),
    { status, headers: { 'content-type': 'application/json' } },
  );
