/**
 * Kahoot!'s quiz spreadsheet (issue 19): the 'Kahoot! quiz template' teachers download from Kahoot! and fill in.
 * A few title and instruction rows come first, then the header row, then one question a row after a number:
 *
 *   | Question - max 120 characters | Answer 1 - max 75 characters | … | Answer 4 - max 75 characters |
 *   | Time limit (sec) – 5, 10, 20, 30, 60, 90, 120, or 240 secs | Correct answer(s) - choose at least one |
 *
 * The header row is the first with cells starting 'Question', 'Answer 1' and 'Correct answer', and columns are
 * found by how their names start, in any case, so a template with reworded limits still reads. One correct answer
 * is a single-choice question, several a multiple-choice one, and the two answers True and False a true/false
 * question. Kahoot!'s own limits (120 and 75 characters) are not ours: the editor's apply, through check.ts.
 *
 * Written back (`writeKahoot`) in the same layout, for the kinds it has: single, multiple and true/false questions
 * of at most 4 answers, each time rounded up to one Kahoot! allows.
 */
import ExcelJS from 'exceljs';
import { Note, type NoteCore } from '@quiz/contract/quiz-file-notes';
import type { SheetRow } from './csv';
import { ended, rowAt, trueFalseOptions, type Draft, type DraftOption, type DraftQuestion } from './draft';
import { notCarried, questionAt, type ExportFile, type ExportQuiz } from './quiz-file';

/** The header row of Kahoot!'s template, as it is written there. */
export const kahootHeader = [
  'Question - max 120 characters',
  'Answer 1 - max 75 characters',
  'Answer 2 - max 75 characters',
  'Answer 3 - max 75 characters',
  'Answer 4 - max 75 characters',
  'Time limit (sec) – 5, 10, 20, 30, 60, 90, 120, or 240 secs',
  'Correct answer(s) - choose at least one',
];
const kahootTimes = [5, 10, 20, 30, 60, 90, 120, 240];
const kahootAnswersMax = 4;
/** The template's own heading, above its instructions: not the quiz's title. */
const templateHeading = 'quiz template';

interface Columns {
  question: number;
  /** The answer columns in order, each with its number (the one Correct answer(s) names it by). */
  answers: { n: number; at: number }[];
  time: number;
  correct: number;
}

const columnName = (field: string) => field.trim().toLowerCase();

function columnsOf(fields: string[]): Columns | null {
  const names = fields.map(columnName);
  const question = names.findIndex((name) => name.startsWith('question'));
  const correct = names.findIndex((name) => name.startsWith('correct answer'));
  const answers = names
    .map((name, at) => ({ n: Number(/^answer\s*(\d+)/.exec(name)?.[1] ?? 0), at }))
    .filter((answer) => answer.n > 0)
    .sort((a, b) => a.n - b.n);
  if (question < 0 || correct < 0 || !answers.some((answer) => answer.n === 1)) return null;
  return { question, answers, time: names.findIndex((name) => name.startsWith('time limit')), correct };
}

/** Where Kahoot!'s header row is, and its columns; null when the sheet has none. */
function headerOf(rows: SheetRow[]) {
  for (const [index, row] of rows.entries()) {
    const columns = columnsOf(row.fields);
    if (columns) return { index, columns };
  }
  return null;
}

export const isKahootSheet = (rows: SheetRow[]) => headerOf(rows) !== null;

/** A Kahoot! sheet's rows read into a draft; null when no row is Kahoot!'s header (another kind of sheet). */
export function readKahootRows(rows: SheetRow[]): Draft | null {
  const header = headerOf(rows);
  if (!header) return null;
  const { columns } = header;
  const draft: Draft = { questions: [], warnings: [] };
  // The first text above the header is the quiz's title, unless it is the template's own heading.
  const title = rows
    .slice(0, header.index)
    .flatMap((row) => row.fields.map((field) => field.trim()))
    .find((field) => field !== '');
  if (title && title.toLowerCase() !== templateHeading) draft.about = { title };

  for (const row of rows.slice(header.index + 1)) {
    const cell = (at: number) => (at >= 0 ? (row.fields[at] ?? '').trim() : '');
    const answers = columns.answers.map(({ n, at }) => ({ n, label: cell(at) })).filter((a) => a.label !== '');
    const content = cell(columns.question);
    // The template numbers its empty rows too: a row without a question or answers is no question.
    if (content === '' && answers.length === 0) continue;
    const where = rowAt(row.line);
    const skip = (note: NoteCore) => draft.warnings.push({ where, ...ended(note, 'skipped') });
    const correctText = cell(columns.correct);
    // '1.3' too: Excel where the decimal mark is a comma turns '1,3' typed in a cell into the number 1.3.
    const numbers = correctText
      .split(/[,;.\s]+/)
      .filter(Boolean)
      .map(Number);
    if (numbers.length === 0) {
      skip(Note.noCorrectChosen);
      continue;
    }
    if (numbers.some((n) => !answers.some((answer) => answer.n === n))) {
      skip(Note.correctNotAnAnswer({ answer: correctText }));
      continue;
    }
    const question: DraftQuestion = { where, kind: 'single', content, options: [], acceptedAnswers: [] };
    const timeText = cell(columns.time);
    if (timeText) {
      const seconds = Number(timeText);
      if (!Number.isInteger(seconds)) {
        skip(Note.timeLimitNotWhole({ time: timeText }));
        continue;
      }
      question.timeLimit = seconds;
    }
    const correct = new Set(numbers);
    const options: DraftOption[] = answers.map((answer) => ({ label: answer.label, isCorrect: correct.has(answer.n) }));
    const labels = options.map((option) => option.label.toLowerCase());
    if (labels.length === 2 && labels.includes('true') && labels.includes('false') && correct.size === 1) {
      question.kind = 'true_false';
      question.options = trueFalseOptions(options.some((o) => o.isCorrect && o.label.toLowerCase() === 'true'));
    } else {
      question.kind = correct.size > 1 ? 'multiple' : 'single';
      question.options = options;
    }
    draft.questions.push(question);
  }
  return draft;
}

/** The shortest time Kahoot! allows that is at least `seconds` (its longest, when none is). */
export const kahootTime = (seconds: number) => kahootTimes.find((allowed) => allowed >= seconds) ?? kahootTimes.at(-1)!;

/**
 * A quiz as a Kahoot! spreadsheet, laid out as the template: its title, a blank row, the header, then the
 * questions numbered from 1. Questions Kahoot! cannot take are left out, each named in `leftOut`.
 */
export async function writeKahoot(quiz: ExportQuiz): Promise<ExportFile> {
  const leftOut: ExportFile['leftOut'] = [];
  const rows: (string | number)[][] = [];
  for (const [i, question] of quiz.questions.entries()) {
    const where = questionAt(i + 1);
    if (question.kind !== 'single' && question.kind !== 'multiple' && question.kind !== 'true_false') {
      leftOut.push({ where, ...ended(Note.notInKahoot({ kind: question.kind }), 'leftOut') });
      continue;
    }
    if (question.options.length > kahootAnswersMax) {
      leftOut.push({ where, ...ended(Note.tooManyForKahoot({ max: kahootAnswersMax }), 'leftOut') });
      continue;
    }
    const answers = Array.from({ length: kahootAnswersMax }, (_, n) => question.options[n]?.label ?? '');
    const correct = quiz.withAnswers
      ? question.options.flatMap((option, n) => (option.isCorrect ? [n + 1] : [])).join(',')
      : '';
    rows.push([
      rows.length + 1,
      question.content,
      ...answers,
      kahootTime(question.timeLimit ?? quiz.timeLimit),
      correct,
    ]);
    leftOut.push(...notCarried(question, where));
  }

  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Quiz Adventure';
  const sheet = workbook.addWorksheet('Kahoot! quiz');
  sheet.addRow(['', quiz.title]).font = { bold: true, size: 14 };
  sheet.addRow([]);
  sheet.addRow(['', ...kahootHeader]).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  const widths = [5, 60, 25, 25, 25, 25, 16, 16];
  for (const [n, width] of widths.entries()) {
    const column = sheet.getColumn(n + 1);
    column.width = width;
    // The header's long names, and long questions, wrap within their column.
    column.alignment = { vertical: 'top', wrapText: n > 0 };
  }
  return {
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    // Not the same name as our own spreadsheet's download ('title.xlsx'): both can sit in one folder.
    extension: 'kahoot.xlsx',
    leftOut,
  };
}
