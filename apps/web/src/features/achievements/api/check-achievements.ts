import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Messages } from '../../../i18n/messages';
import { ApiError } from '../../../lib/api-client';
import { request, type RealtimeSocket } from '../../../lib/socket';
import { achievementKeys } from './get-achievements';

/** Asks the server to apply the rules now (`check-achievements`); the answer lists what was newly unlocked. */
export function checkAchievements(socket: RealtimeSocket | null) {
  if (!socket) return Promise.reject(new ApiError(Messages.socketNotConnected, 0, 'network'));
  return request(socket, 'check-achievements', {});
}

export function useCheckAchievements(socket: RealtimeSocket | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => checkAchievements(socket),
    onSettled: () => queryClient.invalidateQueries({ queryKey: achievementKeys.all }),
  });
}
