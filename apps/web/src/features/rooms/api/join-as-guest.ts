import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuestJoin } from '@quiz/contract/rooms';
import { api } from '../../../lib/api-client';
import { saveGuestSession } from '../../../lib/guest-sessions';
import { roomKeys } from './keys';

/** /play: the code and a nickname; the guest session is kept for this room (a reload resumes with it). */
export const joinAsGuest = ({ code, nickname }: { code: string; nickname: string }) =>
  api<{ success: true; data: GuestJoin }>(`/rooms/${encodeURIComponent(code)}/guests`, {
    method: 'POST',
    body: { nickname },
  }).then((r) => r.data);

export function useJoinAsGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinAsGuest,
    onSuccess: ({ token, user, room }) => {
      saveGuestSession({ code: room.code, token, user });
      queryClient.setQueryData(roomKeys.detail(room.code), room);
    },
  });
}
