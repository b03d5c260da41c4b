/**
 * Our spreadsheet template as CSV (issue 19), read into a draft. The first row names the columns, in any order and
 * any case; only `Question` is required:
 *
 *   Question | Kind | Option 1 … Option 6 | Correct | Accepted answers | Time | Points | Explanation
 *
 * - `Kind`: single, multiple, true_false, typed, ordering or poll; empty means one correct option, or several when
 *   `Correct` names several.
 * - `Correct`: the numbers of the correct options (`2`, or `1, 3`); for true/false `True` or `False`. Ordering
 *   questions list their items in the correct order, and polls have no correct option.
 * - `Accepted answers`: a typed question's answers, separated by `|`.
 * - `Time`: seconds for the question (empty: the quiz's). `Points`: standard, double or none (empty: standard).
 * - `Explanation`: why the answer is right (issue 39); empty, or a file without the column, for none.
 *
 * Texts are the editor's source as they are, math (`$x^2$`) and code (`` `a{b}` ``) included: a cell holds any of it.
 *
 * Fields follow RFC 4180 (quotes around commas, line breaks and doubled quotes); the separator is the comma, or the
 * semicolon or tab when the header row uses that instead (as Excel does in many languages). Rows are numbered as a
 * spreadsheet shows them, the header being row 1.
 *
 * A quiz is written back in the same template (`writeCsv`, and the XLSX file from the same rows). A text a
 * spreadsheet would run as a formula is written with an apostrophe before it, which the reader drops again.
 */
import {
  QuestionKinds,
  QuestionPoints,
  TrueFalseLabels,
  type QuestionKind,
  type QuestionPoint,
} from '@quiz/contract/limits';
import { csvTemplate } from '@quiz/contract/transfer';
import { Note, type NoteCore } from '@quiz/contract/quiz-file-notes';
import { ended, ImportError, rowAt, trueFalseOptions, type Draft, type DraftQuestion } from './draft';
import { allNotCarried, type ExportFile, type ExportQuiz } from './quiz-file';

/** The file's rows of fields, each with the number of the line it starts on. */
function rowsOf(text: string): SheetRow[] {
  const firstLine = text.slice(0, text.search(/\r|\n|$/));
  const counts = [',', ';', '\t'].map((s) => [s, firstLine.split(s).length] as const);
  const separator = counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
  const rows: SheetRow[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let quoteLine = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') {
        quoted = false;
      } else if (c === '\r' || c === '\n') {
        // A line break inside a field is one '\n', whichever the file used.
        if (c === '\r' && text[i + 1] === '\n') i++;
        line++;
        field += '\n';
      } else {
        field += c;
      }
      continue;
    }
    if (c === '"' && field === '') {
      quoted = true;
      quoteLine = line;
    } else if (c === separator) {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      fields.push(field);
      rows.push({ fields, line: rowLine });
      fields = [];
      field = '';
      line++;
      rowLine = line;
    } else {
      field += c;
    }
  }
  if (quoted) throw new ImportError(rowAt(quoteLine), Note.quoteNotClosed);
  if (field !== '' || fields.length > 0) {
    fields.push(field);
    rows.push({ fields, line: rowLine });
  }
  return rows;
}

const column = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');
const optionColumn = /^option (\d)$/;

const kindNames: Record<string, QuestionKind> = {
  ...Object.fromEntries(QuestionKinds.map((k) => [k, k])),
  'true/false': 'true_false',
  truefalse: 'true_false',
  'true false': 'true_false',
};

/**
 * A text a spreadsheet would take for a formula ('=HYPERLINK(…)', '@SUM(…)'), other than a plain number ('-5'):
 * written with an apostrophe before it, as the game report does, so opening the file runs nothing; read without it.
 */
const formulaLike = (text: string) => /^[=+\-@\t\r]/.test(text) && !/^[+-]?\d+([.,]\d+)?$/.test(text);
const unguarded = (text: string) => (text.startsWith("'") && formulaLike(text.slice(1)) ? text.slice(1) : text);

/** A row of cells, from a CSV file or a worksheet, with the number a spreadsheet shows for it. */
export interface SheetRow {
  fields: string[];
  line: number;
}

/** A CSV file in our template, read into a draft. */
export const readCsv = (file: string): Draft => readTemplateRows(rowsOf(file.replace(/^\uFEFF/, '')));

/** Our template's rows, from a CSV file or a worksheet, read into a draft: the first row names the columns. */
export function readTemplateRows(rows: SheetRow[]): Draft {
  const header = rows[0];
  const names = header?.fields.map(column) ?? [];
  if (!header || !names.includes('question')) {
    throw new ImportError(rowAt(header?.line ?? 1), Note.headerNeedsQuestion);
  }
  // Each column's place, found once: a row asks for them several times, and a header may be very wide.
  const places = new Map<string, number>();
  names.forEach((name, i) => {
    if (!places.has(name)) places.set(name, i);
  });
  const at = (name: string) => places.get(name) ?? -1;
  const optionAt = names
    .map((name, i) => ({ n: Number(optionColumn.exec(name)?.[1] ?? 0), i }))
    .filter((o) => o.n > 0)
    .sort((a, b) => a.n - b.n)
    .map((o) => o.i);
  const draft: Draft = { questions: [], warnings: [] };
  for (const row of rows.slice(1)) {
    const cell = (i: number) => (i >= 0 ? unguarded((row.fields[i] ?? '').trim()) : '');
    if (row.fields.every((f) => f.trim() === '')) continue;
    const where = rowAt(row.line);
    const skip = (note: NoteCore) => draft.warnings.push({ where, ...ended(note, 'skipped') });
    const labels = optionAt.map(cell).filter((label) => label !== '');
    const correctText = cell(at('correct'));
    // '1.3' too: Excel where the decimal mark is a comma (Vietnamese among them) turns '1,3' typed in a cell into
    // the number 1.3.
    const numbers = correctText
      .split(/[,;.\s]+/)
      .filter(Boolean)
      .map(Number);
    const kindText = column(cell(at('kind')));
    const kind: QuestionKind | undefined = kindText ? kindNames[kindText] : numbers.length > 1 ? 'multiple' : 'single';
    if (!kind) {
      skip(Note.kindUnknown({ kind: cell(at('kind')) }));
      continue;
    }
    const question: DraftQuestion = { where, kind, content: cell(at('question')), options: [], acceptedAnswers: [] };
    const explanation = cell(at('explanation'));
    if (explanation) question.explanation = explanation;
    const timeText = cell(at('time'));
    if (timeText) {
      const seconds = Number(timeText);
      if (!Number.isInteger(seconds)) {
        skip(Note.timeNotWhole({ time: timeText }));
        continue;
      }
      question.timeLimit = seconds;
    }
    const pointsText = column(cell(at('points')));
    if (pointsText) {
      if (!(QuestionPoints as readonly string[]).includes(pointsText)) {
        skip(Note.pointsUnknown({ points: cell(at('points')) }));
        continue;
      }
      question.points = pointsText as QuestionPoint;
    }
    if (kind === 'typed') {
      question.acceptedAnswers = cell(at('accepted answers'))
        .split('|')
        .map((a) => a.trim())
        .filter(Boolean);
    } else if (kind === 'true_false') {
      const answer = correctText.toLowerCase();
      if (!['true', 'false'].includes(answer)) {
        skip(Note.trueFalseCorrect);
        continue;
      }
      question.options = trueFalseOptions(answer === 'true');
    } else {
      if (kind === 'single' || kind === 'multiple') {
        const wrong = numbers.find((n) => !Number.isInteger(n) || n < 1 || n > labels.length);
        if (wrong !== undefined || numbers.length === 0) {
          skip(Note.correctByNumber({ max: labels.length }));
          continue;
        }
      }
      const correct = kind === 'single' || kind === 'multiple' ? new Set(numbers) : new Set<number>();
      if (kind === 'single' && correct.size > 1) {
        skip(Note.singleHasOneCorrect);
        continue;
      }
      question.options = labels.map((label, i) => ({ label, isCorrect: correct.has(i + 1) }));
    }
    draft.questions.push(question);
  }
  return draft;
}

/** The columns of our template, as the one offered for download names them. */
const templateHeader = csvTemplate.split(/\r\n|\n/, 1)[0]!.split(',');

/**
 * A quiz as our template's rows, the header first: one piece of code for the CSV and the XLSX file. Without the
 * answer key, Correct, Accepted answers and Explanation are left empty.
 */
export function templateRowsOf(quiz: ExportQuiz): string[][] {
  const rows = quiz.questions.map((question) => {
    const cells: Record<string, string> = {
      Question: question.content,
      Kind: question.kind,
      Time: question.timeLimit === null ? '' : String(question.timeLimit),
      Points: question.points,
      // It tells the answer: only with the key.
      Explanation: quiz.withAnswers ? question.explanation : '',
    };
    // A true/false question's two options are always True and False: Correct alone says which.
    if (question.kind !== 'typed' && question.kind !== 'true_false') {
      for (const [i, option] of question.options.entries()) cells[`Option ${i + 1}`] = option.label;
    }
    if (quiz.withAnswers && (question.kind === 'single' || question.kind === 'multiple')) {
      cells.Correct = question.options.flatMap((option, i) => (option.isCorrect ? [String(i + 1)] : [])).join(', ');
    } else if (quiz.withAnswers && question.kind === 'true_false') {
      cells.Correct = question.options[0]?.isCorrect ? TrueFalseLabels[0] : TrueFalseLabels[1];
    } else if (quiz.withAnswers && question.kind === 'typed') {
      // An accepted answer with a '|' in it comes back as two: the template has no way to write one.
      cells['Accepted answers'] = question.acceptedAnswers.join(' | ');
    }
    return templateHeader.map((name) => cells[name] ?? '');
  });
  return [templateHeader, ...rows];
}

/**
 * A quiz as a CSV file in our template: RFC 4180 (quotes around commas, quotes and line breaks, quotes doubled),
 * CRLF line ends, UTF-8 with a byte-order mark so Excel shows Vietnamese as it is.
 */
export function writeCsv(quiz: ExportQuiz): ExportFile {
  const field = (text: string) => {
    const safe = formulaLike(text) ? `'${text}` : text;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const text = templateRowsOf(quiz)
    .map((row) => row.map(field).join(',') + '\r\n')
    .join('');
  return {
    body: Buffer.from('\uFEFF' + text, 'utf8'),
    contentType: 'text/csv; charset=utf-8',
    extension: 'csv',
    leftOut: allNotCarried(quiz),
  };
}
