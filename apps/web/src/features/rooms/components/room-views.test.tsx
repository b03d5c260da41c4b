import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Messages } from '@quiz/contract/messages';
import { GuestSessionProvider, SessionProvider } from '../../../app/session-context';
import {
  guestResultsToKeep,
  guestSessionRecord,
  readGuestSession,
  saveGuestSession,
} from '../../../lib/guest-sessions';
import { participantOf, personOf, roomOf } from '../../../test-utils/rooms';
import { GameResults } from './game-results';
import { RoomInProgress } from './room-in-progress';
import { RoomLobby } from './room-lobby';
import { RoomResults } from './room-results';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const inRouter = (ui: React.ReactNode) =>
  render(
    <SessionProvider>
      <MemoryRouter>{ui}</MemoryRouter>
    </SessionProvider>,
  );

describe('RoomLobby', () => {
  it('lets the host start only once somebody else has joined', () => {
    const onStart = vi.fn();
    const alone = roomOf([participantOf('host', 'Hannah')]);
    const { rerender } = inRouter(
      <RoomLobby room={alone} currentUserId="host" isHost starting={false} onStart={onStart} />,
    );
    expect(screen.getByText('You are the Quiz Host')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'START GAME' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(Messages.needParticipant)).toBeTruthy();
    // The count is the players': the host takes no place.
    expect(screen.getByText('Participants (0/10)')).toBeTruthy();

    const two = roomOf([participantOf('host', 'Hannah'), participantOf('u2', 'Pat')]);
    rerender(
      <MemoryRouter>
        <RoomLobby room={two} currentUserId="host" isHost starting={false} onStart={onStart} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'START GAME' }));
    expect(onStart).toHaveBeenCalledOnce();
    expect(screen.queryByText(Messages.needParticipant)).toBeNull();
  });

  it("gives the host the join address, a QR code, lock and remove; a player's phone just the code", () => {
    const host = { toggleLock: vi.fn(), locking: false, askRemove: vi.fn() };
    const people = [
      participantOf('host', 'Hannah'),
      participantOf('g1', 'Minh', { userId: personOf('g1', 'Minh', { isGuest: true }) }),
    ];
    const { unmount } = inRouter(
      <RoomLobby room={roomOf(people)} currentUserId="host" isHost starting={false} onStart={() => {}} host={host} />,
    );
    expect(screen.getByText(`${window.location.host}/play`)).toBeTruthy();
    expect(screen.getByLabelText('Room code X K 7 P 2 Q').textContent).toBe('XK7P2Q');
    expect(screen.getByText('Guest')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Hannah' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Minh' }));
    expect(host.askRemove).toHaveBeenCalledWith(people[1]);
    fireEvent.click(screen.getByRole('button', { name: 'Lock room' }));
    expect(host.toggleLock).toHaveBeenCalledOnce();
    unmount();

    inRouter(
      <RoomLobby
        room={roomOf(people, { locked: true })}
        currentUserId="g1"
        isHost={false}
        starting={false}
        onStart={() => {}}
        host={host}
      />,
    );
    expect(screen.queryByText(`${window.location.host}/play`)).toBeNull();
    expect(screen.getByText('XK7P2Q')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lock room' })).toBeNull();
    expect(screen.getByText(/This room is locked/)).toBeTruthy();
  });

  it('tells everyone else to wait, and explains the scoring', () => {
    inRouter(
      <RoomLobby
        room={roomOf([participantOf('host', 'Hannah'), participantOf('u2', 'Pat')])}
        currentUserId="u2"
        isHost={false}
        starting={false}
        onStart={() => {}}
      />,
    );
    expect(screen.getByText('Only the host can start the game. Please wait...')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'START GAME' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'How to Play' })).toBeTruthy();
    expect(screen.getByText(/from 1000 points .* down to 500 points/)).toBeTruthy();
    expect(screen.getByText(/ranked by total answer time/)).toBeTruthy();
  });
});

describe('RoomInProgress', () => {
  it('keeps Unlock and Remove for the host while the game runs, so a latecomer can be let in', () => {
    const host = { toggleLock: vi.fn(), locking: false, askRemove: vi.fn() };
    const people = [participantOf('host', 'Hannah'), participantOf('u2', 'Pat')];
    const room = roomOf(people, { locked: true, status: 'in_progress' });
    inRouter(
      <RoomInProgress
        room={room}
        currentUserId="host"
        isHost
        progress={null}
        ending={false}
        onEnd={() => Promise.resolve()}
        host={host}
      />,
    );
    expect(screen.getByText(/This room is locked/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unlock room' }));
    expect(host.toggleLock).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Pat' }));
    expect(host.askRemove).toHaveBeenCalledWith(people[1]);
  });
});

describe('results', () => {
  const done = roomOf(
    [
      participantOf('host', 'Hannah', { score: 900, rank: 2, correctAnswers: 1, finished: true }),
      participantOf('u2', 'Pat', { score: 1900, rank: 1, correctAnswers: 2, finished: true }),
    ],
    { status: 'completed' },
  );

  it("offers 'Create New Room' for the same quiz and the game's report to the host only", () => {
    const { rerender } = inRouter(<RoomResults room={done} currentUserId="host" isHost />);
    expect(screen.getByRole('link', { name: 'Create New Room' }).getAttribute('href')).toBe('/create-room/quiz-1');
    expect(screen.getByRole('link', { name: 'View report' }).getAttribute('href')).toBe(
      `/room/XK7P2Q/report?id=${done._id}`,
    );
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeTruthy();
    rerender(
      <SessionProvider>
        <MemoryRouter>
          <RoomResults room={done} currentUserId="u2" isHost={false} />
        </MemoryRouter>
      </SessionProvider>,
    );
    expect(screen.queryByRole('link', { name: 'Create New Room' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'View report' })).toBeNull();
  });

  it("shares the player's own score on Facebook in a 600x400 window", () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    inRouter(<GameResults room={done} currentUserId="u2" />);
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(screen.getByText('Quiz: Ocean trivia')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Room' }).getAttribute('href')).toBe('/room/XK7P2Q');
    fireEvent.click(screen.getByRole('button', { name: 'Share on Facebook' }));
    const [url, , features] = open.mock.calls[0]!;
    const shared = new URL(String(url));
    expect(shared.origin + shared.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(shared.searchParams.get('u')).toBe(window.location.href);
    expect(shared.searchParams.get('quote')).toBe('Quiz result: Ocean trivia — I finished with 1900 points!');
    expect(features).toBe('width=600,height=400');
  });

  it('offers a guest to create an account to keep the result, and remembers that they asked', () => {
    saveGuestSession({
      code: 'XK7P2Q',
      token: 'guest-token',
      user: { ...done.participants[0]!.userId, isGuest: true },
    });
    const record = guestSessionRecord(readGuestSession('XK7P2Q')!);
    inRouter(
      <GuestSessionProvider record={record}>
        <GameResults room={done} currentUserId={record._id} />
      </GuestSessionProvider>,
    );
    expect(screen.queryByRole('link', { name: 'Back to Dashboard' })).toBeNull();
    const keep = screen.getByRole('link', { name: Messages.createAccountToKeep });
    expect(keep.getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Join another game' }).getAttribute('href')).toBe('/play');
    fireEvent.click(keep);
    expect(readGuestSession('XK7P2Q')?.keepAsked).toBeGreaterThan(Date.now() - 1000);
    expect(guestResultsToKeep().map((s) => s.code)).toEqual(['XK7P2Q']);
    localStorage.clear();
  });
});
