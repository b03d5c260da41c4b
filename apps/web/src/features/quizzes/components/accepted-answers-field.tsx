/**
 * A typed-answer question's accepted answers (plain strings, so registered by index rather than with useFieldArray,
 * which needs objects) and whether the diacritics must match.
 */
import { useEffect, useId, useRef } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QuestionKindLimits } from '@quiz/contract/limits';
import { Button, buttonClasses } from '../../../components/ui/button';
import { fieldClasses } from '../../../components/ui/fields';
import { ErrorText, listError } from './error-text';
import type { QuizFormValues } from './quiz-form-values';

export function AcceptedAnswersField({ index: i }: { index: number }) {
  const { t } = useTranslation();
  const { control, register, getValues, setValue, setFocus, clearErrors, trigger } = useFormContext<QuizFormValues>();
  const path = `questions.${i}.acceptedAnswers` as const;
  const { errors, isSubmitted } = useFormState({ control, name: path });
  const answers = useWatch({ control, name: path }) ?? [];
  const id = useId();
  const answerErrors = errors.questions?.[i]?.acceptedAnswers;
  const error = listError(answerErrors);

  // A new answer's input exists only after the next render: focus it then.
  const focusAnswer = useRef<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusAnswer.current === null) return;
    setFocus(`${path}.${focusAnswer.current}`);
    focusAnswer.current = null;
  });

  const add = () => {
    const current = getValues(path);
    focusAnswer.current = current.length;
    setValue(path, [...current, ''], { shouldDirty: true });
  };
  const remove = (k: number) => {
    const next = getValues(path).filter((_, x) => x !== k);
    setValue(path, next, { shouldDirty: true });
    // Errors are kept by index: after a removal they are recomputed rather than left on the wrong answers.
    clearErrors(path);
    if (isSubmitted) void trigger(path);
    // The last one gone, the focus goes to "Add accepted answer".
    if (next.length) focusAnswer.current = Math.max(0, k - 1);
    else addButton.current?.focus();
  };

  return (
    <div className="space-y-3">
      <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="mb-1 text-sm text-slate-600">{t('quizForm.accepted.legend')}</legend>
        {answers.map((_, k) => {
          const answerError = (answerErrors as Record<number, { message?: string } | undefined> | undefined)?.[k]
            ?.message;
          return (
            <div key={k} className="space-y-1">
              <div className="flex items-center gap-3">
                <input
                  className={fieldClasses(answerError)}
                  placeholder={k === 0 ? t('quizForm.accepted.firstPlaceholder') : t('quizForm.accepted.placeholder')}
                  aria-label={t('quizForm.accepted.aria', { number: k + 1 })}
                  maxLength={QuestionKindLimits.typedAnswerMax}
                  aria-invalid={answerError ? true : undefined}
                  aria-describedby={answerError ? `${id}-a${k}-error` : undefined}
                  {...register(`${path}.${k}`)}
                />
                <Button
                  variant="ghost"
                  className="px-2"
                  onClick={() => remove(k)}
                  aria-label={t('quizForm.accepted.remove', { number: k + 1 })}
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                </Button>
              </div>
              <ErrorText id={`${id}-a${k}-error`} message={answerError} />
            </div>
          );
        })}
        <ErrorText id={`${id}-error`} message={error} />
        <button
          ref={addButton}
          type="button"
          className={buttonClasses('ghost')}
          onClick={add}
          disabled={answers.length >= QuestionKindLimits.acceptedAnswersMax}
        >
          <Plus className="h-4 w-4" aria-hidden="true" /> {t('quizForm.accepted.add')}
        </button>
      </fieldset>
      <div className="space-y-1">
        <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            className="h-4 w-4 accent-brand-600"
            aria-describedby={`${id}-diacritics-hint`}
            {...register(`questions.${i}.matchDiacritics`)}
          />
          {t('quizForm.accepted.diacritics')}
        </label>
        <p id={`${id}-diacritics-hint`} className="pl-6 text-xs text-slate-500">
          {t('quizForm.accepted.diacriticsHint')}
        </p>
      </div>
    </div>
  );
}
