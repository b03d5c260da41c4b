import { QuestionKinds } from '@quiz/contract/limits';
import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { assignments } from './assignments';
import { quizzes } from './quizzes';
import { users } from './users';

/** One solo attempt at a quiz, graded by the server. */
export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The quiz it was an attempt at. No foreign key (issue 36): the attempt outlives the quiz, and this id still
     * tells which attempts were at the same quiz (the history's groups, attempt numbers, the leaderboard's best
     * attempt per quiz); a quiz id is a UUID, never reused. 'Quiz deleted' is: no quiz has this id any more.
     */
    quizId: uuid('quiz_id').notNull(),
    /** The quiz's title when the attempt was made, shown once the quiz is gone. */
    quizTitle: text('quiz_title').notNull().default(''),
    attemptNumber: integer('attempt_number').notNull(),
    correctAnswers: integer('correct_answers').notNull(),
    totalQuestions: integer('total_questions').notNull(),
    percentageScore: real('percentage_score').notNull(),
    timeSpentSeconds: integer('time_spent_seconds').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
    /** A timed attempt's: the extra time asked for, the seconds allowed, and how late it came (null: untimed). */
    extraTime: real('extra_time'),
    allowedSeconds: integer('allowed_seconds'),
    lateSeconds: integer('late_seconds'),
    /** The homework it was handed in for (issue 38); the attempt stays a solo attempt if the homework goes. */
    assignmentId: uuid('assignment_id').references(() => assignments.id, { onDelete: 'set null' }),
    /** Handed in after the homework's due date. */
    late: boolean('late').notNull().default(false),
  },
  (t) => [
    index('submissions_assignment_idx')
      .on(t.assignmentId, t.userId)
      .where(sql`${t.assignmentId} is not null`),
    uniqueIndex('submissions_user_quiz_attempt_unique').on(t.userId, t.quizId, t.attemptNumber),
    index('submissions_user_completed_idx').on(t.userId, t.completedAt.desc()),
  ],
);
export type SubmissionRow = typeof submissions.$inferSelect;

/**
 * Every question of the quiz at the time of the attempt, answered or not. Texts are copied, so the attempt reads
 * the same after the quiz is edited.
 */
export const submissionAnswers = pgTable(
  'submission_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    questionId: uuid('question_id').notNull(),
    questionText: text('question_text').notNull(),
    selectedOptionId: uuid('selected_option_id'),
    selectedOptionText: text('selected_option_text'),
    correctOptionId: uuid('correct_option_id'),
    correctOptionText: text('correct_option_text'),
    isCorrect: boolean('is_correct').notNull(),
    /** Issue 16: the kind, whether it counts (a poll does not), both answers as texts, and the picture. */
    kind: text('kind', { enum: QuestionKinds }).notNull().default('single'),
    graded: boolean('graded').notNull().default(true),
    answerTexts: jsonb('answer_texts').$type<string[]>(),
    correctTexts: jsonb('correct_texts').$type<string[]>(),
    imageUrl: text('image_url'),
    imageAlt: text('image_alt'),
    /** Issue 39: the question's explanation as it was when answered; '' when none (and in attempts before it). */
    explanation: text('explanation').notNull().default(''),
  },
  (t) => [
    index('submission_answers_submission_idx').on(t.submissionId, t.position),
    // Whether a picture is still used (deleting a quiz, the picture sweep) is asked by its address.
    index('submission_answers_image_idx')
      .on(t.imageUrl)
      .where(sql`${t.imageUrl} is not null`),
  ],
);

/**
 * The clock of a timed solo attempt, started before the first question (issue 20). The submission that hands it in
 * takes it (submissionId), so one start is one attempt; the time spent is measured from startedAt by the server.
 */
export const timedAttempts = pgTable(
  'timed_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    extraTime: real('extra_time').notNull(),
    allowedSeconds: integer('allowed_seconds').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    submissionId: uuid('submission_id').references(() => submissions.id, { onDelete: 'set null' }),
    /** Homework's timed attempt (issue 38): one left to run out unhanded counts as one of the attempts allowed. */
    assignmentId: uuid('assignment_id').references(() => assignments.id, { onDelete: 'cascade' }),
  },
  (t) => [
    // The taker's running attempt at a quiz (a start resumes it).
    index('timed_attempts_user_quiz_idx').on(t.userId, t.quizId, t.startedAt.desc()),
    // One attempt, one submission; also what a deleted submission's SET NULL looks up.
    uniqueIndex('timed_attempts_submission_unique').on(t.submissionId),
  ],
);
export type TimedAttemptRow = typeof timedAttempts.$inferSelect;
