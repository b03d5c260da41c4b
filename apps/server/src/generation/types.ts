/** Shapes shared by the two question generators (offline, from text; and an OpenAI-compatible model). */
export interface SourcePage {
  /** 1-based page number in the document. */
  page: number;
  text: string;
}

export type GenerationLanguage = 'english' | 'vietnamese';

export interface GeneratedQuestion {
  content: string;
  /** Exactly four distinct options, exactly one of them correct. */
  options: { label: string; isCorrect: boolean }[];
  /** The page the question is grounded in, when it comes from a document. */
  page?: number;
}
