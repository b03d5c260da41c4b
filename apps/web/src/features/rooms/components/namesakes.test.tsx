import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { ReportPlayer, RoomReport } from '@quiz/contract/reports';
import type { ChatMessage, Participant, Room } from '@quiz/contract/rooms';
import type { PublicUser } from '@quiz/contract/users';
import { SessionProvider } from '../../../app/session-context';
import { fake } from '../../../test-utils/fake-socket';
import { participantFor, personOf, roomOf } from '../../../test-utils/rooms';
import { FinalStandings } from './final-standings';
import { ParticipantList } from './participant-list';
import { ReportPlayers } from './report-players';
import { RoomChat } from './room-chat';
import { RoomLobby } from './room-lobby';

vi.mock('../../../lib/socket', async () => (await import('../../../test-utils/fake-socket')).fakeSocketModule);

// Two students called Minh, a Lan, and a guest who also chose 'Minh'.
const minh1 = personOf('u1', 'Minh', { username: 'minh1' });
const minh2 = personOf('u2', 'Minh', { username: 'minh2' });
const lan = personOf('host', 'Lan', { username: 'colan' });
const guestMinh = personOf('g1', 'Minh', { username: 'guest-7f3a9c', isGuest: true });

const room = (participants: Participant[], host: PublicUser = lan): Room =>
  roomOf(participants, { hostId: host, maxParticipants: 60, questionCount: 5 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const rowOf = (list: HTMLElement, text: string) =>
  within(list)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(text))!;

describe('ParticipantList with namesakes', () => {
  it("adds each Minh's username, and leaves the others' names alone", () => {
    render(
      <ParticipantList
        room={room([participantFor(lan), participantFor(minh1), participantFor(minh2)])}
        currentUserId="u2"
      />,
    );
    const list = screen.getByRole('list', { name: 'Participants' });
    expect(rowOf(list, '@minh1').textContent).toMatch(/^Minh@minh1$/);
    expect(rowOf(list, '@minh2').textContent).toMatch(/^Minh@minh2YOU$/);
    expect(rowOf(list, 'Lan').textContent).toBe('Lan Host');
  });

  it("tells a guest from an account by the Guest badge, never by the guest's generated username", () => {
    render(
      <ParticipantList
        room={room([participantFor(lan), participantFor(minh1), participantFor(guestMinh)])}
        currentUserId="g1"
      />,
    );
    const list = screen.getByRole('list', { name: 'Participants' });
    expect(rowOf(list, '@minh1').textContent).toBe('Minh@minh1');
    const guestRow = rowOf(list, 'Guest');
    expect(guestRow.textContent).toBe('MinhGuestYOU');
    expect(screen.queryByText(/guest-7f3a9c/)).toBeNull();
  });
});

describe('RoomLobby with namesakes', () => {
  it('names the host by their username too when a player has the same name', () => {
    const host = { ...minh1, _id: 'host' };
    render(
      <SessionProvider>
        <MemoryRouter>
          <RoomLobby
            room={room([participantFor(host), participantFor(minh2)], host)}
            currentUserId="u2"
            isHost={false}
            starting={false}
            onStart={() => {}}
          />
        </MemoryRouter>
      </SessionProvider>,
    );
    expect(screen.getByText('Host:').textContent).toBe('Host: Minh@minh1');
  });
});

describe('FinalStandings with namesakes', () => {
  const done = [
    participantFor(minh1, { score: 2900, rank: 1, correctAnswers: 3, finished: true }),
    participantFor(minh2, { score: 1800, rank: 2, correctAnswers: 2, finished: true }),
    participantFor(lan, { score: 0, rank: 3, correctAnswers: 0, finished: true }),
  ];

  it('shows the usernames of the two Minhs on the podium and in the rankings, with the number correct', () => {
    render(<FinalStandings participants={done} currentUserId="u2" gradedCount={5} />);
    const podium = within(screen.getByRole('list', { name: 'Podium' })).getAllByRole('listitem');
    expect(podium.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Minh@minh2 \(you\)1800 pts2nd$/),
      expect.stringMatching(/^Minh@minh12900 pts1st$/),
      expect.stringMatching(/^Lan0 pts3rd$/),
    ]);
    const rows = within(screen.getByRole('list', { name: 'Complete Rankings' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '#1Minh@minh13/5 correct2900 pts',
      '#2Minh@minh2YOU2/5 correct1800 pts',
      '#3Lan0/5 correct0 pts',
    ]);
  });

  it('marks the guest among namesakes with the Guest badge', () => {
    render(
      <FinalStandings
        participants={[done[0]!, participantFor(guestMinh, { score: 500, rank: 2, correctAnswers: 1, finished: true })]}
        currentUserId="u1"
        gradedCount={5}
      />,
    );
    const rows = within(screen.getByRole('list', { name: 'Complete Rankings' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '#1Minh@minh1YOU3/5 correct2900 pts',
      '#2MinhGuest1/5 correct500 pts',
    ]);
  });
});

describe('RoomChat with namesakes', () => {
  const message = (id: string, sender: PublicUser, content: string): ChatMessage => ({
    _id: id,
    roomId: 'room-1',
    sender,
    senderName: sender.displayName ?? sender.username,
    content,
    createdAt: '2025-05-01T10:00:00.000Z',
  });

  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2025-05-01T10:05:00.000Z') });
    localStorage.clear();
    localStorage.setItem('user', JSON.stringify({ ...lan, email: 'lan@example.com', token: 't' }));
    fake.reset();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify([message('m1', minh1, 'I am ready')]))),
    );
  });

  const renderChat = (people?: PublicUser[]) =>
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SessionProvider>
          <RoomChat roomId="room-1" code="XK7P2Q" ready people={people} />
        </SessionProvider>
      </QueryClientProvider>,
    );
  const senderOf = (content: string) => screen.getByText(content).closest('li')!.firstChild!.textContent;

  it("takes the room's people from the participant list: a lone message from one Minh already says which", async () => {
    renderChat([lan, minh1, minh2]);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(senderOf('I am ready')).toBe('Minh @minh1 ');
  });

  it('tells apart two senders of the same name even without the participant list', async () => {
    renderChat();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(senderOf('I am ready')).toBe('Minh  ');
    act(() => fake.receive('new-room-message', message('m2', minh2, 'Me too')));
    expect(senderOf('I am ready')).toBe('Minh @minh1 ');
    expect(senderOf('Me too')).toBe('Minh @minh2 ');
    act(() => fake.receive('new-room-message', message('m3', guestMinh, 'And me')));
    expect(within(screen.getByText('And me').closest('li')!).getByText('Guest')).toBeTruthy();
  });
});

describe('ReportPlayers with namesakes', () => {
  const player = (id: string, user: PublicUser, rank: number): ReportPlayer => ({
    _id: id,
    name: user.displayName ?? user.username,
    username: user.username,
    isGuest: user.isGuest ?? false,
    isHost: false,
    rank,
    score: 1000 - rank * 100,
    correctAnswers: 1,
    averageMs: 4000,
    answers: [
      {
        optionId: 'o1',
        label: 'Paris',
        answered: true,
        optionIds: ['o1'],
        texts: ['Paris'],
        isCorrect: true,
        points: 900,
        elapsedMs: 4000,
      },
    ],
  });
  const report: RoomReport = {
    _id: 'room-1',
    code: 'XK7P2Q',
    status: 'completed',
    quizTitle: 'Capitals',
    startedAt: null,
    endedAt: null,
    questionCount: 1,
    gradedCount: 1,
    playerCount: 4,
    questions: [],
    players: [player('p1', minh1, 1), player('p2', minh2, 2), player('p3', guestMinh, 3), player('p4', lan, 4)],
  };

  it('gives each account Minh their username; the guest Minh keeps the Guest badge and no username', () => {
    render(<ReportPlayers report={report} />);
    const names = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(names).toEqual(['Minh@minh1', 'Minh@minh2', 'MinhGuest', 'Lan']);
  });
});
