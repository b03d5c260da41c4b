import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { Categories, QuestionKinds, QuestionPoints, QuizSources } from '@quiz/contract/limits';
import { users } from './users';

export const quizzes = pgTable(
  'quizzes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description'),
    category: text('category', { enum: Categories }).notNull().default('Other'),
    isPublic: boolean('is_public').notNull().default(false),
    /** The owner lets others download the public quiz with its answer key (issue 19's export). */
    allowAnswerDownload: boolean('allow_answer_download').notNull().default(false),
    /** 'Timed solo attempts' (issue 20): the questions' time added up for a solo attempt, with extra time on request. */
    timedAttempts: boolean('timed_attempts').notNull().default(false),
    /** How the quiz was made: by hand, from a PDF, or by the AI from a topic. */
    source: text('source', { enum: QuizSources }).notNull().default('manual'),
    timeLimit: integer('time_limit').notNull().default(30),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Kept with the quiz so lists need no count per row; written with the questions in one transaction.
    questionCount: integer('question_count').notNull().default(0),
    averageRating: real('average_rating').notNull().default(0),
    ratingsCount: integer('ratings_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quizzes_public_newest_idx').on(t.isPublic, t.createdAt.desc(), t.id.desc()),
    index('quizzes_owner_newest_idx').on(t.createdBy, t.createdAt.desc(), t.id.desc()),
    // Trigram indexes (pg_trgm, migration 0008) for the contains-any-case searches of the quiz lists and the admin panel.
    index('quizzes_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('quizzes_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
    index('quizzes_category_trgm_idx').using('gin', t.category.op('gin_trgm_ops')),
  ],
);
export type QuizRow = typeof quizzes.$inferSelect;

export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    content: text('content').notNull(),
    /** Issue 16: the kind of question; every question written before it is single choice. */
    kind: text('kind', { enum: QuestionKinds }).notNull().default('single'),
    /** Typed answers: the accepted ones (the options table has none), and whether diacritics must match. */
    acceptedAnswers: jsonb('accepted_answers').$type<string[]>().notNull().default([]),
    matchDiacritics: boolean('match_diacritics').notNull().default(false),
    /** Seconds for this question instead of the quiz's (or room's); null: theirs. */
    timeLimit: integer('time_limit'),
    points: text('points', { enum: QuestionPoints }).notNull().default('standard'),
    /** A picture under /uploads/questions, with the author's description of it. */
    imageUrl: text('image_url'),
    imageAlt: text('image_alt'),
    /** Issue 39: why the answer is right, rich text like the question; '' when the author gave none. */
    explanation: text('explanation').notNull().default(''),
  },
  (t) => [
    index('questions_quiz_idx').on(t.quizId, t.position),
    // Whether a picture is still used (deleting a quiz, the picture sweep) is asked by its address.
    index('questions_image_idx')
      .on(t.imageUrl)
      .where(sql`${t.imageUrl} is not null`),
  ],
);

export const options = pgTable(
  'options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    isCorrect: boolean('is_correct').notNull().default(false),
  },
  (t) => [index('options_question_idx').on(t.questionId, t.position)],
);

export const ratings = pgTable(
  'ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ratings_quiz_user_unique').on(t.quizId, t.userId),
    index('ratings_quiz_created_idx').on(t.quizId, t.createdAt.desc()),
    index('ratings_user_idx').on(t.userId),
    check('ratings_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
