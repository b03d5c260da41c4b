/**
 * The quiz form's values: every question in one flat shape (all kinds' fields), so react-hook-form can address each
 * field by one path whatever the kind. `toQuizInput` turns it into the contract's quizInput, which validates it.
 */
import { z } from 'zod';
import {
  QuestionKindLimits,
  QuizLimits,
  TrueFalseLabels,
  type Category,
  type QuestionKind,
  type QuestionPoint,
} from '@quiz/contract/limits';
import type { QuestionImage, QuestionInput } from '@quiz/contract/questions';
import { quizInput, type Quiz, type QuizInput } from '@quiz/contract/quizzes';

export type OptionDraft = { _id?: string | undefined; label: string; isCorrect: boolean };

export type QuestionDraft = {
  _id?: string | undefined;
  kind: QuestionKind;
  content: string;
  /** Choices, true/false, or the ordering items in their correct order; kept (unused) while the kind is typed. */
  options: OptionDraft[];
  acceptedAnswers: string[];
  matchDiacritics: boolean;
  /** Why the answer is right (rich text, like the question): shown after answering; '' when there is none. */
  explanation: string;
  /** Seconds for this question; null: the quiz's. */
  timeLimit: number | null;
  points: QuestionPoint;
  image: QuestionImage | null;
};

export type QuizFormValues = {
  title: string;
  description?: string | null | undefined;
  category: Category;
  isPublic: boolean;
  allowAnswerDownload: boolean;
  timedAttempts: boolean;
  timeLimit: number;
  questions: QuestionDraft[];
};

/** The points' names, as message keys. */
export const QuestionPointsLabels = {
  standard: 'quizForm.points.standard',
  double: 'quizForm.points.double',
  none: 'quizForm.points.none',
} as const satisfies Record<QuestionPoint, string>;

const blankOptions = (count: number): OptionDraft[] =>
  Array.from({ length: count }, () => ({ label: '', isCorrect: false }));

const padOptions = (options: OptionDraft[], min: number) => [
  ...options,
  ...blankOptions(Math.max(0, min - options.length)),
];

export const emptyQuestion = (): QuestionDraft => ({
  kind: 'single',
  content: '',
  options: blankOptions(QuizLimits.manualOptions),
  acceptedAnswers: [],
  matchDiacritics: false,
  explanation: '',
  timeLimit: null,
  points: 'standard',
  image: null,
});

export const emptyQuiz = (): QuizFormValues => ({
  title: '',
  description: '',
  category: 'Other',
  isPublic: false,
  allowAnswerDownload: false,
  timedAttempts: false,
  timeLimit: QuizLimits.defaultTimeLimit,
  questions: [emptyQuestion()],
});

/**
 * The question with another kind: the text, time, points and picture stay; option labels stay where they still
 * make sense (between choice kinds and ordering), and a typed answer starts from the correct options' labels.
 */
export function reshapeQuestion(question: QuestionDraft, kind: QuestionKind): QuestionDraft {
  if (kind === question.kind) return question;
  // True/False labels are fixed, not the author's: nothing to carry over from them.
  const authored = question.kind === 'true_false' ? [] : question.options;
  const next = { ...question, kind };
  switch (kind) {
    case 'true_false':
      return { ...next, options: TrueFalseLabels.map((label) => ({ label, isCorrect: false })) };
    case 'typed': {
      const fromCorrect = authored.filter((o) => o.isCorrect && o.label.trim()).map((o) => o.label.trim());
      const acceptedAnswers = question.acceptedAnswers.some((a) => a.trim()) ? question.acceptedAnswers : fromCorrect;
      return {
        ...next,
        options: authored,
        acceptedAnswers: acceptedAnswers.length
          ? acceptedAnswers.slice(0, QuestionKindLimits.acceptedAnswersMax)
          : [''],
      };
    }
    case 'ordering': {
      const items = authored.slice(0, QuestionKindLimits.orderingItemsMax).map((o) => ({ ...o, isCorrect: false }));
      return { ...next, options: padOptions(items, QuestionKindLimits.orderingItemsMin) };
    }
    default: {
      const kept = authored.slice(0, QuizLimits.optionsMax).map((o) => ({ ...o }));
      const options = kept.length ? padOptions(kept, QuizLimits.optionsMin) : blankOptions(QuizLimits.manualOptions);
      let seenCorrect = false;
      for (const option of options) {
        if (kind === 'poll') option.isCorrect = false;
        if (kind === 'single' && option.isCorrect) {
          option.isCorrect = !seenCorrect;
          seenCorrect = true;
        }
      }
      return { ...next, options };
    }
  }
}

/** One question as the contract's input for its kind (only that kind's fields). */
export function toQuestionInput(q: QuestionDraft): QuestionInput {
  const common = {
    _id: q._id,
    content: q.content,
    // No explanation is none at all: the contract stores it as '' (a cleared one too), and plain bodies stay as they were.
    ...(q.explanation.trim() ? { explanation: q.explanation } : {}),
    timeLimit: q.timeLimit,
    points: q.points,
    image: q.image,
  };
  switch (q.kind) {
    case 'typed':
      return {
        ...common,
        kind: 'typed',
        // Only blank rows (the one a new typed question starts with) are no answer at all, not empty answers.
        acceptedAnswers: q.acceptedAnswers.some((a) => a.trim()) ? q.acceptedAnswers : [],
        matchDiacritics: q.matchDiacritics,
      };
    case 'ordering':
      return { ...common, kind: 'ordering', options: q.options.map((o) => ({ _id: o._id, label: o.label })) };
    case 'true_false':
      return {
        ...common,
        kind: 'true_false',
        options: q.options.map((o, i) => ({
          _id: o._id,
          label: TrueFalseLabels[i] ?? o.label,
          isCorrect: o.isCorrect,
        })),
      };
    default:
      return {
        ...common,
        kind: q.kind,
        options: q.options.map((o) => ({ _id: o._id, label: o.label, isCorrect: o.isCorrect })),
      };
  }
}

/** The form's values (or the schema's normalised output) as the body of POST/PUT /quizzes. */
export const toQuizInput = (values: QuizFormValues): QuizInput => ({
  title: values.title,
  description: values.description,
  category: values.category,
  isPublic: values.isPublic,
  allowAnswerDownload: values.isPublic && values.allowAnswerDownload,
  timedAttempts: values.timedAttempts,
  timeLimit: values.timeLimit,
  questions: values.questions.map(toQuestionInput),
});

/** The form's schema: the contract's quizInput, read through `toQuizInput`, so its errors land on the same paths. */
export const quizFormSchema = z.custom<QuizFormValues>().transform(toQuizInput).pipe(quizInput);
export type ParsedQuiz = z.output<typeof quizFormSchema>;

/** A quiz as its owner reads it, as form values: ids kept so answers stay linked to their options. */
export const quizToFormValues = (quiz: Quiz): QuizFormValues => ({
  title: quiz.title,
  description: quiz.description ?? '',
  category: quiz.category,
  isPublic: quiz.isPublic,
  allowAnswerDownload: quiz.allowAnswerDownload,
  timedAttempts: quiz.timedAttempts,
  timeLimit: quiz.timeLimit,
  questions: quiz.questions.map((q) => ({
    _id: q._id,
    kind: q.kind,
    content: q.content,
    options: q.options.map((o) => ({ _id: o._id, label: o.label, isCorrect: Boolean(o.isCorrect) })),
    acceptedAnswers: q.acceptedAnswers ?? [],
    matchDiacritics: q.matchDiacritics ?? false,
    explanation: q.explanation ?? '',
    timeLimit: q.timeLimit,
    points: q.points,
    image: q.image,
  })),
});
