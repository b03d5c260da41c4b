/**
 * Where a host-paced game stands, read from its room row (the phase, the question, its clock), and the columns that
 * open a question. Pure: the transitions themselves are game/host-paced.ts, their writes host-paced.ts.
 */
import type { HostPacedState } from '../../game/host-paced';
import type { PacedRoom } from './room-rows';

export function openQuestionColumns(question: number, at: Date, limitMs: number) {
  return {
    phase: 'open' as const,
    currentQuestion: question,
    openedAt: at,
    closesAt: new Date(at.getTime() + limitMs),
  };
}

export function stateOf(room: PacedRoom): HostPacedState {
  const phase =
    room.status === 'waiting' ? 'lobby' : room.status === 'completed' ? 'ended' : (room.phase ?? ('lobby' as const));
  return {
    phase,
    question: room.currentQuestion,
    total: room.questionCount,
    openedAt: room.openedAt?.getTime() ?? null,
    closesAt: room.closesAt?.getTime() ?? null,
  };
}

/** How far a game has got, to keep the newest of two copies of a room (phases in order within a question). */
export function progressOf(room: Pick<PacedRoom, 'status' | 'phase' | 'currentQuestion'>) {
  if (room.status === 'completed') return Number.MAX_SAFE_INTEGER;
  if (room.status === 'waiting') return -1;
  return room.currentQuestion * 4 + ['open', 'results', 'scoreboard'].indexOf(room.phase ?? 'open');
}
