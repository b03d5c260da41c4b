/**
 * The kinds of question (issue 16), as authors write them and as players see them. The author's input is one
 * discriminated union on `kind`; a question sent without `kind` is today's single choice, so old clients keep working.
 * What decides the grade (which options are correct, the accepted typed answers, the correct order) is in the
 * owner's view only: players get the question with `options` as `{ _id, label }`, and an ordering question's items
 * in an order that is not the answer.
 */
import { z } from 'zod';
import {
  QuestionKindLimits,
  QuestionKinds,
  QuestionPoints,
  QuizLimits,
  TrueFalseLabels,
  type QuestionKind,
} from './limits';
import { richTextProblem } from './rich-text';
import { Issue } from './schema-messages';

const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** Rich text (issue 39): a formula that KaTeX cannot typeset, or may not, is refused at its field. */
const readable = <T extends z.ZodType<string>>(schema: T, max: number) =>
  schema.superRefine((text, ctx) => {
    // A text past its field's length is refused for that alone: it is not parsed.
    const problem = text.length > max ? null : richTextProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const richText = (required: string, max: number, tooLong: string) =>
  readable(requiredText(required, max, tooLong), max);

/** Control characters (NUL above all, which PostgreSQL refuses in text and jsonb) never reach the store. */
const withoutControls = (text: string) => text.replace(/\p{Cc}/gu, '');

export const optionInput = z.object({
  _id: z.string().optional(),
  label: richText(Issue.optionRequired, QuizLimits.optionMax, Issue.optionTooLong),
  isCorrect: z.boolean().default(false),
});

/** Uploaded pictures are served from here (POST /uploads/question-image answers with such a url). */
export const questionImageUrlPattern = /^\/uploads\/questions\/[0-9a-f-]{36}\.(webp|png|jpg|gif)$/;

export const questionImage = z.object({
  url: z.string({ error: Issue.imageInvalid }).regex(questionImageUrlPattern, Issue.imageInvalid),
  alt: requiredText(Issue.imageAltRequired, QuestionKindLimits.imageAltMax, Issue.imageAltTooLong),
});
export type QuestionImage = z.infer<typeof questionImage>;

const questionFields = {
  _id: z.string().optional(),
  content: richText(Issue.questionRequired, QuizLimits.questionMax, Issue.questionTooLong),
  /** Why the answer is right (issue 39): shown once a player has answered, never before. */
  explanation: readable(
    z.string().trim().max(QuestionKindLimits.explanationMax, Issue.explanationTooLong),
    QuestionKindLimits.explanationMax,
  ).nullish(),
  /** Seconds for this question, instead of the quiz's (or the room's); null or absent: theirs. */
  timeLimit: z
    .number({ error: Issue.questionTimeInvalid })
    .int(Issue.questionTimeInvalid)
    .min(QuestionKindLimits.timeMin, Issue.questionTimeInvalid)
    .max(QuestionKindLimits.timeMax, Issue.questionTimeInvalid)
    .nullish(),
  points: z.enum(QuestionPoints, { error: Issue.questionPointsInvalid }).default('standard'),
  image: questionImage.nullish(),
};

const choiceOptions = z
  .array(optionInput, { error: Issue.optionsCount })
  .min(QuizLimits.optionsMin, Issue.optionsCount)
  .max(QuizLimits.optionsMax, Issue.optionsCount);

const someCorrect = (q: { options: { isCorrect: boolean }[] }) => q.options.some((o) => o.isCorrect);
const correctRequired = { message: Issue.correctAnswerRequired, path: ['options'] };

export const singleQuestionInput = z
  .object({ ...questionFields, kind: z.literal('single').default('single'), options: choiceOptions })
  .refine(someCorrect, correctRequired);

export const multipleQuestionInput = z
  .object({ ...questionFields, kind: z.literal('multiple'), options: choiceOptions })
  .refine(someCorrect, correctRequired);

/** Two options, True then False (the labels are the server's, whatever was sent), exactly one of them correct. */
export const trueFalseQuestionInput = z
  .object({
    ...questionFields,
    kind: z.literal('true_false'),
    options: z
      .array(optionInput.extend({ label: z.string().optional() }), { error: Issue.trueFalseAnswerRequired })
      .length(2, Issue.trueFalseAnswerRequired),
  })
  .refine((q) => q.options.filter((o) => o.isCorrect).length === 1, {
    message: Issue.trueFalseAnswerRequired,
    path: ['options'],
  });

export const typedQuestionInput = z.object({
  ...questionFields,
  kind: z.literal('typed'),
  acceptedAnswers: z
    .array(
      requiredText(Issue.acceptedAnswerRequired, QuestionKindLimits.typedAnswerMax, Issue.acceptedAnswerTooLong)
        .transform(withoutControls)
        .pipe(z.string().min(1, Issue.acceptedAnswerRequired)),
      {
        error: Issue.acceptedAnswersRequired,
      },
    )
    .min(1, Issue.acceptedAnswersRequired)
    .max(QuestionKindLimits.acceptedAnswersMax, Issue.tooManyAcceptedAnswers),
  /** Off (the default): 'Ha Noi' is accepted for 'Hà Nội'. On: the marks must match too. */
  matchDiacritics: z.boolean().default(false),
});

/** The items in their correct order; players get them shuffled. */
export const orderingQuestionInput = z.object({
  ...questionFields,
  kind: z.literal('ordering'),
  options: z
    .array(optionInput, { error: Issue.orderingItemsCount })
    .min(QuestionKindLimits.orderingItemsMin, Issue.orderingItemsCount)
    .max(QuestionKindLimits.orderingItemsMax, Issue.orderingItemsCount)
    // Two items alike could be put 'right' and still be marked wrong.
    .refine(
      (items) => new Set(items.map((o) => o.label.toLowerCase())).size === items.length,
      Issue.orderingItemsDistinct,
    ),
});

export const pollQuestionInput = z
  .object({ ...questionFields, kind: z.literal('poll'), options: choiceOptions })
  .refine((q) => !someCorrect(q), { message: Issue.pollHasNoCorrectAnswer, path: ['options'] });

const questionUnion = z.discriminatedUnion(
  'kind',
  [
    singleQuestionInput,
    multipleQuestionInput,
    trueFalseQuestionInput,
    typedQuestionInput,
    orderingQuestionInput,
    pollQuestionInput,
  ],
  { error: Issue.questionKindInvalid },
);

export interface NormalizedOption {
  _id?: string | undefined;
  label: string;
  isCorrect: boolean;
}
/** A question as the server stores it: every kind in one shape (typed questions have no options). */
export interface NormalizedQuestion {
  _id?: string | undefined;
  kind: QuestionKind;
  content: string;
  timeLimit: number | null;
  points: (typeof QuestionPoints)[number];
  image: QuestionImage | null;
  explanation: string;
  options: NormalizedOption[];
  acceptedAnswers: string[];
  matchDiacritics: boolean;
}

/** One question of a quiz as written by its author, normalised to the one shape the server stores. */
export const questionInput = questionUnion.transform((q): NormalizedQuestion => {
  const common = {
    _id: q._id,
    kind: q.kind,
    content: q.content,
    timeLimit: q.timeLimit ?? null,
    points: q.points,
    image: q.image ?? null,
    explanation: q.explanation ?? '',
    acceptedAnswers: [] as string[],
    matchDiacritics: false,
  };
  switch (q.kind) {
    case 'typed':
      return { ...common, options: [], acceptedAnswers: q.acceptedAnswers, matchDiacritics: q.matchDiacritics };
    case 'true_false':
      return {
        ...common,
        options: q.options.map((o, i) => ({ _id: o._id, label: TrueFalseLabels[i]!, isCorrect: o.isCorrect })),
      };
    case 'ordering':
      return { ...common, options: q.options.map((o) => ({ ...o, isCorrect: false })) };
    default:
      return { ...common, options: q.options };
  }
});
export type QuestionInput = z.input<typeof questionInput>;

/** An option as read back; isCorrect only in the owner's view. */
export const option = z.object({ _id: z.string(), label: z.string(), isCorrect: z.boolean().optional() });

/**
 * A question as read back. The answer key (options' isCorrect, acceptedAnswers, matchDiacritics, the ordering items
 * in their correct order, and the explanation) only in the owner's (and admins') view.
 */
export const question = z.object({
  _id: z.string(),
  kind: z.enum(QuestionKinds),
  content: z.string(),
  options: z.array(option),
  timeLimit: z.number().nullable(),
  points: z.enum(QuestionPoints),
  image: questionImage.nullable(),
  acceptedAnswers: z.array(z.string()).optional(),
  matchDiacritics: z.boolean().optional(),
  /** With the key: in the owner's view, and to a player once they have answered. */
  explanation: z.string().optional(),
});
export type Question = z.infer<typeof question>;

/** A question as a player is shown it in a live game: the same, never with the key. */
export const servedQuestion = z.object({
  _id: z.string(),
  kind: z.enum(QuestionKinds).default('single'),
  content: z.string(),
  options: z.array(z.object({ _id: z.string(), label: z.string() })),
  image: questionImage.nullable().default(null),
  points: z.enum(QuestionPoints).default('standard'),
});
export type ServedQuestion = z.infer<typeof servedQuestion>;

/**
 * An answer beyond a single pick, shared by solo play and both live modes: several options (multiple), a typed
 * text (typed) or every item in order (ordering). A single pick keeps the spec's field (`selectedAnswer` solo,
 * `answerId` live).
 */
export const answerExtras = {
  selectedAnswers: z.array(z.string().max(100)).max(QuizLimits.optionsMax).optional(),
  text: z
    .string()
    .max(QuestionKindLimits.typedAnswerMax, Issue.typedAnswerTooLong)
    .transform(withoutControls)
    .optional(),
  order: z.array(z.string().max(100)).max(QuestionKindLimits.orderingItemsMax).optional(),
};

/** What a player gave, in the grader's terms; null when the fields do not fit the kind. */
export function givenAnswerFor(
  kind: QuestionKind,
  fields: {
    pick?: string | undefined;
    selectedAnswers?: string[] | undefined;
    text?: string | undefined;
    order?: string[] | undefined;
  },
): { optionIds: string[] } | { text: string } | { order: string[] } | null {
  switch (kind) {
    case 'typed':
      return fields.text === undefined ? null : { text: fields.text };
    case 'ordering':
      return fields.order ? { order: fields.order } : null;
    case 'multiple':
      return fields.selectedAnswers
        ? { optionIds: fields.selectedAnswers }
        : fields.pick
          ? { optionIds: [fields.pick] }
          : null;
    default:
      return fields.pick ? { optionIds: [fields.pick] } : null;
  }
}
