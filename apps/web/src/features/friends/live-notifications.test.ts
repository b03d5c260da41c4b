import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { Messages } from '@quiz/contract/messages';
import type { FriendRequest, SearchResult } from '@quiz/contract/social';
import type { RealtimeSocket } from '../../lib/socket';
import { fake } from '../../test-utils/fake-socket';
import { friendKeys } from './api/keys';
import { listenForFriendEvents } from './live-notifications';

const person = (id: string) => ({ _id: id, username: id, displayName: id.toUpperCase(), profilePicture: null });
const request = (id: string, from: string): FriendRequest => ({
  _id: id,
  sender: person(from),
  receiver: person('ann'),
  createdAt: '2025-05-01T10:00:00.000Z',
});
const socket = () => fake.socket as unknown as RealtimeSocket;

let queryClient: QueryClient;
beforeEach(() => {
  fake.reset();
  queryClient = new QueryClient();
  vi.spyOn(toast, 'success').mockReturnValue('');
});
afterEach(() => vi.restoreAllMocks());

describe('listenForFriendEvents', () => {
  it('adds a new request to the list behind the badge, once, and marks the sender in searches', () => {
    queryClient.setQueryData<FriendRequest[]>(friendKeys.requests, [request('r1', 'bob')]);
    const results: SearchResult[] = [{ ...person('cara'), relationship: 'none' }];
    queryClient.setQueryData(friendKeys.search('ca'), results);
    listenForFriendEvents(socket(), queryClient);
    fake.receive('friend-request', request('r2', 'cara'));
    fake.receive('friend-request', request('r2', 'cara'));
    expect(queryClient.getQueryData<FriendRequest[]>(friendKeys.requests)!.map((r) => r._id)).toEqual(['r2', 'r1']);
    expect(queryClient.getQueryData<SearchResult[]>(friendKeys.search('ca'))![0]!.relationship).toBe(
      'request-received',
    );
  });

  it('refreshes the friends list when a request is accepted, and says so', () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    listenForFriendEvents(socket(), queryClient);
    fake.receive('friend-accepted', { friend: person('bob') });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: friendKeys.list });
    expect(toast.success).toHaveBeenCalledWith(Messages.becameFriends, expect.anything());
  });

  it('stops listening when asked', () => {
    queryClient.setQueryData<FriendRequest[]>(friendKeys.requests, []);
    const stop = listenForFriendEvents(socket(), queryClient);
    stop();
    fake.receive('friend-request', request('r3', 'dan'));
    expect(queryClient.getQueryData<FriendRequest[]>(friendKeys.requests)).toEqual([]);
  });
});
