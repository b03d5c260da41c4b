import { useQuery } from '@tanstack/react-query';
import { RoomLimits } from '@quiz/contract/limits';
import type { Room } from '@quiz/contract/rooms';
import { api, ApiError } from '../../../lib/api-client';
import { roomKeys } from './keys';

export const getRoom = (code: string) =>
  api<{ success: true; data: Room }>(`/rooms/${encodeURIComponent(code)}`).then((r) => r.data);

/** An empty code or the text 'undefined' is not a code (SPEC §5). */
export const isUsableRoomCode = (code: string | undefined): code is string =>
  Boolean(code && code.trim() !== '' && code.trim().toLowerCase() !== 'undefined');

export const useRoom = (code: string | undefined, options: { poll?: boolean } = {}) =>
  useQuery({
    queryKey: roomKeys.detail(code ?? ''),
    queryFn: () => getRoom(code!),
    enabled: isUsableRoomCode(code),
    refetchInterval: (query) =>
      options.poll && query.state.data?.status !== 'completed' ? RoomLimits.roomPollMs : false,
  });

/**
 * Whether the room cannot be shown: never read, or refused (a 4xx). A failed refetch with no answer or a 5xx (a
 * network blip, a server restarting) keeps the room last read on screen, beside the reconnect banner, so a game in
 * progress is not swapped for an error mid-question.
 */
export const roomUnreadable = (room: { data?: Room; isError: boolean; error: unknown }) =>
  !room.data || (room.isError && room.error instanceof ApiError && room.error.status >= 400 && room.error.status < 500);
