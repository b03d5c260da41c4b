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
  markSending,
  mergeHistory,
  prependOlder,
  sendFailureText,
  tempMessage,
  type ChatItem,
} from '../../../lib/chat';
import { useOnReconnect } from '../../../lib/use-on-reconnect';
import { useTypingIndicator, useTypingSignal } from '../../../lib/use-typing';
import { getChatPage, useChatStart } from '../api/chat';
import { updateCachedFriend, useClearUnread } from '../api/get-friends';
import { watchOpenChat } from '../lib/open-chat';
import { keepUnsent, onSettled, postUnsent, readUnsent, sendUnsent, type UnsentMessage } from '../lib/unsent';

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

  // Opening the chat reads it; while it is open, its messages do not count as unread.
  useEffect(() => {
    clearUnread(friend._id);
    return watchOpenChat(friend._id);
  }, [clearUnread, friend._id]);

  // What did not go out before a reload is still here, not sent; it goes again when the connection is back.
  useEffect(() => {
    if (!session) return;
    const waiting = readUnsent(session._id).filter((m) => m.friendId === friend._id);
    if (waiting.length === 0) return;
    const sender = tempMessage(session, '', {});
    setMessages((current) => [
      ...current,
      ...waiting
        .filter((m) => !current.some((shown) => shown._id === m._id))
        .map((m) => ({ ...sender, ...m, chatId: chatId ?? '', isTemp: false, failed: true })),
    ]);
    // Only when the chat opens: later ones are in the list already.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [friend._id]);

  // However a waiting message ended (sent again on reconnecting, or refused), the chat shows it.
  useEffect(
    () =>
      onSettled((settled) => {
        if ('stored' in settled) setMessages((current) => confirmSent(current, settled._id, settled.stored));
        else {
          setMessages((current) => markFailed(current, settled._id));
          toast.error(sendFailureText(settled.refused));
        }
      }),
    [],
  );

  useEffect(() => {
    const data = start.data;
    if (!data) return;
    setMessages((current) => mergeHistory(data.messages, current));
    if (data.chatId && !friend.chatId) {
      const id = data.chatId;
      updateCachedFriend(queryClient, friend._id, (f) => ({ ...f, chatId: id }));
    }
  }, [start.data, friend._id, friend.chatId, queryClient]);

  // Back from a dropped connection, or connected for the first time after the history was read: what the friend
  // sent meanwhile came over no socket, so read the newest page.
  const { refetch } = start;
  useOnReconnect(connected, () => void refetch(), { first: true });

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

  /**
   * Sends a message under its own id, kept in this browser until the server has it: over the socket when
   * connected, otherwise over HTTP once the chat is known. A lost connection leaves it "not sent", to go again by
   * itself on reconnecting (the connection's notice says why, so no toast); a refusal says why.
   */
  const deliver = (message: UnsentMessage) => {
    if (!session) return;
    const me = session._id;
    keepUnsent(me, message);
    // However it ends (stored, or refused with the reason), onSettled above shows it.
    const sending = socket && connected ? sendUnsent(socket, me, message) : postUnsent(chatId!, me, message);
    void sending.then((outcome) => {
      if (!outcome.waiting) return;
      setMessages((current) => markFailed(current, message._id));
      // Without a connection its notice already says why; otherwise say it (no answer, too fast).
      if (socket?.connected) toast.error(sendFailureText(outcome.error));
    });
  };

  /** SPEC §5: ignored without a user or with blank text; the text goes trimmed. */
  const send = (text: string): boolean => {
    const content = text.trim();
    if (!session || content === '' || !canReach) return false;
    const temp: ChatItem<DirectMessage> = tempMessage(session, content, { chatId: chatId ?? '' });
    setMessages((current) => [...current, temp]);
    stopTypingNow();
    deliver({ _id: temp._id, friendId: friend._id, content, createdAt: temp.createdAt });
    return true;
  };

  /** "Tap to retry" on a message that did not go out. */
  const retry = (id: string) => {
    const message = messages.find((m) => m._id === id && m.failed);
    if (!message || !canReach) return;
    setMessages((current) => markSending(current, id));
    deliver({ _id: id, friendId: friend._id, content: message.content, createdAt: message.createdAt });
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
    retry,
    onKeystroke,
    typingName: typers[friend._id] ?? null,
  };
}
