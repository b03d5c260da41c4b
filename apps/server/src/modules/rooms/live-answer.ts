/** A live answer of any kind graded against its question, for both ways of playing (self-paced.ts, host-paced.ts). */
import { Say } from '@quiz/contract/message-catalog';
import type { AnswerInput } from '@quiz/contract/rooms';
import { badRequest } from '../../lib/errors';
import { AnswerShapeError } from '../../game/grading';
import { gradeAnswer, type FullQuestion } from '../../game/questions';

/**
 * A live answer graded against its question (any kind), and how it is stored: one option by its id, anything else as
 * the answer itself. A poll is never correct. The refusal names what was wrong with the answer's shape.
 */
export function gradeLiveAnswer(question: FullQuestion, input: AnswerInput) {
  let result;
  try {
    result = gradeAnswer(question, { ...input, pick: input.answerId });
  } catch (error) {
    if (!(error instanceof AnswerShapeError)) throw error;
    const picks = question.kind !== 'typed' && question.kind !== 'ordering' && question.kind !== 'multiple';
    throw badRequest(picks ? Say.answerNotInQuestion : Say.answerWrongShape);
  }
  const { given, grade } = result;
  const single = 'optionIds' in given && question.kind !== 'multiple' ? given.optionIds[0]! : null;
  return {
    correct: grade.graded && grade.correct,
    stored: { optionId: single, answer: single ? null : given },
  };
}
