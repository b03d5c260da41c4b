/** The 'Question types' checkboxes of the AI and upload forms (issue 16): single choice by default, at least one. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { questionTypesField } from '@quiz/contract/generation';
import { GeneratedQuestionKinds, type GeneratedQuestionKind } from '@quiz/contract/limits';
import { CheckboxField } from '../../../components/ui/fields';
import { localize } from '../../../i18n/messages';

/** The kinds' names, as the quiz form has them (message keys). */
const labels = {
  single: 'quizForm.kinds.single',
  multiple: 'quizForm.kinds.multiple',
  true_false: 'quizForm.kinds.trueFalse',
} as const satisfies Record<GeneratedQuestionKind, string>;

export const defaultQuestionTypes: GeneratedQuestionKind[] = ['single'];

/** The server's own rule (the shared schema), so the form and the API report the same message. */
export function questionTypesError(types: GeneratedQuestionKind[]): string | undefined {
  const result = questionTypesField.safeParse(types);
  return result.success ? undefined : result.error.issues[0]?.message;
}

interface QuestionTypesFieldProps {
  value: GeneratedQuestionKind[];
  onChange: (types: GeneratedQuestionKind[]) => void;
  error?: string | undefined;
  hint?: string;
}

export function QuestionTypesField({ value, onChange, error, hint }: QuestionTypesFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <fieldset className="space-y-1" aria-describedby={described || undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{t('generation.questionTypes')}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {GeneratedQuestionKinds.map((kind) => (
          <CheckboxField
            key={kind}
            label={t(labels[kind])}
            checked={value.includes(kind)}
            aria-invalid={error ? true : undefined}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? GeneratedQuestionKinds.filter((k) => k === kind || value.includes(k))
                  : value.filter((k) => k !== kind),
              )
            }
          />
        ))}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {localize(error)}
        </p>
      )}
    </fieldset>
  );
}
