import { z } from 'zod';
import { envelope } from './api';
import { Categories, DefaultCategory, QuizLimits, QuizSources } from './limits';
import { Issue } from './schema-messages';
import { question, questionInput } from './questions';

export { option, optionInput, question, questionInput, type Question } from './questions';

/** Create and update take the same body (SPEC §7). */
export const quizInput = z.object({
  title: z
    .string({ error: Issue.titleRequired })
    .trim()
    .min(1, Issue.titleRequired)
    .min(QuizLimits.titleMin, Issue.titleTooShort)
    .max(QuizLimits.titleMax, Issue.titleTooLong),
  description: z
    .string()
    .trim()
    .max(QuizLimits.descriptionMax, Issue.descriptionTooLong)
    .nullish()
    .transform((v) => v || null),
  category: z.enum(Categories, { error: Issue.categoryInvalid }).default(DefaultCategory),
  isPublic: z.boolean().default(false),
  /** 'Allow others to download with answers': a public quiz's export carries its answer key for everyone. */
  allowAnswerDownload: z.boolean().default(false),
  /**
   * 'Timed solo attempts': a taker has the questions' time added up for the whole attempt and may ask for extra time
   * (×1.5 / ×2) before starting. Off, a solo attempt has no time limit (SPEC §3).
   */
  timedAttempts: z.boolean().default(false),
  timeLimit: z
    .number({ error: Issue.timeLimitInvalid })
    .int(Issue.timeLimitInvalid)
    .min(QuizLimits.timeLimitMin, Issue.timeLimitInvalid)
    .max(QuizLimits.timeLimitMax, Issue.timeLimitInvalid)
    .default(QuizLimits.defaultTimeLimit),
  questions: z
    .array(questionInput, { error: Issue.questionsRequired })
    .min(QuizLimits.questionsMin, Issue.questionsRequired)
    .max(QuizLimits.questionsMax, Issue.tooManyQuestions),
});
export type QuizInput = z.input<typeof quizInput>;

export const quizIdParams = z.object({ id: z.string() });

export const quizListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(QuizLimits.pageSizeMax).default(QuizLimits.pageSizeDefault),
  search: z.string().trim().max(QuizLimits.searchMax).optional(),
  category: z.enum(Categories).optional(),
});
export const myQuizzesQuery = quizListQuery.extend({ createdBy: z.string().optional() });

export const quizCreator = z.object({
  _id: z.string(),
  username: z.string(),
  displayName: z.string().nullable(),
});

export const quizSummary = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.enum(Categories),
  isPublic: z.boolean(),
  timeLimit: z.number(),
  timedAttempts: z.boolean(),
  source: z.enum(QuizSources),
  createdBy: quizCreator,
  createdAt: z.string(),
  updatedAt: z.string(),
  averageRating: z.number(),
  ratingsCount: z.number(),
  questionCount: z.number(),
});
export type QuizSummary = z.infer<typeof quizSummary>;

/**
 * A whole quiz; options carry isCorrect only in the owner's (and admins') view. What the viewer may do with the
 * answer key is the server's policy (quizzes/policy.ts), sent as flags: see it (and print it), download it.
 */
export const quiz = quizSummary.extend({
  allowAnswerDownload: z.boolean(),
  seesAnswerKey: z.boolean(),
  mayDownloadAnswerKey: z.boolean(),
  questions: z.array(question),
});
export type Quiz = z.infer<typeof quiz>;

export const pagination = z.object({
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalPages: z.number(),
});
export type Pagination = z.infer<typeof pagination>;

export const quizListResponse = z.object({
  success: z.literal(true),
  data: z.array(quizSummary),
  pagination,
});
export type QuizListResponse = z.infer<typeof quizListResponse>;

export const quizResponse = envelope(quiz);
export type QuizResponse = z.infer<typeof quizResponse>;
