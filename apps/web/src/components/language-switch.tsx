import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isLanguage, languageCodes, languageNames } from '@quiz/contract/languages';
import { currentLanguage } from '../i18n';
import { useChooseLanguage } from '../i18n/use-choose-language';
import { cn } from '../lib/cn';

/** English / Tiếng Việt, each named in itself and marked with its own lang for screen readers. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const choose = useChooseLanguage();
  return (
    <label className={cn('flex items-center gap-1 text-sm text-slate-700', className)}>
      <Languages className="hidden h-4 w-4 shrink-0 sm:block" aria-hidden="true" />
      <span className="sr-only">{t('language.label')}</span>
      <select
        value={currentLanguage()}
        onChange={(event) => isLanguage(event.target.value) && choose(event.target.value)}
        className="min-h-11 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        {languageCodes.map((code) => (
          <option key={code} value={code} lang={code}>
            {languageNames[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
