/** The class code box: upper case, no spaces, 6 characters, big and spaced. */
import { useTranslation } from 'react-i18next';
import { ClassLimits } from '@quiz/contract/classes';
import { FormField } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import { normalizeClassCode } from '../lib/links';

interface ClassCodeFieldProps {
  value: string;
  error: string | undefined;
  onChange(code: string): void;
  className?: string;
  autoFocus?: boolean;
  hint?: string;
}

export function ClassCodeField({ value, error, onChange, className, autoFocus, hint }: ClassCodeFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField
      label={t('classes.code.label')}
      placeholder="ABC123"
      maxLength={ClassLimits.codeLength}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      autoFocus={autoFocus}
      className={cn(
        '[&_input]:min-h-11 [&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.3em] [&_input]:uppercase',
        className,
      )}
      hint={hint ?? t('classes.code.hint')}
      error={error}
      value={value}
      onChange={(event) => onChange(normalizeClassCode(event.target.value))}
    />
  );
}
