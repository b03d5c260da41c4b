/**
 * One question of the quiz form: its header (a line of its own when closed), then, when open, its kind, time, points,
 * text, the kind's own fields, its picture and its explanation.
 */
import { useId } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  QuestionKindLimits,
  QuestionKinds,
  QuestionPoints,
  QuizLimits,
  type QuestionKind,
} from '@quiz/contract/limits';
import { fieldClasses } from '../../../components/ui/fields';
import { FormField } from '../../../components/ui/form-field';
import { QuestionKindLabels } from '../../../components/questions/question-kind-labels';
import { cn } from '../../../lib/cn';
import { QuestionHeader, type QuestionActions } from './question-header';
import { QuestionImageField } from './question-image-field';
import { QuestionKindFields } from './question-kind-fields';
import { QuestionPointsLabels, type QuizFormValues } from './quiz-form-values';
import { RichTextArea } from './rich-text-area';

interface QuestionEditorProps {
  index: number;
  /** How many questions the quiz has: with several, each but the open one is one line. */
  count: number;
  open: boolean;
  onToggle(): void;
  headerId: string;
  kindSelectId: string;
  onKindChange(kind: QuestionKind): void;
  actions: QuestionActions;
}

const labelClasses = 'block text-sm font-medium text-slate-700';

/** Empty means "the quiz's seconds": null, not 0. */
const secondsOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

export function QuestionEditor({
  index: i,
  count,
  open,
  onToggle,
  headerId,
  kindSelectId,
  onKindChange,
  actions,
}: QuestionEditorProps) {
  const { t } = useTranslation();
  const { register, control } = useFormContext<QuizFormValues>();
  const { errors } = useFormState({ control, name: `questions.${i}` });
  const kind = useWatch({ control, name: `questions.${i}.kind` });
  const quizSeconds = useWatch({ control, name: 'timeLimit' });
  const id = useId();
  const questionErrors = errors.questions?.[i];
  const questionText = t('quizForm.questionText', { number: i + 1 });

  return (
    <div
      role="group"
      aria-label={t('quizForm.question', { number: i + 1 })}
      className={cn(
        'rounded-2xl bg-white shadow-sm ring-1 ring-slate-200',
        open ? 'space-y-4 p-4 sm:p-6' : 'px-2 py-1 sm:px-4 sm:py-2',
      )}
    >
      <QuestionHeader
        index={i}
        count={count}
        open={open}
        onToggle={onToggle}
        headerId={headerId}
        bodyId={`${id}-body`}
        kind={kind}
        hasError={Object.keys(questionErrors ?? {}).length > 0}
        actions={actions}
      />

      {/* A closed question's fields stay in the page, hidden: its picture's upload and its errors carry on. */}
      <div id={`${id}-body`} hidden={!open} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <div className="space-y-1">
            <label htmlFor={kindSelectId} className={labelClasses}>
              {t('quizForm.kind')}
            </label>
            <select
              id={kindSelectId}
              className={fieldClasses()}
              value={kind}
              onChange={(event) => onKindChange(event.target.value as QuestionKind)}
            >
              {QuestionKinds.map((k) => (
                <option key={k} value={k}>
                  {t(QuestionKindLabels[k])}
                </option>
              ))}
            </select>
          </div>
          <FormField
            label={t('quizForm.seconds')}
            type="number"
            min={QuestionKindLimits.timeMin}
            max={QuestionKindLimits.timeMax}
            placeholder={Number.isFinite(quizSeconds) ? String(quizSeconds) : undefined}
            hint={t('quizForm.secondsHint', {
              seconds: Number.isFinite(quizSeconds) ? quizSeconds : QuizLimits.defaultTimeLimit,
            })}
            error={questionErrors?.timeLimit?.message}
            {...register(`questions.${i}.timeLimit`, { setValueAs: secondsOrNull })}
          />
          <div className="space-y-1">
            <label htmlFor={`${id}-points`} className={labelClasses}>
              {t('quizForm.pointsLabel')}
            </label>
            <select id={`${id}-points`} className={fieldClasses()} {...register(`questions.${i}.points`)}>
              {QuestionPoints.map((p) => (
                <option key={p} value={p}>
                  {t(QuestionPointsLabels[p])}
                </option>
              ))}
            </select>
          </div>
        </div>

        <RichTextArea
          name={`questions.${i}.content`}
          id={`${id}-content`}
          label={questionText}
          hideLabel
          place={t('quizForm.richText.place.text', { question: i + 1 })}
          placeholder={t('quizForm.questionPlaceholder')}
          maxLength={QuizLimits.questionMax}
          error={questionErrors?.content?.message}
        />

        <QuestionKindFields index={i} kind={kind} />
        <QuestionImageField index={i} />

        <RichTextArea
          name={`questions.${i}.explanation`}
          id={`${id}-explanation`}
          label={t('quizForm.richText.explanation')}
          place={t('quizForm.richText.place.explanation', { question: i + 1 })}
          placeholder={t('quizForm.richText.explanationPlaceholder')}
          maxLength={QuestionKindLimits.explanationMax}
          error={questionErrors?.explanation?.message}
          counter
        />
      </div>
    </div>
  );
}
