/**
 * A game report as files for the teacher to take home (issue 14): one row per player, the same columns in CSV and
 * XLSX, in the language the page asks for. The report itself is report.ts.
 */
import ExcelJS from 'exceljs';
import type { Language } from '@quiz/contract/languages';
import { reportCellOf, type ReportAnswer, type ReportQuestion, type RoomReport } from '@quiz/contract/reports';

const seconds = (ms: number | null) => (ms === null ? '' : Math.round(ms / 100) / 10);

/** A download's words in each language of the interface; the teacher's own language is asked for by the page. */
const reportWords: Record<
  Language,
  {
    header: string[];
    question: (n: number) => string;
    guest: string;
    account: string;
    correct: string;
    wrong: string;
    notReached: string;
    noAnswer: string;
    trueFalse: Record<string, string>;
    sheet: (code: string) => string;
  }
> = {
  en: {
    header: ['Rank', 'Player', 'Account', 'Score', 'Correct answers', 'Average answer time (s)'],
    question: (n) => `Q${n}`,
    guest: 'guest',
    account: 'account',
    correct: 'correct',
    wrong: 'wrong',
    notReached: 'not reached',
    noAnswer: 'no answer',
    trueFalse: {},
    sheet: (code) => `Room ${code}`,
  },
  vi: {
    header: ['Hạng', 'Người chơi', 'Tài khoản', 'Điểm', 'Số câu đúng', 'Thời gian trả lời trung bình (giây)'],
    question: (n) => `Câu ${n}`,
    guest: 'khách',
    account: 'tài khoản',
    correct: 'đúng',
    wrong: 'sai',
    notReached: 'chưa tới',
    noAnswer: 'không trả lời',
    trueFalse: { True: 'Đúng', False: 'Sai' },
    sheet: (code) => `Phòng ${code}`,
  },
};

function answerCell(answer: ReportAnswer | null, kind: ReportQuestion['kind'], words: (typeof reportWords)[Language]) {
  const cell = reportCellOf(answer, kind);
  if (cell.shows === 'notReached' || cell.shows === 'noAnswer') return words[cell.shows];
  const label = (kind === 'true_false' ? words.trueFalse[cell.label] : undefined) ?? cell.label;
  // A poll has no right answer: the vote alone.
  return cell.shows === 'vote' ? label : `${label} (${words[cell.shows]})`;
}

export function reportTable(
  report: RoomReport,
  language: Language = 'en',
): { header: string[]; rows: (string | number)[][] } {
  const words = reportWords[language];
  const header = [...words.header, ...report.questions.map((q) => `${words.question(q.index + 1)}: ${q.content}`)];
  const rows = report.players.map((p) => [
    p.rank ?? '',
    p.name,
    p.isGuest ? words.guest : words.account,
    p.score,
    p.correctAnswers,
    seconds(p.averageMs),
    ...p.answers.map((answer, i) => answerCell(answer, report.questions[i]?.kind ?? 'single', words)),
  ]);
  return { header, rows };
}

/**
 * RFC 4180 with a byte-order mark, so Excel reads Vietnamese as UTF-8. A text cell that a spreadsheet would take
 * for a formula (a nickname like '=HYPERLINK(…)') is prefixed with an apostrophe.
 */
export function reportCsv(report: RoomReport, language: Language = 'en'): string {
  const { header, rows } = reportTable(report, language);
  const cell = (value: string | number) => {
    if (typeof value === 'number') return String(value);
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return '\uFEFF' + [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** A real workbook: one sheet, the header in bold and frozen; every text cell is stored as text, never a formula. */
export async function reportXlsx(report: RoomReport, language: Language = 'en'): Promise<Buffer> {
  const { header, rows } = reportTable(report, language);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Quiz Adventure';
  const sheet = workbook.addWorksheet(reportWords[language].sheet(report.code), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.addRow(header).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.columns.forEach((column, index) => {
    column.width = index < 6 ? Math.max(10, header[index]!.length + 2) : 28;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const reportFileName = (report: RoomReport, extension: 'csv' | 'xlsx') =>
  `quiz-adventure-room-${report.code}-report.${extension}`;
