/** Homework for the assignments feature's tests: every field the contract requires. */
import type { Assignment, StudentAssignment } from '@quiz/contract/assignments';

/** Fractions, assigned to 4A Maths: open since 1 Dec, due 4 Dec 10:00 UTC, one attempt, 25 students. */
export const assignmentOf = (extra: Partial<Assignment> = {}): Assignment => ({
  _id: 'a1',
  classId: 'c1',
  className: '4A Maths',
  quiz: { _id: 'quiz-1', title: 'Fractions', deleted: false },
  opensAt: '2026-12-01T08:00:00.000Z',
  dueAt: '2026-12-04T10:00:00.000Z',
  closesAt: null,
  attempts: 1,
  counts: 'best',
  timed: false,
  shuffle: false,
  showAnswers: 'after_attempt',
  createdAt: '2026-11-30T08:00:00.000Z',
  students: 25,
  handedIn: 3,
  ...extra,
});

/** Fractions as one of 4A's students sees it: to do, nothing handed in, one attempt left. */
export const studentAssignmentOf = (extra: Partial<StudentAssignment> = {}): StudentAssignment => ({
  _id: 'a1',
  quiz: { _id: 'quiz-1', title: 'Fractions', deleted: false },
  class: { _id: 'c1', name: '4A Maths' },
  teacher: 'Cô Lan',
  opensAt: '2026-12-01T08:00:00.000Z',
  dueAt: '2026-12-04T10:00:00.000Z',
  closesAt: null,
  attempts: 1,
  counts: 'best',
  timed: false,
  shuffle: false,
  showAnswers: 'after_attempt',
  state: 'todo',
  canAttempt: true,
  attemptsUsed: 0,
  attemptsLeft: 1,
  extraTime: 1,
  score: null,
  late: false,
  submissionId: null,
  ...extra,
});
