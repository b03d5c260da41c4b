import { z } from 'zod';
import { ExtraTimeFactors, QuestionKinds, SubmissionLimits } from './limits';
import { messageKeyFields } from './api';
import { Issue } from './schema-messages';
import { answerExtras, questionImage } from './questions';

/** Before a timed solo attempt: the extra time asked for (1: none). */
export const startAttemptInput = z.object({
  extraTime: z.literal(ExtraTimeFactors, { error: Issue.extraTimeInvalid }).default(1),
  /** An attempt at homework (issue 38): its rules and the student's extra time apply, not `extraTime`. */
  assignmentId: z.string().optional(),
});
export type StartAttemptInput = z.input<typeof startAttemptInput>;

/** A timed attempt's clock, kept by the server: the submission names it by _id. */
export const timedAttempt = z.object({
  _id: z.string(),
  quizId: z.string(),
  extraTime: z.number(),
  /** The questions' time added up, times the extra time. */
  allowedSeconds: z.number(),
  startedAt: z.string(),
  endsAt: z.string(),
  /** Seconds left when the answer was written, by the server's clock (the browser counts down from this). */
  secondsLeft: z.number(),
});
export type TimedAttempt = z.infer<typeof timedAttempt>;

export const startAttemptResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  ...messageKeyFields,
  attempt: timedAttempt,
});
export type StartAttemptResponse = z.infer<typeof startAttemptResponse>;

export const submitQuizInput = z.object({
  answers: z
    .array(
      z
        .object({
          questionId: z.string({ error: Issue.answerNotInQuiz }).min(1, Issue.answerNotInQuiz),
          /** The option picked (single choice, true/false, poll). */
          selectedAnswer: z.string({ error: Issue.optionNotInQuestion }).min(1, Issue.optionNotInQuestion).optional(),
          /** Several options (multiple select), a typed text, or the items in order (issue 16). */
          ...answerExtras,
          // The client may send these for its own records; the server reads the text from the quiz itself.
          selectedOptionText: z.string().optional(),
          question: z.string().optional(),
        })
        .refine(
          (a) =>
            a.selectedAnswer !== undefined ||
            a.selectedAnswers !== undefined ||
            a.text !== undefined ||
            a.order !== undefined,
          { message: Issue.answerRequired, path: ['selectedAnswer'] },
        ),
    )
    .max(500)
    .default([]),
  /** Seconds the taker spent, as the browser measured them (a timed attempt's are the server's). */
  timeSpent: z.number().min(0).max(SubmissionLimits.maxTimeSpentSeconds).default(0),
  /** The timed attempt this hands in (POST /quizzes/{id}/attempts); required when the quiz is timed. */
  attemptId: z.string().min(1).optional(),
  /** The homework this is an attempt at (issue 38): required when the quiz is the class's only way to it. */
  assignmentId: z.string().min(1).optional(),
});
export type SubmitQuizInput = z.input<typeof submitQuizInput>;

export const submissionAnswer = z.object({
  questionId: z.string(),
  question: z.string(),
  selectedAnswer: z.string().nullable(),
  selectedOptionText: z.string().nullable(),
  correctAnswer: z.string().nullable(),
  correctOptionText: z.string().nullable(),
  isCorrect: z.boolean(),
  /** Issue 16: the kind, whether it counts (a poll does not), and both answers as texts for every kind. */
  kind: z.enum(QuestionKinds),
  graded: z.boolean(),
  /** What the taker gave: the option(s) picked, the text typed, or the items in their order; empty if unanswered. */
  answerTexts: z.array(z.string()),
  /** The correct option(s), the accepted answers, or the items in the correct order; empty for a poll. */
  correctTexts: z.array(z.string()),
  image: questionImage.nullable(),
  /** Why the answer is right (issue 39), as the author wrote it (rich text); absent when there is none. */
  explanation: z.string().optional(),
});
export type SubmissionAnswer = z.infer<typeof submissionAnswer>;

export const submissionQuiz = z.object({
  _id: z.string(),
  title: z.string(),
  isPublic: z.boolean(),
  /** Null once the quiz is deleted. */
  createdBy: z.string().nullable(),
  /** The quiz was deleted since the attempt: it keeps the title and every question as answered (issue 36). */
  deleted: z.boolean(),
});

const attemptFields = {
  _id: z.string(),
  attemptNumber: z.number(),
  correctAnswers: z.number(),
  totalQuestions: z.number(),
  percentageScore: z.number(),
  /** Minutes, as SPEC §3 has it; timeSpentSeconds is the exact figure. */
  timeSpent: z.number(),
  timeSpentSeconds: z.number(),
  completedAt: z.string(),
  /** A timed attempt's allowance: its extra time, the seconds it had, and how late it was handed in (0: on time). */
  timing: z.object({ extraTime: z.number(), allowedSeconds: z.number(), lateSeconds: z.number() }).nullable(),
  /** The homework it was handed in for (issue 38), and whether after its due date. */
  assignmentId: z.string().nullable(),
  late: z.boolean(),
};

export const submission = z.object({
  ...attemptFields,
  quizId: submissionQuiz,
  userId: z.string(),
  answers: z.array(submissionAnswer),
  /** Homework whose teacher shows the right answers later (or never): the answers' right texts are left out. */
  answersHidden: z.boolean(),
});
export type Submission = z.infer<typeof submission>;

export const attemptSummary = z.object(attemptFields);
export type AttemptSummary = z.infer<typeof attemptSummary>;

export const submissionGroup = z.object({
  /** `deleted`: the quiz is gone; its attempts stay, under the title they were made under (issue 36). */
  quiz: z.object({ _id: z.string(), title: z.string(), deleted: z.boolean() }),
  attempts: z.array(attemptSummary),
});
export type SubmissionGroup = z.infer<typeof submissionGroup>;

export const submitQuizResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  ...messageKeyFields,
  submission,
});
export type SubmitQuizResponse = z.infer<typeof submitQuizResponse>;

export const submissionResponse = z.object({ success: z.literal(true), message: z.string(), data: submission });
export type SubmissionResponse = z.infer<typeof submissionResponse>;

export const submissionHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(SubmissionLimits.historyGroupsPerPage),
});

export const submissionHistoryResponse = z.object({
  success: z.literal(true),
  data: z.array(submissionGroup),
  pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), totalPages: z.number() }),
});
export type SubmissionHistoryResponse = z.infer<typeof submissionHistoryResponse>;
