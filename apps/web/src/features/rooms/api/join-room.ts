import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Room } from '@quiz/contract/rooms';
import { api } from '../../../lib/api-client';
import { roomKeys } from './keys';

export const joinRoom = (code: string) =>
  api<{ success: true; data: Room }>(`/rooms/${encodeURIComponent(code)}/join`, { method: 'POST' }).then((r) => r.data);

export function useJoinRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinRoom,
    onSuccess: (room) => queryClient.setQueryData(roomKeys.detail(room.code), room),
  });
}
