import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { Participant } from '@quiz/contract/rooms';
import { participantOf } from '../../../test-utils/rooms';
import { FinalStandings, podiumOrder, rankStandings } from './final-standings';

afterEach(cleanup);

/** A player who answered all three questions, with their score, the server's rank and their total answer time. */
const player = (id: string, name: string, score: number, rank: number, totalAnswerMs = 10_000): Participant =>
  participantOf(id, name, {
    isHost: false,
    score,
    correctAnswers: Math.round(score / 1000),
    answeredCount: 3,
    finished: true,
    rank,
    totalAnswerMs,
  });

const ann = player('u1', 'Ann', 1800, 2);
const bob = player('u2', 'Bob', 2900, 1);
const cid = player('u3', 'Cid', 900, 3);
const dee = player('u4', 'Dee', 0, 4);

describe('rankStandings', () => {
  it('sorts by score, highest first, and breaks equal scores by the server rank', () => {
    const tiedFaster = player('u5', 'Eve', 1800, 2, 5_000);
    const tiedSlower = { ...ann, rank: 3 };
    expect(rankStandings([dee, tiedSlower, cid, bob, tiedFaster]).map((s) => s.name)).toEqual([
      'Bob',
      'Eve',
      'Ann',
      'Cid',
      'Dee',
    ]);
  });

  it('numbers the places itself when the server gave no rank', () => {
    const unranked = [ann, bob].map((p) => ({ ...p, rank: null }));
    expect(rankStandings(unranked).map((s) => [s.name, s.rank])).toEqual([
      ['Bob', 1],
      ['Ann', 2],
    ]);
  });
});

describe('podiumOrder', () => {
  it('puts the winner in the middle: 2nd, 1st, 3rd', () => {
    expect(podiumOrder(['first', 'second', 'third'])).toEqual(['second', 'first', 'third']);
  });

  it('copes with fewer than three players', () => {
    expect(podiumOrder(['first', 'second'])).toEqual(['second', 'first']);
    expect(podiumOrder(['first'])).toEqual(['first']);
    expect(podiumOrder([])).toEqual([]);
  });
});

describe('FinalStandings', () => {
  it('shows the podium as 2nd, 1st, 3rd and the complete rankings by score with the user marked YOU', () => {
    render(<FinalStandings participants={[ann, dee, cid, bob]} currentUserId="u3" />);

    const podium = within(screen.getByRole('list', { name: 'Podium' })).getAllByRole('listitem');
    expect(podium.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Ann.*1800 pts.*2nd$/),
      expect.stringMatching(/^Bob.*2900 pts.*1st$/),
      expect.stringMatching(/^Cid.*900 pts.*3rd$/),
    ]);

    const rows = within(screen.getByRole('list', { name: 'Complete Rankings' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^#1.*Bob.*2900 pts$/),
      expect.stringMatching(/^#2.*Ann.*1800 pts$/),
      expect.stringMatching(/^#3.*Cid.*YOU.*900 pts$/),
      expect.stringMatching(/^#4.*Dee.*0 pts$/),
    ]);
    expect(screen.getAllByText('YOU')).toHaveLength(1);
  });

  it("says 'No results available' when nobody played", () => {
    render(<FinalStandings participants={[]} currentUserId="u1" />);
    expect(screen.getByText('No results available')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Podium' })).toBeNull();
  });
});
