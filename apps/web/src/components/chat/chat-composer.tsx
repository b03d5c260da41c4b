/** The text box and Send button under a chat. Sending is the caller's: this only says when it may happen. */
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

export function ChatComposer({ value, onChange, onSend, canSend, maxLength }: ChatComposerProps) {
  const { t } = useTranslation();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) onSend();
      }}
      className="flex gap-2 border-t border-slate-200 p-3"
    >
      <input
        aria-label={t('chat.message')}
        value={value}
        maxLength={maxLength}
        placeholder={t('chat.placeholder')}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
      />
      <button
        type="submit"
        aria-label={t('chat.send')}

        disabled={!canSend}
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg bg-brand-600 px-3 text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-brand-600/50"
      >
        <Send className="h-4 w-4" aria-hidden="true" />
      </button>
    </form>
  );
}
