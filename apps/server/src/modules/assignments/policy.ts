/**
 * Homework's rules (issue 38), pure: where an assignment stands for a student, whether they may start an attempt,
 * which attempt counts, whether a hand-in is late, when the right answers show, and the gradebook's averages.
 */
import type { CellMark, CountedAttempt, TodoState } from '@quiz/contract/assignments';
import type { AssignmentRow } from '../../db/schema/assignments';

export type Rules = Pick<AssignmentRow, 'opensAt' | 'dueAt' | 'closesAt' | 'attempts' | 'counts' | 'showAnswers'>;

export interface Attempt {
  id: string;
  percentageScore: number;
  completedAt: Date;
  late: boolean;
}

export interface Override {
  excused: boolean;
  extraAttempts: number;
}
export const noOverride: Override = { excused: false, extraAttempts: 0 };

/** The last moment a hand-in is taken: the close of late hand-ins, or the due date. */
export const closesAt = (rules: Pick<Rules, 'closesAt' | 'dueAt'>) => rules.closesAt ?? rules.dueAt;

/** Why an attempt may not start now, or null when it may. */
export function refusal(
  rules: Rules,
  now: Date,
  used: number,
  override: Override,
): 'notOpen' | 'closed' | 'noAttemptsLeft' | 'excused' | null {
  if (override.excused) return 'excused';
  if (now < rules.opensAt) return 'notOpen';
  if (now > closesAt(rules)) return 'closed';
  if (attemptsLeft(rules, used, override) === 0) return 'noAttemptsLeft';
  return null;
}

/** Attempts the student still has; null: unlimited. */
export function attemptsLeft(rules: Pick<Rules, 'attempts'>, used: number, override: Override): number | null {
  if (rules.attempts === null) return null;
  return Math.max(0, rules.attempts + override.extraAttempts - used);
}

/** A hand-in after the due date (and before the close, or it would not be taken) is late. */
export const isLate = (rules: Pick<Rules, 'dueAt'>, at: Date) => at > rules.dueAt;

/** The attempt that counts: the best (the earliest of equal scores) or the last. */
export function countedAttempt(counts: CountedAttempt, attempts: readonly Attempt[]): Attempt | null {
  if (attempts.length === 0) return null;
  const byTime = [...attempts].sort((a, b) => a.completedAt.getTime() - b.completedAt.getTime());
  if (counts === 'last') return byTime.at(-1)!;
  return byTime.reduce((best, a) => (a.percentageScore > best.percentageScore ? a : best));
}

/**
 * Whether the student sees their attempt's right answers now: 'after the due date' waits for late hand-ins to close
 * too, or a student who handed in could pass the answers to one still to hand in.
 */
export function answersShown(rules: Pick<Rules, 'showAnswers' | 'dueAt' | 'closesAt'>, now: Date): boolean {
  if (rules.showAnswers === 'after_attempt') return true;
  if (rules.showAnswers === 'never') return false;
  return now > closesAt(rules);
}

/** Where the assignment stands for a student on the To do list. */
export function todoState(rules: Rules, now: Date, counted: Attempt | null, override: Override): TodoState {
  if (override.excused) return 'excused';
  if (counted) return 'done';
  if (now > closesAt(rules)) return 'missed';
  return now > rules.dueAt ? 'late' : 'todo';
}

/** A gradebook cell's mark. */
export function cellMark(rules: Rules, now: Date, counted: Attempt | null, override: Override): CellMark {
  if (override.excused) return 'excused';
  if (counted) return counted.late ? 'late' : 'done';
  return now > rules.dueAt ? 'missing' : 'open';
}

/** A score as the gradebook shows it: a percentage to one decimal. */
export const roundScore = (value: number) => Math.round(value * 10) / 10;

/**
 * The mean of what counts, to one decimal; null when nothing does. A missing hand-in counts as 0 in a student's
 * average; excused, open and absent do not count.
 */
export function averageOf(values: readonly (number | null)[]): number | null {
  const counted = values.filter((v): v is number => v !== null);
  if (counted.length === 0) return null;
  return roundScore(counted.reduce((sum, v) => sum + v, 0) / counted.length);
}

/** What a cell adds to its student's average. */
export function studentValue(mark: CellMark, score: number | null): number | null {
  if (mark === 'missing') return 0;
  if (mark === 'done' || mark === 'late') return score;
  return null;
}
