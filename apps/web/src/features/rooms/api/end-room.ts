import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Participant, Room } from '@quiz/contract/rooms';
import { api } from '../../../lib/api-client';
import { roomKeys } from './keys';

export const endRoom = (code: string) =>
  api<{ success: true; data: { room: Room; participants: Participant[] } }>(`/rooms/${encodeURIComponent(code)}/end`, {
    method: 'POST',
  }).then((r) => r.data);

export function useEndRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endRoom,
    onSuccess: ({ room }) => queryClient.setQueryData(roomKeys.detail(room.code), room),
  });
}
