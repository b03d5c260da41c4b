/** The host's lobby controls: lock or unlock the room, remove a player for good. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Room } from '@quiz/contract/rooms';
import { api } from '../../../lib/api-client';
import { roomKeys } from './keys';

type RoomReply = { success: true; data: Room; message: string };

export const lockRoom = ({ code, locked }: { code: string; locked: boolean }) =>
  api<RoomReply>(`/rooms/${encodeURIComponent(code)}/lock`, { method: 'POST', body: { locked } });

export const removeParticipant = ({ code, participantId }: { code: string; participantId: string }) =>
  api<RoomReply>(`/rooms/${encodeURIComponent(code)}/participants/${encodeURIComponent(participantId)}`, {
    method: 'DELETE',
  });

function useRoomMutation<V>(mutationFn: (variables: V) => Promise<RoomReply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: ({ data }) => queryClient.setQueryData(roomKeys.detail(data.code), data),
  });
}

export const useLockRoom = () => useRoomMutation(lockRoom);
export const useRemoveParticipant = () => useRoomMutation(removeParticipant);
