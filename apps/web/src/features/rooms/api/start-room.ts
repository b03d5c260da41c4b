import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Room } from '@quiz/contract/rooms';
import { api } from '../../../lib/api-client';
import { roomKeys } from './keys';

export const startRoom = (code: string) =>
  api<{ success: true; data: Room }>(`/rooms/${encodeURIComponent(code)}/start`, { method: 'POST' }).then(
    (r) => r.data,
  );

export function useStartRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startRoom,
    onSuccess: (room) => queryClient.setQueryData(roomKeys.detail(room.code), room),
  });
}
