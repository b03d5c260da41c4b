/** What the friends page's tests share: people, messages, the fake server, and ways to reach the page's controls. */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { DirectMessage, Friend, FriendRequest } from '@quiz/contract/social';
import { renderWithApp, storeTestSession } from '../../../test-utils/render';
import { fake } from '../../../test-utils/fake-socket';
import { fakeApi, type Route } from '../../../test-utils/fake-api';
import { FriendsPage } from './friends-page';

export const person = (id: string, name: string) => ({
  _id: id,
  username: id,
  displayName: name,
  profilePicture: null,
});
export const friend = (id: string, name: string, chatId: string | null, unreadCount = 0): Friend => ({
  ...person(id, name),
  chatId,
  unreadCount,
  friendsSince: '2025-04-01T00:00:00.000Z',
});
export const now = new Date('2025-05-01T10:05:00.000Z');
export const at = (ms = 0) => new Date(now.getTime() + ms).toISOString();
export const dm = (id: string, senderId: string, name: string, content: string, chatId: string, createdAt = at()) =>
  ({ _id: id, chatId, sender: person(senderId, name), senderName: name, content, createdAt }) satisfies DirectMessage;

export const me = person('ann', 'Ann');
export const request: FriendRequest = {
  _id: 'req-1',
  sender: person('dan', 'Dan Dare'),
  receiver: me,
  createdAt: at(-60_000),
};

/** The server as these tests need it; each test may add or replace routes in front. */
export function serve(extra: Route[] = []) {
  const friends = [friend('bob', 'Bob Builder', 'chat-bob'), friend('cara', 'Cara Mia', null, 2)];
  return fakeApi([
    ...extra,
    ['GET', '/friends', () => ({ success: true, data: friends })],
    ['GET', '/friends/requests', () => ({ success: true, data: [request] })],
    ['GET', '/chats/direct/cara', () => ({ success: true, data: { _id: 'chat-cara', participants: [] } })],
    [
      'GET',
      /^\/chats\/chat-(bob|cara)$/,
      (call) => ({
        success: true,
        data: { _id: call.path.split(/[/?]/)[2], participants: [], messages: [], hasMore: false },
      }),
    ],
  ]);
}

export function renderPage(path = '/friends') {
  return renderWithApp(<FriendsPage />, path);
}

export const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
export const friendButton = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
export const input = () => screen.getByRole('textbox', { name: 'Message' }) as HTMLInputElement;
export const sendButton = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;

export async function openChat(name: string) {
  fireEvent.click(friendButton(name));
  await settle();
}

/** Each test as Ann, at a fixed time, with a fresh fake socket, and nothing left behind. */
export function eachTestAsAnn() {
  beforeEach(() => {
    vi.useFakeTimers({ now });
    storeTestSession({ ...me, email: 'ann@example.com' });
    fake.reset();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
