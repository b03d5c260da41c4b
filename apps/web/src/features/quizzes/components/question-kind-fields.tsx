/** The fields a question's kind adds: choices (single, multiple, poll), True/False, accepted answers, or items. */
import { useId } from 'react';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QuizLimits, TrueFalseLabels, type QuestionKind } from '@quiz/contract/limits';
import { optionLabel } from '../../../components/questions/option-label';
import { Button } from '../../../components/ui/button';
import { fieldClasses } from '../../../components/ui/fields';
import { cn } from '../../../lib/cn';
import { AcceptedAnswersField } from './accepted-answers-field';
import { ErrorText, listError } from './error-text';
import { FormulaButton } from './formula-button';
import { OrderingItemsField } from './ordering-items-field';
import type { QuizFormValues } from './quiz-form-values';
import { WithPreview } from './rich-preview';

export function QuestionKindFields({ index, kind }: { index: number; kind: QuestionKind }) {
  switch (kind) {
    case 'true_false':
      return <TrueFalseField index={index} />;
    case 'typed':
      return <AcceptedAnswersField index={index} />;
    case 'ordering':
      return <OrderingItemsField index={index} />;
    default:
      return <ChoiceOptionsField index={index} kind={kind} />;
  }
}

/** A correct-answer mark's target: 44 × 44 px at least, for a finger on a phone (WCAG 2.5.5). */
const correctMark = 'flex min-h-11 min-w-11 cursor-pointer items-center rounded-lg hover:bg-emerald-50';

/** Marks options correct; the "needs a correct answer" error belongs to the options as a whole, so re-check them. */
function useCorrectMarks(i: number) {
  const { control, setValue, trigger } = useFormContext<QuizFormValues>();
  const { errors, isSubmitted } = useFormState({ control, name: `questions.${i}.options` });
  const options = useWatch({ control, name: `questions.${i}.options` }) ?? [];
  const set = (j: number, isCorrect: boolean) =>
    setValue(`questions.${i}.options.${j}.isCorrect`, isCorrect, { shouldDirty: true });
  const recheck = () => {
    if (isSubmitted) void trigger(`questions.${i}.options`);
  };
  return {
    options,
    errors: errors.questions?.[i]?.options,
    markOnly(j: number) {
      options.forEach((_, k) => set(k, k === j));
      recheck();
    },
    toggle(j: number, isCorrect: boolean) {
      set(j, isCorrect);
      recheck();
    },
  };
}

function TrueFalseField({ index: i }: { index: number }) {
  const { t } = useTranslation();
  const { options, errors, markOnly } = useCorrectMarks(i);
  const id = useId();
  const error = listError(errors);
  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm text-slate-600">{t('quizForm.whichCorrect')}</legend>
      <div className="flex gap-2">
        {TrueFalseLabels.map((label, j) => (
          <label key={label} className={cn(correctMark, 'gap-2 px-3 text-sm font-medium text-slate-800')}>
            <input
              type="radio"
              name={`${id}-correct`}
              className="h-4 w-4 accent-emerald-600"
              checked={Boolean(options[j]?.isCorrect)}
              onChange={() => markOnly(j)}
            />
            {optionLabel('true_false', label)}
          </label>
        ))}
      </div>
      <ErrorText id={`${id}-error`} message={error} />
    </fieldset>
  );
}

const choiceLegends = {
  single: 'quizForm.legends.single',
  multiple: 'quizForm.legends.multiple',
  poll: 'quizForm.legends.poll',
} as const;

function ChoiceOptionsField({ index: i, kind }: { index: number; kind: keyof typeof choiceLegends }) {
  const { t } = useTranslation();
  const { control, register, setFocus } = useFormContext<QuizFormValues>();
  const fields = useFieldArray({ control, name: `questions.${i}.options` });
  const { options, errors, markOnly, toggle } = useCorrectMarks(i);
  const id = useId();
  const error = listError(errors);
  const canRemove = fields.fields.length > QuizLimits.optionsMin;

  const remove = (j: number) => {
    fields.remove(j);
    setFocus(`questions.${i}.options.${Math.max(0, j - 1)}.label`);
  };

  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm text-slate-600">{t(choiceLegends[kind])}</legend>
      {fields.fields.map((field, j) => {
        const optionError = errors?.[j]?.label?.message;
        const isCorrect = Boolean(options[j]?.isCorrect);
        const optionName = t('quizForm.optionAria', { question: i + 1, option: j + 1 });
        const optionPlace = t('quizForm.richText.place.option', { question: i + 1, option: j + 1 });
        return (
          <div key={field.id} className="space-y-1">
            <div className="flex items-start gap-3">
              {kind !== 'poll' && (
                // The label around the mark is its 44 px target; the mark keeps its own name.
                <label className={cn(correctMark, 'shrink-0 justify-center')}>
                  <input
                    type={kind === 'single' ? 'radio' : 'checkbox'}
                    name={kind === 'single' ? `${id}-correct` : undefined}
                    className="h-4 w-4 accent-emerald-600"
                    aria-label={t('quizForm.optionCorrect', { number: j + 1 })}
                    checked={isCorrect}
                    onChange={(event) => {
                      if (kind === 'single') markOnly(j);
                      else toggle(j, event.target.checked);
                    }}
                  />
                </label>
              )}
              <WithPreview text={options[j]?.label ?? ''} place={optionPlace} inline>
                <div className="flex items-center gap-1">
                  <input
                    id={`${id}-o${j}`}
                    className={fieldClasses(optionError)}
                    placeholder={t('quizForm.optionPlaceholder', { number: j + 1 })}
                    aria-label={optionName}
                    maxLength={QuizLimits.optionMax}
                    aria-invalid={optionError ? true : undefined}
                    aria-describedby={optionError ? `${id}-o${j}-error` : undefined}
                    {...register(`questions.${i}.options.${j}.label`)}
                  />
                  <FormulaButton
                    name={`questions.${i}.options.${j}.label`}
                    fieldId={`${id}-o${j}`}
                    place={optionPlace}
                  />
                </div>
              </WithPreview>
              {canRemove && (
                <Button
                  variant="ghost"
                  className="min-h-11 min-w-11 px-2"
                  onClick={() => remove(j)}
                  aria-label={t('quizForm.removeOption', { number: j + 1 })}
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                </Button>
              )}
            </div>
            <div className={kind === 'poll' ? undefined : 'pl-14'}>
              <ErrorText id={`${id}-o${j}-error`} message={optionError} />
            </div>
          </div>
        );
      })}
      <ErrorText id={`${id}-error`} message={error} />
      <Button
        variant="ghost"
        onClick={() => fields.append({ label: '', isCorrect: false }, { focusName: 'label' })}
        disabled={fields.fields.length >= QuizLimits.optionsMax}
      >
        <Plus className="h-4 w-4" aria-hidden="true" /> {t('quizForm.addOption')}
      </Button>
    </fieldset>
  );
}
