/**
 * The text box and Send button under a chat. Sending is the caller's: this only says when it may happen. A text
 * past the limit is not cut (a paste would lose its end unseen): it says how long it is and cannot be sent.
 */
import { useId } from 'react';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface ChatComposerProps {
  value: string;
  /** Every change, which is also a keystroke for the typing signal. */
  onChange(value: string): void;
  onSend(): void;
  canSend: boolean;
  maxLength: number;
}

/** From this share of the limit on, the count shows. */
const nearLimit = 0.9;

export function ChatComposer({ value, onChange, onSend, canSend, maxLength }: ChatComposerProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const length = value.trim().length;
  const tooLong = length > maxLength;
  const sendable = canSend && !tooLong;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (sendable) onSend();
      }}
      className="flex flex-wrap gap-2 border-t border-slate-200 p-3"
    >
      <input
        aria-label={t('chat.message')}
        value={value}
        aria-invalid={tooLong || undefined}
        aria-describedby={length >= maxLength * nearLimit ? hintId : undefined}
        placeholder={t('chat.placeholder')}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
      />
      <button
        type="submit"
        aria-label={t('chat.send')}

        disabled={!sendable}
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg bg-brand-600 px-3 text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-brand-600/50"
      >
        <Send className="h-4 w-4" aria-hidden="true" />
      </button>
      {length >= maxLength * nearLimit && (
        <p
          id={hintId}
          aria-live="polite"
          className={tooLong ? 'w-full text-xs font-medium text-red-700' : 'w-full text-xs text-slate-500'}
        >
          {tooLong
            ? t('chat.tooLong', { count: length, max: maxLength })
            : t('chat.characterCount', { count: length, max: maxLength })}
        </p>
      )}
    </form>
  );
}
