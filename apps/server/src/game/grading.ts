/**
 * Grading one answer to a question of any kind (issue 16), on the server only: nothing here ever goes to a player
 * before they answer. Pure, so every rule is unit-tested.
 * - single / true_false: the one correct option;
 * - multiple: right only as the exact set of correct options;
 * - typed: one of the accepted answers, ignoring case, surrounding and repeated spaces and — unless the author kept
 *   them — Vietnamese diacritics ('Ha Noi' = 'Hà Nội');
 * - ordering: right only in the exact order;
 * - poll: not graded (no points, not counted in accuracy).
 */
import { QuestionKindLimits, type QuestionKind } from '@quiz/contract/limits';
import { textKey } from '@quiz/contract/text-keys';

export interface GradedOption {
  id: string;
  isCorrect: boolean;
}

export type GradedQuestion =
  | { kind: 'single' | 'true_false' | 'multiple' | 'poll'; options: GradedOption[] }
  | { kind: 'typed'; acceptedAnswers: string[]; matchDiacritics?: boolean }
  /** Option ids in the correct order. */
  | { kind: 'ordering'; order: string[] };

export type GivenAnswer =
  | { optionIds: string[] }
  | { text: string }
  /** Option ids in the order the player put them. */
  | { order: string[] };

export interface Grade {
  /** False for a poll: it counts for nothing. */
  graded: boolean;
  correct: boolean;
}

/** Why an answer does not fit its question (the player sent the wrong shape, or options of another question). */
export class AnswerShapeError extends Error {}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && new Set(a).size === a.length && a.every((id) => b.includes(id));

export function grade(question: GradedQuestion, answer: GivenAnswer): Grade {
  switch (question.kind) {
    case 'single':
    case 'true_false':
    case 'poll': {
      if (!('optionIds' in answer) || answer.optionIds.length !== 1) throw new AnswerShapeError('pick one option');
      const option = question.options.find((o) => o.id === answer.optionIds[0]);
      if (!option) throw new AnswerShapeError('not an option of this question');
      return question.kind === 'poll' ? { graded: false, correct: false } : { graded: true, correct: option.isCorrect };
    }
    case 'multiple': {
      if (!('optionIds' in answer)) throw new AnswerShapeError('pick options');
      const ids = question.options.map((o) => o.id);
      if (
        new Set(answer.optionIds).size !== answer.optionIds.length ||
        answer.optionIds.some((id) => !ids.includes(id))
      ) {
        throw new AnswerShapeError('not options of this question');
      }
      const correct = question.options.filter((o) => o.isCorrect).map((o) => o.id);
      return { graded: true, correct: sameSet(answer.optionIds, correct) };
    }
    case 'typed': {
      if (!('text' in answer) || answer.text.length > QuestionKindLimits.typedAnswerMax) {
        throw new AnswerShapeError(`type at most ${QuestionKindLimits.typedAnswerMax} characters`);
      }
      const options = { keepDiacritics: question.matchDiacritics === true };
      const given = textKey(answer.text, options);
      return {
        graded: true,
        correct: given !== '' && question.acceptedAnswers.some((accepted) => textKey(accepted, options) === given),
      };
    }
    case 'ordering': {
      if (!('order' in answer) || !sameSet(answer.order, question.order)) {
        throw new AnswerShapeError('put every item in order, once');
      }
      return { graded: true, correct: answer.order.every((id, i) => id === question.order[i]) };
    }
  }
}

/** The kinds whose answers are options picked (the rest are typed or ordered). */
export const picksOptions = (kind: QuestionKind) => kind !== 'typed' && kind !== 'ordering';
