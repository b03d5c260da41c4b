/** The room's chat panel (400 px high): history, live messages, sending with an optimistic copy, who is typing. */
import { useEffect, useRef, useState } from 'react';
import { AlertTriangle, MessageCircle, Send } from 'lucide-react';
import toast from 'react-hot-toast';
import { RoomLimits } from '@quiz/contract/limits';
import { Messages } from '@quiz/contract/messages';
import type { ChatMessage } from '@quiz/contract/rooms';
import { useSession } from '../../../app/session-context';
import { cn } from '../../../lib/cn';
import { request } from '../../../lib/socket';
import { useRoomMessages } from '../api/room-messages';
import { useRealtime } from '../hooks/use-realtime';
import { addIncoming, confirmSent, markFailed, mergeHistory, type ChatItem } from '../lib/chat-messages';

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

function typingText(names: string[]): string | null {
  if (names.length === 0) return null;
  if (names.length === 1) return `${names[0]} is typing...`;
  return `${names.join(', ')} are typing...`;
}

interface RoomChatProps {
  roomId: string;
  code: string;
  /** The user is a participant, so the history can be read. */
  ready: boolean;
}

export function RoomChat({ roomId, code, ready }: RoomChatProps) {
  const { session } = useSession();
  const me = session?._id;
  const { socket, connected } = useRealtime();
  const history = useRoomMessages(roomId, ready);
  const [messages, setMessages] = useState<ChatItem[]>([]);
  const [text, setText] = useState('');
  const [typers, setTypers] = useState<Record<string, string>>({});
  const listRef = useRef<HTMLOListElement>(null);
  const typingTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const typingSentAt = useRef(0);
  const stopTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const tempCounter = useRef(0);

  useEffect(() => {
    if (history.data) setMessages((current) => mergeHistory(history.data, current));
  }, [history.data]);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length]);

  useEffect(() => {
    if (!socket) return;
    const timers = typingTimers.current;
    const stopTyping = (senderId: string) => {
      clearTimeout(timers.get(senderId));
      timers.delete(senderId);
      setTypers((current) => {
        if (!(senderId in current)) return current;
        const { [senderId]: _gone, ...rest } = current;
        return rest;
      });
    };
    const onMessage = (message: ChatMessage) => {
      if (message.roomId !== roomId) return;
      setMessages((current) => addIncoming(current, message));
      stopTyping(message.sender._id);
    };
    const onTyping = (data: { senderId: string; senderName: string; roomCode?: string }) => {
      if (data.roomCode?.toUpperCase() !== code || data.senderId === me) return;
      setTypers((current) =>
        current[data.senderId] === data.senderName ? current : { ...current, [data.senderId]: data.senderName },
      );
      clearTimeout(timers.get(data.senderId));
      timers.set(
        data.senderId,
        setTimeout(() => stopTyping(data.senderId), RoomLimits.typingExpiryMs),
      );
    };
    const onStopTyping = (data: { senderId: string; roomCode?: string }) => {
      if (data.roomCode?.toUpperCase() === code) stopTyping(data.senderId);
    };
    socket.on('new-room-message', onMessage);
    socket.on('user-typing', onTyping);
    socket.on('user-stop-typing', onStopTyping);
    return () => {
      socket.off('new-room-message', onMessage);
      socket.off('user-typing', onTyping);
      socket.off('user-stop-typing', onStopTyping);
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    };
  }, [socket, roomId, code, me]);

  const stopTypingNow = () => {
    clearTimeout(stopTimer.current);
    stopTimer.current = undefined;
    if (typingSentAt.current && socket?.connected) socket.emit('stop-typing-room-chat', { roomCode: code });
    typingSentAt.current = 0;
  };

  // Leaving with a half-typed message: tell the others we stopped.
  const stopOnUnmount = useRef(stopTypingNow);
  useEffect(() => {
    stopOnUnmount.current = stopTypingNow;
  });
  useEffect(() => () => stopOnUnmount.current(), []);

  const onKeystroke = () => {
    if (!socket?.connected) return;
    // Repeated while typing so the others' indicator (which expires after 3 s) stays up, but not on every key.
    if (Date.now() - typingSentAt.current >= RoomLimits.typingStopMs) {
      socket.emit('typing-room-chat', { roomCode: code });
      typingSentAt.current = Date.now();
    }
    clearTimeout(stopTimer.current);
    stopTimer.current = setTimeout(stopTypingNow, RoomLimits.typingStopMs);
  };

  const content = text.trim();
  const canSend = connected && content !== '' && Boolean(session);

  const send = (event: React.FormEvent) => {
    event.preventDefault();
    if (!canSend || !socket || !session) return;
    const tempId = `temp-${Date.now()}-${tempCounter.current++}`;
    const temp: ChatItem = {
      _id: tempId,
      roomId,
      sender: {
        _id: session._id,
        username: session.username,
        displayName: session.displayName ?? null,
        profilePicture: session.profilePicture ?? null,
      },
      senderName: session.displayName || session.username,
      content,
      createdAt: new Date().toISOString(),
      isTemp: true,
    };
    setMessages((current) => [...current, temp]);
    setText('');
    stopTypingNow();
    request(socket, 'send-room-message', { roomCode: code, content }).then(
      (stored) => setMessages((current) => confirmSent(current, tempId, stored)),
      () => {
        setMessages((current) => markFailed(current, tempId));
        toast.error(Messages.chatSendFailed);
      },
    );
  };

  const typing = typingText(Object.values(typers));
  return (
    <section
      aria-label="Room chat"
      className="flex h-[400px] flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <h2 className="flex items-center gap-2 border-b border-slate-200 px-4 py-3 font-semibold text-slate-900">
        <MessageCircle className="h-5 w-5 text-brand-600" aria-hidden="true" /> Room Chat
      </h2>
      <ol
        ref={listRef}
        className="flex-1 space-y-3 overflow-y-auto px-4 py-3"
        aria-label="Chat history"
        aria-live="polite"
      >
        {messages.length === 0 && <li className="py-8 text-center text-sm text-slate-500">Chưa có tin nhắn nào.</li>}
        {messages.map((message) => {
          const own = message.sender._id === me;
          return (
            <li key={message._id} className={cn('flex flex-col', own ? 'items-end' : 'items-start')}>
              {!own && <span className="text-xs font-medium text-slate-500">{message.senderName}</span>}
              <div
                className={cn(
                  'flex max-w-[85%] items-start gap-1 rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap',
                  own ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-900',
                  message.failed && 'opacity-50',
                )}
              >
                {message.failed && (
                  <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-label="Not sent" role="img" />
                )}
                <span>{message.content}</span>
              </div>
              <span className="text-[11px] text-slate-400">
                {message.isTemp ? 'Đang gửi...' : message.failed ? 'Not sent' : time(message.createdAt)}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="h-5 px-4 text-xs text-slate-500 italic" aria-live="polite">
        {typing}
      </p>
      <form onSubmit={send} className="flex gap-2 border-t border-slate-200 p-3">
        <input
          aria-label="Message"
          value={text}
          maxLength={RoomLimits.chatMax}
          placeholder="Type a message..."
          onChange={(event) => {
            setText(event.target.value);
            onKeystroke();
          }}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
        />
        <button
          type="submit"
          aria-label="Send"
          disabled={!canSend}
          className="inline-flex items-center justify-center rounded-lg bg-brand-600 px-3 text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-brand-600/50"
        >
          <Send className="h-4 w-4" aria-hidden="true" />
        </button>
      </form>
    </section>
  );
}
