import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldClasses } from '../../../components/ui/fields';
import { useClasses } from '../../classes';

/**
 * 'Played for': none, or one of the host's open classes (issue 38), whose gradebook then has the game as a column.
 * Shown only to someone who teaches a class.
 */
export function ClassField({ registration }: { registration: UseFormRegisterReturn }) {
  const { t } = useTranslation();
  const id = useId();
  const classes = (useClasses().data?.teaching ?? []).filter((c) => !c.archived);
  if (classes.length === 0) return null;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {t('rooms.create.forClass')}
      </label>
      <select id={id} className={fieldClasses()} {...registration}>
        <option value="">{t('rooms.create.noClass')}</option>
        {classes.map((c) => (
          <option key={c._id} value={c._id}>
            {c.name}
          </option>
        ))}
      </select>
      <p className="text-xs text-slate-500">{t('rooms.create.forClassHint')}</p>
    </div>
  );
}
