/**
 * The gradebook as files for the school's spreadsheet (issue 38): one row per student, one column per homework and
 * class live game, the student's average, and a last row of averages — in the teacher's language.
 */
import type { CellMark, Gradebook } from '@quiz/contract/assignments';
import type { Language } from '@quiz/contract/languages';
import { tableCsv, tableXlsx, type Table } from '../../lib/table-files';

const gradebookWords: Record<
  Language,
  {
    student: string;
    account: string;
    loginCard: string;
    status: Record<'active' | 'left' | 'removed', string>;
    average: string;
    classAverage: string;
    game: (title: string) => string;
    marks: Record<Exclude<CellMark, 'done'>, string>;
    sheet: string;
  }
> = {
  en: {
    student: 'Student',
    account: 'Account',
    loginCard: 'login card',
    status: { active: '', left: 'left', removed: 'removed' },
    average: 'Average (%)',
    classAverage: 'Class average',
    game: (title) => `Live game: ${title}`,
    marks: { late: 'late', missing: 'missing', excused: 'excused', open: '', absent: 'absent' },
    sheet: 'Gradebook',
  },
  vi: {
    student: 'Học sinh',
    account: 'Tài khoản',
    loginCard: 'thẻ đăng nhập',
    status: { active: '', left: 'đã rời lớp', removed: 'đã bị xóa' },
    average: 'Trung bình (%)',
    classAverage: 'Trung bình của lớp',
    game: (title) => `Trò chơi trực tiếp: ${title}`,
    marks: { late: 'nộp muộn', missing: 'không nộp', excused: 'được miễn', open: '', absent: 'vắng' },
    sheet: 'Sổ điểm',
  },
};

/** A cell as the spreadsheet shows it: the score as a number, or what stands in its place; a late score says so. */
function cellValue(mark: CellMark, score: number | null, words: (typeof gradebookWords)[Language]) {
  if (mark === 'done') return score;
  if (mark === 'late') return `${score} (${words.marks.late})`;
  return words.marks[mark] || null;
}

export function gradebookTable(book: Gradebook, language: Language = 'en'): Table {
  const words = gradebookWords[language];
  const header = [
    words.student,
    words.account,
    ...book.columns.map((c) => (c.kind === 'game' ? words.game(c.title) : c.title)),
    words.average,
  ];
  const rows = book.rows.map((row) => [
    row.status === 'active' ? row.name : `${row.name} (${words.status[row.status]})`,
    row.card ? words.loginCard : row.username,
    ...row.cells.map((cell) => cellValue(cell.mark, cell.score, words)),
    row.average,
  ]);
  rows.push([words.classAverage, null, ...book.columns.map((c) => c.average), book.average]);
  return { header, rows };
}

export const gradebookCsv = (book: Gradebook, language: Language = 'en') => tableCsv(gradebookTable(book, language));

export const gradebookXlsx = (book: Gradebook, language: Language = 'en') =>
  tableXlsx(gradebookTable(book, language), {
    sheet: `${gradebookWords[language].sheet} ${book.class.name}`,
    width: (index, header) => (index < 2 ? 24 : Math.min(40, Math.max(12, header.length + 2))),
    frozenColumns: 1,
  });

/** quiz-adventure-gradebook-{code}.csv: ASCII, whatever the class is called. */
export const gradebookFileName = (book: Gradebook, extension: 'csv' | 'xlsx') =>
  `quiz-adventure-gradebook-${book.class.code}.${extension}`;
