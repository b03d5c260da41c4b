import { useQuery } from '@tanstack/react-query';
import type { ChatMessage } from '@quiz/contract/rooms';
import { api } from '../../../lib/api-client';
import { roomKeys } from './keys';

/** The room's recent chat, oldest first; a failure reads as no history (SPEC §8). Read afresh by each panel. */
export const getRoomMessages = (roomId: string) =>
  api<ChatMessage[]>(`/chats/room/${encodeURIComponent(roomId)}/messages`).catch(() => [] as ChatMessage[]);

export const useRoomMessages = (roomId: string, enabled: boolean) =>
  useQuery({
    queryKey: roomKeys.messages(roomId),
    queryFn: () => getRoomMessages(roomId),
    enabled,
  });
