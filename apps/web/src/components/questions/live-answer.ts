/** A live answer in the API's fields: one tap on an option is `answerId` (the spec's field); the rest as given. */
import type { QuestionKind } from '@quiz/contract/limits';
import { answerFields, type AnswerValue } from './answer-input';

export interface LiveAnswerFields {
  answerId?: string;
  selectedAnswers?: string[];
  text?: string;
  order?: string[];
}

export function liveAnswerFields(kind: QuestionKind | undefined, answer: string | AnswerValue): LiveAnswerFields {
  if (typeof answer === 'string') return { answerId: answer };
  const { pick, ...rest } = answerFields(kind, answer);
  return pick ? { answerId: pick, ...rest } : rest;
}
