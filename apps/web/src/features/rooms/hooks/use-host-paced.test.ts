import { describe, expect, it } from 'vitest';
import type { HostPacedView } from '@quiz/contract/rooms';
import { newerView, progressOf } from './use-host-paced';

const view = (extra: Partial<HostPacedView>): HostPacedView => ({
  code: 'XK7P2Q',
  phase: 'open',
  index: 0,
  total: 3,
  question: {
    _id: 'q1',
    kind: 'single',
    image: null,
    points: 'standard',
    content: 'Which is the largest ocean?',
    options: [{ _id: 'o1', label: 'Pacific' }],
  },
  limitMs: 30_000,
  remainingMs: 30_000,
  answeredCount: 0,
  playerCount: 3,
  answered: false,
  myOptionId: null,
  myAnswer: null,
  results: null,
  you: null,
  scoreboard: null,
  ...extra,
});

describe('the host-paced view a screen keeps', () => {
  it('orders the game: lobby, then each question open, closed, scoreboard, then the end', () => {
    const order = [
      view({ phase: 'lobby', index: -1 }),
      view({ phase: 'open', index: 0 }),
      view({ phase: 'results', index: 0 }),
      view({ phase: 'scoreboard', index: 0 }),
      view({ phase: 'open', index: 1 }),
      view({ phase: 'ended', index: 2 }),
    ].map(progressOf);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('ignores a view older than the one on screen (a reply that crossed a broadcast)', () => {
    const results = view({ phase: 'results' });
    expect(newerView(results, view({ phase: 'open' }))).toBe(results);
    const next = view({ phase: 'open', index: 1 });
    expect(newerView(results, next)).toBe(next);
  });

  it('keeps an answer given to the open question when the same question arrives again without it', () => {
    const answered = view({ answered: true, myOptionId: 'o1' });
    expect(newerView(answered, view({ answeredCount: 2 }))).toMatchObject({
      answered: true,
      myOptionId: 'o1',
      answeredCount: 2,
    });
  });

  it("keeps the player's own outcome when the scoreboard comes alike to everyone", () => {
    const you = { correct: true, points: 900, score: 900, rank: 1 };
    const results = view({ phase: 'results', you, answered: true, myOptionId: 'o1' });
    expect(newerView(results, view({ phase: 'scoreboard', scoreboard: [] }))).toMatchObject({
      phase: 'scoreboard',
      you,
      answered: true,
      myOptionId: 'o1',
    });
  });
});
