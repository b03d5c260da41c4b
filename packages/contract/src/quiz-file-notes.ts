/**
 * What the import says about a file and the export about what a format could not carry (issues 19, 20 and 34): a
 * note is a record made where the reader, the editor's checks or the writer find it, `{ where, key, params }`
 * ('Line 14', `matchingNotSupported`, ending ' — skipped'), and worded only when someone reads it, in their
 * language: by the server for the API's `warnings` (`lang`), by the web from the preview's `notes`. This file is
 * the English catalogue, worded as the API has always answered, and the types; quiz-file-notes-vi.ts is the
 * Vietnamese of the same keys.
 */
import type { Language } from './languages';
import { QuestionKinds, QuestionPoints, type QuestionKind } from './limits';
import { issueText, textOf, type MessageParam, type Said } from './message-catalog';
import { QuizFileWordsVi } from './quiz-file-notes-vi';

/** Where in the file a note is: a text format's line, a spreadsheet's row, a question by its place, the quiz. */
export type QuizFilePlace = { line: number } | { row: number } | { question: number } | 'quiz';

/** What became of the question or text a note is about, said after it (' — skipped'). */
export const NoteEndings = ['skipped', 'leftOut', 'cut'] as const;
export type NoteEnding = (typeof NoteEndings)[number];

/**
 * One of the shared messages inside a note (an editor's rule, an upload's check), by its key and arguments so it is
 * worded in the reader's language too; a text no catalogue has is shown as it is.
 */
export type SharedText = Said | string;
/** Words a shared message in the note's language. */
export type SharedWords = (shared: SharedText) => string;

/** Our kinds as the sentences name them. */
const kindNames: Record<QuestionKind, string> = {
  single: 'single',
  multiple: 'multiple',
  true_false: 'true/false',
  typed: 'typed',
  ordering: 'ordering',
  poll: 'poll',
};

/** Each note's sentence in English, without its place and ending; what varies comes in `params`. */
export const QuizFileNotes = {
  // GIFT
  essayNotSupported: () => 'essay questions are not supported',
  numericalNotSupported: () => 'numerical questions are not supported',
  matchingNotSupported: () => 'matching questions are not supported',
  answerEmpty: () => 'an answer is empty',
  noAnswerMarkedCorrect: () => 'no answer is marked correct',
  titleNotClosed: () => "the title is not closed with '::'.",
  descriptionNotQuestion: () => 'a description without answers is not a question',
  bracesNotClosed: () => "the answers opened with '{' are not closed with '}'.",
  questionHasNoText: () => 'the question has no text',
  // A `$CATEGORY` path naming none of the quiz categories, as the file writes it (without Moodle's `$course$/top`).
  categoryNotRecognised: (p: { category: string }) =>
    `the category '${p.category}' is not one of the quiz categories, so it is not used`,
  notInGift: (p: { kind: 'ordering' | 'poll' }) =>
    `${p.kind === 'poll' ? 'polls' : 'ordering questions'} cannot be written in GIFT`,
  // Aiken
  answerBeforeQuestion: () => 'an ANSWER line comes before any question',
  tooFewOptions: () => 'a question needs at least two lettered options (A. …) before its ANSWER line',
  answerNotALetter: (p: { answer: string }) => `the answer '${p.answer}' is not one of the options' letters`,
  optionOutOfOrder: (p: { option: string; expected: string }) =>
    `option ${p.option} comes where option ${p.expected} should be`,
  questionHasNoAnswer: () => 'the question has no ANSWER line',
  lastHasNoAnswer: () => 'the last question has no ANSWER line',
  notInAiken: (p: { kind: QuestionKind }) => `${kindNames[p.kind]} questions cannot be written in Aiken`,
  // CSV and spreadsheets
  quoteNotClosed: () => 'a quoted field is not closed with a quote.',
  headerNeedsQuestion: () => "the first row must name the columns, one of them 'Question'.",
  kindUnknown: (p: { kind: string }) => `the kind '${p.kind}' is not one of ${QuestionKinds.join(', ')}`,
  timeNotWhole: (p: { time: string }) => `the time '${p.time}' is not a whole number of seconds`,
  pointsUnknown: (p: { points: string }) => `the points '${p.points}' are not one of ${QuestionPoints.join(', ')}`,
  trueFalseCorrect: () => "a true/false question's Correct must be True or False",
  correctByNumber: (p: { max: number }) => `Correct must name options by number, from 1 to ${p.max}`,
  singleHasOneCorrect: () => 'a single-choice question has one correct option (the kind for several is multiple)',
  kahootHeaderMissing: () => "no row names Kahoot!'s columns: Question, Answer 1 … and Correct answer(s).",
  // Kahoot!
  noCorrectChosen: () => 'no correct answer is chosen',
  correctNotAnAnswer: (p: { answer: string }) =>
    `the correct answer '${p.answer}' is not the number of one of its answers`,
  timeLimitNotWhole: (p: { time: string }) => `the time limit '${p.time}' is not a whole number of seconds`,
  // The kind as the store names it: 'typed', 'ordering', 'poll'.
  notInKahoot: (p: { kind: QuestionKind }) => `${p.kind} questions cannot be written in a Kahoot! spreadsheet`,
  tooManyForKahoot: (p: { max: number }) => `it has more than ${p.max} answers, more than a Kahoot! question holds`,
  // What a text format does not carry of a question it writes
  pictureNotIncluded: () => 'its picture is not included',
  diacriticsNotCarried: () => "its 'Diacritics must match' setting is not carried",
  pictureDescriptionOnly: () => 'its picture is not included, only its description',
  // Moodle XML
  answerEmptyWithoutMarkup: () => 'an answer has no text once its markup is removed',
  trueFalseOneCorrect: () => 'exactly one of true and false must be marked correct',
  wildcardNotSupported: (p: { answer: string }) =>
    `the answer '${p.answer}' uses Moodle's wildcard *, which is not supported`,
  noFullMarks: () => 'no answer gets full marks',
  // An answer worth part of the marks (GIFT's `=%50%Cat`, Moodle's fraction="50"), as the file weighs it.
  partialCreditLeftOut: (p: { answer: string; percent: number }) =>
    `the answer '${p.answer}' is worth ${p.percent} % of the marks, and only fully correct answers are accepted here`,
  partialCreditWrong: (p: { answer: string; percent: number }) =>
    `the option '${p.answer}' is worth ${p.percent} % of the marks; here it counts as wrong`,
  answersEmpty: () => 'its answers are empty',
  typeNotSupported: (p: { type: string }) => `${p.type} questions are not supported`,
  picturesInTextLeftOut: () => 'the pictures in its text are left out',
  // A question holds one picture: the first one the file carries.
  picturesKept: (p: { count: number }) => `only the first of its ${p.count} pictures is kept`,
  optionPicturesLeftOut: () => 'the pictures in its answers are left out',
  audioLeftOut: () => 'the sound in its text is left out',
  videoLeftOut: () => 'the video in its text is left out',
  embeddedLeftOut: () => 'the embedded content in its text is left out',
  xmlNotWellFormed: (p: { problem: string }) => `the XML is not well formed: ${p.problem}.`,
  notMoodleXml: () => 'the file is not Moodle XML: its root element must be <quiz>.',
  doctypeRefused: () => 'the file declares a DOCTYPE or entities, which Moodle XML does not use — refused for safety.',
  xmlUnreadable: () =>
    'the XML could not be read: its elements are nested too deeply or have names Moodle XML does not use.',
  typedNeedsAnswers: () => 'typed questions need their answers',
  pollsNotInMoodle: () => 'polls cannot be written in Moodle XML',
  // Our JSON
  jsonNotWellFormed: () => 'the JSON is not well formed.',
  notOurJson: (p: { format: string }) => `this JSON is not a Quiz Adventure quiz (it has no "format": "${p.format}").`,
  notAQuestion: () => 'not a question',
  pictureNotInFile: () => 'its picture is not in this file (a .zip export carries it)',
  pictureNotInZip: (p: { name: string }) => `its picture '${p.name}' is not in the zip`,
  pictureNoDescription: () => 'its picture has no description, which every picture needs',
  pictureDescriptionTooLong: (p: { max: number }) => `its picture's description is longer than ${p.max} characters`,
  pictureUnusable: (p: { reason: SharedText }, said: SharedWords) => `its picture cannot be used (${said(p.reason)})`,
  // The editor's limits and rules
  questionTooLong: (p: { max: number }) => `the question is longer than ${p.max} characters`,
  optionsKept: (p: { kept: number; count: number }) => `only the first ${p.kept} of its ${p.count} options are kept`,
  optionTooLong: (p: { max: number }) => `an option is longer than ${p.max} characters`,
  explanationTooLong: (p: { max: number }) => `its explanation is longer than ${p.max} characters`,
  // An explanation the editor refuses (a formula it cannot typeset): the question is kept without it.
  explanationUnusable: (p: { reason: SharedText }, said: SharedWords) =>
    `its explanation cannot be used (${said(p.reason)})`,
  acceptedAnswersKept: (p: { kept: number; count: number }) =>
    `only the first ${p.kept} of its ${p.count} accepted answers are kept`,
  acceptedAnswerTooLong: (p: { max: number }) => `an accepted answer is longer than ${p.max} characters`,
  notValidQuestion: () => 'not a valid question',
  /** One of the editor's own rules, as the shared messages word it. */
  editorRule: (p: { rule: SharedText }, said: SharedWords) => said(p.rule),
  // The time as the file wrote it (a JSON number, '2.5' or '1e400' read as Infinity).
  timeOutOfRange: (p: { time: string; min: number; max: number; used: number }) =>
    `its time per question (${p.time} s) is not between ${p.min} and ${p.max} seconds — ${p.used} s is used`,
  // A list cut short
  andMore: (p: { count: number }) => `…and ${p.count} more`,
} satisfies Record<string, (params: never, said: SharedWords) => string>;

export type NoteKey = keyof typeof QuizFileNotes;
export const noteKeys = Object.keys(QuizFileNotes) as [NoteKey, ...NoteKey[]];

/** What a note's sentence is made with: the names, numbers and quoted texts it says. */
export type NoteParams<K extends NoteKey> =
  Parameters<(typeof QuizFileNotes)[K]> extends [infer P, ...unknown[]] ? P : undefined;
export type NoteParam = MessageParam | Said;

/** A note as it is carried, in the API's preview too: `{ where: { line: 14 }, key: 'matchingNotSupported', … }`. */
export interface QuizFileNote {
  where?: QuizFilePlace;
  key: NoteKey;
  params?: Readonly<Record<string, NoteParam>>;
  ending?: NoteEnding;
}
/** A note before it is placed: what the reader found, and what became of it. */
export type NoteCore = Omit<QuizFileNote, 'where'>;

/** A language's words for the notes: places, endings and the sentences of every key. */
export interface QuizFileWords {
  places: { line: string; row: string; question: string; quiz: string };
  endings: Record<NoteEnding, string>;
  notes: { [K in NoteKey]: (typeof QuizFileNotes)[K] };
}

export const QuizFileWordsEn: QuizFileWords = {
  places: { line: 'Line', row: 'Row', question: 'Question', quiz: 'Quiz' },
  endings: { skipped: ' — skipped', leftOut: ' — left out', cut: ' — cut' },
  notes: QuizFileNotes,
};

const wordsIn: Record<Language, QuizFileWords> = { en: QuizFileWordsEn, vi: QuizFileWordsVi };

type NoteMakers = {
  [K in NoteKey]: NoteParams<K> extends undefined
    ? { key: K }
    : (params: NoteParams<K>) => { key: K; params: NoteParams<K> };
};
/**
 * Notes as the readers and writers make them, as `Say` makes shared messages: `Note.answerEmpty`,
 * `Note.timeNotWhole({ time: 'ten' })`.
 */
export const Note = Object.fromEntries(
  Object.entries(QuizFileNotes).map(([key, sentence]) => [
    key,
    sentence.length === 0 ? { key } : (params: Record<string, NoteParam>) => ({ key, params }),
  ]),
) as unknown as NoteMakers;

/** A place in `language`: 'Line 14', 'Hàng 3', 'Question 2', 'Quiz'. */
export function wordWhere(where: QuizFilePlace, language: Language = 'en'): string {
  const { places } = wordsIn[language];
  if (where === 'quiz') return places.quiz;
  if ('line' in where) return `${places.line} ${where.line}`;
  if ('row' in where) return `${places.row} ${where.row}`;
  return `${places.question} ${where.question}`;
}

/** A note's sentence in `language` (English by default): 'Line 14: matching questions are not supported — skipped'. */
export function wordNote(note: QuizFileNote, language: Language = 'en'): string {
  const words = wordsIn[language];
  const said: SharedWords = (shared) =>
    typeof shared === 'string' ? issueText(shared, language) : textOf(shared, language);
  const sentence = words.notes[note.key] as (params: Readonly<Record<string, NoteParam>>, said: SharedWords) => string;
  const ended = sentence(note.params ?? {}, said) + (note.ending ? words.endings[note.ending] : '');
  return note.where === undefined ? ended : `${wordWhere(note.where, language)}: ${ended}`;
}
