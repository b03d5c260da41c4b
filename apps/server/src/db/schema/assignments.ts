/**
 * Homework (issue 38): a quiz assigned to a class with its dates and rules, and the teacher's per-student
 * overrides. The attempts are solo submissions that name their assignment (submissions.assignment_id).
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { AnswerVisibilities, CountedAttempts } from '@quiz/contract/assignments';
import { classes, classMembers } from './classes';
import { users } from './users';

export const assignments = pgTable(
  'assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    /** No foreign key: the homework and its attempts outlive the quiz (as submissions do), under its title. */
    quizId: uuid('quiz_id').notNull(),
    quizTitle: text('quiz_title').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** Late hand-ins are taken until then; null: none after the due date. */
    closesAt: timestamp('closes_at', { withTimezone: true }),
    /** Null: unlimited. */
    attempts: integer('attempts'),
    counts: text('counts', { enum: CountedAttempts }).notNull().default('best'),
    timed: boolean('timed').notNull().default(false),
    shuffle: boolean('shuffle').notNull().default(false),
    showAnswers: text('show_answers', { enum: AnswerVisibilities }).notNull().default('after_attempt'),
    /** The teacher's time zone (the school's): e-mails give the dates in it. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /**
     * When the students were told of it (once it opened) and reminded before its due date. The job that tells them
     * (notices.ts) claims the row by setting these in the same transaction as the notices it writes, so each goes
     * once, across instances and restarts.
     */
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assignments_class_idx').on(t.classId, t.dueAt),
    index('assignments_unannounced_idx')
      .on(t.opensAt)
      .where(sql`${t.announcedAt} is null`),
    index('assignments_reminder_idx')
      .on(t.dueAt)
      .where(sql`${t.remindedAt} is null`),
  ],
);
export type AssignmentRow = typeof assignments.$inferSelect;

/** A teacher's change for one student of one assignment: excused, or given more attempts. */
export const assignmentStudents = pgTable(
  'assignment_students',
  {
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => classMembers.id, { onDelete: 'cascade' }),
    excused: boolean('excused').notNull().default(false),
    extraAttempts: integer('extra_attempts').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.memberId] })],
);
export type AssignmentStudentRow = typeof assignmentStudents.$inferSelect;

/**
 * What a student is told (issue 38): a new assignment, or the reminder before its due date. Written in the same
 * transaction as what it tells of, so it is never lost; sent live to those online, and by e-mail by the outbox
 * (`mailedAt`) to account students with an address.
 */
export const assignmentNotices = pgTable(
  'assignment_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['assigned', 'reminder'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** An instance took the e-mail to send; another takes it again if it is not sent within a few minutes. */
    mailClaimedAt: timestamp('mail_claimed_at', { withTimezone: true }),
    /** Null until the e-mail went (or was found not to be needed: a card student, no address). */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    index('assignment_notices_unmailed_idx')
      .on(t.createdAt)
      .where(sql`${t.mailedAt} is null`),
    index('assignment_notices_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);
