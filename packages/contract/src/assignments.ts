/**
 * Homework (issue 38): a quiz assigned to a class with its dates and rules, what a student sees of it ('To do'),
 * the teacher's per-student overrides, and the class's gradebook.
 */
import { z } from 'zod';
import { envelope } from './api';
import { ExtraTimeFactors } from './limits';
import { Issue } from './schema-messages';

export const AssignmentLimits = {
  /** Classes one Assign reaches at once. */
  classesMax: 20,
  /** Attempts a teacher may allow (or unlimited, null). */
  attemptsMax: 3,
  /** Extra attempts a teacher may give one student. */
  extraAttemptsMax: 5,
  /** The reminder goes this long before the due date, to those who have not handed in. */
  reminderHours: 24,
} as const;

/** Which of a student's attempts counts in the gradebook. */
export const CountedAttempts = ['best', 'last'] as const;
export type CountedAttempt = (typeof CountedAttempts)[number];

/** When a student sees the right answers of their attempt. */
export const AnswerVisibilities = ['after_attempt', 'after_due', 'never'] as const;
export type AnswerVisibility = (typeof AnswerVisibilities)[number];

const moment = z.iso.datetime({ offset: true, error: Issue.assignmentDateInvalid });

/** The rules of an assignment, as the teacher sets them (and changes them later). */
const settingsShape = {
  /** When students can start; now when absent. */
  opensAt: moment.nullish(),
  dueAt: moment,
  /** Late hand-ins are taken (and marked late) until then; null: none after the due date. */
  closesAt: moment.nullish().transform((value) => value ?? null),
  /** 1, 2 or 3; null: unlimited. */
  attempts: z
    .number({ error: Issue.assignmentAttemptsRange(AssignmentLimits.attemptsMax) })
    .int(Issue.assignmentAttemptsRange(AssignmentLimits.attemptsMax))
    .min(1, Issue.assignmentAttemptsRange(AssignmentLimits.attemptsMax))
    .max(AssignmentLimits.attemptsMax, Issue.assignmentAttemptsRange(AssignmentLimits.attemptsMax))
    .nullable()
    .default(1),
  counts: z.enum(CountedAttempts, { error: Issue.invalidPayload }).default('best'),
  /** A timed attempt (the questions' time added up), with each student's extra time. */
  timed: z.boolean({ error: Issue.invalidPayload }).default(false),
  /** Questions and options in another order for each attempt. */
  shuffle: z.boolean({ error: Issue.invalidPayload }).default(false),
  showAnswers: z.enum(AnswerVisibilities, { error: Issue.invalidPayload }).default('after_attempt'),
};

/** Whether the runtime knows this IANA time zone. */
function isTimeZone(name: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

type Dates = { opensAt?: string | null; dueAt: string; closesAt: string | null };

/** The dates in their order: opens before due, closes after due. */
function datesInOrder(value: Dates, context: z.RefinementCtx) {
  const due = Date.parse(value.dueAt);
  if (value.opensAt && Date.parse(value.opensAt) >= due) {
    context.addIssue({ code: 'custom', path: ['dueAt'], message: Issue.assignmentDueBeforeOpen });
  }
  if (value.closesAt !== null && Date.parse(value.closesAt) <= due) {
    context.addIssue({ code: 'custom', path: ['closesAt'], message: Issue.assignmentClosesBeforeDue });
  }
}

export const assignmentSettings = z.object(settingsShape).superRefine(datesInOrder);
export type AssignmentSettings = z.input<typeof assignmentSettings>;

/** Assign a quiz to one or more classes; a new assignment is due in the future. */
export const assignmentInput = z
  .object({
    quizId: z.string({ error: Issue.quizIdRequired }).min(1, Issue.quizIdRequired),
    classIds: z
      .array(z.string(), { error: Issue.assignmentClassRequired })
      .min(1, Issue.assignmentClassRequired)
      .max(AssignmentLimits.classesMax, Issue.assignmentTooManyClasses(AssignmentLimits.classesMax)),
    ...settingsShape,
    /** The teacher's time zone (an IANA name): e-mails to the students give the dates in it. */
    timeZone: z.string().max(64).refine(isTimeZone, Issue.invalidPayload).default('UTC'),
  })
  .superRefine((value, context) => {
    datesInOrder(value, context);
    if (Date.parse(value.dueAt) <= Date.now()) {
      context.addIssue({ code: 'custom', path: ['dueAt'], message: Issue.assignmentDueInPast });
    }
  });
export type AssignmentInput = z.input<typeof assignmentInput>;

const settingsFields = {
  opensAt: z.string(),
  dueAt: z.string(),
  closesAt: z.string().nullable(),
  attempts: z.number().nullable(),
  counts: z.enum(CountedAttempts),
  timed: z.boolean(),
  shuffle: z.boolean(),
  showAnswers: z.enum(AnswerVisibilities),
};

const assignedQuiz = z.object({ _id: z.string(), title: z.string(), deleted: z.boolean() });

/** An assignment as its teacher lists it. */
export const assignment = z.object({
  _id: z.string(),
  classId: z.string(),
  className: z.string(),
  quiz: assignedQuiz,
  ...settingsFields,
  createdAt: z.string(),
  /** Active students, and those of them who handed in. */
  students: z.number(),
  handedIn: z.number(),
});
export type Assignment = z.infer<typeof assignment>;
export const assignmentsResponse = envelope(z.array(assignment));
export const assignmentResponse = envelope(assignment);

/**
 * Where an assignment stands for one student: `todo` (open, nothing handed in), `late` (past due, still taken),
 * `done` (handed in), `missed` (closed with nothing handed in), `excused` (the teacher excused them).
 */
export const TodoStates = ['todo', 'late', 'done', 'missed', 'excused'] as const;
export type TodoState = (typeof TodoStates)[number];

/** An assignment as one of its students sees it (the dashboard's To do, and the attempt's page). */
export const studentAssignment = z.object({
  _id: z.string(),
  quiz: assignedQuiz,
  class: z.object({ _id: z.string(), name: z.string() }),
  teacher: z.string(),
  ...settingsFields,
  state: z.enum(TodoStates),
  /** Whether they may start an attempt now. */
  canAttempt: z.boolean(),
  attemptsUsed: z.number(),
  /** Null: unlimited. */
  attemptsLeft: z.number().nullable(),
  /** Their extra time on a timed attempt (the teacher's accommodation). */
  extraTime: z.number(),
  /** The counted score in %, once handed in. */
  score: z.number().nullable(),
  /** The counted attempt came after the due date. */
  late: z.boolean(),
  /** The counted attempt, to read it again. */
  submissionId: z.string().nullable(),
});
export type StudentAssignment = z.infer<typeof studentAssignment>;
export const todoResponse = envelope(z.array(studentAssignment));
export const studentAssignmentResponse = envelope(studentAssignment);

/** The teacher's change for one student: excuse them, or give them more attempts. */
export const studentOverride = z
  .object({
    excused: z.boolean({ error: Issue.invalidPayload }).optional(),
    extraAttempts: z
      .number({ error: Issue.extraAttemptsRange(AssignmentLimits.extraAttemptsMax) })
      .int(Issue.extraAttemptsRange(AssignmentLimits.extraAttemptsMax))
      .min(0, Issue.extraAttemptsRange(AssignmentLimits.extraAttemptsMax))
      .max(AssignmentLimits.extraAttemptsMax, Issue.extraAttemptsRange(AssignmentLimits.extraAttemptsMax))
      .optional(),
  })
  // A change changes something.
  .refine((v) => v.excused !== undefined || v.extraAttempts !== undefined, Issue.invalidPayload);
export type StudentOverride = z.infer<typeof studentOverride>;

/** A student's extra time on timed attempts, set once by the teacher for every assignment of the class. */
export const accommodationInput = z.object({
  extraTime: z.literal(ExtraTimeFactors, { error: Issue.extraTimeInvalid }),
});

/**
 * A gradebook cell's mark: `done` and `late` carry the counted score; `missing` (closed, nothing handed in: counts
 * as 0 in the student's average), `excused` and `open` (not due yet, nothing handed in) do not count; a class live
 * game the student was not in is `absent`.
 */
export const CellMarks = ['done', 'late', 'missing', 'excused', 'open', 'absent'] as const;
export type CellMark = (typeof CellMarks)[number];

export const gradebookColumn = z.object({
  _id: z.string(),
  kind: z.enum(['assignment', 'game']),
  title: z.string(),
  /** An assignment's due date; a live game's end. */
  at: z.string().nullable(),
  /** A live game's room code, for its report (GET /rooms/{code}/report?id={_id}); null for homework. */
  code: z.string().nullable(),
  /** Mean of the counted scores handed in, in %. */
  average: z.number().nullable(),
  handedIn: z.number(),
});
export type GradebookColumn = z.infer<typeof gradebookColumn>;

export const gradebookCell = z.object({
  mark: z.enum(CellMarks),
  score: z.number().nullable(),
  attempts: z.number(),
  extraAttempts: z.number(),
  submissionId: z.string().nullable(),
});
export type GradebookCell = z.infer<typeof gradebookCell>;
/** The cell as it stands after the teacher's change for the student (PUT /assignments/{id}/students/{memberId}). */
export const studentOverrideResponse = envelope(gradebookCell);

export const gradebookRow = z.object({
  memberId: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  card: z.boolean(),
  /** `left` and `removed` students keep their past results. */
  status: z.enum(['active', 'left', 'removed']),
  extraTime: z.number(),
  /** One per column, in the columns' order. */
  cells: z.array(gradebookCell),
  /** Mean over the columns that count (missing as 0), in %. */
  average: z.number().nullable(),
});
export type GradebookRow = z.infer<typeof gradebookRow>;

export const gradebook = z.object({
  class: z.object({ _id: z.string(), name: z.string(), code: z.string(), archived: z.boolean() }),
  columns: z.array(gradebookColumn),
  rows: z.array(gradebookRow),
  /** The class's mean of the students' averages. */
  average: z.number().nullable(),
});
export type Gradebook = z.infer<typeof gradebook>;
export const gradebookResponse = envelope(gradebook);

/** Sent live to a student when an assignment is given, and 24 h before its due date if they have not handed in. */
export interface AssignmentNotice {
  kind: 'assigned' | 'reminder';
  assignmentId: string;
  quizTitle: string;
  className: string;
  dueAt: string;
}
