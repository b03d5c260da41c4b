/**
 * The open private chat with one friend: its history (and older pages), messages arriving live in every tab,
 * sending with a temporary copy, and typing both ways (SPEC §2 Chat, §4, §5).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { DirectMessage, Friend } from '@quiz/contract/social';
import { useSession } from '../../../app/session-context';
import { useRealtime } from '../../../app/use-realtime';
import {
  addIncoming,
  confirmSent,
  markFailed,
  mergeHistory,
  prependOlder,
  sendFailureText,
  tempMessage,
  type ChatItem,
} from '../../../lib/chat';
import { request } from '../../../lib/socket';
import { useTypingIndicator, useTypingSignal } from '../../../lib/use-typing';
import { getChatPage, postDirectMessage, useChatStart } from '../api/chat';
import { updateCachedFriend, useClearUnread } from '../api/get-friends';

/** After a message arrives in the open chat, it is read: the server is told so (by reading), once things settle. */
const markReadDelayMs = 1000;

export function useDirectChat(friend: Friend) {
  const { session } = useSession();
  const me = session?._id;
  const realtime = useRealtime();
  const { socket, connected } = realtime;
  const queryClient = useQueryClient();
  const clearUnread = useClearUnread();
  const start = useChatStart(friend);
  const chatId = start.data?.chatId ?? friend.chatId;
  const [messages, setMessages] = useState<ChatItem<DirectMessage>[]>([]);
  const [olderHasMore, setOlderHasMore] = useState<boolean | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const { typers, show: showTyping, hide: hideTyping } = useTypingIndicator();
  const { onKeystroke, stopNow: stopTypingNow } = useTypingSignal({
    canSignal: () => Boolean(socket?.connected),
    start: () => socket?.emit('typing-private', { receiverId: friend._id }),
    stop: () => socket?.emit('stop-typing-private', { receiverId: friend._id }),
  });

  // Opening the chat reads it.
  useEffect(() => {
    clearUnread(friend._id);
  }, [clearUnread, friend._id]);

  useEffect(() => {
    const data = start.data;
    if (!data) return;
    setMessages((current) => mergeHistory(data.messages, current));
    if (data.chatId && !friend.chatId) {
      const id = data.chatId;
      updateCachedFriend(queryClient, friend._id, (f) => ({ ...f, chatId: id }));
    }
  }, [start.data, friend._id, friend.chatId, queryClient]);

  // Back from a dropped connection: what the friend sent meanwhile came over no socket, so read the newest page.
  const link = useRef({ connected, dropped: false });
  const { refetch } = start;
  useEffect(() => {
    const seen = link.current;
    if (!connected && seen.connected) seen.dropped = true;
    if (connected && seen.dropped) {
      seen.dropped = false;
      void refetch();
    }
    seen.connected = connected;
  }, [connected, refetch]);

  const markReadTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(markReadTimer.current), []);

  useEffect(() => {
    if (!socket) return;
    const inThisChat = (message: DirectMessage) =>
      chatId ? message.chatId === chatId : message.sender._id === friend._id;
    const onMessage = (message: DirectMessage) => {
      if (!inThisChat(message)) return;
      setMessages((current) => addIncoming(current, message));
      if (message.sender._id !== friend._id || !chatId) return;
      hideTyping(friend._id);
      clearTimeout(markReadTimer.current);
      markReadTimer.current = setTimeout(() => void getChatPage(chatId, undefined, 1).catch(() => {}), markReadDelayMs);
    };
    // Typing events without a room code are private; those with one belong to a room's chat.
    const onTyping = (data: { senderId: string; senderName: string; roomCode?: string }) => {
      if (data.roomCode === undefined && data.senderId === friend._id) showTyping(data.senderId, data.senderName);
    };
    const onStopTyping = (data: { senderId: string; roomCode?: string }) => {
      if (data.roomCode === undefined) hideTyping(data.senderId);
    };
    socket.on('new-message', onMessage);
    socket.on('user-typing', onTyping);
    socket.on('user-stop-typing', onStopTyping);
    return () => {
      socket.off('new-message', onMessage);
      socket.off('user-typing', onTyping);
      socket.off('user-stop-typing', onStopTyping);
    };
  }, [socket, chatId, friend._id, showTyping, hideTyping]);

  const hasMore = olderHasMore ?? start.data?.hasMore ?? false;
  const loadOlder = useCallback(() => {
    const oldest = messages.find((m) => !m.isTemp && !m.failed);
    if (!chatId || !oldest || loadingOlder) return;
    setLoadingOlder(true);
    getChatPage(chatId, oldest._id)
      .then((page) => {
        setMessages((current) => prependOlder(page.messages, current));
        setOlderHasMore(page.hasMore);
      })
      // SPEC §8: history failures are silent; the button stays for another try.
      .catch(() => {})
      .finally(() => setLoadingOlder(false));
  }, [chatId, messages, loadingOlder]);

  /** Over the socket when connected, otherwise over HTTP once the chat is known. */
  const canReach = connected || chatId !== null;

  /** SPEC §5: ignored without a user or with blank text; the text goes trimmed. */
  const send = (text: string): boolean => {
    const content = text.trim();
    if (!session || content === '' || !canReach) return false;
    const temp: ChatItem<DirectMessage> = tempMessage(session, content, { chatId: chatId ?? '' });
    const tempId = temp._id;
    setMessages((current) => [...current, temp]);
    stopTypingNow();
    const sending =
      socket && connected
        ? request(socket, 'send-private-message', { receiverId: friend._id, content })
        : postDirectMessage(chatId!, content);
    sending.then(
      (stored) => setMessages((current) => confirmSent(current, tempId, stored)),
      (error: unknown) => {
        setMessages((current) => markFailed(current, tempId));
        toast.error(sendFailureText(error));
      },
    );
    return true;
  };

  return {
    me,
    realtime,
    messages,
    loading: start.isPending,
    hasMore,
    loadingOlder,
    loadOlder,
    canReach,
    send,
    onKeystroke,
    typingName: typers[friend._id] ?? null,
  };
}
