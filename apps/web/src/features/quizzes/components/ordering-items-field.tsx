/** An ordering question's items, written in the correct order; Move up / Move down reorder them from the keyboard. */
import { useEffect, useId, useRef, useState } from 'react';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QuestionKindLimits, QuizLimits } from '@quiz/contract/limits';
import { Button } from '../../../components/ui/button';
import { fieldClasses } from '../../../components/ui/fields';
import { cn } from '../../../lib/cn';
import { ErrorText, listError } from './error-text';
import { FormulaButton } from './formula-button';
import type { QuizFormValues } from './quiz-form-values';
import { WithPreview } from './rich-preview';

type Direction = 'up' | 'down';

/** 44 px: a finger's target (WCAG 2.5.5). */
const touchTarget = 'min-h-11 min-w-11 px-2';

export function OrderingItemsField({ index: i }: { index: number }) {
  const { t } = useTranslation();
  const { control, register, setFocus } = useFormContext<QuizFormValues>();
  const { errors } = useFormState({ control, name: `questions.${i}.options` });
  const items = useFieldArray({ control, name: `questions.${i}.options` });
  const values = useWatch({ control, name: `questions.${i}.options` }) ?? [];
  const id = useId();
  const [announcement, setAnnouncement] = useState('');
  const itemErrors = errors.questions?.[i]?.options;
  const error = listError(itemErrors);
  const count = items.fields.length;

  // Reordering may move the focused button's node, which loses the focus: give it back after the render.
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    if (refocus.current === null) return;
    document.getElementById(refocus.current)?.focus();
    refocus.current = null;
  });

  const nameOf = (j: number) => values[j]?.label.trim() || t('quizForm.items.defaultName', { number: j + 1 });
  const buttonId = (key: string, direction: Direction) => `${id}-${key}-${direction}`;

  const move = (j: number, direction: Direction) => {
    const to = direction === 'up' ? j - 1 : j + 1;
    const field = items.fields[j];
    if (!field || to < 0 || to >= count) return;
    const name = nameOf(j);
    items.move(j, to);
    refocus.current = buttonId(field.id, direction);
    setAnnouncement(
      t('quizForm.items.moved', {
        name: `${name.charAt(0).toUpperCase()}${name.slice(1)}`,
        position: to + 1,
        total: count,
      }),
    );
  };

  const remove = (j: number) => {
    items.remove(j);
    setFocus(`questions.${i}.options.${Math.max(0, j - 1)}.label`);
  };

  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm text-slate-600">{t('quizForm.items.legend')}</legend>
      {items.fields.map((field, j) => {
        const itemError = itemErrors?.[j]?.label?.message;
        const name = nameOf(j);
        const itemName = t('quizForm.items.aria', { question: i + 1, item: j + 1 });
        const itemPlace = t('quizForm.richText.place.item', { question: i + 1, item: j + 1 });
        return (
          <div key={field.id} className="space-y-1">
            {/* On a phone the item's text has the row to itself, and its buttons go under it. */}
            <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-2">
              <div className="flex min-w-0 flex-1 items-start gap-2">
                <span
                  className="flex min-h-11 w-6 shrink-0 items-center justify-end text-sm font-semibold text-slate-500"
                  aria-hidden="true"
                >
                  {j + 1}.
                </span>
                <WithPreview text={values[j]?.label ?? ''} place={itemPlace} inline>
                  <div className="flex items-center gap-1">
                    <input
                      id={`${id}-i${j}`}
                      className={fieldClasses(itemError)}
                      placeholder={t('quizForm.items.placeholder', { number: j + 1 })}
                      aria-label={itemName}
                      maxLength={QuizLimits.optionMax}
                      aria-invalid={itemError ? true : undefined}
                      aria-describedby={itemError ? `${id}-i${j}-error` : undefined}
                      {...register(`questions.${i}.options.${j}.label`)}
                    />
                    <FormulaButton
                      name={`questions.${i}.options.${j}.label`}
                      fieldId={`${id}-i${j}`}
                      place={itemPlace}
                    />
                  </div>
                </WithPreview>
              </div>
              <div className="flex shrink-0 justify-end">
                {(['up', 'down'] as const).map((direction) => {
                  // At the ends the button stays focusable (aria-disabled), so the focus is not lost after a move.
                  const atEnd = direction === 'up' ? j === 0 : j === count - 1;
                  const Arrow = direction === 'up' ? ArrowUp : ArrowDown;
                  return (
                    <Button
                      key={direction}
                      id={buttonId(field.id, direction)}
                      variant="ghost"
                      className={cn(touchTarget, 'aria-disabled:cursor-not-allowed aria-disabled:opacity-40')}
                      aria-label={t(direction === 'up' ? 'questions.moveUp' : 'questions.moveDown', { name })}
                      aria-disabled={atEnd ? true : undefined}
                      onClick={() => move(j, direction)}
                    >
                      <Arrow className="h-4 w-4" aria-hidden="true" />
                    </Button>
                  );
                })}
                {count > QuestionKindLimits.orderingItemsMin && (
                  <Button
                    variant="ghost"
                    className={touchTarget}
                    onClick={() => remove(j)}
                    aria-label={t('quizForm.items.remove', { number: j + 1 })}
                  >
                    <X className="h-4 w-4" aria-hidden="true" />
                  </Button>
                )}
              </div>
            </div>
            <div className="pl-8">
              <ErrorText id={`${id}-i${j}-error`} message={itemError} />
            </div>
          </div>
        );
      })}
      <ErrorText id={`${id}-error`} message={error} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <Button
        variant="ghost"
        onClick={() => items.append({ label: '', isCorrect: false }, { focusName: 'label' })}
        disabled={count >= QuestionKindLimits.orderingItemsMax}
      >
        <Plus className="h-4 w-4" aria-hidden="true" /> {t('quizForm.items.add')}
      </Button>
    </fieldset>
  );
}
