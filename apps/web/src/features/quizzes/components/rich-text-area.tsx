/**
 * A question's text or its explanation (issue 39): the textarea with its Formula button, its preview once the text
 * has a mark, and its error (a formula KaTeX cannot typeset among them) under it.
 */
import { useFormContext, useWatch } from 'react-hook-form';
import { fieldClasses } from '../../../components/ui/fields';
import { cn } from '../../../lib/cn';
import { ErrorText } from './error-text';
import { FormulaButton } from './formula-button';
import type { QuizFormValues } from './quiz-form-values';
import { WithPreview } from './rich-preview';

interface RichTextAreaProps {
  name: `questions.${number}.content` | `questions.${number}.explanation`;
  id: string;
  label: string;
  /** The question's text is labelled for screen readers only: the question's header says what it is. */
  hideLabel?: boolean;
  /** The field's name in its Formula button's and its preview's names ("Question 1 text"). */
  place: string;
  placeholder: string;
  maxLength: number;
  error: string | undefined;
  /** Shows "length/max" under the field. */
  counter?: boolean;
}

export function RichTextArea({
  name,
  id,
  label,
  hideLabel = false,
  place,
  placeholder,
  maxLength,
  error,
  counter = false,
}: RichTextAreaProps) {
  const { register, control } = useFormContext<QuizFormValues>();
  const text = useWatch({ control, name }) ?? '';
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'block text-sm font-medium text-slate-700'}>
        {label}
      </label>
      <WithPreview text={text} place={place}>
        <div className="flex items-start gap-1">
          <textarea
            id={id}
            rows={2}
            placeholder={placeholder}
            maxLength={maxLength}
            className={fieldClasses(error)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            {...register(name)}
          />
          <FormulaButton name={name} fieldId={id} place={place} />
        </div>
      </WithPreview>
      {(error || counter) && (
        <div className={cn('flex gap-3', error ? 'justify-between' : 'justify-end')}>
          <ErrorText id={errorId} message={error} />
          {counter && (
            <span className="shrink-0 text-xs text-slate-500">
              {text.length}/{maxLength}
            </span>
          )}
        </div>
      )}
    </div>
  );
}
