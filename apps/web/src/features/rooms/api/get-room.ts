import { useQuery } from '@tanstack/react-query';
import type { Room } from '@quiz/contract/rooms';
import { api } from '../../../lib/api-client';
import { roomKeys } from './keys';

export const getRoom = (code: string) =>
  api<{ success: true; data: Room }>(`/rooms/${encodeURIComponent(code)}`).then((r) => r.data);

/** An empty code or the text 'undefined' is not a code (SPEC §5). */
export const isUsableRoomCode = (code: string | undefined): code is string =>
  Boolean(code && code.trim() !== '' && code.trim().toLowerCase() !== 'undefined');

/** Without the realtime connection, the room is polled this often until it completes. */
export const roomPollMs = 5000;

export const useRoom = (code: string | undefined, options: { poll?: boolean } = {}) =>
  useQuery({
    queryKey: roomKeys.detail(code ?? ''),
    queryFn: () => getRoom(code!),
    enabled: isUsableRoomCode(code),
    refetchInterval: (query) => (options.poll && query.state.data?.status !== 'completed' ? roomPollMs : false),
  });
