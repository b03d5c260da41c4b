/** The classes to assign to: the teacher's own that are not archived, ticked as they choose. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassSummary } from '@quiz/contract/classes';
import { localize } from '../../../i18n/messages';
import type { AssignForm } from './assignment-fields';

export function ClassChoice({ form, classes }: { form: AssignForm; classes: ClassSummary[] }) {
  const { t } = useTranslation();
  const chosen = form.watch('classIds');
  const error = form.formState.errors.classIds?.message;
  const errorId = useId();
  const toggle = (classId: string, on: boolean) =>
    form.setValue('classIds', on ? [...chosen, classId] : chosen.filter((id) => id !== classId), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{t('assignments.form.classes')}</legend>
      {classes.length === 0 ? (
        <p className="text-sm text-slate-600">{t('assignments.form.noClasses')}</p>
      ) : (
        <div className="grid sm:grid-cols-2">
          {classes.map((klass) => (
            <label key={klass._id} className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
              <input
                type="checkbox"
                className="h-4 w-4 shrink-0 accent-brand-600"
                checked={chosen.includes(klass._id)}
                aria-invalid={error ? true : undefined}
                onChange={(event) => toggle(klass._id, event.target.checked)}
              />
              <span className="wrap-anywhere">{klass.name}</span>
            </label>
          ))}
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {localize(error)}
        </p>
      )}
    </fieldset>
  );
}
