/**
 * Answers weighed in percent, as Moodle's formats write them (GIFT's `=%50%Cat`, Moodle XML's `fraction="50"`), turned
 * into this app's answer key, where an answer is right or wrong: one rule for both readers. Only a full-credit
 * answer is right; what Moodle would have given part of the marks, and its `*` catch-all, are said in the warnings
 * rather than accepted or dropped without a word.
 */
import { Note, type NoteCore } from '@quiz/contract/quiz-file-notes';
import { ended, type DraftOption, type DraftQuestion } from './draft';

export interface WeighedAnswer {
  text: string;
  /** The share of the marks it earns: 100 is right, 0 or less wrong, between them partly right. */
  percent: number;
}

export type Keyed = { question: Omit<DraftQuestion, 'where' | 'content'>; warnings: NoteCore[] } | { skip: NoteCore };

export const skipped = (note: NoteCore) => ({ skip: ended(note, 'skipped') });

/** Moodle's `*` matches anything in a short answer (`\*` is a star); here what is typed is matched as written. */
const wildcard = /(?<!\\)\*/;

/** A weight as people write it: 50, 33.33, not 33.333333333. */
const percentOf = (answer: WeighedAnswer) => Math.round(answer.percent * 100) / 100;

/**
 * A short answer: its full-credit answers are accepted. One worth part of the marks is listed and left out (accepting
 * it would give full marks for it); one with Moodle's wildcard is listed and left out, whatever it is worth (here it
 * would be a literal star). A wrong answer (0 %) is wrong here too, and needs no word.
 */
export function typedFrom(answers: WeighedAnswer[]): Keyed {
  const warnings: NoteCore[] = [];
  const accepted: string[] = [];
  for (const answer of answers) {
    if (wildcard.test(answer.text)) {
      warnings.push(ended(Note.wildcardNotSupported({ answer: answer.text }), 'leftOut'));
    } else if (answer.percent >= 100) {
      accepted.push(answer.text.replace(/\\\*/g, '*'));
    } else if (answer.percent > 0) {
      warnings.push(ended(Note.partialCreditLeftOut({ answer: answer.text, percent: percentOf(answer) }), 'leftOut'));
    }
  }
  if (accepted.length === 0) return skipped(Note.noFullMarks);
  return { question: { kind: 'typed', options: [], acceptedAnswers: accepted }, warnings };
}

/**
 * A choice. With one correct answer (`single`), the best-weighed answer is right and one worth less is an option
 * counted wrong, which is said; with several, every answer worth something is one of the right ones.
 */
export function choiceFrom(answers: WeighedAnswer[], single: boolean): Keyed {
  const best = Math.max(0, ...answers.map((a) => a.percent));
  const warnings: NoteCore[] = [];
  const options: DraftOption[] = answers.map((a) => {
    const isCorrect = single ? best > 0 && a.percent === best : a.percent > 0;
    if (single && a.percent > 0 && !isCorrect) {
      warnings.push(Note.partialCreditWrong({ answer: a.text, percent: percentOf(a) }));
    }
    return { label: a.text, isCorrect };
  });
  if (!options.some((o) => o.isCorrect)) return skipped(Note.noAnswerMarkedCorrect);
  return { question: { kind: single ? 'single' : 'multiple', options, acceptedAnswers: [] }, warnings };
}
