/**
 * Accounts and guests. The one import cycle of the code base, on purpose: a guest belongs to a room
 * (`guest_room_id` → rooms) and a room has a host (rooms → users), and Drizzle declares a foreign key beside its
 * column. The reference is a callback run once every table exists, so the cycle is in names only; the lint rule
 * against cycles leaves db/schema out for this (eslint.config.js, decision 022).
 */
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { languageCodes } from '@quiz/contract/languages';
import { AccountTypes } from '@quiz/contract/limits';
import { rooms } from './rooms';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    displayName: text('display_name'),
    profilePicture: text('profile_picture'),
    /** The interface and e-mail language they chose; null follows the browser (and English for e-mails). */
    language: text('language', { enum: languageCodes }),
    accountType: text('account_type', { enum: AccountTypes }).notNull().default('standard'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    sessionVersion: integer('session_version').notNull().default(0),
    /** Consecutive days (UTC) with a login or activity, up to `streakLastDay`; `bestStreak` is the longest run. */
    streakDays: integer('streak_days').notNull().default(0),
    streakLastDay: date('streak_last_day', { mode: 'string' }),
    bestStreak: integer('best_streak').notNull().default(0),
    /**
     * Set for a guest: a nickname in one live room, no email or password of their own (a generated username and an
     * address that cannot receive mail). Guests are left out of everything that belongs to accounts.
     */
    guestRoomId: uuid('guest_room_id').references((): AnyPgColumn => rooms.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    index('users_newest_idx').on(t.createdAt.desc(), t.id.desc()),
    index('users_guest_room_idx')
      .on(t.guestRoomId)
      .where(sql`${t.guestRoomId} is not null`),
    // Trigram indexes (pg_trgm, migration 0008) for the contains-any-case searches: friends and the admin panel.
    index('users_username_trgm_idx').using('gin', t.username.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_display_name_trgm_idx').using('gin', t.displayName.op('gin_trgm_ops')),
  ],
);

export type UserRow = typeof users.$inferSelect;

/** Accounts, not guests: every list, search and lookup by email that is about accounts uses it. */
export const isAccount = sql`${users.guestRoomId} is null`;

export const userTokenPurposes = ['verify_email', 'reset_password'] as const;

/** One-time tokens behind email links; only their SHA-256 is stored. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: userTokenPurposes }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_tokens_hash_unique').on(t.tokenHash), index('user_tokens_user_idx').on(t.userId)],
);
