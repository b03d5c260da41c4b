/** A join-code box (a room's, a class's): upper case, no spaces, its length at most, big and spaced. */
import { FormField } from './form-field';
import { cn } from '../../lib/cn';

export interface CodeFieldProps {
  value: string;
  error: string | undefined;
  onChange(code: string): void;
  className?: string;
  autoFocus?: boolean;
}

interface Props extends CodeFieldProps {
  label: string;
  hint: string;
  placeholder: string;
  /** The code's text as typed, made a code (upper case, no spaces, cut to its length). */
  normalize(text: string): string;
  length: number;
}

export function CodeField({
  label,
  hint,
  placeholder,
  normalize,
  length,
  value,
  error,
  onChange,
  className,
  autoFocus,
}: Props) {
  return (
    <FormField
      label={label}
      placeholder={placeholder}
      maxLength={length}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      autoFocus={autoFocus}
      className={cn(
        '[&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.3em] [&_input]:uppercase',
        className,
      )}
      hint={hint}
      error={error}
      value={value}
      onChange={(event) => onChange(normalize(event.target.value))}
    />
  );
}
