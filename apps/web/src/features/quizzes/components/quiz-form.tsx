/** The manual quiz form, shared by create and edit; validated by the contract's quizInput (see quiz-form-values). */
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { QuizLimits } from '@quiz/contract/limits';
import { Messages } from '../../../i18n/messages';
import type { QuizInput } from '@quiz/contract/quizzes';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CheckboxField, TextAreaField } from '../../../components/ui/fields';
import { FormField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { CategorySelect } from '../../../components/category-select';
import { QuestionList, questionIndexes, useQuestionList } from './question-list';
import { quizFormSchema, toQuizInput, type ParsedQuiz, type QuizFormValues } from './quiz-form-values';

interface QuizFormProps {
  initial: QuizFormValues;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit(values: QuizInput): Promise<unknown>;
}

export function QuizForm({ initial, submitLabel, pendingLabel, pending, onSubmit }: QuizFormProps) {
  const { t } = useTranslation();
  const form = useForm<QuizFormValues, unknown, ParsedQuiz>({
    resolver: zodResolver(quizFormSchema),
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, formState, setError } = form;
  const { errors } = formState;
  const questions = useQuestionList(form);
  const description = form.watch('description') ?? '';
  const timedHintId = `${useId()}-timed-hint`;

  const submit = form.handleSubmit(
    (values) =>
      onSubmit(toQuizInput(values)).catch((error: unknown) => {
        // Server-side field errors land at their fields, like the browser's own.
        if (error instanceof ApiError && error.fieldErrors) {
          for (const [field, message] of Object.entries(error.fieldErrors)) {
            setError(field as never, { type: 'server', message });
          }
          questions.reveal(questionIndexes(Object.keys(error.fieldErrors)));
        }
      }),
    (invalid) => {
      // The first question with an error opens before react-hook-form focuses its field.
      questions.reveal(Object.keys(invalid.questions ?? {}).map(Number));
      toast.error(Messages.checkRequiredFields);
    },
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="space-y-6">
        <Card className="space-y-4">
          <FormField
            label={t('quizForm.title')}
            maxLength={QuizLimits.titleMax}
            error={errors.title?.message}
            placeholder={t('quizForm.titlePlaceholder')}
            {...register('title')}
          />
          <TextAreaField
            label={t('quizForm.description')}
            error={errors.description?.message}
            counter={{ length: description.length, max: QuizLimits.descriptionMax }}
            {...register('description')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <CategorySelect error={errors.category} {...register('category')} />
            <FormField
              label={t('quizForm.secondsPerQuestion')}
              type="number"
              min={QuizLimits.timeLimitMin}
              max={QuizLimits.timeLimitMax}
              error={errors.timeLimit?.message}
              {...register('timeLimit', { valueAsNumber: true })}
            />
          </div>
          <div className="space-y-1">
            <CheckboxField
              label={t('quizForm.timedAttempts')}
              aria-describedby={timedHintId}
              {...register('timedAttempts')}
            />
            <p id={timedHintId} className="ml-6 text-xs text-slate-600">
              {t('quizForm.timedAttemptsHint')}
            </p>
          </div>
          <CheckboxField label={t('quizForm.public')} {...register('isPublic')} />
          {form.watch('isPublic') && (
            <CheckboxField label={t('quizForm.allowDownload')} {...register('allowAnswerDownload')} />
          )}
        </Card>

        <QuestionList list={questions} />

        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" onClick={questions.add} disabled={questions.count >= QuizLimits.questionsMax}>
            <Plus className="h-4 w-4" aria-hidden="true" /> {t('quizForm.addQuestion')}
          </Button>
          <div className="ml-auto flex gap-3">
            <Link to="/dashboard" className={buttonClasses('secondary')}>
              {t('quizForm.cancel')}
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
