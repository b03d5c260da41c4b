/**
 * The assign dialog's form: what its fields hold (datetime-local texts, the attempts as a choice), and the shared
 * schemas it is checked with once turned into the request, so that the dialog and the server name the same errors
 * at the same fields.
 */
import type { Resolver, ResolverOptions } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  assignmentInput,
  assignmentSettings,
  type AnswerVisibility,
  type Assignment,
  type CountedAttempt,
} from '@quiz/contract/assignments';
import { fromLocalInput, toLocalInput, viewerTimeZone } from './local-time';

export const AttemptChoices = ['1', '2', '3', 'unlimited'] as const;
export type AttemptChoice = (typeof AttemptChoices)[number];

/** What the form's fields hold. */
export interface AssignFormValues {
  quizId: string;
  classIds: string[];
  /** datetime-local texts, in this browser's time zone. */
  opensAt: string;
  dueAt: string;
  late: 'none' | 'until';
  closesAt: string;
  attempts: AttemptChoice;
  counts: CountedAttempt;
  timed: boolean;
  shuffle: boolean;
  showAnswers: AnswerVisibility;
}

/** The fields an error (the form's or the server's) may name. */
export const assignFormFields = ['classIds', 'opensAt', 'dueAt', 'closesAt', 'attempts', 'counts'] as const;

/** The rules as the API takes them: dates as ISO 8601 with this browser's offset ('' when blank: an error). */
export function settingsOf(values: AssignFormValues) {
  return {
    // Blank: the homework opens at once.
    opensAt: values.opensAt.trim() ? fromLocalInput(values.opensAt) : null,
    dueAt: fromLocalInput(values.dueAt),
    closesAt: values.late === 'until' ? fromLocalInput(values.closesAt) : null,
    attempts: values.attempts === 'unlimited' ? null : Number(values.attempts),
    counts: values.counts,
    timed: values.timed,
    shuffle: values.shuffle,
    showAnswers: values.showAnswers,
  };
}

/** A new assignment's request: the quiz, the classes, the rules, and the teacher's time zone (for the e-mails). */
export const assignRequestOf = (values: AssignFormValues) => ({
  quizId: values.quizId,
  classIds: values.classIds,
  ...settingsOf(values),
  timeZone: viewerTimeZone(),
});

/** What the form gives once checked: a new assignment's request, or an assignment's new rules. */
export type AssignPayload = z.output<typeof assignmentInput> | z.output<typeof assignmentSettings>;

/**
 * Checks the form as the server checks the request (a new assignment is due in the future, too): the request is
 * made from the fields, and the shared schema's errors land on the fields of the same names.
 */
export function assignResolver(editing: boolean): Resolver<AssignFormValues, unknown, AssignPayload> {
  return (values, context, options) => {
    const request = editing ? settingsOf(values) : assignRequestOf(values);
    const check = zodResolver(editing ? assignmentSettings : assignmentInput) as unknown as Resolver<
      typeof request,
      unknown,
      AssignPayload
    >;
    return check(request, context, options as unknown as ResolverOptions<typeof request>) as ReturnType<
      Resolver<AssignFormValues, unknown, AssignPayload>
    >;
  };
}

/** The last minute of the day a week from `now`: a due date to start from. */
function nextWeek(now: Date) {
  const due = new Date(now);
  due.setDate(due.getDate() + 7);
  due.setHours(23, 59, 0, 0);
  return due;
}

/** A new assignment of `quizId`: open now, due in a week, one attempt, the answers shown after it. */
export const newAssignmentValues = (quizId: string, classIds: string[], now = new Date()): AssignFormValues => ({
  quizId,
  classIds,
  opensAt: toLocalInput(now),
  dueAt: toLocalInput(nextWeek(now)),
  late: 'none',
  closesAt: '',
  attempts: '1',
  counts: 'best',
  timed: false,
  shuffle: false,
  showAnswers: 'after_attempt',
});

/** An assignment's rules as the form shows them. */
export const valuesOf = (assignment: Assignment): AssignFormValues => ({
  quizId: assignment.quiz._id,
  classIds: [assignment.classId],
  opensAt: toLocalInput(assignment.opensAt),
  dueAt: toLocalInput(assignment.dueAt),
  late: assignment.closesAt ? 'until' : 'none',
  closesAt: assignment.closesAt ? toLocalInput(assignment.closesAt) : '',
  attempts: assignment.attempts === null ? 'unlimited' : (String(assignment.attempts) as AttemptChoice),
  counts: assignment.counts,
  timed: assignment.timed,
  shuffle: assignment.shuffle,
  showAnswers: assignment.showAnswers,
});
