/**
 * What a caller asks for: the generation request, and the facts about its kinds of question that the prompt, the
 * answer's schema and the retry must agree on (four options; single choice only unless told otherwise).
 */
import type { GeneratedQuestionKind, GenerationLanguage, SourcePage } from '../types';

export interface LlmGenerationRequest {
  count: number;
  language: GenerationLanguage;
  /** The subject when there is no document. */
  topic?: string;
  /** A title chosen by the user; it wins over the model's. */
  title?: string;
  /** The document's text per page; questions are grounded in it and cite their page. */
  sourcePages?: SourcePage[];
  /** The kinds of question to write; single choice only when absent. */
  kinds?: readonly GeneratedQuestionKind[];
}

/** Answer options of a single- or multiple-choice question. */
export const OPTION_COUNT = 4;

/** Whether only single choice is asked for: then the model gets today's prompt and schema (`correctIndex`). */
export const onlySingle = (kinds: readonly GeneratedQuestionKind[]) => kinds.every((kind) => kind === 'single');

/** The kinds of question asked for; single choice when none are named. */
export const kindsOf = (request: LlmGenerationRequest): readonly GeneratedQuestionKind[] =>
  request.kinds?.length ? request.kinds : ['single'];
