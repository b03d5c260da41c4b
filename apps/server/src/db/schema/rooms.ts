import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  HostPacedOpenPhases,
  RoomModes,
  RoomStatuses,
  type QuestionKind,
  type QuestionPoint,
} from '@quiz/contract/limits';
import { classes } from './classes';
import { quizzes } from './quizzes';
import { users } from './users';

/** The questions a game is played with, copied when it starts, so an edit to the quiz cannot change a running game. */
export interface GameQuestion {
  id: string;
  content: string;
  options: { id: string; label: string; isCorrect: boolean }[];
  /** Issue 16; absent in games started before it (single choice, the room's time, standard points, no picture). */
  kind?: QuestionKind;
  acceptedAnswers?: string[];
  matchDiacritics?: boolean;
  timeLimit?: number | null;
  points?: QuestionPoint;
  image?: { url: string; alt: string } | null;
  /** Issue 39; absent in games started before it and when the author wrote none. */
  explanation?: string;
  /** Ordering: the item ids in the order every player is shown them (never the correct one). */
  shownOrder?: string[];
}

export type GivenAnswerJson = { optionIds: string[] } | { text: string } | { order: string[] };

export const rooms = pgTable(
  'rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    status: text('status', { enum: RoomStatuses }).notNull().default('waiting'),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null once the quiz is deleted: a finished game stays in its players' history (issue 36). */
    quizId: uuid('quiz_id').references(() => quizzes.id, { onDelete: 'set null' }),
    /** The quiz's title when the room was made, shown once the quiz is gone. */
    quizTitle: text('quiz_title').notNull().default(''),
    /** A game played for a class (issue 38): its results are a column of the class's gradebook. */
    classId: uuid('class_id').references(() => classes.id, { onDelete: 'set null' }),
    maxParticipants: integer('max_participants').notNull(),
    /**
     * How many players the room has: its room_participants rows but the host's (the host runs the game and takes no
     * player's place, so a room of 30 takes 30 students). Kept by every join and removal in the same statement or
     * transaction: a join is one conditional update of this row (`participant_count < max_participants`), so the
     * cap holds under concurrent joins without a transaction around a count.
     */
    participantCount: integer('participant_count').notNull().default(0),
    timeLimit: integer('time_limit').notNull(),
    invites: jsonb('invites').$type<string[]>().notNull().default([]),
    /** 'Who can join': guests with the code too, or only signed-in users. */
    allowGuests: boolean('allow_guests').notNull().default(true),
    /** The host closed the door: nobody new may join. */
    locked: boolean('locked').notNull().default(false),
    /** Null until the game starts. */
    questions: jsonb('questions').$type<GameQuestion[]>(),
    questionCount: integer('question_count').notNull().default(0),
    /** The questions one can get right or wrong (a poll is neither), set with the snapshot as the game starts. */
    gradedCount: integer('graded_count').notNull().default(0),
    endedByHost: boolean('ended_by_host').notNull().default(false),
    /** 'self_paced': each player on their own clock; 'host_paced' (classic): the host opens each question for all. */
    mode: text('mode', { enum: RoomModes }).notNull().default('self_paced'),
    /**
     * A host-paced game's place while in progress (game/host-paced.ts): the phase ('open', 'results',
     * 'scoreboard'; null otherwise), the question on screen, when it opened for everyone and when its time is up.
     */
    phase: text('phase', { enum: HostPacedOpenPhases }),
    currentQuestion: integer('current_question').notNull().default(-1),
    openedAt: timestamp('opened_at', { withTimezone: true, precision: 3 }),
    closesAt: timestamp('closes_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    // A code is unique among open rooms; a finished room's code may come round again.
    uniqueIndex('rooms_open_code_unique')
      .on(t.code)
      .where(sql`${t.status} <> 'completed'`),
    index('rooms_code_idx').on(t.code, t.createdAt.desc()),
  ],
);
export type RoomRow = typeof rooms.$inferSelect;

/**
 * A person in a room. The host is one too. Their place in the game is `answeredCount` (the index of the current
 * question) and `servedAt` (when the server showed it to them; null until they ask for it).
 */
export const roomParticipants = pgTable(
  'room_participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    score: integer('score').notNull().default(0),
    correctAnswers: integer('correct_answers').notNull().default(0),
    totalAnswerMs: integer('total_answer_ms').notNull().default(0),
    answeredCount: integer('answered_count').notNull().default(0),
    servedAt: timestamp('served_at', { withTimezone: true, precision: 3 }),
    rank: integer('rank'),
    /**
     * When they went away: their last socket left the room and did not come back within the presence grace
     * (realtime/presence.ts); null while they are here (or never had a socket). A gone player no longer holds a
     * self-paced game open, and a lobby whose host is gone long enough closes.
     */
    leftAt: timestamp('left_at', { withTimezone: true, precision: 3 }),
    /** A guest's nickname as compared (nicknameKey): unique in the room, so two guests cannot share a name. */
    nicknameKey: text('nickname_key'),
  },
  (t) => [
    uniqueIndex('room_participants_room_user_unique').on(t.roomId, t.userId),
    // Lists in join order (the lobby, every join acknowledgement, progress) read the first 50 of the room, not all.
    index('room_participants_room_joined_idx').on(t.roomId, t.joinedAt, t.id),
    uniqueIndex('room_participants_room_nickname_unique')
      .on(t.roomId, t.nicknameKey)
      .where(sql`${t.nicknameKey} is not null`),
    index('room_participants_user_idx').on(t.userId),
  ],
);
export type ParticipantRow = typeof roomParticipants.$inferSelect;

/** One row per question a player is done with: answered, late, or timed out (no option). */
export const roomAnswers = pgTable(
  'room_answers',
  {
    /**
     * The participant's room, for reading a room's answers at once (reports, a host-paced question's count). No
     * foreign key of its own: the participant's is enough (a room's participants go with it, and their answers with
     * them), and every key checked costs each answer a lookup on the live game's hottest write (issue 18).
     */
    roomId: uuid('room_id').notNull(),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => roomParticipants.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    questionId: uuid('question_id').notNull(),
    optionId: uuid('option_id'),
    /** Issue 16: an answer that is not one option: the options picked, the text typed, or the items in order. */
    answer: jsonb('answer').$type<GivenAnswerJson>(),
    isCorrect: boolean('is_correct').notNull(),
    points: integer('points').notNull(),
    elapsedMs: integer('elapsed_ms').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    // One answer per player and question, and the row's identity: no generated id to make and index per answer.
    primaryKey({ columns: [t.participantId, t.position] }),
    // A host-paced question's answers, counted live and at its close.
    index('room_answers_room_position_idx').on(t.roomId, t.position),
  ],
);
export type RoomAnswerRow = typeof roomAnswers.$inferSelect;

/** People the host removed: neither the account (or guest) nor the nickname may join the room again. */
export const roomRemovals = pgTable(
  'room_removals',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    nicknameKey: text('nickname_key'),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.userId] }),
    index('room_removals_nickname_idx').on(t.roomId, t.nicknameKey),
  ],
);

export const roomMessages = pgTable(
  'room_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('room_messages_room_created_idx').on(t.roomId, t.createdAt.desc())],
);
