/**
 * Quizzes in from other tools and out again (issue 19). POST /api/quizzes/import takes a multipart form: the `file`
 * and the text fields below. With `preview=true` it answers what it read (nothing saved); without, it saves the quiz.
 */
import { z } from 'zod';
import { envelope } from './api';
import {
  Categories,
  DefaultCategory,
  QuestionKinds,
  QuestionPoints,
  QuizLimits,
  TransferFormats,
  type TransferFormat,
} from './limits';
import { Messages, type MessageKey } from './messages';
import { NoteEndings, noteKeys, type QuizFileNote, type QuizFilePlace } from './quiz-file-notes';
import { Issue } from './schema-messages';
import { languageField } from './users';

const booleanish = z.preprocess((v) => v === true || v === 'true' || v === 'on' || v === '1', z.boolean());
const blankIsAbsent = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * Which of the preview's questions to save, by their place in it: `0,2,5` (or the field repeated). Absent: all of
 * them.
 */
export const keepField = z.preprocess(
  (value: unknown) => {
    if (value === undefined || value === null) return undefined;
    const parts = (Array.isArray(value) ? value : [value]).flatMap((part: unknown) =>
      typeof part === 'string' ? part.split(',') : [part],
    );
    return parts.map((part) => (typeof part === 'string' ? part.trim() : part)).filter((part) => part !== '');
  },
  z
    .array(z.coerce.number({ error: Issue.importQuestionUnknown }).int(Issue.importQuestionUnknown).min(0))
    .min(1, Issue.importChooseQuestions)
    .max(QuizLimits.questionsMax, Issue.importPickedTooMany)
    .optional(),
);

/** The text fields beside the `file`. A blank title is the file's own (its name, or the title it carries). */
export const importQuizFields = z.object({
  format: z.preprocess(blankIsAbsent, z.enum(TransferFormats, { error: Issue.importFormatUnknown }).optional()),
  preview: booleanish.default(false),
  title: z.preprocess(
    blankIsAbsent,
    z
      .string()
      .trim()
      .min(QuizLimits.titleMin, Issue.titleTooShort)
      .max(QuizLimits.titleMax, Issue.titleTooLong)
      .optional(),
  ),
  description: z
    .string()
    .trim()
    .max(QuizLimits.descriptionMax, Issue.descriptionTooLong)
    .optional()
    // Absent: the file's own; sent empty: none.
    .transform((v) => (v === undefined ? undefined : v || null)),
  category: z.preprocess(blankIsAbsent, z.enum(Categories, { error: Issue.categoryInvalid }).optional()),
  isPublic: booleanish.default(false),
  timeLimit: z.preprocess(
    blankIsAbsent,
    z.coerce
      .number({ error: Issue.timeLimitInvalid })
      .int(Issue.timeLimitInvalid)
      .min(QuizLimits.timeLimitMin, Issue.timeLimitInvalid)
      .max(QuizLimits.timeLimitMax, Issue.timeLimitInvalid)
      .optional(),
  ),
  keep: keepField,
  /** The language of the warnings and of a refusal's sentence ('Line 4: …'); English when absent. */
  lang: z.preprocess(blankIsAbsent, languageField.optional()),
});
export type ImportQuizFields = z.input<typeof importQuizFields>;

/** Where in a file: `{ line: 14 }`, `{ row: 3 }`, `{ question: 2 }`, or `'quiz'` (quiz-file-notes.ts). */
export const quizFilePlace: z.ZodType<QuizFilePlace> = z.union([
  z.object({ line: z.number() }),
  z.object({ row: z.number() }),
  z.object({ question: z.number() }),
  z.literal('quiz'),
]);

/** A shared message inside a note: its key and arguments. */
const saidInNote = z.object({
  key: z.enum(Object.keys(Messages) as [MessageKey, ...MessageKey[]]),
  params: z.array(z.union([z.string(), z.number()])).readonly(),
});

/**
 * A warning as a record (quiz-file-notes.ts): where, its sentence's key and what the sentence says, and what became
 * of the question; `wordNote(note, language)` words it as the server does for `warnings`.
 */
export const quizFileNote: z.ZodType<QuizFileNote> = z.object({
  where: quizFilePlace.optional(),
  key: z.enum(noteKeys),
  params: z.record(z.string(), z.union([z.string(), z.number(), saidInNote])).optional(),
  ending: z.enum(NoteEndings).optional(),
});

export const importedQuestion = z.object({
  /** Where it starts in the file, in the request's `lang`: 'Line 14', 'Row 3', 'Question 2'. */
  where: z.string(),
  /** The same place as a record, for the client to word in its reader's language (`wordWhere`). */
  place: quizFilePlace.optional(),
  kind: z.enum(QuestionKinds),
  content: z.string(),
  options: z.array(z.object({ label: z.string(), isCorrect: z.boolean() })),
  acceptedAnswers: z.array(z.string()),
  matchDiacritics: z.boolean(),
  timeLimit: z.number().nullable(),
  points: z.enum(QuestionPoints),
  /** A picture the file brings (our JSON in a .zip with its pictures): its description; saved with the quiz. */
  image: z.object({ alt: z.string() }).nullable(),
  /**
   * Why the answer is right (issue 39), as the file says it: our JSON's `explanation`, the template's Explanation
   * column, GIFT's `####` and Moodle's general feedback; '' when it says none.
   */
  explanation: z.string().optional(),
});
export type ImportedQuestion = z.infer<typeof importedQuestion>;

/** What a file holds, as it would be saved: the quiz's fields (the file's, or the defaults) and its questions. */
export const importPreview = z.object({
  format: z.enum(TransferFormats),
  title: z.string(),
  description: z.string().nullable(),
  category: z.enum(Categories),
  timeLimit: z.number(),
  /** 'Timed solo attempts', when the file says (our JSON); otherwise off. */
  timedAttempts: z.boolean(),
  questions: z.array(importedQuestion),
  /** 'Line 14: matching questions are not supported — skipped', in the file's order, in the request's `lang`. */
  warnings: z.array(z.string()),
  /** The same warnings as records, one for each (the last may be `andMore`), for the client to word itself. */
  notes: z.array(quizFileNote).optional(),
});
export type ImportPreview = z.infer<typeof importPreview>;
export const importPreviewResponse = envelope(importPreview);
export type ImportPreviewResponse = z.infer<typeof importPreviewResponse>;

export const importDefaults = { category: DefaultCategory, title: 'Imported quiz' } as const;

/**
 * The CSV template the import page offers for download: the header row our CSV reader takes, and one example row of
 * each kind (a teacher fills it in a spreadsheet and saves it as CSV UTF-8). Texts are the editor's rich text: math
 * between dollars, `code` between backticks; the Explanation says why the answer is right (it may be left empty).
 */
export const csvTemplate = [
  'Question,Kind,Option 1,Option 2,Option 3,Option 4,Option 5,Option 6,Correct,Accepted answers,Time,Points,Explanation',
  'What is 2 + 2?,single,3,4,5,6,,,2,,20,standard,Two and two make four.',
  'Which of these are prime numbers?,multiple,2,4,5,9,,,"1, 3",,,,"2 and 5 have no divisors but 1 and themselves; 4 = 2 × 2, 9 = 3 × 3."',
  'The Earth goes around the Sun.,true_false,,,,,,,True,,,,It takes the Earth a year to go around the Sun once.',
  'What is the capital of Viet Nam?,typed,,,,,,,,Hà Nội | Hanoi,,,',
  'Put these numbers in order from smallest to largest.,ordering,1,5,10,50,,,,,,double,',
  'Which subject do you like best?,poll,Maths,Science,History,,,,,,,none,',
  'Which number is $x$ if $x^2 = 9$ and $x > 0$?,single,$-3$,$3$,$\\sqrt{3}$,$9$,,,2,,,,$3^2 = 9$ and $3 > 0$.',
].join('\r\n');

/** GET /api/quizzes/{id}/export?format=… */
export const exportQuery = z.object({
  format: z.enum(TransferFormats, { error: Issue.exportFormatUnknown }),
  /** The language of the left-out list (`x-export-left-out`); English when absent. */
  lang: languageField.optional(),
});

/** Formats that cannot hold a question without its answer: only those who may see the key get a quiz in them. */
export const AnswerKeyFormats: readonly TransferFormat[] = ['gift', 'aiken', 'moodle', 'kahoot'];

/** The response header listing, URI-encoded JSON, what the format could not carry ('Question 3: …'). */
export const leftOutHeader = 'x-export-left-out';

/**
 * The items of an ordering question in an order that is never the answer, for the owner's worksheet (everyone else
 * is sent the server's one order, which an export without the key keeps too): shuffled by `seed`, so the same
 * question comes out the same each time, and moved on by one if the shuffle happens to give the answer back. Sorting
 * would not do: 'Step 1, Step 2…' or years sort into the answer.
 */
export function outOfOrder<T>(items: readonly T[], seed: string): T[] {
  let state = 2166136261;
  for (let i = 0; i < seed.length; i++) state = Math.imul(state ^ seed.charCodeAt(i), 16777619) >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const order = items.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  if (order.every((place, i) => place === i)) order.push(order.shift()!);
  return order.map((place) => items[place]!);
}
