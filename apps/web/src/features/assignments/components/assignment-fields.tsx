/**
 * The rules of an assignment, in the assign dialog (and when editing one): when it opens and is due, late
 * hand-ins, attempts and which counts, timing, shuffling, and when students see the right answers.
 */
import { useId, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AnswerVisibilities, CountedAttempts } from '@quiz/contract/assignments';
import { formatDuration } from '../../../i18n/format';
import { localize } from '../../../i18n/messages';
import { FormField } from '../../../components/ui/form-field';
import { fieldClasses } from '../../../components/ui/fields';
import { AttemptChoices, type AssignFormValues, type AssignPayload } from '../lib/assign-form';
import { viewerTimeZone } from '../lib/local-time';

export type AssignForm = UseFormReturn<AssignFormValues, unknown, AssignPayload>;

const legendClasses = 'mb-1 text-sm font-medium text-slate-700';
const choiceClasses = 'flex min-h-11 items-center gap-3 rounded-lg text-sm text-slate-800';
const radioClasses = 'h-4 w-4 shrink-0 accent-brand-600';

const countsText = { best: 'assignments.form.countsBest', last: 'assignments.form.countsLast' } as const;
const answersText = {
  after_attempt: 'assignments.form.answersAfterAttempt',
  after_due: 'assignments.form.answersAfterDue',
  never: 'assignments.form.answersNever',
} as const;

function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="text-sm text-red-600">
      {localize(error)}
    </p>
  );
}

/** A checkbox with a line under it saying what it does. */
function Toggle({ label, hint, children }: { label: string; hint: string; children: (hintId: string) => ReactNode }) {
  const hintId = useId();
  return (
    <div>
      <label className={choiceClasses}>
        {children(hintId)}
        <span className="font-medium">{label}</span>
      </label>
      <p id={hintId} className="-mt-2 pl-7 text-xs text-slate-500">
        {hint}
      </p>
    </div>
  );
}

export function AssignmentFields({ form, timedSeconds }: { form: AssignForm; timedSeconds?: number }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const late = form.watch('late');
  const attempts = form.watch('attempts');
  const attemptsId = useId();
  const countsErrorId = useId();
  const attemptsErrorId = useId();
  return (
    <>
      <p className="text-xs text-slate-500">{t('assignments.form.timeZone', { zone: viewerTimeZone() })}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          type="datetime-local"
          label={t('assignments.form.opensAt')}
          hint={t('assignments.form.opensHint')}
          error={errors.opensAt?.message}
          className="[&_input]:min-h-11"
          {...form.register('opensAt')}
        />
        <FormField
          type="datetime-local"
          label={t('assignments.form.dueAt')}
          error={errors.dueAt?.message}
          className="[&_input]:min-h-11"
          {...form.register('dueAt')}
        />
      </div>

      <fieldset>
        <legend className={legendClasses}>{t('assignments.form.late')}</legend>
        <label className={choiceClasses}>
          <input type="radio" value="none" className={radioClasses} {...form.register('late')} />
          {t('assignments.form.lateNone')}
        </label>
        <label className={choiceClasses}>
          <input type="radio" value="until" className={radioClasses} {...form.register('late')} />
          {t('assignments.form.lateUntil')}
        </label>
        {late === 'until' && (
          <FormField
            type="datetime-local"
            label={t('assignments.form.closesAt')}
            hint={t('assignments.form.closesHint')}
            error={errors.closesAt?.message}
            className="pl-7 [&_input]:min-h-11"
            {...form.register('closesAt')}
          />
        )}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={attemptsId} className="block text-sm font-medium text-slate-700">
            {t('assignments.form.attempts')}
          </label>
          <select
            id={attemptsId}
            className={`${fieldClasses(errors.attempts)} min-h-11`}
            aria-invalid={errors.attempts ? true : undefined}
            aria-describedby={errors.attempts ? attemptsErrorId : undefined}
            {...form.register('attempts')}
          >
            {AttemptChoices.map((choice) => (
              <option key={choice} value={choice}>
                {choice === 'unlimited' ? t('assignments.form.unlimited') : choice}
              </option>
            ))}
          </select>
          <FieldError id={attemptsErrorId} error={errors.attempts?.message} />
        </div>
        {attempts !== '1' && (
          <fieldset aria-describedby={errors.counts ? countsErrorId : undefined}>
            <legend className={legendClasses}>{t('assignments.form.counts')}</legend>
            {CountedAttempts.map((counts) => (
              <label key={counts} className={choiceClasses}>
                <input type="radio" value={counts} className={radioClasses} {...form.register('counts')} />
                {t(countsText[counts])}
              </label>
            ))}
            <FieldError id={countsErrorId} error={errors.counts?.message} />
          </fieldset>
        )}
      </div>

      <div>
        <Toggle
          label={t('assignments.form.timed')}
          hint={
            timedSeconds === undefined
              ? t('assignments.form.timedHint')
              : t('assignments.form.timedHintTime', { time: formatDuration(timedSeconds) })
          }
        >
          {(hintId) => (
            <input type="checkbox" className={radioClasses} aria-describedby={hintId} {...form.register('timed')} />
          )}
        </Toggle>
        <Toggle label={t('assignments.form.shuffle')} hint={t('assignments.form.shuffleHint')}>
          {(hintId) => (
            <input type="checkbox" className={radioClasses} aria-describedby={hintId} {...form.register('shuffle')} />
          )}
        </Toggle>
      </div>

      <fieldset>
        <legend className={legendClasses}>{t('assignments.form.showAnswers')}</legend>
        {AnswerVisibilities.map((visibility) => (
          <label key={visibility} className={choiceClasses}>
            <input type="radio" value={visibility} className={radioClasses} {...form.register('showAnswers')} />
            {t(answersText[visibility])}
          </label>
        ))}
      </fieldset>
    </>
  );
}
