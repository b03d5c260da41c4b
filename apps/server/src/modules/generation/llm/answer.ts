/**
 * What the model must send back and how it is read: the zod schemas a question and the whole answer must pass, the
 * JSON schema asked for as structured output, and turning a reply (fenced, chatty or not) into stored questions
 * and a title. Changes when the answer's shape or its rules do.
 */
import { z } from 'zod';
import { GeneratedQuestionKinds, QuizLimits, TrueFalseLabels } from '@quiz/contract/limits';
import { questionInput } from '@quiz/contract/quizzes';
import type { GeneratedQuestion, GeneratedQuestionKind, GenerationLanguage } from '../types';
import { OPTION_COUNT, onlySingle, type LlmGenerationRequest } from './request';
import { explanationOf, repairJsonEscapes, repairQuestion } from './rich';
import { issueText } from '@quiz/contract/message-catalog';

// ---------------------------------------------------------------------------------------------------------
// The answer's shape

/** Models sometimes send numbers as strings ("2"); accept those, nothing looser. */
const numberish = (value: unknown) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value);

const normalizeOption = (label: string) => label.toLowerCase().replace(/\s+/g, ' ').trim();

const optionLabel = z.string().trim().min(1, 'empty option').max(QuizLimits.optionMax, 'option too long');
const optionIndex = z.preprocess(
  numberish,
  z
    .number()
    .int()
    .min(0)
    .max(OPTION_COUNT - 1),
);

/** "True" or "False" as the model may write them (in English, as asked, or in Vietnamese); null for anything else. */
function truthOf(label: string): boolean | null {
  const word = normalizeOption(label.normalize('NFC'));
  if (word === 'true' || word === 'đúng') return true;
  if (word === 'false' || word === 'sai') return false;
  return null;
}

/**
 * One question as the model writes it: today's `{ content, options, correctIndex }` (a single choice), or with a
 * `kind` and the `correctIndexes` of every correct option.
 */
export const llmQuestionSchema = z.preprocess(
  (raw) =>
    raw && typeof raw === 'object' && !('correctIndexes' in raw) && 'correctIndex' in raw
      ? { ...raw, correctIndexes: [raw.correctIndex] }
      : raw,
  z
    .object({
      kind: z.enum(GeneratedQuestionKinds, { error: 'unknown kind of question' }).default('single'),
      content: z.string().trim().min(1, 'empty question').max(QuizLimits.questionMax, 'question too long'),
      options: z
        .array(optionLabel, { error: 'options are required' })
        .min(2, 'at least 2 options are required')
        .max(OPTION_COUNT, `at most ${OPTION_COUNT} options are allowed`),
      correctIndexes: z
        .array(optionIndex, { error: 'the correct option is required' })
        .min(1, 'the correct option is required')
        .transform((indexes) => [...new Set(indexes)]),
      page: z.preprocess(numberish, z.number().int().nullable().optional()),
      /** Why the answer is right: kept apart from the question's checks (explanationOf), so it never sinks one. */
      explanation: z.unknown().optional(),
    })
    .superRefine((q, ctx) => {
      const problem = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (q.correctIndexes.some((i) => i >= q.options.length)) return problem('a correct index is out of range');
      if (q.kind === 'true_false') {
        const truths = q.options.map(truthOf);
        if (q.options.length !== 2 || !truths.includes(true) || !truths.includes(false)) {
          return problem('a true_false question needs exactly the options "True" and "False"');
        }
        if (q.correctIndexes.length !== 1) return problem('a true_false question needs exactly one correct option');
        return;
      }
      if (q.options.length !== OPTION_COUNT) return problem(`exactly ${OPTION_COUNT} options are required`);
      if (new Set(q.options.map(normalizeOption)).size !== q.options.length) return problem('options must be distinct');
      if (q.kind === 'single' && q.correctIndexes.length !== 1) {
        return problem('a single-choice question needs exactly one correct option');
      }
    }),
);
export type LlmQuestion = z.infer<typeof llmQuestionSchema>;

/**
 * The question as stored: True/False in that order, whichever order the model wrote them in; its explanation when
 * it has a usable one.
 */
function toGenerated(q: LlmQuestion, page: number | undefined, language: GenerationLanguage): GeneratedQuestion {
  const correct = new Set(q.correctIndexes);
  const options =
    q.kind === 'true_false'
      ? TrueFalseLabels.map((label) => ({
          label,
          isCorrect: truthOf(q.options[q.correctIndexes[0]!]!) === (label === 'True'),
        }))
      : q.options.map((label, index) => ({ label, isCorrect: correct.has(index) }));
  const explanation = explanationOf(q.explanation, page, language);
  return {
    kind: q.kind,
    content: q.content,
    options,
    ...(page != null ? { page } : {}),
    ...(explanation ? { explanation } : {}),
  };
}

/** The whole answer: `{ title, questions: [...] }` (questions are checked one by one). */
export const llmAnswerSchema = z.object({
  title: z.string().optional().catch(undefined),
  questions: z.array(z.unknown()),
});

/** The JSON schema sent as structured output (strict: every property required, nothing extra). */
export function answerJsonSchema(
  count: number,
  pages: number[] | undefined,
  kinds: readonly GeneratedQuestionKind[],
): Record<string, unknown> {
  const explanation = {
    type: 'string',
    description: `Why the correct answer is right, in one or two sentences${pages ? ', ending with the page it comes from' : ''}.`,
  };
  const questionProperties: Record<string, unknown> = onlySingle(kinds)
    ? {
        content: { type: 'string', description: 'The question.' },
        options: {
          type: 'array',
          items: { type: 'string' },
          minItems: OPTION_COUNT,
          maxItems: OPTION_COUNT,
          description: 'Four distinct answer options.',
        },
        correctIndex: {
          type: 'integer',
          minimum: 0,
          maximum: OPTION_COUNT - 1,
          description: 'Index (0-3) of the one correct option.',
        },
        explanation,
      }
    : {
        kind: { type: 'string', enum: [...kinds], description: 'The type of the question.' },
        content: { type: 'string', description: 'The question (for true_false: the statement).' },
        options: {
          type: 'array',
          items: { type: 'string' },
          minItems: 2,
          maxItems: OPTION_COUNT,
          description: 'single and multiple: four distinct answer options. true_false: exactly ["True", "False"].',
        },
        correctIndexes: {
          type: 'array',
          items: { type: 'integer', minimum: 0, maximum: OPTION_COUNT - 1 },
          minItems: 1,
          maxItems: OPTION_COUNT,
          description:
            'Indexes of the correct options: one for single and true_false ([0] true, [1] false), one or more for multiple.',
        },
        explanation,
      };
  if (pages) {
    questionProperties.page = {
      type: 'integer',
      minimum: Math.min(...pages),
      maximum: Math.max(...pages),
      description: 'The [Page N] number where the answer is found.',
    };
  }
  return {
    type: 'object',
    additionalProperties: false,
    required: ['title', 'questions'],
    properties: {
      title: { type: 'string', description: 'A short title for the quiz.' },
      questions: {
        type: 'array',
        minItems: count,
        maxItems: count,
        items: {
          type: 'object',
          additionalProperties: false,
          required: Object.keys(questionProperties),
          properties: questionProperties,
        },
      },
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Reading the answer

export type Parsed =
  { ok: true; title?: string; questions: GeneratedQuestion[] } | { ok: false; empty: boolean; problem: string };

/** JSON, or JSON whose LaTeX the model did not escape ("\sqrt" where "\\sqrt" was meant): see repairJsonEscapes. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const repaired = repairJsonEscapes(text);
    if (repaired === text) throw error;
    return JSON.parse(repaired);
  }
}

/** The JSON in a reply: without a reasoning preamble, code fences or chatter around the object. */
function extractJson(content: string): unknown {
  let text = content.replace(/<think>[\s\S]*?<\/think>/gi, '').trim();
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  if (fenced?.[1]) text = fenced[1].trim();
  try {
    return parseJson(text);
  } catch {
    const start = text.indexOf('{');
    const end = text.lastIndexOf('}');
    if (start >= 0 && end > start) return parseJson(text.slice(start, end + 1));
    throw new SyntaxError('no JSON object');
  }
}

export function parseAnswer(
  content: string | null | undefined,
  count: number,
  pages: number[] | undefined,
  kinds: readonly GeneratedQuestionKind[] = ['single'],
  language: GenerationLanguage = 'english',
): Parsed {
  if (!content?.trim()) return { ok: false, empty: true, problem: 'the answer was empty' };
  let json: unknown;
  try {
    json = extractJson(content);
  } catch {
    return { ok: false, empty: false, problem: 'the answer was not valid JSON' };
  }
  if (Array.isArray(json)) json = { questions: json };
  const answer = llmAnswerSchema.safeParse(json);
  if (!answer.success) return { ok: false, empty: false, problem: 'the answer had no "questions" array' };

  const pageSet = pages ? new Set(pages) : undefined;
  const questions: GeneratedQuestion[] = [];
  const problems: string[] = [];
  answer.data.questions.forEach((raw, i) => {
    const q = llmQuestionSchema.safeParse(repairQuestion(raw));
    if (!q.success) {
      problems.push(`question ${i + 1}: ${issueText(q.error.issues[0]?.message ?? 'invalid')}`);
      return;
    }
    if (!kinds.includes(q.data.kind)) {
      problems.push(`question ${i + 1}: "kind" must be one of ${kinds.join(', ')}`);
      return;
    }
    if (pageSet && (q.data.page == null || !pageSet.has(q.data.page))) {
      problems.push(`question ${i + 1}: "page" must be one of the document's [Page N] numbers`);
      return;
    }
    const generated = toGenerated(q.data, pageSet ? (q.data.page ?? undefined) : undefined, language);
    // The same rules a quiz must satisfy when it is saved (a formula that does not typeset among them).
    const saved = questionInput.safeParse(generated);
    if (!saved.success) {
      problems.push(`question ${i + 1}: ${issueText(saved.error.issues[0]?.message ?? 'invalid')}`);
      return;
    }
    questions.push(generated);
  });

  if (questions.length < count) {
    const why = problems.length ? `; ${problems.slice(0, 3).join('; ')}` : '';
    return {
      ok: false,
      empty: false,
      problem: `it had ${questions.length} usable questions instead of ${count}${why}`,
    };
  }
  return { ok: true, title: answer.data.title, questions: questions.slice(0, count) };
}

export function chooseTitle(
  request: LlmGenerationRequest,
  modelTitle: string | undefined,
  fromDocument: boolean,
): string {
  const fallback = request.topic?.trim()
    ? `${request.language === 'vietnamese' ? 'Câu đố' : 'Quiz'}: ${request.topic.trim()}`
    : request.language === 'vietnamese'
      ? 'Câu đố từ tài liệu'
      : fromDocument
        ? 'Quiz from document'
        : 'Generated quiz';
  const candidates = [request.title, modelTitle, fallback].map((t) => t?.replace(/\s+/g, ' ').trim() ?? '');
  const title = candidates.find((t) => t.length >= QuizLimits.titleMin) ?? fallback;
  return title.slice(0, QuizLimits.titleMax);
}
