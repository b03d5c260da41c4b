/** A private chat with a friend over HTTP: find it, read it a page at a time, and post when the socket is down. */
import { useQuery } from '@tanstack/react-query';
import { SocialLimits, type Chat, type DirectMessage, type Friend } from '@quiz/contract/social';
import { api } from '../../../lib/api-client';
import { friendKeys } from './keys';

export const getDirectChat = (userId: string) =>
  api<{ success: true; data: Pick<Chat, '_id' | 'participants'> }>(`/chats/direct/${encodeURIComponent(userId)}`).then(
    (r) => r.data,
  );

/** One page, oldest first; without `before` it is the newest page, and reading it marks the chat read. */
export const getChatPage = (chatId: string, before?: string, limit: number = SocialLimits.pageSize) => {
  const query = new URLSearchParams({ limit: String(limit) });
  if (before) query.set('before', before);
  return api<{ success: true; data: Chat }>(`/chats/${encodeURIComponent(chatId)}?${query}`).then((r) => r.data);
};

/** Under the id the browser gave it, so a message sent again is stored once. */
export const postDirectMessage = (chatId: string, content: string, clientMessageId: string) =>
  api<{ success: true; data: DirectMessage }>(`/chats/${encodeURIComponent(chatId)}/messages`, {
    method: 'POST',
    body: { content, clientMessageId },
  }).then((r) => r.data);

export interface ChatStart {
  /** Null when not even the chat could be found (e.g. no longer friends). */
  chatId: string | null;
  messages: DirectMessage[];
  hasMore: boolean;
}

/** The chat with a friend (made on first open) and its newest page; a failure reads as an empty history. */
export async function openChat(friend: Pick<Friend, '_id' | 'chatId'>): Promise<ChatStart> {
  let chatId = friend.chatId;
  try {
    chatId ??= (await getDirectChat(friend._id))._id;
    const page = await getChatPage(chatId);
    return { chatId, messages: page.messages, hasMore: page.hasMore };
  } catch {
    return { chatId, messages: [], hasMore: false };
  }
}

/** Read afresh each time a chat is opened, and not kept once it is closed (SPEC §2: opening clears the list). */
export const useChatStart = (friend: Pick<Friend, '_id' | 'chatId'>) =>
  useQuery({ queryKey: friendKeys.chat(friend._id), queryFn: () => openChat(friend), gcTime: 0 });
