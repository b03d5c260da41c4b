import { useMemo, useRef } from 'react';
import type { StudentAssignment } from '@quiz/contract/assignments';
import type { QuestionKind } from '@quiz/contract/limits';
import { attemptSeed, shuffleQuestions } from './shuffle-order';

/**
 * The questions in the order this attempt shows them: as given, or shuffled when the homework says so. A timed
 * attempt is named by its id; an untimed one by the seed it got first, so that nothing read afresh meanwhile (the
 * homework after a hand-in in another tab) reorders the page under the student's answers.
 */
export function useHomeworkOrder<Q extends { _id: string; kind: QuestionKind; options: readonly unknown[] }>(
  questions: readonly Q[] | undefined,
  assignment: StudentAssignment | undefined,
  userId: string,
  attemptId: string | null | undefined,
): readonly Q[] {
  const firstSeed = useRef<string | null>(null);
  if (assignment && firstSeed.current === null) firstSeed.current = attemptSeed(assignment, userId);
  const seed = attemptId ?? firstSeed.current;
  const shuffle = Boolean(assignment?.shuffle);
  return useMemo(() => {
    if (!questions) return [];
    return shuffle && seed ? shuffleQuestions(questions, seed) : questions;
  }, [questions, shuffle, seed]);
}
