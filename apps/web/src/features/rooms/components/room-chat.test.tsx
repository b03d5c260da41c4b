import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { Messages } from '@quiz/contract/messages';
import type { ChatMessage } from '@quiz/contract/rooms';
import { SessionProvider } from '../../../app/session-context';
import { fake } from '../../../test-utils/fake-socket';
import { personOf } from '../../../test-utils/rooms';
import { RoomChat } from './room-chat';

vi.mock('../../../lib/socket', async () => (await import('../../../test-utils/fake-socket')).fakeSocketModule);

const message = (
  id: string,
  senderId: string,
  name: string,
  content: string,
  createdAt = new Date().toISOString(),
): ChatMessage => ({
  _id: id,
  roomId: 'room-1',
  sender: personOf(senderId, name),
  senderName: name,
  content,
  createdAt,
});

const history = [message('m1', 'bob', 'Bob', 'Hi everyone', '2025-05-01T10:00:00.000Z')];

function renderChat() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <RoomChat roomId="room-1" code="ABC123" ready />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const input = () => screen.getByRole('textbox', { name: 'Message' }) as HTMLInputElement;
const sendButton = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-05-01T10:05:00.000Z') });
  localStorage.clear();
  localStorage.setItem('user', JSON.stringify({ ...personOf('ann', 'Ann'), email: 'ann@example.com', token: 't' }));
  fake.reset();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(history))),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RoomChat', () => {
  it('shows the history, adds live messages and drops repeats', async () => {
    renderChat();
    await settle();
    expect(screen.getByText('Hi everyone')).toBeTruthy();
    act(() => fake.receive('new-room-message', message('m2', 'bob', 'Bob', 'Ready?')));
    act(() => fake.receive('new-room-message', message('m2', 'bob', 'Bob', 'Ready?')));
    act(() => fake.receive('new-room-message', message('m3', 'bob', 'Bob', 'Ready?')));
    act(() => fake.receive('new-room-message', { ...message('m4', 'bob', 'Bob', 'Elsewhere'), roomId: 'room-2' }));
    expect(screen.getAllByText('Ready?')).toHaveLength(1);
    expect(screen.queryByText('Elsewhere')).toBeNull();
  });

  it('shows a sent message at once, trimmed, and keeps one copy when the server confirms it', async () => {
    let confirm!: (stored: ChatMessage) => void;
    fake.request.mockReturnValue(new Promise((resolve) => (confirm = resolve)));
    renderChat();
    await settle();
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(input(), { target: { value: '   ' } });
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(input(), { target: { value: '  Good luck!  ' } });
    fireEvent.click(sendButton());
    expect(fake.request).toHaveBeenCalledWith(fake.socket, 'send-room-message', {
      roomCode: 'ABC123',
      content: 'Good luck!',
    });
    expect(screen.getByText('Good luck!')).toBeTruthy();
    expect(screen.getByText('Sending...')).toBeTruthy();
    expect(input().value).toBe('');

    const stored = message('m9', 'ann', 'Ann', 'Good luck!');
    act(() => fake.receive('new-room-message', stored));
    await act(async () => confirm(stored));
    expect(screen.getAllByText('Good luck!')).toHaveLength(1);
    expect(screen.queryByText('Sending...')).toBeNull();
  });

  it('marks a message that could not be sent and says so', async () => {
    const error = vi.spyOn(toast, 'error');
    fake.request.mockRejectedValue(new Error('rate limited'));
    renderChat();
    await settle();
    fireEvent.change(input(), { target: { value: 'Too fast' } });
    fireEvent.click(sendButton());
    await settle();
    expect(screen.getByRole('img', { name: 'Not sent' })).toBeTruthy();
    expect(error).toHaveBeenCalledWith(Messages.chatSendFailed);
  });

  it('cannot send without a connection', async () => {
    fake.state = { status: 'disconnected', settled: true, restarting: false };
    renderChat();
    await settle();
    fireEvent.change(input(), { target: { value: 'Anyone there?' } });
    expect(sendButton().disabled).toBe(true);
  });

  it('says who is typing until they stop, or for 3 seconds at most', async () => {
    renderChat();
    await settle();
    act(() => fake.receive('user-typing', { senderId: 'bob', senderName: 'Bob', roomCode: 'ABC123' }));
    expect(screen.getByText('Bob is typing...')).toBeTruthy();
    act(() => fake.receive('user-stop-typing', { senderId: 'bob', roomCode: 'ABC123' }));
    expect(screen.queryByText('Bob is typing...')).toBeNull();

    act(() => fake.receive('user-typing', { senderId: 'bob', senderName: 'Bob', roomCode: 'ABC123' }));
    await act(() => vi.advanceTimersByTimeAsync(2_900));
    expect(screen.getByText('Bob is typing...')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByText('Bob is typing...')).toBeNull();
  });

  it('tells the room when the user types, and that they stopped 1 s after the last key', async () => {
    renderChat();
    await settle();
    fireEvent.change(input(), { target: { value: 'H' } });
    fireEvent.change(input(), { target: { value: 'He' } });
    await act(() => vi.advanceTimersByTimeAsync(900));
    fireEvent.change(input(), { target: { value: 'Hel' } });
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(fake.socket.emitted).toEqual([['typing-room-chat', { roomCode: 'ABC123' }]]);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(fake.socket.emitted).toEqual([
      ['typing-room-chat', { roomCode: 'ABC123' }],
      ['stop-typing-room-chat', { roomCode: 'ABC123' }],
    ]);
  });
});
