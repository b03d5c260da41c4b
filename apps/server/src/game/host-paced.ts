/**
 * The host-paced ("classic") game's rules (issue 15, ARCHITECTURE §7), pure: no sockets, no database. The room is
 * in one phase at a time; the server opens each question for everyone at one instant T, scores from T, and closes
 * it once (time up, everyone answered, or the host's skip); only then is the correct option revealed. The state is
 * small enough to keep on the room's row, so whichever instance sees an event (or the clock) can continue the game.
 */
import { answerGraceMs, pointsFor, rankParticipants, type Standing } from './rules';

export const HostPacedPhases = ['lobby', 'open', 'results', 'scoreboard', 'ended'] as const;
export type HostPacedPhase = (typeof HostPacedPhases)[number];

export interface HostPacedState {
  phase: HostPacedPhase;
  /** The question on screen, 0-based; -1 in the lobby. */
  question: number;
  total: number;
  /** When the question on screen opened, and when its time is up (ms since the epoch); null in the lobby. */
  openedAt: number | null;
  closesAt: number | null;
}

/** What can happen to the game: the host's buttons, and the server noticing time up or everyone answered. */
export type HostPacedEvent =
  | { type: 'start' }
  | { type: 'skip' }
  | { type: 'time-up' }
  | { type: 'all-answered' }
  | { type: 'show-scoreboard' }
  | { type: 'next' }
  | { type: 'end' };

export function lobbyState(total: number): HostPacedState {
  return { phase: 'lobby', question: -1, total, openedAt: null, closesAt: null };
}

const open = (state: HostPacedState, question: number, now: number, limitMs: number): HostPacedState => ({
  ...state,
  phase: 'open',
  question,
  openedAt: now,
  closesAt: now + limitMs,
});

/**
 * The state after `event` at `now`, or null when the event does nothing in this phase (a second 'next', a skip of a
 * question already closed, time up before it is): callers refuse it or ignore it. A question closes once, into
 * 'results'; 'next' from the results or the scoreboard opens the next question, or ends the game after the last.
 */
export function transition(
  state: HostPacedState,
  event: HostPacedEvent,
  now: number,
  limitMs: number,
): HostPacedState | null {
  if (state.phase === 'ended') return null;
  switch (event.type) {
    case 'start':
      if (state.phase !== 'lobby' || state.total < 1) return null;
      return open(state, 0, now, limitMs);
    case 'skip':
    case 'all-answered':
      return state.phase === 'open' ? { ...state, phase: 'results' } : null;
    case 'time-up':
      return state.phase === 'open' && closeDue(state, now) ? { ...state, phase: 'results' } : null;
    case 'show-scoreboard':
      return state.phase === 'results' ? { ...state, phase: 'scoreboard' } : null;
    case 'next':
      if (state.phase !== 'results' && state.phase !== 'scoreboard') return null;
      if (state.question + 1 >= state.total) return { ...state, phase: 'ended' };
      return open(state, state.question + 1, now, limitMs);
    case 'end':
      return { ...state, phase: 'ended' };
  }
}

/** When the server closes the open question by itself: the time plus the grace that late packets get. */
export function closeDueAt(state: HostPacedState): number | null {
  return state.phase === 'open' && state.closesAt !== null ? state.closesAt + answerGraceMs : null;
}

export function closeDue(state: HostPacedState, now: number): boolean {
  const due = closeDueAt(state);
  return due !== null && now >= due;
}

/** Whether an answer to `question` arriving at `now` is taken: that question, open, and not past its grace. */
export function acceptsAnswer(state: HostPacedState, question: number, now: number): boolean {
  return state.phase === 'open' && state.question === question && !closeDue(state, now);
}

/** Points for an answer, timed from the instant the question opened for everyone (the self-paced formula). */
export function pointsFromOpen(options: {
  correct: boolean;
  openedAt: number;
  answeredAt: number;
  limitMs: number;
}): number {
  return pointsFor({
    correct: options.correct,
    servedAt: options.openedAt,
    answeredAt: options.answeredAt,
    limitMs: options.limitMs,
  });
}

/** The correct option is shown only once the question has closed (never while it is open). */
export function revealsAnswer(state: HostPacedState, question: number): boolean {
  return (
    question < state.question || (question === state.question && state.phase !== 'open' && state.phase !== 'lobby')
  );
}

export interface ScoreboardRow {
  id: string;
  rank: number;
  score: number;
  /** Places gained (positive) or lost (negative) since the scoreboard before; null the first time. */
  movement: number | null;
}

/**
 * The top of the scoreboard after a question (ranked like the final standings: score, then less time, full ties
 * share), with each row's movement against the ranks after the previous question.
 */
export function scoreboard(
  standings: Standing[],
  previousRanks: ReadonlyMap<string, number> | null,
  top = 5,
): ScoreboardRow[] {
  return rankParticipants(standings)
    .slice(0, top)
    .map((s) => {
      const before = previousRanks?.get(s.id);
      return { id: s.id, rank: s.rank, score: s.score, movement: before === undefined ? null : before - s.rank };
    });
}
