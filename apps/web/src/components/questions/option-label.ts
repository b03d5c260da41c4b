/**
 * An option's label as people read it. A true/false question's options are stored as 'True' and 'False' (the
 * contract's TrueFalseLabels, whatever the quiz's language): they read in the reader's language. Every other label
 * is the author's text, shown as written. Call it while rendering a component that uses useTranslation, so a
 * language switch renders it again.
 */
import type { QuestionKind } from '@quiz/contract/limits';
import { i18next } from '../../i18n';

const trueFalseKeys = { True: 'questions.true', False: 'questions.false' } as const;

export function optionLabel(kind: QuestionKind | undefined, label: string): string {
  if (kind !== 'true_false' || !Object.hasOwn(trueFalseKeys, label)) return label;
  return i18next.t(trueFalseKeys[label as keyof typeof trueFalseKeys]);
}
