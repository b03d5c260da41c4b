/**
 * The self-paced game's clock and scoring (ARCHITECTURE §7), pure: each player moves through the questions on their
 * own clock, kept by the server. rooms/self-paced.ts applies these with the times it recorded; rooms/completion.ts
 * ends the game by them. The host-paced counterpart is host-paced.ts.
 */
import { RoomLimits } from '@quiz/contract/limits';
import { answerGraceMs, isLate, pointsFor, questionTimeLimitSeconds } from './rules';

/** A room's time per question in ms: its own limit, else 30 s. */
export const roomLimitMs = (timeLimit: number | null | undefined) => questionTimeLimitSeconds(timeLimit, null) * 1000;

/** A question's time in ms: its own (issue 16), else the room's. */
export const questionLimitMs = (ownSeconds: number | null | undefined, roomMs: number) =>
  ownSeconds ? ownSeconds * 1000 : roomMs;

/** The longest a player can spend on one question: its time, the grace, and the pause before the next one. */
export const perQuestionMs = (limitMs: number) => limitMs + answerGraceMs + RoomLimits.answerAdvanceDelayMs;

/** The game's last possible moment for a player who takes every question to its last second (its deadline). */
export function deadlineOf(startedAt: Date, questionLimitsMs: number[]) {
  return new Date(startedAt.getTime() + questionLimitsMs.reduce((sum, ms) => sum + perQuestionMs(ms), 0));
}

/** How long past the deadline a room waits for players who went away before it completes without them. */
export const overtimeSlackMs = 10_000;

/**
 * When a game can complete without the players who went away (or never opened it): the deadline and the slack.
 * A host-paced game has none: it waits for its host as long as it takes (a class discussing a question, a lost
 * projector).
 */
export function overtimeAt(room: {
  startedAt: Date | null;
  questionCount: number;
  timeLimit: number | null;
  mode: 'self_paced' | 'host_paced';
  closesAt: Date | null;
}): number | null {
  if (!room.startedAt || room.mode === 'host_paced') return null;
  // Set at the start from each question's own time; games started before issue 16 have none.
  if (room.closesAt) return room.closesAt.getTime() + overtimeSlackMs;
  return room.startedAt.getTime() + room.questionCount * perQuestionMs(roomLimitMs(room.timeLimit)) + overtimeSlackMs;
}

/** A served question whose time is up: it counts as unanswered, and the next one is served. */
export const timedOut = (servedAt: Date, limitMs: number, now: Date) => now.getTime() > servedAt.getTime() + limitMs;

/** How long finishing players' completion checks are gathered: longer in a bigger room, at most a second. */
export const completionGapMs = (participants: number) => Math.min(1000, 20 + Math.floor(participants / 10));

/**
 * An answer scored on the player's own clock: right only in time (the grace included), points by speed times the
 * question's multiplier, and the time it took, never more than the question's time.
 */
export function scoreAnswer(options: {
  correct: boolean;
  servedAt: number;
  answeredAt: number;
  limitMs: number;
  multiplier: number;
}) {
  const timing = { servedAt: options.servedAt, answeredAt: options.answeredAt, limitMs: options.limitMs };
  return {
    isCorrect: options.correct && !isLate(timing),
    points: pointsFor({ correct: options.correct, ...timing }) * options.multiplier,
    elapsedMs: Math.min(Math.max(0, options.answeredAt - options.servedAt), options.limitMs),
  };
}
