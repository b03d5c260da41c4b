/** The form fields beside FormField's text input: a textarea and a checkbox (the category select: quizzes). */
import { forwardRef, useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { localize } from '../../i18n/messages';

export const fieldClasses = (error?: unknown) =>
  cn(
    'block w-full rounded-lg border bg-white px-3 py-2 text-sm shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100',
    error ? 'border-red-400' : 'border-slate-300',
  );

const labelClasses = 'block text-sm font-medium text-slate-700';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  /** Shows "length/max" under the field. */
  counter?: { length: number; max: number };
}

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, counter, id, rows = 3, ...props },
  ref,
) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <div className="space-y-1">
      <label htmlFor={fieldId} className={labelClasses}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={fieldId}
        rows={rows}
        className={fieldClasses(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        {...props}
      />
      {(error || counter) && (
        <div className="flex justify-between">
          {error && (
            <p id={`${fieldId}-error`} className="text-sm text-red-600">
              {localize(error)}
            </p>
          )}
          {counter && (
            <span className="ml-auto text-xs text-slate-500">
              {counter.length}/{counter.max}
            </span>
          )}
        </div>
      )}
    </div>
  );
});

export const CheckboxField = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & { label: string }>(
  function CheckboxField({ label, ...props }, ref) {
    return (
      <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <input ref={ref} type="checkbox" className="h-4 w-4 accent-brand-600" {...props} />
        {label}
      </label>
    );
  },
);
