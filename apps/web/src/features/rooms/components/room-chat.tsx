/** The room's chat panel (400 px high): history, live messages, sending with an optimistic copy, who is typing. */
import { useEffect, useMemo, useState } from 'react';
import { MessageCircle } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { RoomLimits } from '@quiz/contract/limits';
import type { ChatMessage } from '@quiz/contract/rooms';
import { useSession } from '../../../app/session-context';
import { useRealtime } from '../../../app/use-realtime';
import { ChatComposer } from '../../../components/chat/chat-composer';
import { ChatMessageList } from '../../../components/chat/chat-message-list';
import {
  addIncoming,
  confirmSent,
  markFailed,
  mergeHistory,
  sendFailureText,
  tempMessage,
  type ChatItem,
} from '../../../lib/chat';
import { request } from '../../../lib/socket';
import { useOnReconnect } from '../../../lib/use-on-reconnect';
import { useTypingIndicator, useTypingSignal } from '../../../lib/use-typing';
import { useRoomMessages } from '../api/room-messages';
import { nameLabels, type NamedPerson } from '../lib/display-names';
import { NameTag } from './name-tag';
import { useRoomTabs } from './room-panels';

function typingText(names: string[], t: TFunction): string | null {
  if (names.length === 0) return null;
  if (names.length === 1) return t('chat.typingOne', { name: names[0] });
  return t('chat.typingMany', { names: names.join(', ') });
}

interface RoomChatProps {
  roomId: string;
  code: string;
  /** The user is a participant, so the history can be read. */
  ready: boolean;
  /** The room's people, so that namesakes are told apart; the senders of the messages shown are added. */
  people?: readonly NamedPerson[];
}

export function RoomChat({ roomId, code, ready, people }: RoomChatProps) {
  const { t } = useTranslation();
  const { session } = useSession();
  const me = session?._id;
  const { socket, connected } = useRealtime();
  const history = useRoomMessages(roomId, ready);
  const [messages, setMessages] = useState<ChatItem<ChatMessage>[]>([]);
  const [text, setText] = useState('');
  const { typers, show: showTyping, hide: hideTyping } = useTypingIndicator();
  const { onKeystroke, stopNow: stopTypingNow } = useTypingSignal({
    canSignal: () => Boolean(socket?.connected),
    start: () => socket?.emit('typing-room-chat', { roomCode: code }),
    stop: () => socket?.emit('stop-typing-room-chat', { roomCode: code }),
  });

  useEffect(() => {
    if (history.data) setMessages((current) => mergeHistory(history.data, current));
  }, [history.data]);
  // Back from a lost connection: what the room said meanwhile came over no socket.
  const { refetch } = history;
  useOnReconnect(connected, () => ready && void refetch());

  const noteIncoming = useRoomTabs()?.noteIncoming;
  const labelOf = useMemo(() => nameLabels([...(people ?? []), ...messages.map((m) => m.sender)]), [people, messages]);

  useEffect(() => {
    if (!socket) return;
    const onMessage = (message: ChatMessage) => {
      if (message.roomId !== roomId) return;
      setMessages((current) => addIncoming(current, message));
      hideTyping(message.sender._id);
      if (message.sender._id !== me) noteIncoming?.();
    };
    const onTyping = (data: { senderId: string; senderName: string; roomCode?: string }) => {
      if (data.roomCode?.toUpperCase() !== code || data.senderId === me) return;
      showTyping(data.senderId, data.senderName);
    };
    const onStopTyping = (data: { senderId: string; roomCode?: string }) => {
      if (data.roomCode?.toUpperCase() === code) hideTyping(data.senderId);
    };
    socket.on('new-room-message', onMessage);
    socket.on('user-typing', onTyping);
    socket.on('user-stop-typing', onStopTyping);
    return () => {
      socket.off('new-room-message', onMessage);
      socket.off('user-typing', onTyping);
      socket.off('user-stop-typing', onStopTyping);
    };
  }, [socket, roomId, code, me, showTyping, hideTyping, noteIncoming]);

  const content = text.trim();
  const canSend = connected && content !== '' && Boolean(session);

  const send = () => {
    if (!canSend || !socket || !session) return;
    const temp: ChatItem<ChatMessage> = tempMessage(session, content, { roomId });
    const tempId = temp._id;
    setMessages((current) => [...current, temp]);
    setText('');
    stopTypingNow();
    request(socket, 'send-room-message', { roomCode: code, content }).then(
      (stored) => setMessages((current) => confirmSent(current, tempId, stored)),
      (error: unknown) => {
        setMessages((current) => markFailed(current, tempId));
        toast.error(sendFailureText(error));
      },
    );
  };

  const typing = typingText(Object.values(typers), t);
  return (
    <section
      aria-label={t('chat.roomChatLabel')}
      className="flex h-[400px] flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <h2 className="flex items-center gap-2 border-b border-slate-200 px-4 py-3 font-semibold text-slate-900">
        <MessageCircle className="h-5 w-5 text-brand-600" aria-hidden="true" /> {t('chat.roomChatTitle')}
      </h2>
      <ChatMessageList
        messages={messages}
        me={me}
        showSenderNames
        senderLabel={(message) => {
          const label = labelOf(message.sender);
          return (
            <>
              {label.name} <NameTag label={label} />
            </>
          );
        }}
      />
      <p className="h-5 px-4 text-xs text-slate-500 italic" aria-live="polite">
        {typing}
      </p>
      <ChatComposer
        value={text}
        onChange={(value) => {
          setText(value);
          onKeystroke();
        }}
        onSend={send}
        canSend={canSend}
        maxLength={RoomLimits.chatMax}
      />
    </section>
  );
}
