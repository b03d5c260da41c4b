/**
 * Classes (issue 38): a teacher's class with its code, and its members: account students who joined with the code,
 * and card students (accounts without e-mail, made from the teacher's roster) who sign in with a login card. A
 * member who leaves or is removed keeps their row, marked, so the gradebook still shows their past results.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { Admissions, MemberStatuses } from '@quiz/contract/classes';
import { users } from './users';

export const classes = pgTable(
  'classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    subject: text('subject'),
    grade: text('grade'),
    code: text('code').notNull(),
    admission: text('admission', { enum: Admissions }).notNull().default('automatic'),
    /** Set at the end of term: the class is read-only, still listed and exportable. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('classes_code_unique').on(t.code), index('classes_owner_idx').on(t.ownerId, t.createdAt.desc())],
);

export type ClassRow = typeof classes.$inferSelect;

export const classMembers = pgTable(
  'class_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    /** Null once the account is deleted: the name stays for the gradebook. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name the teacher sees: the roster's for a card student, the account's name when one joined. */
    name: text('name').notNull(),
    /** A card student: signs in with the class code, their name and the card's secret. */
    card: boolean('card').notNull().default(false),
    /** The card's secret, sealed with the server's key (lib/sealed.ts) so the teacher can print the card again. */
    cardSecret: text('card_secret'),
    status: text('status', { enum: MemberStatuses }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
    /** Extra time on timed homework (1, 1.5 or 2), the teacher's accommodation for this student. */
    extraTime: real('extra_time').notNull().default(1),
  },
  (t) => [
    uniqueIndex('class_members_user_unique').on(t.classId, t.userId),
    index('class_members_class_idx').on(t.classId, t.joinedAt),
    index('class_members_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
  ],
);

export type ClassMemberRow = typeof classMembers.$inferSelect;

/** A class's co-teachers (issue 38): other teacher accounts with the same rights as its own teacher but two. */
export const classTeachers = pgTable(
  'class_teachers',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.userId] }), index('class_teachers_user_idx').on(t.userId)],
);
