/** The manual quiz form, shared by create and edit; validated by the contract's quizInput schema. */
import { useFieldArray, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { Categories, QuizLimits } from '@quiz/contract/limits';
import { Messages } from '@quiz/contract/messages';
import { quizInput, type QuizInput } from '@quiz/contract/quizzes';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';

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

const inputClasses = (error?: unknown) =>
  cn(
    'block w-full rounded-lg border bg-white px-3 py-2 text-sm shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100',
    error ? 'border-red-400' : 'border-slate-300',
  );

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
        <div className="space-y-1">
          <label htmlFor="quiz-description" className="block text-sm font-medium text-slate-700">
            Description (optional)
          </label>
          <textarea
            id="quiz-description"
            rows={3}
            className={inputClasses(errors.description)}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby="quiz-description-error"
            {...register('description')}
          />
          <div className="flex justify-between">
            <ErrorText id="quiz-description-error" message={errors.description?.message} />
            <span className="ml-auto text-xs text-slate-500">
              {description.length}/{QuizLimits.descriptionMax}
            </span>
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1">
            <label htmlFor="quiz-category" className="block text-sm font-medium text-slate-700">
              Category
            </label>
            <select id="quiz-category" className={inputClasses(errors.category)} {...register('category')}>
              {Categories.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
          </div>
          <FormField
            label="Seconds per question"
            type="number"
            min={QuizLimits.timeLimitMin}
            max={QuizLimits.timeLimitMax}
            error={errors.timeLimit?.message}
            {...register('timeLimit', { valueAsNumber: true })}
          />
        </div>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <input type="checkbox" className="h-4 w-4 accent-brand-600" {...register('isPublic')} />
          Make this quiz public
        </label>
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
                className={inputClasses(questionErrors?.content)}
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
                        className={inputClasses(optionError)}
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
