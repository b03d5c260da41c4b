/**
 * A timed solo attempt in progress, kept in this tab's sessionStorage: a reload (or a phone that dropped the page)
 * comes back to the same clock, question and answers. The server keeps the clock too and measures the time itself.
 * What is kept names its taker (another person signing in on the tab does not get it) and keeps answers by question
 * id, so a quiz edited meanwhile cannot put an answer under another question.
 */
import type { TimedAttempt } from '@quiz/contract/submissions';
import type { AnswerValue } from '../../../components/questions/answer-input';

export interface RunningAttempt {
  userId: string;
  attemptId: string;
  extraTime: number;
  allowedSeconds: number;
  /** When the time is up, by this browser's clock (the server's seconds left, counted from when they came). */
  endsAt: number;
  /** The question on screen, and the answers given, by question id. */
  questionId: string | null;
  answers: Record<string, AnswerValue>;
}

const keyOf = (quizId: string) => `timedAttempt:${quizId}`;

export function runningAttemptOf(userId: string, attempt: TimedAttempt, now = Date.now()): RunningAttempt {
  return {
    userId,
    attemptId: attempt._id,
    extraTime: attempt.extraTime,
    allowedSeconds: attempt.allowedSeconds,
    endsAt: now + attempt.secondsLeft * 1000,
    questionId: null,
    answers: {},
  };
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** An answer of one of the kinds the answer input gives (a picked option list, a typed text, an order). */
export function isAnswerValue(value: unknown): value is AnswerValue {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as Record<string, unknown>;
  return isStrings(answer.optionIds) || typeof answer.text === 'string' || isStrings(answer.order);
}

/** The attempt this tab keeps for the quiz, if it is `userId`'s and whole; answers of an unknown shape are dropped. */
export function loadRunningAttempt(quizId: string, userId: string): RunningAttempt | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(keyOf(quizId)) ?? 'null') as Partial<RunningAttempt> | null;
    if (
      !saved ||
      saved.userId !== userId ||
      typeof saved.attemptId !== 'string' ||
      typeof saved.endsAt !== 'number' ||
      typeof saved.extraTime !== 'number' ||
      typeof saved.allowedSeconds !== 'number'
    ) {
      return null;
    }
    const answers = typeof saved.answers === 'object' && saved.answers !== null ? saved.answers : {};
    return {
      userId,
      attemptId: saved.attemptId,
      extraTime: saved.extraTime,
      allowedSeconds: saved.allowedSeconds,
      endsAt: saved.endsAt,
      questionId: typeof saved.questionId === 'string' ? saved.questionId : null,
      answers: Object.fromEntries(Object.entries(answers).filter(([, value]) => isAnswerValue(value))),
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
