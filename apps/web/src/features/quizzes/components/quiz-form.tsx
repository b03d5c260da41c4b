/** The manual quiz form, shared by create and edit; validated by the contract's quizInput schema. */
import { useFieldArray, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { QuizLimits } from '@quiz/contract/limits';
import { Messages } from '@quiz/contract/messages';
import { quizInput, type QuizInput } from '@quiz/contract/quizzes';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CategorySelect, CheckboxField, fieldClasses, TextAreaField } from '../../../components/ui/fields';
import { FormField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';

export type QuizFormValues = z.input<typeof quizInput>;
type Parsed = z.output<typeof quizInput>;

export const emptyQuestion = (): QuizFormValues['questions'][number] => ({
  content: '',
  options: Array.from({ length: QuizLimits.manualOptions }, () => ({ label: '', isCorrect: false })),
});

export const emptyQuiz = (): QuizFormValues => ({
  title: '',
  description: '',
  category: 'Other',
  isPublic: false,
  timeLimit: QuizLimits.defaultTimeLimit,
  questions: [emptyQuestion()],
});

interface QuizFormProps {
  initial: QuizFormValues;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit(values: QuizInput): Promise<unknown>;
}

function ErrorText({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="text-sm text-red-600">
      {message}
    </p>
  ) : null;
}

export function QuizForm({ initial, submitLabel, pendingLabel, pending, onSubmit }: QuizFormProps) {
  const form = useForm<QuizFormValues, unknown, Parsed>({
    resolver: zodResolver(quizInput),
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, formState, setValue, watch, setError } = form;
  const { errors, isSubmitted } = formState;
  const questions = useFieldArray({ control: form.control, name: 'questions' });
  const description = watch('description') ?? '';

  const submit = form.handleSubmit(
    (values) =>
      onSubmit(values).catch((error: unknown) => {
        // Server-side field errors land at their fields, like the browser's own.
        if (error instanceof ApiError && error.fieldErrors) {
          for (const [field, message] of Object.entries(error.fieldErrors)) {
            setError(field as never, { type: 'server', message });
          }
        }
      }),
    (_errors: FieldErrors<QuizFormValues>) => {
      toast.error(Messages.checkRequiredFields);
    },
  );

  const markCorrect = (questionIndex: number, optionIndex: number) => {
    const count = form.getValues(`questions.${questionIndex}.options`).length;
    for (let j = 0; j < count; j++) {
      setValue(`questions.${questionIndex}.options.${j}.isCorrect`, j === optionIndex, { shouldDirty: true });
    }
    // The "needs a correct answer" error belongs to the options as a whole: re-check them together.
    if (isSubmitted) void form.trigger(`questions.${questionIndex}.options`);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <Card className="space-y-4">
        <FormField
          label="Title"
          maxLength={QuizLimits.titleMax}
          error={errors.title?.message}
          placeholder="e.g. Capitals of Europe"
          {...register('title')}
        />
        <TextAreaField
          label="Description (optional)"
          error={errors.description?.message}
          counter={{ length: description.length, max: QuizLimits.descriptionMax }}
          {...register('description')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <CategorySelect error={errors.category} {...register('category')} />
          <FormField
            label="Seconds per question"
            type="number"
            min={QuizLimits.timeLimitMin}
            max={QuizLimits.timeLimitMax}
            error={errors.timeLimit?.message}
            {...register('timeLimit', { valueAsNumber: true })}
          />
        </div>
        <CheckboxField label="Make this quiz public" {...register('isPublic')} />
      </Card>

      {questions.fields.map((field, i) => {
        const questionErrors = errors.questions?.[i];
        const optionsError = questionErrors?.options as { message?: string; root?: { message?: string } } | undefined;
        const correctError = optionsError?.root?.message ?? optionsError?.message;
        return (
          <Card key={field.id} className="space-y-4" aria-label={`Question ${i + 1}`} role="group">
            <div className="flex items-center justify-between">
              <h2 className="font-semibold text-slate-900">Question {i + 1}</h2>
              {questions.fields.length > 1 && (
                <Button variant="ghost" onClick={() => questions.remove(i)} aria-label={`Delete question ${i + 1}`}>
                  <Trash2 className="h-4 w-4 text-red-600" aria-hidden="true" />
                </Button>
              )}
            </div>
            <div className="space-y-1">
              <label htmlFor={`q-${field.id}`} className="sr-only">
                Question {i + 1} text
              </label>
              <textarea
                id={`q-${field.id}`}
                rows={2}
                placeholder="Type the question"
                className={fieldClasses(questionErrors?.content)}
                aria-invalid={questionErrors?.content ? true : undefined}
                {...register(`questions.${i}.content`)}
              />
              <ErrorText id={`q-${field.id}-error`} message={questionErrors?.content?.message} />
            </div>
            <fieldset className="space-y-2">
              <legend className="mb-1 text-sm text-slate-600">Options — mark the correct answer</legend>
              {field.options.map((_, j) => {
                const optionError = questionErrors?.options?.[j]?.label?.message;
                return (
                  <div key={j} className="space-y-1">
                    <div className="flex items-center gap-3">
                      <input
                        type="radio"
                        name={`correct-${field.id}`}
                        className="h-4 w-4 accent-emerald-600"
                        aria-label={`Option ${j + 1} is correct`}
                        checked={Boolean(watch(`questions.${i}.options.${j}.isCorrect`))}
                        onChange={() => markCorrect(i, j)}
                      />
                      <input
                        className={fieldClasses(optionError)}
                        placeholder={`Option ${j + 1}`}
                        aria-label={`Question ${i + 1} option ${j + 1}`}
                        maxLength={QuizLimits.optionMax}
                        aria-invalid={optionError ? true : undefined}
                        {...register(`questions.${i}.options.${j}.label`)}
                      />
                    </div>
                    <div className="pl-7">
                      <ErrorText id={`q-${field.id}-o${j}-error`} message={optionError} />
                    </div>
                  </div>
                );
              })}
              <ErrorText id={`q-${field.id}-correct-error`} message={correctError} />
            </fieldset>
          </Card>
        );
      })}

      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          onClick={() => questions.append(emptyQuestion())}
          disabled={questions.fields.length >= QuizLimits.questionsMax}
        >
          <Plus className="h-4 w-4" aria-hidden="true" /> Add Question
        </Button>
        <div className="ml-auto flex gap-3">
          <Link to="/dashboard" className={buttonClasses('secondary')}>
            Cancel
          </Link>
          <Button type="submit" loading={pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
