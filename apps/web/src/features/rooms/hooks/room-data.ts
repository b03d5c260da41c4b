/** A room-data broadcast applied to the room a screen holds (the query cache's `roomKeys.detail(code)`). */
import type { QueryClient } from '@tanstack/react-query';
import type { Room, RoomSnapshot } from '@quiz/contract/rooms';
import { roomKeys } from '../api/keys';

export function applyRoomData(queryClient: QueryClient, code: string, snapshot: RoomSnapshot, me: string | undefined) {
  const key = roomKeys.detail(code);
  const apply = () => {
    const current = queryClient.getQueryData<Room>(key);
    if (!current) return;
    queryClient.setQueryData<Room>(key, {
      ...current,
      status: snapshot.status,
      locked: snapshot.locked,
      hostAway: snapshot.hostAway,
      participantCount: snapshot.participantCount,
      participants: snapshot.participants ?? current.participants,
      isParticipant: current.isParticipant || Boolean(snapshot.participants?.some((p) => p.userId._id === me)),
    });
  };
  if (snapshot.status === 'completed' && queryClient.getQueryData<Room>(key)?.status !== 'completed') {
    const read = queryClient.invalidateQueries({ queryKey: key });
    if (!snapshot.participants) {
      // A big room's news of the end carries no standings: the room read afresh brings them, whole. Should that read
      // fail, the room is still shown finished, with the list it had.
      return read.finally(() => {
        if (queryClient.getQueryData<Room>(key)?.status !== 'completed') apply();
      });
    }
  }
  apply();
  return Promise.resolve();
}
