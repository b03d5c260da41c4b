/** The category select of the quiz forms: the stored value is the contract's name, the option reads translated. */
import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Categories } from '@quiz/contract/limits';
import { fieldClasses } from './ui/fields';
import { useCategoryName } from '../lib/category-name';

export const CategorySelect = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & { error?: unknown }
>(function CategorySelect({ id, error, ...props }, ref) {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <div className="space-y-1">
      <label htmlFor={fieldId} className="block text-sm font-medium text-slate-700">
        {t('categories.label')}
      </label>
      <select ref={ref} id={fieldId} className={fieldClasses(error)} {...props}>
        {Categories.map((category) => (
          <option key={category} value={category}>
            {categoryName(category)}
          </option>
        ))}
      </select>
    </div>
  );
});
