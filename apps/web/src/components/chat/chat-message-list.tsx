/** The messages of a chat (room or private): own ones on the right, a temporary one "sending", a failed one dimmed. */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Messages } from '../../i18n/messages';
import { formatTime } from '../../i18n/format';
import type { ChatItem, ChatMessageBase } from '../../lib/chat';
import { cn } from '../../lib/cn';
import { Spinner } from '../ui/spinner';
import { Linkified } from './linkified';

interface ChatMessageListProps<M extends ChatMessageBase> {
  messages: ChatItem<M>[];
  /** The current user's id: their messages are right-aligned. */
  me: string | undefined;
  /** Name the sender above other people's messages (a room has many; a private chat needs none). */
  showSenderNames?: boolean;
  /** The history is still coming: a spinner rather than "no messages". */
  loading?: boolean;
  /** Above the messages, inside the scrolling area (e.g. "Load older messages"). */
  top?: ReactNode;
  /** How a sender is named (with showSenderNames); by default the name the message was sent under. */
  senderLabel?(message: ChatItem<M>): ReactNode;
  /** A message that did not go out can be sent again ("Tap to send again"). */
  onRetry?(message: ChatItem<M>): void;
}

export function ChatMessageList<M extends ChatMessageBase>({
  messages,
  me,
  showSenderNames = false,
  loading = false,
  top,
  senderLabel,
  onRetry,
}: ChatMessageListProps<M>) {
  const { t } = useTranslation();
  const boxRef = useRef<HTMLDivElement>(null);
  const firstId = messages[0]?._id;
  const lastId = messages.at(-1)?._id;
  const seen = useRef<{ firstId?: string; lastId?: string; height: number }>({ height: 0 });

  // New messages scroll to the bottom; an older page added on top keeps what the reader was looking at in place.
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const before = seen.current;
    const olderAdded = before.firstId !== undefined && firstId !== before.firstId && lastId === before.lastId;
    if (olderAdded) box.scrollTop += box.scrollHeight - before.height;
    else box.scrollTop = box.scrollHeight;
    seen.current = { firstId, lastId, height: box.scrollHeight };
  }, [firstId, lastId]);

  return (
    <div ref={boxRef} className="flex-1 overflow-y-auto px-4 py-3">
      {top}
      <ol className="space-y-3" aria-label={t('chat.history')} aria-live="polite">
        {messages.length === 0 && (
          <li className="py-8 text-center text-sm text-slate-500">
            {loading ? <Spinner className="h-6 w-6 text-brand-600" /> : Messages.noMessages}
          </li>
        )}
        {messages.map((message) => {
          const own = message.sender._id === me;
          return (
            <li key={message._id} className={cn('flex flex-col', own ? 'items-end' : 'items-start')}>
              {/* The spaces keep the name, text and time apart in the text content ("hi 11:05", not "hi11:05"). */}
              {showSenderNames && !own && (
                <span className="text-xs font-medium wrap-anywhere text-slate-500">
                  {senderLabel ? senderLabel(message) : message.senderName}{' '}
                </span>
              )}
              <div
                className={cn(
                  'flex max-w-[85%] items-start gap-1 rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap',
                  own ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-900',
                  message.failed && 'opacity-50',
                )}
              >
                {message.failed && (
                  <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-label={t('chat.notSent')} role="img" />
                )}
                <span className="min-w-0">
                  <Linkified text={message.content} />
                </span>
              </div>{' '}
              {message.failed && onRetry ? (
                <button
                  type="button"
                  onClick={() => onRetry(message)}
                  className="min-h-8 rounded px-1 text-xs font-semibold text-red-700 underline outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  {t('chat.tapToRetry')}
                </button>
              ) : (
                <span className="text-[11px] text-slate-400">
                  {message.isTemp
                    ? Messages.sending
                    : message.failed
                      ? t('chat.notSent')
                      : formatTime(message.createdAt)}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
