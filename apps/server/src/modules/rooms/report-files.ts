/**
 * A game report as files for the teacher to take home (issue 14): one row per player, the same columns in CSV and
 * XLSX, in the language the page asks for. The report itself is report.ts.
 */
import type { Language } from '@quiz/contract/languages';
import { tableCsv, tableXlsx } from '../../lib/table-files';
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

export const reportCsv = (report: RoomReport, language: Language = 'en') => tableCsv(reportTable(report, language));

/** A real workbook: one sheet, the header in bold and frozen; every text cell is stored as text, never a formula. */
export const reportXlsx = (report: RoomReport, language: Language = 'en') =>
  tableXlsx(reportTable(report, language), {
    sheet: reportWords[language].sheet(report.code),
    width: (index, header) => (index < 6 ? Math.max(10, header.length + 2) : 28),
  });

export const reportFileName = (report: RoomReport, extension: 'csv' | 'xlsx') =>
  `quiz-adventure-room-${report.code}-report.${extension}`;
