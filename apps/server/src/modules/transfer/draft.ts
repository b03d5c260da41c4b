/**
 * Quizzes brought in from other tools (issue 19): each format's reader turns a file into a draft, the same for every
 * format; what is not a question here (a matching question, an essay) is left out with a warning that says where.
 * The draft is not validated yet: its questions go through the editor's own rules before anything is saved.
 */
import { TrueFalseLabels, type QuestionKind, type QuestionPoint } from '@quiz/contract/limits';

export interface DraftOption {
  label: string;
  isCorrect: boolean;
}

export interface DraftQuestion {
  /** Where the question starts in the file, as warnings name it: 'Line 14'. */
  where: string;
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
}

/** What a file says about the quiz itself, where its format carries it (our JSON, a Kahoot! sheet's title). */
export interface DraftAbout {
  title?: string;
  description?: string | null;
  category?: string;
  timeLimit?: number;
  timedAttempts?: boolean;
}

export interface Draft {
  about?: DraftAbout;
  questions: DraftQuestion[];
  /** 'Line 14: matching questions are not supported — skipped', in the file's order. */
  warnings: string[];
}

/** A file that cannot be read at all: the first problem, where it is, in a plain sentence. */
export class ImportError extends Error {
  constructor(where: string, sentence: string) {
    super(`${where}: ${sentence}`);
    this.name = 'ImportError';
  }
}

export const lineAt = (line: number) => `Line ${line}`;
export const rowAt = (row: number) => `Row ${row}`;

/** True and False as this app labels them (TrueFalseLabels), the correct one marked. */
export const trueFalseOptions = (answerIsTrue: boolean): DraftOption[] => [
  { label: TrueFalseLabels[0], isCorrect: answerIsTrue },
  { label: TrueFalseLabels[1], isCorrect: !answerIsTrue },
];
