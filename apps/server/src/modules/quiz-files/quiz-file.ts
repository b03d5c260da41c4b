/**
 * A quiz as the export writers take it (issue 19): every field a format might carry, from the store. Without the
 * answer key (`withAnswers: false`: a public quiz downloaded by someone who may not see it) no option is marked
 * correct, typed questions have no accepted answers, and ordering items are in the order the quiz's page shows them
 * (never the answer).
 */
import type { QuestionKind, QuestionPoint } from '@quiz/contract/limits';
import { Note, type QuizFileNote, type QuizFilePlace } from '@quiz/contract/quiz-file-notes';

export interface ExportQuestion {
  kind: QuestionKind;
  content: string;
  options: { label: string; isCorrect: boolean }[];
  acceptedAnswers: string[];
  matchDiacritics: boolean;
  timeLimit: number | null;
  points: QuestionPoint;
  /** `data`: the stored picture's bytes, loaded only for a format that carries pictures (our JSON's zip). */
  image: { url: string; alt: string; data?: Buffer } | null;
  /** Why the answer is right (issue 39); '' when none, and always without the answer key, which it would tell. */
  explanation: string;
}

export interface ExportQuiz {
  title: string;
  description: string | null;
  category: string;
  timeLimit: number;
  /** 'Timed solo attempts' (only our JSON carries it). */
  timedAttempts: boolean;
  withAnswers: boolean;
  questions: ExportQuestion[];
}

/** A written file: its bytes, and the questions the format could not carry (notes: 'Question 3: …'). */
export interface ExportFile {
  body: Buffer;
  contentType: string;
  extension: string;
  leftOut: QuizFileNote[];
}

export const questionAt = (n: number): QuizFilePlace => ({ question: n });

/**
 * What a text format drops from a question it does write ('Question 3: …'): its picture, and a typed question's
 * 'Diacritics must match' (only our JSON carries them).
 */
export const notCarried = (question: ExportQuestion, where: QuizFilePlace): QuizFileNote[] => [
  ...(question.image ? [{ where, ...Note.pictureNotIncluded }] : []),
  ...(question.kind === 'typed' && question.matchDiacritics ? [{ where, ...Note.diacriticsNotCarried }] : []),
];

/** `notCarried` for every question of a format that writes them all (our CSV and XLSX template). */
export const allNotCarried = (quiz: ExportQuiz) =>
  quiz.questions.flatMap((question, i) => notCarried(question, questionAt(i + 1)));
