import type { QuestionKind } from '@quiz/contract/limits';

/** The kinds' names, as message keys: `t(QuestionKindLabels[kind])` (the quiz form, a quiz's page, an import's preview). */
export const QuestionKindLabels = {
  single: 'quizForm.kinds.single',
  multiple: 'quizForm.kinds.multiple',
  true_false: 'quizForm.kinds.trueFalse',
  typed: 'quizForm.kinds.typed',
  ordering: 'quizForm.kinds.ordering',
  poll: 'quizForm.kinds.poll',
} as const satisfies Record<QuestionKind, string>;
