/** One student's standing on one assignment, from their attempts and the teacher's override (policy.ts's rules). */
import type { GradebookCell } from '@quiz/contract/assignments';
import type { AssignmentRow } from '../../db/schema/assignments';
import { cellMark, countedAttempt, noOverride, roundScore, type Attempt, type Override } from './policy';

export interface CellSource {
  assignment: AssignmentRow;
  attempts: readonly Attempt[];
  override?: Override | undefined;
}

export function cellOf({ assignment, attempts, override = noOverride }: CellSource, now: Date): GradebookCell {
  const counted = countedAttempt(assignment.counts, attempts);
  return {
    mark: cellMark(assignment, now, counted, override),
    score: counted ? roundScore(counted.percentageScore) : null,
    attempts: attempts.length,
    extraAttempts: override.extraAttempts,
    submissionId: counted?.id ?? null,
  };
}
