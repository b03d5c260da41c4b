import { useQuery } from '@tanstack/react-query';
import { RoomLimits } from '@quiz/contract/limits';
import { api } from '../../../lib/api-client';
import { roomKeys } from './keys';

export const getRoomSettings = () =>
  api<{ success: true; data: { maxParticipants: number } }>('/rooms/settings').then((r) => r.data);

/** The operator's cap on participants; the spec's 50 until it is known or when it cannot be read. */
export function useMaxParticipants(): number {
  const settings = useQuery({ queryKey: roomKeys.settings, queryFn: getRoomSettings, staleTime: 5 * 60_000 });
  return settings.data?.maxParticipants ?? RoomLimits.participantsMaxDefault;
}
