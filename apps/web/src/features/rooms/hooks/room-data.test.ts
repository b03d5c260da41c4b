import { describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { Participant, Room, RoomSnapshot } from '@quiz/contract/rooms';
import { roomKeys } from '../api/keys';
import { applyRoomData } from './room-data';

const code = 'XK7P2Q';
const key = roomKeys.detail(code);
const person = (id: string, rank: number | null) =>
  ({ _id: `p-${id}`, userId: { _id: id }, rank }) as unknown as Participant;
const playing = { code, status: 'in_progress', locked: false, participantCount: 2, participants: [person('a', null)] };
const finished = { ...playing, status: 'completed', participants: [person('a', 1), person('b', 2)] };
const endNews: RoomSnapshot = { code, status: 'completed', locked: false, participantCount: 2, hostAway: false };

/** A screen showing the room: the query has an observer, so invalidating it reads the room again. */
function screen(read: () => Promise<unknown>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(key, playing);
  const observer = new QueryObserver(queryClient, { queryKey: key, queryFn: read, staleTime: Infinity });
  const stop = observer.subscribe(() => undefined);
  return { queryClient, stop };
}

describe("a big room's news of the end, which carries no standings", () => {
  it('shows the finished room as read afresh, standings and all', async () => {
    const { queryClient, stop } = screen(() => Promise.resolve(finished));
    await applyRoomData(queryClient, code, endNews, 'a');
    expect(queryClient.getQueryData<Room>(key)).toMatchObject({
      status: 'completed',
      participants: finished.participants,
    });
    stop();
  });

  it('still shows the room finished when that read fails', async () => {
    const { queryClient, stop } = screen(() => Promise.reject(new Error('Bad gateway')));
    await applyRoomData(queryClient, code, endNews, 'a');
    expect(queryClient.getQueryData<Room>(key)).toMatchObject({
      status: 'completed',
      participants: playing.participants,
    });
    stop();
  });

  it("takes a small room's standings from the news itself", async () => {
    const { queryClient, stop } = screen(() => new Promise(() => undefined));
    await applyRoomData(queryClient, code, { ...endNews, participants: finished.participants }, 'a');
    expect(queryClient.getQueryData<Room>(key)).toMatchObject({
      status: 'completed',
      participants: finished.participants,
    });
    stop();
  });
});
