/**
 * Our template as an Excel workbook (issue 19): the first worksheet's rows read as the CSV file's are
 * (`readTemplateRows`), or as Kahoot!'s quiz spreadsheet when that is what the sheet is. A workbook is a zip, so it
 * goes through the zip guard before it is opened. Written back as one worksheet of the same rows as the CSV file.
 */
import ExcelJS from 'exceljs';
import { Note } from '@quiz/contract/quiz-file-notes';
import { ImportError, rowAt, type Draft } from './draft';
import { readTemplateRows, templateRowsOf, type SheetRow } from './csv';
import { readKahootRows } from './kahoot';
import { allNotCarried, type ExportFile, type ExportQuiz } from './quiz-file';
import { assertSafeZip, damagedZip } from './zip-guard';

/** A date as the teacher typed it, more or less: '1975-04-30', or '1975-04-30 07:30' with a time. */
const dateText = (date: Date) =>
  date
    .toISOString()
    .replace('T', ' ')
    .replace(/(:00)?\.000Z$/, '')
    .replace(/ 00:00$/, '');

/** A cell's value as the sheet shows it: numbers as text, rich text flattened, a formula's result. */
function textOf(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return dateText(value);
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('error' in value) return value.error;
  // A link's text may be rich text itself.
  if ('hyperlink' in value) return textOf(value.text);
  if ('result' in value) return textOf(value.result);
  return '';
}

/**
 * The first worksheet's rows that have any text, numbered as the sheet shows them. A merged range's text is in its
 * first cell only, as the sheet shows it.
 */
/** More columns than any template has (ours has 13, Kahoot!'s 8): what lies beyond is not read. */
const sheetColumnsMax = 40;

async function sheetRows(data: Buffer): Promise<SheetRow[]> {
  assertSafeZip(data);
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types what it reads as an ArrayBuffer; a Node Buffer is what it takes.
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw damagedZip();
  }
  const rows: SheetRow[] = [];
  workbook.worksheets[0]?.eachRow((row, line) => {
    // Only the cells that hold something, in the first columns: one cell far to the right (column XFD) must not
    // make every row thousands of cells long.
    const fields: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      if (column > sheetColumnsMax) return;
      while (fields.length < column - 1) fields.push('');
      fields[column - 1] = cell.type === ExcelJS.ValueType.Merge ? '' : textOf(cell.value);
    });
    if (fields.some((field) => field.trim() !== '')) rows.push({ fields, line });
  });
  return rows;
}

/** A workbook in our template, or a Kahoot! quiz spreadsheet, read into a draft. */
export async function readXlsx(data: Buffer): Promise<Draft> {
  return (await readWorkbook(data)).draft;
}

/** A workbook's draft, and whether it was in Kahoot!'s layout (the preview names the format it read). */
export async function readWorkbook(data: Buffer): Promise<{ kahoot: boolean; draft: Draft }> {
  const rows = await sheetRows(data);
  const kahoot = readKahootRows(rows);
  return kahoot ? { kahoot: true, draft: kahoot } : { kahoot: false, draft: readTemplateRows(rows) };
}

/** A workbook that must be a Kahoot! quiz spreadsheet (the format chosen as such). */
export async function readKahoot(data: Buffer): Promise<Draft> {
  const draft = readKahootRows(await sheetRows(data));
  if (!draft) {
    throw new ImportError(rowAt(1), Note.kahootHeaderMissing);
  }
  return draft;
}

const columnWidths: Record<string, number> = {
  Question: 60,
  Kind: 12,
  Correct: 10,
  'Accepted answers': 30,
  Explanation: 60,
};

/** A quiz as a workbook of our template: the CSV file's rows on one worksheet, the header bold and frozen. */
export async function writeXlsx(quiz: ExportQuiz): Promise<ExportFile> {
  const [header, ...rows] = templateRowsOf(quiz);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Quiz Adventure';
  const sheet = workbook.addWorksheet('Quiz', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(header!).font = { bold: true };
  // Seconds as a number, so Excel does not flag a number stored as text; every other cell stays text.
  const timeAt = header!.indexOf('Time');
  for (const row of rows) sheet.addRow(row.map((cell, i) => (i === timeAt && cell !== '' ? Number(cell) : cell)));
  for (const [i, name] of header!.entries()) {
    const column = sheet.getColumn(i + 1);
    column.width = columnWidths[name] ?? (name.startsWith('Option') ? 24 : 10);
    column.alignment = { vertical: 'top', wrapText: true };
  }
  return {
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
    leftOut: allNotCarried(quiz),
  };
}
