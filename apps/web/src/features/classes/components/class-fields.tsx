/** A class's fields, in the New class form and the class's settings: name, subject, grade or year, admission. */
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Admissions, ClassLimits, type classInput } from '@quiz/contract/classes';
import { FormField } from '../../../components/ui/form-field';

export type ClassFormInput = z.input<typeof classInput>;
export type ClassFormOutput = z.output<typeof classInput>;
export type ClassForm = UseFormReturn<ClassFormInput, unknown, ClassFormOutput>;

/** The fields a server's field errors may name. */
export const classFormFields = ['name', 'subject', 'grade', 'admission'] as const;

const admissionText = {
  automatic: { label: 'classes.form.automatic', hint: 'classes.form.automaticHint' },
  approval: { label: 'classes.form.approval', hint: 'classes.form.approvalHint' },
} as const;

export function ClassFields({ form }: { form: ClassForm }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <>
      <FormField
        label={t('classes.form.name')}
        maxLength={ClassLimits.nameMax}
        autoComplete="off"
        error={errors.name?.message}
        className="[&_input]:min-h-11"
        {...form.register('name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('classes.form.subject')}
          hint={t('classes.form.optional')}
          maxLength={ClassLimits.subjectMax}
          autoComplete="off"
          error={errors.subject?.message}
          className="[&_input]:min-h-11"
          {...form.register('subject')}
        />
        <FormField
          label={t('classes.form.grade')}
          hint={t('classes.form.optional')}
          maxLength={ClassLimits.gradeMax}
          autoComplete="off"
          error={errors.grade?.message}
          className="[&_input]:min-h-11"
          {...form.register('grade')}
        />
      </div>
      <fieldset className="space-y-1">
        <legend className="mb-1 text-sm font-medium text-slate-700">{t('classes.form.admission')}</legend>
        {Admissions.map((admission) => (
          <label key={admission} className="flex min-h-11 items-start gap-3 rounded-lg py-2 text-sm">
            <input
              type="radio"
              value={admission}
              className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
              {...form.register('admission')}
            />
            <span>
              <span className="block font-medium text-slate-800">{t(admissionText[admission].label)}</span>
              <span className="block text-slate-500">{t(admissionText[admission].hint)}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </>
  );
}
