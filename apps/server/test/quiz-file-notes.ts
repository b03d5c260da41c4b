/**
 * The quiz-file readers, checks and writers make notes (records); their tests read them as the API's English
 * sentences, so that what they assert is what a teacher reads.
 */
import { expect } from 'vitest';
import { wordNote, wordWhere, type QuizFileNote, type QuizFilePlace } from '@quiz/contract/quiz-file-notes';

/** Notes as the English sentences the API answers with: 'Line 14: matching questions are not supported — skipped'. */
export const english = (notes: readonly QuizFileNote[]) => notes.map((note) => wordNote(note));

/** Questions (a draft's, or checked) with their place as the preview says it in English: 'Line 14'. */
export const placed = <T extends { where: QuizFilePlace }>(questions: readonly T[]) =>
  questions.map((question) => ({ ...question, where: wordWhere(question.where) }));

/** A draft, its questions' places and its warnings in English. */
export const inEnglish = <T extends { where: QuizFilePlace }>(draft: { questions: T[]; warnings: QuizFileNote[] }) => ({
  ...draft,
  questions: placed(draft.questions),
  warnings: english(draft.warnings),
});

/** What `toThrow` expects of a file refused at its first problem: an ImportError saying, in English, where and why. */
export const refusal = (where: string, sentence: string) =>
  expect.objectContaining({ name: 'ImportError', message: `${where}: ${sentence}` });
