/**
 * A timed solo attempt in progress, kept in this tab's sessionStorage: a reload (or a phone that dropped the page)
 * comes back to the same clock, question and answers. The server keeps the clock too and measures the time itself.
 */
import type { TimedAttempt } from '@quiz/contract/submissions';

export interface RunningAttempt {
  attemptId: string;
  extraTime: number;
  allowedSeconds: number;
  /** When the time is up, by this browser's clock (the server's seconds left, counted from when they came). */
  endsAt: number;
  index: number;
  answers: Record<number, unknown>;
}

const keyOf = (quizId: string) => `timedAttempt:${quizId}`;

export function runningAttemptOf(attempt: TimedAttempt, now = Date.now()): RunningAttempt {
  return {
    attemptId: attempt._id,
    extraTime: attempt.extraTime,
    allowedSeconds: attempt.allowedSeconds,
    endsAt: now + attempt.secondsLeft * 1000,
    index: 0,
    answers: {},
  };
}

export function loadRunningAttempt(quizId: string): RunningAttempt | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(keyOf(quizId)) ?? 'null') as Partial<RunningAttempt> | null;
    if (
      !saved ||
      typeof saved.attemptId !== 'string' ||
      typeof saved.endsAt !== 'number' ||
      typeof saved.extraTime !== 'number' ||
      typeof saved.allowedSeconds !== 'number'
    ) {
      return null;
    }
    return {
      attemptId: saved.attemptId,
      extraTime: saved.extraTime,
      allowedSeconds: saved.allowedSeconds,
      endsAt: saved.endsAt,
      index: typeof saved.index === 'number' ? saved.index : 0,
      answers: typeof saved.answers === 'object' && saved.answers !== null ? saved.answers : {},
    };
  } catch {
    return null;
  }
}

export function saveRunningAttempt(quizId: string, attempt: RunningAttempt) {
  try {
    sessionStorage.setItem(keyOf(quizId), JSON.stringify(attempt));
  } catch {
    // No storage (private mode): the attempt lasts as long as the page; the server still has its clock.
  }
}

export function clearRunningAttempt(quizId: string) {
  try {
    sessionStorage.removeItem(keyOf(quizId));
  } catch {
    // Nothing was kept.
  }
}

/** The time a taker has without extra time: each question's own seconds, or the quiz's, added up (as the server). */
export const attemptSeconds = (quiz: { timeLimit: number; questions: { timeLimit: number | null }[] }) =>
  quiz.questions.reduce((sum, q) => sum + (q.timeLimit ?? quiz.timeLimit), 0);

/** The countdown as a clock: 4:05, or 1:02:03 past an hour. */
export function clock(seconds: number) {
  const s = Math.max(0, Math.ceil(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(s % 60)}` : `${minutes}:${pad(s % 60)}`;
}
