import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { Messages } from '@quiz/contract/messages';
import type { DirectMessage, Friend, FriendRequest, SearchResult } from '@quiz/contract/social';
import type { RealtimeSocket } from '../../lib/socket';
import { fake } from '../../test-utils/fake-socket';
import { storeTestSession } from '../../test-utils/render';
import { friendKeys } from './api/keys';
import { watchOpenChat } from './lib/open-chat';
import { keepUnsent } from './lib/unsent';
import { listenForFriendEvents } from './live-notifications';

vi.mock('../../lib/socket', async () => (await import('../../test-utils/fake-socket')).fakeSocketModule);
const unread = vi.hoisted(() => ({ total: 0 }));
vi.mock('../../lib/unread-messages', () => ({ setUnreadMessages: (count: number) => (unread.total = count) }));

const person = (id: string) => ({ _id: id, username: id, displayName: id.toUpperCase(), profilePicture: null });
const request = (id: string, from: string): FriendRequest => ({
  _id: id,
  sender: person(from),
  receiver: person('ann'),
  createdAt: '2025-05-01T10:00:00.000Z',
});
const socket = () => fake.socket as unknown as RealtimeSocket;

const friendOf = (id: string, unreadCount = 0): Friend => ({
  ...person(id),
  chatId: `chat-${id}`,
  unreadCount,
  friendsSince: '2025-04-01T00:00:00.000Z',
});
const message = (id: string, from: string): DirectMessage => ({
  _id: id,
  chatId: `chat-${from}`,
  sender: person(from),
  senderName: from.toUpperCase(),
  content: 'Hi',
  createdAt: '2025-05-01T10:00:00.000Z',
});
const unreadOf = (id: string) =>
  queryClient.getQueryData<Friend[]>(friendKeys.list)!.find((f) => f._id === id)?.unreadCount;

let queryClient: QueryClient;
beforeEach(() => {
  fake.reset();
  storeTestSession({ _id: 'ann', username: 'ann' });
  queryClient = new QueryClient();
  // The list as the server has it; each test sets what it needs first.
  queryClient.setQueryData<Friend[]>(friendKeys.list, [friendOf('bob'), friendOf('cara', 2)]);
  queryClient.setQueryDefaults(friendKeys.list, { staleTime: Infinity });
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

  it('counts a private message as unread once, not when its chat is open here, and keeps the header’s total', () => {
    listenForFriendEvents(socket(), queryClient);
    expect(unread.total).toBe(2);
    fake.receive('new-message', message('m1', 'cara'));
    fake.receive('new-message', message('m1', 'cara'));
    expect(unreadOf('cara')).toBe(3);
    const close = watchOpenChat('bob');
    fake.receive('new-message', message('m2', 'bob'));
    close();
    expect(unreadOf('bob')).toBe(0);
    expect(unread.total).toBe(3);
  });

  it('reads a chat in every tab when one tab reads it', () => {
    listenForFriendEvents(socket(), queryClient);
    fake.receive('chat-read', { chatId: 'chat-cara', friendId: 'cara' });
    expect(unreadOf('cara')).toBe(0);
    expect(unread.total).toBe(0);
  });

  it('takes a removed friend off the list at once, for both people', () => {
    listenForFriendEvents(socket(), queryClient);
    fake.receive('friend-removed', { friendId: 'bob' });
    expect(queryClient.getQueryData<Friend[]>(friendKeys.list)!.map((f) => f._id)).toEqual(['cara']);
  });

  it('sends the messages that did not go out again when the connection comes back, under their own ids', async () => {
    keepUnsent('ann', { _id: 'id-1', friendId: 'bob', content: 'First', createdAt: '2025-05-01T10:00:00.000Z' });
    keepUnsent('ann', { _id: 'id-2', friendId: 'bob', content: 'Second', createdAt: '2025-05-01T10:00:01.000Z' });
    fake.reset(false);
    fake.request.mockImplementation((_s, _e, payload: { clientMessageId: string; content: string }) =>
      Promise.resolve({ ...message(payload.clientMessageId, 'ann'), content: payload.content }),
    );
    listenForFriendEvents(socket(), queryClient);
    expect(fake.request).not.toHaveBeenCalled();
    fake.socket.connected = true;
    fake.receive('connect', undefined);
    await vi.waitFor(() => expect(localStorage.getItem('quiz.unsent.ann')).toBeNull());
    expect(fake.request.mock.calls.map((call) => call[2])).toEqual([
      { receiverId: 'bob', content: 'First', clientMessageId: 'id-1' },
      { receiverId: 'bob', content: 'Second', clientMessageId: 'id-2' },
    ]);
  });
});
