/** Quizzes made from a PDF or a topic: text → questions (AI provider, or the offline generator) → an ordinary quiz. */
import type { z } from 'zod';
import { Say } from '@quiz/contract/message-catalog';
import { GenerationLimits, QuizLimits } from '@quiz/contract/limits';
import type { aiQuizInput, uploadQuizFields } from '@quiz/contract/generation';
import { quizInput } from '@quiz/contract/quizzes';
import type { AppContext } from '../../context';
import type { Config } from '../../config';
import type { UserRow } from '../../db/schema/users';
import { AppError, badRequest } from '../../lib/errors';
import { withoutNul } from '../../lib/validate';
import { AiGenerationError, generateQuestionsWithLlm, type LlmSettings } from './llm';
import { generateOfflineQuestions } from './offline';
import { extractPdfDocument, PdfError } from './pdf';
import type { GeneratedQuestion, SourcePage } from './types';
import { createQuiz } from '../quizzes/service';

export function llmSettings(config: Config): LlmSettings | null {
  const { baseUrl, apiKey, model } = config.ai;
  return baseUrl && model ? { baseUrl, model, ...(apiKey ? { apiKey } : {}) } : null;
}

function aiFailure(error: unknown): never {
  if (error instanceof AiGenerationError) {
    throw new AppError('internal', error.kind === 'timeout' ? 504 : 502, error.said);
  }
  throw error;
}

/** A title of at least the minimum length, cut at a word boundary. */
function titleFrom(text: string, fallback: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  let title = clean.length > 80 ? `${clean.slice(0, 80).replace(/\s+\S*$/, '')}…` : clean;
  if (title.length < QuizLimits.titleMin) title = fallback;
  return title.slice(0, QuizLimits.titleMax);
}

/**
 * Models like to put the right answer in the same place: the options are shuffled before they are stored,
 * except a true/false question's, which stay True then False.
 */
function toQuizQuestions(questions: GeneratedQuestion[]) {
  // What a model writes may hold a NUL, which PostgreSQL cannot store: dropped, like a PDF's (pdf.ts).
  return withoutNul(questions).map((q) => {
    const options = q.options.map((o) => ({ label: o.label, isCorrect: o.isCorrect }));
    return {
      kind: q.kind,
      content: q.content,
      options: q.kind === 'true_false' ? options : shuffle(options),
      ...(q.explanation ? { explanation: q.explanation } : {}),
    };
  });
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** Vietnamese is written with letters no other common language has; a handful of them settles it. */
export function documentLanguage(pages: SourcePage[]): 'english' | 'vietnamese' {
  const sample = pages
    .map((p) => p.text)
    .join(' ')
    .slice(0, 20_000);
  const vietnamese = sample.match(/[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/giu)?.length ?? 0;
  return vietnamese >= 10 ? 'vietnamese' : 'english';
}

export async function createQuizFromPdf(
  ctx: AppContext,
  options: { user: UserRow; fields: z.output<typeof uploadQuizFields>; pdf: Buffer },
) {
  const { user, fields, pdf } = options;
  let pages: SourcePage[];
  let documentTitle: string | undefined;
  try {
    ({ pages, title: documentTitle } = await extractPdfDocument(pdf));
  } catch (error) {
    if (error instanceof PdfError) {
      throw error.kind === 'not_pdf'
        ? new AppError('unsupported_media_type', 415, error.said, { pdfFile: error.said })
        : badRequest(error.said, { pdfFile: error.said });
    }
    throw error;
  }

  const settings = llmSettings(ctx.config);
  let questions: GeneratedQuestion[];
  let suggestedTitle: string | undefined;
  if (settings) {
    const generated = await generateQuestionsWithLlm(settings, {
      count: fields.numQuestions,
      language: documentLanguage(pages),
      sourcePages: pages,
      kinds: fields.questionTypes,
      ...(fields.title ? { title: fields.title } : {}),
    }).catch(aiFailure);
    questions = generated.questions;
    suggestedTitle = generated.title;
  } else {
    // Offline, 'multiple' is written as single choice (see generateOfflineQuestions).
    questions = generateOfflineQuestions(pages, { count: fields.numQuestions, kinds: fields.questionTypes });
  }
  if (questions.length < GenerationLimits.questionsFromPdfMin) {
    throw badRequest(Say.pdfTooLittleText, { pdfFile: Say.pdfTooLittleText });
  }

  // The document's own title or first heading alone (issue 36), else the model's, else the first sentence.
  const firstSentence = pages[0]!.text.split(/(?<=[.!?])\s/)[0] ?? '';
  const named = [documentTitle, suggestedTitle, firstSentence].map((title) => withoutNul(title ?? '').trim());
  const input = quizInput.parse({
    title:
      fields.title ??
      titleFrom(named.find((title) => title.length >= QuizLimits.titleMin) ?? '', 'Quiz from a PDF document'),
    description: fields.description,
    category: fields.category,
    isPublic: fields.isPublic,
    questions: toQuizQuestions(questions),
  });
  return createQuiz(ctx, { user, input, source: 'pdf' });
}

export async function createQuizFromTopic(
  ctx: AppContext,
  options: { user: UserRow; input: z.output<typeof aiQuizInput> },
) {
  const { user, input } = options;
  const settings = llmSettings(ctx.config);
  if (!settings) throw new AppError('not_configured', 503, Say.aiNotConfigured);
  const generated = await generateQuestionsWithLlm(settings, {
    count: input.numQuestions,
    language: input.language,
    topic: input.topic,
    kinds: input.questionTypes,
    ...(input.title ? { title: input.title } : {}),
  }).catch(aiFailure);
  const quiz = quizInput.parse({
    title: input.title ?? titleFrom(withoutNul(generated.title), titleFrom(`Quiz about ${input.topic}`, 'AI quiz')),
    description: input.description,
    category: input.category,
    isPublic: input.isPublic,
    questions: toQuizQuestions(generated.questions),
  });
  return createQuiz(ctx, { user, input: quiz, source: 'ai' });
}
