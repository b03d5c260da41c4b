/** The manual quiz form, shared by create and edit; validated by the contract's quizInput (see quiz-form-values). */
import { useEffect, useId, useRef } from 'react';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { QuizLimits, type QuestionKind } from '@quiz/contract/limits';
import { Messages } from '../../../i18n/messages';
import type { QuizInput } from '@quiz/contract/quizzes';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CategorySelect, CheckboxField, TextAreaField } from '../../../components/ui/fields';
import { FormField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { QuestionEditor } from './question-editor';
import {
  emptyQuestion,
  quizFormSchema,
  reshapeQuestion,
  toQuizInput,
  type ParsedQuiz,
  type QuizFormValues,
} from './quiz-form-values';

interface QuizFormProps {
  initial: QuizFormValues;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit(values: QuizInput): Promise<unknown>;
}

export function QuizForm({ initial, submitLabel, pendingLabel, pending, onSubmit }: QuizFormProps) {
  const form = useForm<QuizFormValues, unknown, ParsedQuiz>({
    resolver: zodResolver(quizFormSchema),
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, formState, setError, control } = form;
  const { errors } = formState;
  const questions = useFieldArray({ control, name: 'questions' });
  const description = form.watch('description') ?? '';
  const idPrefix = useId();
  const kindSelectId = (i: number) => `${idPrefix}-q${i}-kind`;

  // A new kind remounts the question's fields; the kind select gets the focus back once they are in place.
  const refocusKindOf = useRef<number | null>(null);
  useEffect(() => {
    if (refocusKindOf.current === null) return;
    document.getElementById(kindSelectId(refocusKindOf.current))?.focus();
    refocusKindOf.current = null;
  });

  const changeKind = (i: number, kind: QuestionKind) => {
    form.clearErrors([`questions.${i}.options`, `questions.${i}.acceptedAnswers`]);
    questions.update(i, reshapeQuestion(form.getValues(`questions.${i}`), kind));
    refocusKindOf.current = i;
  };

  const submit = form.handleSubmit(
    (values) =>
      onSubmit(toQuizInput(values)).catch((error: unknown) => {
        // Server-side field errors land at their fields, like the browser's own.
        if (error instanceof ApiError && error.fieldErrors) {
          for (const [field, message] of Object.entries(error.fieldErrors)) {
            setError(field as never, { type: 'server', message });
          }
        }
      }),
    () => {
      toast.error(Messages.checkRequiredFields);
    },
  );

  return (
    <FormProvider {...form}>
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
          {form.watch('isPublic') && (
            <CheckboxField label="Allow others to download with answers" {...register('allowAnswerDownload')} />
          )}
        </Card>

        {questions.fields.map((field, i) => (
          <QuestionEditor
            key={field.id}
            index={i}
            kindSelectId={kindSelectId(i)}
            onKindChange={(kind) => changeKind(i, kind)}
            onRemove={questions.fields.length > 1 ? () => questions.remove(i) : undefined}
          />
        ))}

        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            onClick={() => questions.append(emptyQuestion(), { focusName: 'content' })}
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
    </FormProvider>
  );
}
