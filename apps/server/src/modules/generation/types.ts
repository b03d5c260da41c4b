/** Shapes shared by the two question generators (offline, from text; and an OpenAI-compatible model). */
import type { GeneratedQuestionKind } from '@quiz/contract/limits';

export type { GeneratedQuestionKind };

export interface SourcePage {
  /** 1-based page number in the document. */
  page: number;
  /** The page's text without its headings, on one line. */
  text: string;
  /** The page's headings (headings.ts), kept out of the text questions are made from. */
  headings?: string[];
}

export type GenerationLanguage = 'english' | 'vietnamese';

export interface GeneratedQuestion {
  kind: GeneratedQuestionKind;
  content: string;
  /**
   * single: four distinct options, exactly one correct. multiple: four distinct options, one or more correct.
   * true_false: 'True' then 'False', exactly one correct.
   */
  options: { label: string; isCorrect: boolean }[];
  /** The page the question is grounded in, when it comes from a document. */
  page?: number;
  /**
   * Why the answer is right (issue 39; rich text, at most QuestionKindLimits.explanationMax characters): the
   * model's, citing the page of a document; offline, the sentence the question was made from.
   */
  explanation?: string;
}
