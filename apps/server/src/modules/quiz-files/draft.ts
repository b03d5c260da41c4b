/**
 * Quizzes brought in from other tools (issue 19): each format's reader turns a file into a draft, the same for every
 * format; what is not a question here (a matching question, an essay) is left out with a warning that says where.
 * The draft is not validated yet: its questions go through the editor's own rules before anything is saved.
 */
import { TrueFalseLabels, type QuestionKind, type QuestionPoint } from '@quiz/contract/limits';
import {
  wordNote,
  type NoteCore,
  type NoteEnding,
  type QuizFileNote,
  type QuizFilePlace,
} from '@quiz/contract/quiz-file-notes';

export interface DraftOption {
  label: string;
  isCorrect: boolean;
}

export interface DraftQuestion {
  /** Where the question starts in the file, as warnings name it: `{ line: 14 }` ('Line 14'). */
  where: QuizFilePlace;
  kind: QuestionKind;
  content: string;
  /** Options of a choice, true/false or ordering question (in the correct order for ordering); none when typed. */
  options: DraftOption[];
  /** A typed question's accepted answers. */
  acceptedAnswers: string[];
  /** A typed question's 'the marks must match too' (our JSON carries it; other formats leave it off). */
  matchDiacritics?: boolean;
  /** Seconds for this question, where the format says (otherwise the quiz's). */
  timeLimit?: number | null;
  points?: QuestionPoint;
  /** A picture the file carries (our JSON's zip): its bytes, not checked yet, and its description. */
  picture?: { data: Buffer; alt: string };
  /**
   * Why the answer is right (issue 39), where the format says: our JSON's `explanation`, the template's Explanation
   * column, GIFT's general feedback (`####`), Moodle XML's `<generalfeedback>`.
   */
  explanation?: string;
}

/**
 * What a file says about the quiz itself, where its format carries it (our JSON, a Kahoot! sheet's title, GIFT's
 * `$CATEGORY`).
 */
export interface DraftAbout {
  title?: string;
  description?: string | null;
  /** Used when it names one of the quiz categories, in English or Vietnamese (`categoryNamed`). */
  category?: string;
  timeLimit?: number;
  timedAttempts?: boolean;
}

export interface Draft {
  about?: DraftAbout;
  questions: DraftQuestion[];
  /** Notes, worded when read ('Line 14: matching questions are not supported — skipped'), in the file's order. */
  warnings: QuizFileNote[];
  /**
   * Whether its texts are as Moodle shows them (GIFT, Moodle XML), where a single `$` is a dollar: the checks make
   * them the editor's source (moodle-text.ts), a dollar escaped where the editor would read a formula.
   */
  moodleText?: boolean;
}

/**
 * A file that cannot be read at all: the first problem and where it is, as a note (worded in the reader's language
 * when refused); its message is the note in English.
 */
export class ImportError extends Error {
  readonly note: QuizFileNote;
  constructor(where: QuizFilePlace, problem: NoteCore) {
    const note = { where, ...problem };
    super(wordNote(note));
    this.name = 'ImportError';
    this.note = note;
  }
}

export const lineAt = (line: number): QuizFilePlace => ({ line });
export const rowAt = (row: number): QuizFilePlace => ({ row });

/** A note with what became of its question or text: ' — skipped', ' — left out', ' — cut'. */
export const ended = (core: NoteCore, ending: NoteEnding): NoteCore => ({ ...core, ending });

/** True and False as this app labels them (TrueFalseLabels), the correct one marked. */
export const trueFalseOptions = (answerIsTrue: boolean): DraftOption[] => [
  { label: TrueFalseLabels[0], isCorrect: answerIsTrue },
  { label: TrueFalseLabels[1], isCorrect: !answerIsTrue },
];
