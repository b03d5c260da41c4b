/**
 * Classes (issue 38): a teacher's class, its students (accounts who join with the class code, and students without
 * e-mail who sign in with a printed login card), and the /api/classes and /api/class-cards routes' shapes.
 */
import { z } from 'zod';
import { envelope } from './api';
import { Issue } from './schema-messages';
import { publicUser } from './users';

export const ClassLimits = {
  nameMin: 2,
  nameMax: 60,
  subjectMax: 60,
  gradeMax: 30,
  /** Names in one roster, and students in one class. */
  rosterMax: 500,
  studentNameMax: 50,
  /** A class code: 6 characters of the room codes' alphabet, in its own namespace. */
  codeLength: 6,
  /** A login card's secret: 6 digits. */
  secretLength: 6,
  /** Login cards on one A4 page. */
  cardsPerPage: 8,
  /** Wrong secrets one card student may send per window, from any address (a class shares one). */
  cardFailuresPerWindow: 10,
  cardWindowMs: 15 * 60 * 1000,
} as const;

/** The domain of card students' addresses: reserved (RFC 2606), so no mail ever goes to one. */
export const CardEmailDomain = 'card.invalid';
/** Whether an account is a card student's, who signs in with a login card and has no e-mail of their own. */
export const isCardEmail = (email: string) => email.endsWith(`@${CardEmailDomain}`);

/** How account students get in: at once, or when the teacher admits them. */
export const Admissions = ['automatic', 'approval'] as const;
export type Admission = (typeof Admissions)[number];

/**
 * A member's standing: `pending` (asked, not admitted), `active`, or gone (`left` by themselves, `removed` by the
 * teacher); gone members stay in the teacher's list, and their results in the gradebook, shown as left.
 */
export const MemberStatuses = ['pending', 'active', 'left', 'removed'] as const;
export type MemberStatus = (typeof MemberStatuses)[number];

const trimmed = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);
const optionalText = (max: number, tooLong: string) =>
  trimmed(max, tooLong)
    .nullish()
    .transform((value) => (value ? value : null));

export const className = z
  .string({ error: Issue.classNameRequired })
  .trim()
  .min(1, Issue.classNameRequired)
  .min(ClassLimits.nameMin, Issue.classNameTooShort(ClassLimits.nameMin))
  .max(ClassLimits.nameMax, Issue.classNameTooLong(ClassLimits.nameMax));

export const classInput = z.object({
  name: className,
  subject: optionalText(ClassLimits.subjectMax, Issue.classSubjectTooLong(ClassLimits.subjectMax)),
  grade: optionalText(ClassLimits.gradeMax, Issue.classGradeTooLong(ClassLimits.gradeMax)),
  admission: z.enum(Admissions, { error: Issue.invalidPayload }).default('automatic'),
});
export type ClassInput = z.input<typeof classInput>;

/** A change to a class: any of its fields, and `archived` to archive it at the end of term or bring it back. */
export const classUpdate = z.object({
  name: className.optional(),
  subject: optionalText(ClassLimits.subjectMax, Issue.classSubjectTooLong(ClassLimits.subjectMax)).optional(),
  grade: optionalText(ClassLimits.gradeMax, Issue.classGradeTooLong(ClassLimits.gradeMax)).optional(),
  admission: z.enum(Admissions, { error: Issue.invalidPayload }).optional(),
  archived: z.boolean({ error: Issue.invalidPayload }).optional(),
});
export type ClassUpdate = z.input<typeof classUpdate>;

/** A class as its teacher lists it. */
export const classSummary = z.object({
  _id: z.string(),
  name: z.string(),
  subject: z.string().nullable(),
  grade: z.string().nullable(),
  code: z.string(),
  admission: z.enum(Admissions),
  archived: z.boolean(),
  /** Active students. */
  studentCount: z.number(),
  /** Account students waiting to be admitted. */
  pendingCount: z.number(),
  createdAt: z.string(),
});
export type ClassSummary = z.infer<typeof classSummary>;

/** A class as one of its students sees it. */
export const joinedClass = z.object({
  _id: z.string(),
  name: z.string(),
  subject: z.string().nullable(),
  grade: z.string().nullable(),
  teacher: publicUser,
  status: z.enum(['pending', 'active']),
  archived: z.boolean(),
});
export type JoinedClass = z.infer<typeof joinedClass>;

export const classCreatedResponse = envelope(classSummary);
export const classesResponse = envelope(z.object({ teaching: z.array(classSummary), joined: z.array(joinedClass) }));

/** A student of a class, as the teacher sees them. */
export const classMember = z.object({
  _id: z.string(),
  /** The account; null once it is deleted (the name stays, for the gradebook). */
  userId: z.string().nullable(),
  name: z.string(),
  /** An account student's username; null for a card student. */
  username: z.string().nullable(),
  /** Signs in with a login card (no e-mail). */
  card: z.boolean(),
  status: z.enum(MemberStatuses),
  joinedAt: z.string(),
  leftAt: z.string().nullable(),
  /** Extra time on timed homework, the teacher's accommodation for this student (issue 38): 1, 1.5 or 2. */
  extraTime: z.number(),
});
export type ClassMember = z.infer<typeof classMember>;

export const classDetail = classSummary.extend({
  teacher: publicUser,
  /** Other teachers with the same rights (but adding co-teachers and deleting the class, the teacher's). */
  coTeachers: z.array(publicUser),
  members: z.array(classMember),
});
export type ClassDetail = z.infer<typeof classDetail>;
export const classResponse = envelope(classDetail);

/** A co-teacher to add: their username or e-mail. */
export const coTeacherInput = z.object({
  name: z.string({ error: Issue.coTeacherNotFound }).trim().min(1, Issue.coTeacherNotFound).max(254),
});
export const coTeachersResponse = envelope(z.array(publicUser));

/**
 * A roster as the teacher pastes it: one name a line (a CSV's or a spreadsheet column's first column works too; a
 * header 'Name' or 'Tên' is skipped). Blank lines are skipped; at most 500 names.
 */
export const rosterInput = z.object({ names: z.string({ error: Issue.rosterEmpty }).max(100_000, Issue.rosterEmpty) });
export const rosterResponse = envelope(z.object({ added: z.array(classMember) }));
/** A roster spreadsheet read into names, one a line, for the teacher to check before adding them. */
export const rosterFileField = 'file';
export const rosterFileMaxBytes = 2 * 1024 * 1024;
export const rosterFileResponse = envelope(z.object({ names: z.string() }));

/** A login card: what is printed for a card student. */
export const loginCard = z.object({
  /** The member's id, which the QR code's link carries with the secret. */
  _id: z.string(),
  name: z.string(),
  secret: z.string(),
});
export type LoginCard = z.infer<typeof loginCard>;
export const cardsResponse = envelope(
  z.object({ className: z.string(), code: z.string(), teacher: z.string(), cards: z.array(loginCard) }),
);
export const cardResponse = envelope(loginCard);

export const classCode = z
  .string({ error: Issue.classCodeInvalid })
  .trim()
  .transform((code) => code.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{6}$/, Issue.classCodeInvalid));

export const joinClassInput = z.object({ code: classCode });
export const joinClassResponse = envelope(joinedClass);

/** Admitting a student who asked to join. */
export const memberUpdate = z.object({ status: z.literal('active', { error: Issue.invalidPayload }) });
export const memberResponse = envelope(classMember);

/** What the card sign-in page shows for a class code: the class, and its card students' names to pick from. */
export const cardClassResponse = envelope(
  z.object({
    name: z.string(),
    code: z.string(),
    students: z.array(z.object({ _id: z.string(), name: z.string() })),
  }),
);

export const cardSignInInput = z.object({
  code: classCode,
  studentId: z.string({ error: Issue.cardStudentRequired }).min(1, Issue.cardStudentRequired),
  secret: z
    .string({ error: Issue.cardSecretFormat })
    .trim()
    .regex(/^\d{6}$/, Issue.cardSecretFormat),
});
export type CardSignInInput = z.input<typeof cardSignInInput>;
