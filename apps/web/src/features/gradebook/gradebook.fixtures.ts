/** Gradebooks, their columns, rows and cells for the gradebook feature's tests: every field the contract requires. */
import type { Assignment, Gradebook, GradebookCell, GradebookColumn, GradebookRow } from '@quiz/contract/assignments';
import type { RoomReport } from '@quiz/contract/reports';

/** A cell with `mark`, no attempts used or given, no submission. */
export const cellOf = (
  mark: GradebookCell['mark'],
  score: number | null = null,
  extra: Partial<GradebookCell> = {},
): GradebookCell => ({
  mark,
  score,
  attempts: score === null ? 0 : 1,
  extraAttempts: 0,
  submissionId: score === null ? null : `sub-${mark}-${score}`,
  ...extra,
});

/** A homework column due on 1 October 2026 unless `extra` says otherwise. */
export const homeworkOf = (id: string, title: string, extra: Partial<GradebookColumn> = {}): GradebookColumn => ({
  _id: id,
  kind: 'assignment',
  title,
  at: '2026-10-01T17:00:00.000Z',
  code: null,
  average: null,
  handedIn: 0,
  ...extra,
});

export const gameOf = (id: string, title: string, extra: Partial<GradebookColumn> = {}): GradebookColumn => ({
  ...homeworkOf(id, title, extra),
  kind: 'game',
  ...extra,
});

/** An active account student with `cells` (one per column). */
export const rowOf = (
  memberId: string,
  name: string,
  cells: GradebookCell[],
  extra: Partial<GradebookRow> = {},
): GradebookRow => ({
  memberId,
  name,
  username: name.toLowerCase().replace(/\s+/g, ''),
  card: false,
  status: 'active',
  extraTime: 1,
  cells,
  average: null,
  ...extra,
});

/** The gradebook of class 4A Maths (c1, code ABC123), open. */
export const bookOf = (
  columns: GradebookColumn[],
  rows: GradebookRow[],
  extra: Partial<Gradebook> & { archived?: boolean } = {},
): Gradebook => {
  const { archived = false, ...rest } = extra;
  return {
    class: { _id: 'c1', name: '4A Maths', code: 'ABC123', archived },
    columns,
    rows,
    average: null,
    ...rest,
  };
};

/**
 * 4A Maths with two homework and one live game: Ana (done 90, late 70, played 80), Bảo (missing, excused, absent),
 * Chi (done 60, open, played 100), and Dũng who left (done 40, missing, absent).
 */
export const sampleBook = (extra: Partial<Gradebook> & { archived?: boolean } = {}) =>
  bookOf(
    [
      homeworkOf('a1', 'Fractions', { average: 63.33, handedIn: 3 }),
      homeworkOf('a2', 'Decimals', { at: '2026-10-20T17:00:00.000Z', average: 70, handedIn: 1 }),
      gameOf('g1', 'Times tables', { at: '2026-10-05T09:00:00.000Z', average: 90, handedIn: 2 }),
    ],
    [
      rowOf('m-ana', 'Ana', [cellOf('done', 90), cellOf('late', 70), cellOf('done', 80)], { average: 80 }),
      rowOf('m-bao', 'Bảo', [cellOf('missing'), cellOf('excused'), cellOf('absent')], { average: 0 }),
      rowOf('m-chi', 'Chi', [cellOf('done', 60, { extraAttempts: 1 }), cellOf('open'), cellOf('done', 100)], {
        average: 80,
      }),
      rowOf('m-dung', 'Dũng', [cellOf('done', 40), cellOf('missing'), cellOf('absent')], {
        status: 'left',
        average: 20,
      }),
    ],
    { average: 45, ...extra },
  );

/** Homework 'Capitals' of 4A Maths, due 1 October 2026, 3 of 4 students handed in. */
export const assignmentOf = (extra: Partial<Assignment> = {}): Assignment => ({
  _id: 'a1',
  classId: 'c1',
  className: '4A Maths',
  quiz: { _id: 'quiz-1', title: 'Capitals', deleted: false },
  opensAt: '2026-09-20T08:00:00.000Z',
  dueAt: '2026-10-01T17:00:00.000Z',
  closesAt: null,
  attempts: 1,
  counts: 'best',
  timed: false,
  shuffle: false,
  showAnswers: 'after_attempt',
  createdAt: '2026-09-20T08:00:00.000Z',
  students: 4,
  handedIn: 3,
  ...extra,
});

const option = (label: string, picks: number, isCorrect = false) => ({ _id: label, label, picks, isCorrect });
const answer = (label: string, isCorrect: boolean) => ({
  optionId: label,
  label,
  answered: true,
  optionIds: [label],
  texts: [label],
  isCorrect,
  points: isCorrect ? 1000 : 0,
  elapsedMs: 0,
});

/**
 * The report of homework a1 as the server shapes it (a live game's report): two questions, Ana (both right) and
 * Bảo (the second wrong) handed in; solo answers are not timed, so no times.
 */
export const assignmentReportOf = (extra: Partial<RoomReport> = {}): RoomReport => ({
  _id: 'a1',
  code: 'ABC123',
  status: 'completed',
  quizTitle: 'Capitals',
  startedAt: null,
  endedAt: null,
  questionCount: 2,
  gradedCount: 2,
  playerCount: 2,
  questions: [
    {
      index: 0,
      _id: 'q1',
      content: 'Capital of France?',
      kind: 'single',
      correctTexts: ['Paris'],
      image: null,
      options: [option('Paris', 2, true), option('Lyon', 0)],
      answered: 2,
      correct: 2,
      unanswered: 0,
      correctRate: 1,
      averageMs: null,
    },
    {
      index: 1,
      _id: 'q2',
      content: 'Capital of Italy?',
      kind: 'single',
      correctTexts: ['Rome'],
      image: null,
      options: [option('Rome', 1, true), option('Milan', 1)],
      answered: 2,
      correct: 1,
      unanswered: 0,
      correctRate: 0.5,
      averageMs: null,
    },
  ],
  players: [
    {
      _id: 'm-ana',
      name: 'Ana',
      username: 'ana',
      isGuest: false,
      isHost: false,
      rank: 1,
      score: 100,
      correctAnswers: 2,
      averageMs: null,
      answers: [answer('Paris', true), answer('Rome', true)],
    },
    {
      _id: 'm-bao',
      name: 'Bảo',
      username: 'bao',
      isGuest: false,
      isHost: false,
      rank: 2,
      score: 50,
      correctAnswers: 1,
      averageMs: null,
      answers: [answer('Paris', true), answer('Milan', false)],
    },
  ],
  ...extra,
});
