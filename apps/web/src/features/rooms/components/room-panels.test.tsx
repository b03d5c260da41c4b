import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { ChatMessage } from '@quiz/contract/rooms';
import type { PublicUser } from '@quiz/contract/users';
import { SessionProvider } from '../../../app/session-context';
import { fake } from '../../../test-utils/fake-socket';
import { participantFor, personOf, roomOf } from '../../../test-utils/rooms';
import { RoomChat } from './room-chat';
import { RoomLobby } from './room-lobby';
import { RoomPanels } from './room-panels';

vi.mock('../../../lib/socket', async () => (await import('../../../test-utils/fake-socket')).fakeSocketModule);

const host = personOf('host', 'Hannah');
const ann = personOf('ann', 'Ann');
const room = roomOf([participantFor(host), participantFor(ann)]);
const message = (id: string, sender: PublicUser, content: string): ChatMessage => ({
  _id: id,
  roomId: 'room-1',
  sender,
  senderName: sender.displayName!,
  content,
  createdAt: '2025-05-01T10:04:00.000Z',
});

/** The phone below Tailwind's lg breakpoint, or a laptop at it. */
function screenWidth(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: wide && query.includes('min-width: 1024px') }));
}

function renderRoom() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SessionProvider>
        <MemoryRouter>
          <RoomPanels
            main={<RoomLobby room={room} currentUserId="ann" isHost={false} starting={false} onStart={() => {}} />}
            chat={<RoomChat roomId="room-1" code="XK7P2Q" ready people={room.participants.map((p) => p.userId)} />}
          />
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const panelOf = (element: HTMLElement) => element.closest('[role="tabpanel"]')!;
const select = (name: RegExp) => {
  // Radix tabs select on mouse down (and on focus by keyboard).
  fireEvent.mouseDown(tab(name), { button: 0 });
};

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-05-01T10:05:00.000Z') });
  localStorage.clear();
  localStorage.setItem('user', JSON.stringify({ ...ann, email: 'ann@example.com', token: 't' }));
  fake.reset();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify([]))),
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('RoomPanels', () => {
  it('keeps the wait state above the tabs, and shows the players first', async () => {
    screenWidth(false);
    renderRoom();
    await act(() => vi.advanceTimersByTimeAsync(0));
    const wait = screen.getByText('Only the host can start the game. Please wait...');
    expect(panelOf(wait)).toBeNull();
    expect(wait.compareDocumentPosition(screen.getByRole('tablist', { name: 'Room' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(tab(/^Players \(1\)$/).getAttribute('aria-selected')).toBe('true');
    expect(panelOf(screen.getByRole('list', { name: 'Participants' })).getAttribute('data-state')).toBe('active');
    expect(panelOf(screen.getByRole('region', { name: 'Room chat' })).getAttribute('data-state')).toBe('inactive');
  });

  it('switches to the chat and back without losing a half-typed message or the messages', async () => {
    screenWidth(false);
    renderRoom();
    await act(() => vi.advanceTimersByTimeAsync(0));
    select(/^Chat/);
    expect(tab(/^Chat/).getAttribute('aria-selected')).toBe('true');
    expect(panelOf(screen.getByRole('region', { name: 'Room chat' })).getAttribute('data-state')).toBe('active');
    act(() => fake.receive('new-room-message', message('m1', host, 'Welcome, class')));
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Hello ev' } });

    select(/^Players/);
    expect(panelOf(screen.getByRole('list', { name: 'Participants' })).getAttribute('data-state')).toBe('active');
    // Still mounted while out of sight.
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLInputElement).value).toBe('Hello ev');

    select(/^Chat/);
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLInputElement).value).toBe('Hello ev');
    expect(screen.getByText('Welcome, class')).toBeTruthy();
  });

  it('counts the messages that arrive while the chat tab is not open, and clears the count on opening it', async () => {
    screenWidth(false);
    renderRoom();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(tab(/^Chat/).textContent).toBe('Chat');
    act(() => fake.receive('new-room-message', message('m1', host, 'Welcome, class')));
    act(() => fake.receive('new-room-message', message('m2', host, 'We start in a minute')));
    expect(tab(/^Chat/).textContent).toBe('Chat2 unread');

    select(/^Chat/);
    expect(tab(/^Chat/).textContent).toBe('Chat');
    act(() => fake.receive('new-room-message', message('m3', host, 'Ready?')));
    expect(tab(/^Chat/).textContent).toBe('Chat');
  });

  it('counts nothing when the chat is beside the players on a wide screen', async () => {
    screenWidth(true);
    renderRoom();
    await act(() => vi.advanceTimersByTimeAsync(0));
    act(() => fake.receive('new-room-message', message('m1', host, 'Welcome, class')));
    expect(tab(/^Chat/).textContent).toBe('Chat');
  });

  it("does not count the user's own messages", async () => {
    screenWidth(false);
    renderRoom();
    await act(() => vi.advanceTimersByTimeAsync(0));
    act(() => fake.receive('new-room-message', message('m1', ann, 'Sent from my other tab')));
    expect(tab(/^Chat/).textContent).toBe('Chat');
  });
});
