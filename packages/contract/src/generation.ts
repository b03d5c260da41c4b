import { z } from 'zod';
import { envelope } from './api';
import {
  Categories,
  DefaultCategory,
  GeneratedQuestionKinds,
  GenerationLanguages,
  GenerationLimits,
  QuizLimits,
  type GeneratedQuestionKind,
} from './limits';
import { Issue } from './schema-messages';
import { quiz } from './quizzes';

/** SPEC §5: numQuestions is clamped to 5..30 and a non-number becomes 5; absent, it is 10. */
export const numQuestionsField = z.preprocess((value) => {
  if (value === undefined || value === null || value === '') return GenerationLimits.questionsDefault;
  const n = Number(value);
  if (!Number.isFinite(n)) return GenerationLimits.questionsMin;
  return Math.min(GenerationLimits.questionsMax, Math.max(GenerationLimits.questionsMin, Math.round(n)));
}, z.number());

const optionalTitle = z
  .string()
  .trim()
  .max(QuizLimits.titleMax, Issue.titleTooLong)
  .optional()
  .transform((v) => v || undefined);
const optionalDescription = z
  .string()
  .trim()
  .max(QuizLimits.descriptionMax, Issue.descriptionTooLong)
  .optional()
  .transform((v) => v || null);
const booleanish = z.preprocess((v) => v === true || v === 'true' || v === 'on' || v === '1', z.boolean());

const defaultQuestionTypes: readonly GeneratedQuestionKind[] = ['single'];
const isGeneratedKind = (type: string): type is GeneratedQuestionKind =>
  (GeneratedQuestionKinds as readonly string[]).includes(type);

/**
 * Which kinds of question to write (issue 16). JSON sends an array; a multipart form sends one comma-separated
 * value or the field repeated. Absent (old clients) or an empty form value: single choice only, as before; an
 * empty list is refused. Duplicates go.
 */
export const questionTypesField = z
  .preprocess(
    (value: readonly string[] | string | undefined) => {
      if (value === undefined || value === null || value === '') return [...defaultQuestionTypes];
      const parts = Array.isArray(value) ? value : [value];
      return parts.flatMap((part: unknown) =>
        typeof part === 'string'
          ? part
              .split(',')
              .map((type) => type.trim())
              .filter(Boolean)
          : [part],
      );
    },
    z
      .array(z.unknown(), { error: Issue.questionTypeInvalid })
      .min(1, Issue.questionTypesRequired)
      .refine(
        (types) => types.every((type) => typeof type === 'string' && isGeneratedKind(type)),
        Issue.questionTypeInvalid,
      )
      .transform((types) => [...new Set(types)] as GeneratedQuestionKind[]),
  )
  .default(() => [...defaultQuestionTypes]);

export const aiQuizInput = z.object({
  title: optionalTitle,
  topic: z.string({ error: Issue.topicRequired }).trim().min(1, Issue.topicRequired).max(GenerationLimits.topicMax),
  description: optionalDescription,
  category: z.enum(Categories, { error: Issue.categoryInvalid }).default(DefaultCategory),
  numQuestions: numQuestionsField,
  isPublic: booleanish.default(false),
  language: z.enum(GenerationLanguages).default('english'),
  questionTypes: questionTypesField,
});
export type AiQuizInput = z.input<typeof aiQuizInput>;

/** The text fields of the upload form (the PDF travels beside them as `pdfFile`). */
export const uploadQuizFields = z.object({
  title: optionalTitle,
  description: optionalDescription,
  category: z.enum(Categories, { error: Issue.categoryInvalid }).default(DefaultCategory),
  isPublic: booleanish.default(false),
  numQuestions: numQuestionsField,
  questionTypes: questionTypesField,
});

export const generatedQuizResponse = envelope(quiz);

export const aiStatusResponse = envelope(z.object({ configured: z.boolean(), model: z.string().nullable() }));
