import { describe, expect, it } from 'vitest';
import {
  acceptsAnswer,
  closeDue,
  closeDueAt,
  lobbyState,
  pointsFromOpen,
  revealsAnswer,
  scoreboard,
  transition,
  type HostPacedEvent,
  type HostPacedState,
} from './host-paced';
import { answerGraceMs } from './rules';

const limitMs = 20_000;
const t0 = 1_000_000;

/** Applies events in order, each at its time; fails on an event the phase refuses. */
function play(state: HostPacedState, ...steps: [HostPacedEvent['type'], number][]) {
  for (const [type, at] of steps) {
    const next = transition(state, { type } as HostPacedEvent, at, limitMs);
    if (!next) throw new Error(`${type} refused in ${state.phase}`);
    state = next;
  }
  return state;
}

describe('the host-paced phase machine', () => {
  it('goes lobby → open → results → scoreboard → open … → ended, opening each question for everyone at one instant', () => {
    let state = play(lobbyState(2), ['start', t0]);
    expect(state).toEqual({ phase: 'open', question: 0, total: 2, openedAt: t0, closesAt: t0 + limitMs });
    state = play(state, ['skip', t0 + 5000], ['show-scoreboard', t0 + 8000], ['next', t0 + 9000]);
    expect(state).toEqual({ phase: 'open', question: 1, total: 2, openedAt: t0 + 9000, closesAt: t0 + 29_000 });
    state = play(state, ['all-answered', t0 + 12_000]);
    expect(state.phase).toBe('results');
    // 'Next' after the last question, from the results or the scoreboard, ends the game.
    expect(play(state, ['next', t0 + 13_000]).phase).toBe('ended');
    expect(play(state, ['show-scoreboard', t0 + 13_000], ['next', t0 + 14_000]).phase).toBe('ended');
  });

  it('refuses what does not fit the phase, so a double click or a second instance changes nothing', () => {
    const lobby = lobbyState(3);
    expect(transition(lobby, { type: 'next' }, t0, limitMs)).toBeNull();
    expect(transition(lobby, { type: 'skip' }, t0, limitMs)).toBeNull();
    expect(transition(lobbyState(0), { type: 'start' }, t0, limitMs)).toBeNull();
    const open = play(lobby, ['start', t0]);
    expect(transition(open, { type: 'start' }, t0, limitMs)).toBeNull();
    expect(transition(open, { type: 'next' }, t0, limitMs)).toBeNull();
    expect(transition(open, { type: 'show-scoreboard' }, t0, limitMs)).toBeNull();
    const results = play(open, ['skip', t0 + 1]);
    expect(transition(results, { type: 'skip' }, t0 + 2, limitMs)).toBeNull();
    expect(transition(results, { type: 'all-answered' }, t0 + 2, limitMs)).toBeNull();
    const ended = play(results, ['end', t0 + 3]);
    for (const type of ['start', 'next', 'end', 'skip'] as const) {
      expect(transition(ended, { type }, t0 + 4, limitMs)).toBeNull();
    }
  });

  it('closes on time only once the time and the grace have passed', () => {
    const open = play(lobbyState(1), ['start', t0]);
    expect(closeDueAt(open)).toBe(t0 + limitMs + answerGraceMs);
    expect(transition(open, { type: 'time-up' }, t0 + limitMs, limitMs)).toBeNull();
    expect(closeDue(open, t0 + limitMs + answerGraceMs - 1)).toBe(false);
    expect(transition(open, { type: 'time-up' }, t0 + limitMs + answerGraceMs, limitMs)?.phase).toBe('results');
    expect(closeDueAt(lobbyState(1))).toBeNull();
  });

  it('can be ended by the host from any phase before the end', () => {
    for (const state of [
      lobbyState(2),
      play(lobbyState(2), ['start', t0]),
      play(lobbyState(2), ['start', t0], ['skip', t0 + 1]),
      play(lobbyState(2), ['start', t0], ['skip', t0 + 1], ['show-scoreboard', t0 + 2]),
    ]) {
      expect(transition(state, { type: 'end' }, t0 + 3, limitMs)?.phase).toBe('ended');
    }
  });
});

describe('answers in the host-paced game', () => {
  const open = play(lobbyState(3), ['start', t0]);

  it('are taken for the open question until its grace runs out, and never for another', () => {
    expect(acceptsAnswer(open, 0, t0 + 1)).toBe(true);
    expect(acceptsAnswer(open, 0, t0 + limitMs + answerGraceMs - 1)).toBe(true);
    expect(acceptsAnswer(open, 0, t0 + limitMs + answerGraceMs)).toBe(false);
    expect(acceptsAnswer(open, 1, t0 + 1)).toBe(false);
    expect(acceptsAnswer(play(open, ['skip', t0 + 2]), 0, t0 + 3)).toBe(false);
    expect(acceptsAnswer(lobbyState(3), 0, t0)).toBe(false);
  });

  it('score from the instant the question opened for everyone', () => {
    const at = (ms: number, correct = true) => pointsFromOpen({ correct, openedAt: t0, answeredAt: t0 + ms, limitMs });
    expect(at(0)).toBe(1000);
    expect(at(limitMs / 2)).toBe(750);
    expect(at(limitMs)).toBe(500);
    expect(at(limitMs + answerGraceMs)).toBe(500);
    expect(at(limitMs + answerGraceMs + 1)).toBe(0);
    expect(at(1000, false)).toBe(0);
  });

  it('reveal the correct option only once the question has closed', () => {
    expect(revealsAnswer(open, 0)).toBe(false);
    expect(revealsAnswer(lobbyState(3), 0)).toBe(false);
    const results = play(open, ['skip', t0 + 1]);
    expect(revealsAnswer(results, 0)).toBe(true);
    expect(revealsAnswer(results, 1)).toBe(false);
    const second = play(results, ['next', t0 + 2]);
    expect(revealsAnswer(second, 0)).toBe(true);
    expect(revealsAnswer(second, 1)).toBe(false);
  });
});

describe('the scoreboard between questions', () => {
  const standing = (id: string, score: number, totalAnswerMs = 1000) => ({ id, score, totalAnswerMs });

  it('shows the top five with how many places each moved since the last question', () => {
    const first = scoreboard([standing('a', 900), standing('b', 800), standing('c', 0)], null);
    expect(first).toEqual([
      { id: 'a', rank: 1, score: 900, movement: null },
      { id: 'b', rank: 2, score: 800, movement: null },
      { id: 'c', rank: 3, score: 0, movement: null },
    ]);
    const before = new Map(first.map((r) => [r.id, r.rank]));
    const after = scoreboard(
      [
        standing('a', 900),
        standing('b', 1700),
        standing('c', 950),
        standing('d', 10),
        standing('e', 5),
        standing('f', 1),
      ],
      before,
    );
    expect(after.map((r) => [r.id, r.rank, r.movement])).toEqual([
      ['b', 1, 1],
      ['c', 2, 1],
      ['a', 3, -2],
      ['d', 4, null],
      ['e', 5, null],
    ]);
  });

  it('ranks equal scores by less time and lets full ties share a place', () => {
    const rows = scoreboard(
      [standing('slow', 500, 9000), standing('fast', 500, 2000), standing('twin', 500, 2000)],
      null,
    );
    expect(rows.map((r) => [r.id, r.rank])).toEqual([
      ['fast', 1],
      ['twin', 1],
      ['slow', 3],
    ]);
  });
});
