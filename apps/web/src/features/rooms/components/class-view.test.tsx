import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { GameProgress, Participant, Room } from '@quiz/contract/rooms';
import { participantOf, personOf, roomOf } from '../../../test-utils/rooms';
import { ClassView, classPlayers } from './class-view';

afterEach(cleanup);

/** The class in the middle of its game, as its host (Mrs Nguyen, who created it) sees it: 40 places, 5 questions. */
const room = (participants: Participant[]): Room =>
  roomOf(participants, {
    status: 'in_progress',
    hostId: personOf('host', 'Mrs Nguyen'),
    isCreator: true,
    maxParticipants: 40,
    questionCount: 5,
    startedAt: '2025-05-01T10:01:00.000Z',
  });
const progress = (players: GameProgress['players'], extra: Partial<GameProgress> = {}): GameProgress => ({
  code: 'XK7P2Q',
  participantCount: players.length,
  finishedCount: players.filter((p) => p.answeredCount >= 5).length,
  answered: players.reduce((n, p) => n + p.answeredCount, 0),
  totalAnswers: players.length * 5,
  players,
  ...extra,
});

describe('classPlayers', () => {
  it('lists the players without the host, newest progress first, and who finished, plays or went away', () => {
    const loaded = room([
      participantOf('host', 'Mrs Nguyen'),
      participantOf('a', 'An', { answeredCount: 1 }),
      participantOf('b', 'Bình', { answeredCount: 2 }),
      participantOf('c', 'Chi', { answeredCount: 5, finished: true }),
    ]);
    const players = classPlayers(
      loaded,
      progress([
        { userId: 'a', answeredCount: 3, away: false },
        { userId: 'b', answeredCount: 2, away: true },
        { userId: 'c', answeredCount: 5, away: true },
        { userId: 'd', answeredCount: 1, away: false, user: personOf('d', 'Dũng') },
      ]),
    );
    expect(players.map((p) => [p.user.displayName, p.answeredCount, p.status])).toEqual([
      ['An', 3, 'playing'],
      ['Bình', 2, 'disconnected'],
      ['Chi', 5, 'finished'],
      ['Dũng', 1, 'playing'],
    ]);
  });

  it('uses the loaded room before any broadcast arrives', () => {
    const players = classPlayers(
      room([participantOf('host', 'Mrs Nguyen'), participantOf('a', 'An', { away: true })]),
      null,
    );
    expect(players).toHaveLength(1);
    expect(players[0]!.status).toBe('disconnected');
  });
});

describe('ClassView', () => {
  it('shows each player with "Answered N of M", the class progress, and never the host', () => {
    const loaded = room([
      participantOf('host', 'Mrs Nguyen'),
      participantOf('a', 'Minh', { answeredCount: 3 }),
      participantOf('b', 'Minh', {
        answeredCount: 5,
        finished: true,
        userId: personOf('b', 'Minh', { username: 'minh2' }),
      }),
    ]);
    render(<ClassView room={loaded} progress={null} ending={false} onEnd={vi.fn()} />);
    const list = screen.getByRole('list', { name: 'Players' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(list.textContent).not.toContain('Mrs Nguyen');
    expect(items[0]!.textContent).toContain('Answered 3 of 5');
    expect(items[0]!.textContent).toContain('Playing');
    expect(items[1]!.textContent).toContain('Finished');
    // Two students called Minh are told apart.
    expect(items[0]!.textContent).toContain('@minh');
    expect(items[1]!.textContent).toContain('@minh2');
    expect(screen.getByText('1 of 2 players finished · 8 of 10 answers')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Class progress' }).getAttribute('aria-valuenow')).toBe('8');
  });

  it('ends the game only after the host confirms', () => {
    const onEnd = vi.fn().mockResolvedValue(undefined);
    render(
      <ClassView
        room={room([participantOf('host', 'Mrs Nguyen'), participantOf('a', 'An')])}
        progress={null}
        ending={false}
        onEnd={onEnd}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'End Game' }));
    expect(onEnd).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'End Game' }));
    expect(onEnd).toHaveBeenCalledOnce();
  });
});
