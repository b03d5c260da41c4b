/** The class code box of the card sign-in, the join page and the Classes tab. */
import { useTranslation } from 'react-i18next';
import { ClassLimits } from '@quiz/contract/classes';
import { CodeField, type CodeFieldProps } from '../../../components/ui/code-field';
import { cn } from '../../../lib/cn';
import { normalizeClassCode } from '../lib/links';

export function ClassCodeField({ hint, className, ...props }: CodeFieldProps & { hint?: string }) {
  const { t } = useTranslation();
  return (
    <CodeField
      {...props}
      className={cn('[&_input]:min-h-11', className)}
      label={t('classes.code.label')}
      hint={hint ?? t('classes.code.hint')}
      placeholder="ABC123"
      length={ClassLimits.codeLength}
      normalize={normalizeClassCode}
    />
  );
}
