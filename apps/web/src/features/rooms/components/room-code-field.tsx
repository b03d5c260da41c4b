/** The room code box of /join-room and /play: upper case, no spaces, 6 characters, big and spaced. */
import { useTranslation } from 'react-i18next';
import { RoomLimits } from '@quiz/contract/limits';
import { FormField } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import { normalizeCodeInput } from '../lib/room-forms';

interface RoomCodeFieldProps {
  value: string;
  error: string | undefined;
  onChange(code: string): void;
  className?: string;
  autoFocus?: boolean;
}

export function RoomCodeField({ value, error, onChange, className, autoFocus }: RoomCodeFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField
      label={t('roomCode.label')}
      placeholder="ABCD12"
      maxLength={RoomLimits.codeLength}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      autoFocus={autoFocus}
      className={cn(
        '[&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.3em] [&_input]:uppercase',
        className,
      )}
      hint={t('roomCode.hint')}
      error={error}
      value={value}
      onChange={(event) => onChange(normalizeCodeInput(event.target.value))}
    />
  );
}
