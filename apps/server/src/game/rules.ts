/**
 * Live game rules (ARCHITECTURE §7), pure: no sockets, no database. The room service and socket handlers
 * (issue 6) call these with times the server recorded itself.
 */
import { randomInt } from 'node:crypto';

/** Network slack: an answer this much after the deadline still counts, one later scores 0. */
export const answerGraceMs = 1500;
export const maxPoints = 1000;

/** The room's limit, else the quiz's, else 30 s (SPEC §9: the game falls back to 30). */
export function questionTimeLimitSeconds(roomLimit: number | null | undefined, quizLimit: number | null | undefined) {
  return roomLimit || quizLimit || 30;
}

export function isLate(options: { servedAt: number; answeredAt: number; limitMs: number }) {
  return options.answeredAt - options.servedAt > options.limitMs + answerGraceMs;
}

/**
 * A correct answer scores from 1000 (instant) down to 500 (at the deadline): round(1000 × (1 − elapsed/limit/2)).
 * A wrong or late answer scores 0. Time inside the grace period counts as the deadline itself.
 */
export function pointsFor(options: { correct: boolean; servedAt: number; answeredAt: number; limitMs: number }) {
  if (!options.correct || isLate(options)) return 0;
  const elapsed = Math.min(Math.max(0, options.answeredAt - options.servedAt), options.limitMs);
  return Math.round(maxPoints * (1 - elapsed / options.limitMs / 2));
}

export interface Standing {
  id: string;
  score: number;
  /** Milliseconds spent answering, summed over the questions answered. */
  totalAnswerMs: number;
}

/** Highest score first; equal scores by less time; a full tie shares the rank (1, 2, 2, 4). */
export function rankParticipants<T extends Standing>(standings: T[]): (T & { rank: number })[] {
  const sorted = [...standings].sort((a, b) => b.score - a.score || a.totalAnswerMs - b.totalAnswerMs);
  const ranked: (T & { rank: number })[] = [];
  sorted.forEach((standing, i) => {
    const previous = ranked[i - 1];
    const tie = previous && previous.score === standing.score && previous.totalAnswerMs === standing.totalAnswerMs;
    ranked.push({ ...standing, rank: tie ? previous.rank : i + 1 });
  });
  return ranked;
}

/** A player has finished when every question is answered or past its deadline. */
export const hasFinished = (questionsDone: number, totalQuestions: number) => questionsDone >= totalQuestions;

/** The room completes when the host ends it or every participant has finished. */
export function isRoomComplete(options: { endedByHost: boolean; questionsDone: number[]; totalQuestions: number }) {
  if (options.endedByHost) return true;
  return (
    options.questionsDone.length > 0 && options.questionsDone.every((done) => hasFinished(done, options.totalQuestions))
  );
}

/** Room codes: 6 characters without look-alikes (no 0/O, 1/I/L), from a cryptographic source. */
export const roomCodeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const roomCodeLength = 6;

export function newRoomCode(): string {
  let code = '';
  for (let i = 0; i < roomCodeLength; i++) code += roomCodeAlphabet[randomInt(roomCodeAlphabet.length)];
  return code;
}
