import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { Messages } from '@quiz/contract/messages';
import type { DirectMessage, SearchResult } from '@quiz/contract/social';
import { ApiError } from '../../../lib/api-client';
import { json } from '../../../test-utils/fake-api';
import { fake } from '../../../test-utils/fake-socket';
import {
  at,
  dm,
  friendButton,
  input,
  openChat,
  person,
  renderPage,
  sendButton,
  serve,
  settle,
  eachTestAsAnn,
} from './friends-page.fixtures';

vi.mock('../../../lib/socket', async () => (await import('../../../test-utils/fake-socket')).fakeSocketModule);

eachTestAsAnn();

describe('FriendsPage: the friends list', () => {
  it('shows friends with their unread counts and filters them by display name or username, ignoring case', async () => {
    serve();
    renderPage();
    await settle();
    expect(screen.getByText('Select a friend to start chatting!')).toBeTruthy();
    expect(within(friendButton('Cara Mia')).getByText('unread', { exact: false }).parentElement!.textContent).toBe(
      '2 unread',
    );
    const filter = screen.getByPlaceholderText('Search friends...');
    fireEvent.change(filter, { target: { value: 'MIA' } });
    expect(screen.queryByText('Bob Builder')).toBeNull();
    expect(screen.getByText('Cara Mia')).toBeTruthy();
    fireEvent.change(filter, { target: { value: 'bo' } });
    expect(screen.getByText('Bob Builder')).toBeTruthy();
    fireEvent.change(filter, { target: { value: 'nobody' } });
    expect(screen.getByText(Messages.noFriends)).toBeTruthy();
  });

  it('says so when there are no friends, or when they cannot be loaded', async () => {
    serve([['GET', '/friends', () => json(500, { success: false, message: 'boom', code: 'internal' })]]);
    renderPage();
    await settle();
    expect(screen.getByText(Messages.noFriends)).toBeTruthy();
  });

  it('opens the chat with a friend (finding the chat first if there is none yet) and clears the unread count', async () => {
    const api = serve();
    renderPage();
    await settle();
    await openChat('Cara Mia');
    expect(api.called('GET', '/chats/direct/cara')).toHaveLength(1);
    expect(api.called('GET', '/chats/chat-cara?limit=50')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Cara Mia' })).toBeTruthy();
    expect(screen.getByText(Messages.noMessages)).toBeTruthy();
    expect(within(friendButton('Cara Mia')).queryByText('unread', { exact: false })).toBeNull();
  });

  it('opens the chat named in the address (a new message’s toast links there)', async () => {
    serve();
    renderPage('/friends?chat=bob');
    await settle();
    expect(screen.getByRole('heading', { name: 'Bob Builder' })).toBeTruthy();
  });

  it('has a labelled Remove control on each friend’s row, behind a confirmation', async () => {
    const api = serve([['DELETE', '/friends/cara', () => ({ success: true, message: Messages.friendRemoved })]]);
    renderPage();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Cara Mia from friends' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await settle();
    expect(api.called('DELETE', '/friends/cara')).toHaveLength(1);
  });
});

describe('FriendsPage: the chat', () => {
  it('shows a sent message at once, trimmed, and keeps one copy when the server sends it back', async () => {
    let confirm!: (stored: DirectMessage) => void;
    fake.request.mockReturnValue(new Promise((resolve) => (confirm = resolve)));
    serve();
    renderPage();
    await settle();
    await openChat('Bob Builder');
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(input(), { target: { value: '   ' } });
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(input(), { target: { value: '  Hi Bob  ' } });
    fireEvent.click(sendButton());
    expect(fake.request).toHaveBeenCalledWith(fake.socket, 'send-private-message', {
      receiverId: 'bob',
      content: 'Hi Bob',
      clientMessageId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    });
    expect(screen.getByText('Hi Bob')).toBeTruthy();
    expect(screen.getByText(Messages.sending)).toBeTruthy();
    expect(input().value).toBe('');

    // Every tab of the sender gets the message too, possibly before the acknowledgement.
    const stored = dm('m9', 'ann', 'Ann', 'Hi Bob', 'chat-bob', at(300));
    act(() => fake.receive('new-message', stored));
    expect(screen.getAllByText('Hi Bob')).toHaveLength(1);
    expect(screen.queryByText(Messages.sending)).toBeNull();
    await act(async () => confirm(stored));
    expect(screen.getAllByText('Hi Bob')).toHaveLength(1);
  });

  it.each([
    ['got no answer', new ApiError(Messages.cannotConnect, 0, 'network'), 'Could not send the message!'],
    [
      'was refused by the server',
      new ApiError(Messages.messageRateLimited, 429, 'rate_limited'),
      Messages.messageRateLimited,
    ],
  ])('marks a message that %s as not sent, dimmed, with the toast %j', async (_case, failure, toastText) => {
    const error = vi.spyOn(toast, 'error');
    fake.request.mockRejectedValue(failure);
    serve();
    renderPage();
    await settle();
    await openChat('Bob Builder');
    fireEvent.change(input(), { target: { value: 'Anyone there?' } });
    fireEvent.click(sendButton());
    await settle();
    expect(screen.getByRole('img', { name: 'Not sent' })).toBeTruthy();
    expect(screen.queryByText(Messages.sending)).toBeNull();
    expect(error).toHaveBeenCalledWith(toastText);
  });

  it('sends over HTTP while the realtime connection is down', async () => {
    fake.reset(false);
    const api = serve([
      [
        'POST',
        '/chats/chat-bob/messages',
        (call) =>
          json(201, {
            success: true,
            data: dm('m5', 'ann', 'Ann', (call.body as { content: string }).content, 'chat-bob'),
          }),
      ],
    ]);
    renderPage();
    await settle();
    await openChat('Bob Builder');
    fireEvent.change(input(), { target: { value: 'Over HTTP' } });
    fireEvent.click(sendButton());
    await settle();
    expect(fake.request).not.toHaveBeenCalled();
    expect(api.called('POST', '/chats/chat-bob/messages')[0]!.body).toEqual({
      content: 'Over HTTP',
      clientMessageId: expect.any(String),
    });
    expect(screen.getByText('Over HTTP')).toBeTruthy();
    expect(screen.queryByText(Messages.sending)).toBeNull();
  });

  it('drops repeats: the same id, or the same text from the same sender within 5 seconds', async () => {
    serve();
    renderPage();
    await settle();
    await openChat('Bob Builder');
    act(() => fake.receive('new-message', dm('m1', 'bob', 'Bob Builder', 'Yo', 'chat-bob')));
    act(() => fake.receive('new-message', dm('m1', 'bob', 'Bob Builder', 'Yo', 'chat-bob')));
    act(() => fake.receive('new-message', dm('m2', 'bob', 'Bob Builder', 'Yo', 'chat-bob', at(4_000))));
    expect(screen.getAllByText('Yo')).toHaveLength(1);
    act(() => fake.receive('new-message', dm('m3', 'bob', 'Bob Builder', 'Yo', 'chat-bob', at(6_000))));
    expect(screen.getAllByText('Yo')).toHaveLength(2);
  });

  it('loads the history, and older messages on demand', async () => {
    const api = serve([
      [
        'GET',
        '/chats/chat-bob',
        (call) =>
          call.path.includes('before=m10')
            ? {
                success: true,
                data: {
                  _id: 'chat-bob',
                  participants: [],
                  messages: [dm('m9', 'bob', 'Bob Builder', 'Older', 'chat-bob', at(-9_000))],
                  hasMore: false,
                },
              }
            : {
                success: true,
                data: {
                  _id: 'chat-bob',
                  participants: [],
                  messages: [dm('m10', 'bob', 'Bob Builder', 'Newest', 'chat-bob', at(-1_000))],
                  hasMore: true,
                },
              },
      ],
    ]);
    renderPage();
    await settle();
    await openChat('Bob Builder');
    expect(screen.getByText('Newest')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    await settle();
    expect(api.called('GET', '/chats/chat-bob?limit=50&before=m10')).toHaveLength(1);
    const texts = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(texts.findIndex((t) => t?.includes('Older'))).toBeLessThan(texts.findIndex((t) => t?.includes('Newest')));
    expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull();
  });

  it('says when the friend is typing, until they stop or for 3 seconds at most; room typing is not theirs', async () => {
    serve();
    renderPage();
    await settle();
    await openChat('Bob Builder');
    const typing = 'Bob Builder is typing...';
    act(() => fake.receive('user-typing', { senderId: 'bob', senderName: 'Bob Builder', roomCode: 'ABC123' }));
    act(() => fake.receive('user-typing', { senderId: 'cara', senderName: 'Cara Mia' }));
    expect(screen.queryByText(typing)).toBeNull();
    expect(screen.queryByText('Cara Mia is typing...')).toBeNull();

    act(() => fake.receive('user-typing', { senderId: 'bob', senderName: 'Bob Builder' }));
    expect(screen.getByText(typing)).toBeTruthy();
    act(() => fake.receive('user-stop-typing', { senderId: 'bob' }));
    expect(screen.queryByText(typing)).toBeNull();

    act(() => fake.receive('user-typing', { senderId: 'bob', senderName: 'Bob Builder' }));
    await act(() => vi.advanceTimersByTimeAsync(2_900));
    expect(screen.getByText(typing)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByText(typing)).toBeNull();
  });

  it('tells the friend while the user types, at most once a second, and that they stopped 1 s after the last key', async () => {
    serve();
    renderPage();
    await settle();
    await openChat('Bob Builder');
    fireEvent.change(input(), { target: { value: 'H' } });
    fireEvent.change(input(), { target: { value: 'He' } });
    await act(() => vi.advanceTimersByTimeAsync(900));
    fireEvent.change(input(), { target: { value: 'Hel' } });
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(fake.socket.emitted).toEqual([['typing-private', { receiverId: 'bob' }]]);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(fake.socket.emitted).toEqual([
      ['typing-private', { receiverId: 'bob' }],
      ['stop-typing-private', { receiverId: 'bob' }],
    ]);
  });
});

describe('FriendsPage: requests', () => {
  it('counts the requests on the tab; accepting one takes it off the list with a toast', async () => {
    const success = vi.spyOn(toast, 'success');
    const api = serve([
      [
        'PUT',
        '/friends/request/req-1',
        () => ({ success: true, message: Messages.friendRequestAccepted, data: { friend: null } }),
      ],
    ]);
    renderPage('/friends?tab=requests');
    await settle();
    expect(screen.getByRole('tab', { name: /Friend Request/ }).textContent).toBe('Friend Request1');
    expect(screen.getByText('Dan Dare')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await settle();
    expect(api.called('PUT', '/friends/request/req-1')[0]!.body).toEqual({ accept: true });
    expect(success).toHaveBeenCalledWith(Messages.friendRequestAccepted);
    expect(screen.getByText(Messages.noFriendRequests)).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Friend Request/ }).textContent).toBe('Friend Request');
    // The new friend is fetched.
    expect(api.called('GET', '/friends').length).toBeGreaterThan(1);
  });

  it('keeps a request that could not be declined and says why', async () => {
    const error = vi.spyOn(toast, 'error');
    serve([
      [
        'PUT',
        '/friends/request/req-1',
        () => json(404, { success: false, message: Messages.requestNotFound, code: 'not_found' }),
      ],
    ]);
    renderPage('/friends?tab=requests');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await settle();
    expect(error).toHaveBeenCalledWith(Messages.requestNotFound);
  });
});

describe('FriendsPage: search', () => {
  const results: SearchResult[] = [
    { ...person('eve', 'Eve Online'), relationship: 'none' },
    { ...person('finn', 'Finn Human'), relationship: 'request-sent' },
    { ...person('gus', 'Gus Fring'), relationship: 'friend' },
    { ...person('hana', 'Hana Bi'), relationship: 'request-received' },
  ];
  const row = (name: string) => screen.getByText(name).closest('li')!;
  /** Opens the Search tab, types `query` and lets the 400 ms debounce and the answer pass. */
  const searchFor = async (query: string) => {
    renderPage('/friends?tab=search');
    await settle();
    fireEvent.change(screen.getByPlaceholderText('Search by username...'), { target: { value: query } });
    await act(() => vi.advanceTimersByTimeAsync(400));
    await settle();
  };

  it('searches 400 ms after typing stops, only with a query, and shows how the user stands with each person', async () => {
    const api = serve([['GET', '/users/search', () => ({ success: true, data: results })]]);
    renderPage('/friends?tab=search');
    await settle();
    const box = screen.getByPlaceholderText('Search by username...');
    fireEvent.change(box, { target: { value: '   ' } });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(api.calls.some((c) => c.path.startsWith('/users/search'))).toBe(false);

    fireEvent.change(box, { target: { value: 'e' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(box, { target: { value: 'ev' } });
    expect(screen.getByText(Messages.searching)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(399));
    expect(api.calls.some((c) => c.path.startsWith('/users/search'))).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await settle();
    expect(api.calls.filter((c) => c.path.startsWith('/users/search')).map((c) => c.path)).toEqual([
      '/users/search?query=ev',
    ]);
    expect(screen.queryByText(Messages.searching)).toBeNull();
    expect(within(row('Eve Online')).getByRole('button', { name: 'Add friend' })).toBeTruthy();
    expect((within(row('Finn Human')).getByRole('button', { name: 'Sent' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(row('Gus Fring')).getByText('Friends')).toBeTruthy();
    expect(within(row('Hana Bi')).getByRole('button', { name: 'Accept' })).toBeTruthy();
  });

  it('says when nobody matches', async () => {
    serve([['GET', '/users/search', () => ({ success: true, data: [] })]]);
    await searchFor('zed');
    expect(screen.getByText(Messages.userNotFound)).toBeTruthy();
  });

  it("turns 'Add friend' into a disabled 'Sent' at once, and back with the server's reason if the request fails", async () => {
    const error = vi.spyOn(toast, 'error');
    let answer!: (response: Response) => void;
    serve([
      ['GET', '/users/search', () => ({ success: true, data: results })],
      ['POST', '/friends/request/eve', () => new Promise<Response>((resolve) => (answer = resolve))],
    ]);
    await searchFor('e');
    fireEvent.click(within(row('Eve Online')).getByRole('button', { name: 'Add friend' }));
    await settle();
    expect((within(row('Eve Online')).getByRole('button', { name: 'Sent' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () =>
      answer(json(409, { success: false, message: Messages.requestAlreadySent, code: 'conflict' })),
    );
    await settle();
    expect(within(row('Eve Online')).getByRole('button', { name: 'Add friend' })).toBeTruthy();
    expect(error).toHaveBeenCalledWith(Messages.requestAlreadySent);
  });

  it("keeps 'Sent' once the server has the request, and says so", async () => {
    const success = vi.spyOn(toast, 'success');
    serve([
      ['GET', '/users/search', () => ({ success: true, data: results })],
      [
        'POST',
        '/friends/request/eve',
        () =>
          json(201, {
            success: true,
            message: Messages.friendRequestSent,
            data: { relationship: 'request-sent', request: null },
          }),
      ],
    ]);
    await searchFor('e');
    fireEvent.click(within(row('Eve Online')).getByRole('button', { name: 'Add friend' }));
    await settle();
    expect(success).toHaveBeenCalledWith(Messages.friendRequestSent);
    expect((within(row('Eve Online')).getByRole('button', { name: 'Sent' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
