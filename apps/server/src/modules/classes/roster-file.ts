/**
 * A roster kept in a spreadsheet (issue 38): an .xlsx file's first sheet, its first column that has text, read into
 * the same one-name-a-line text a teacher pastes — for them to check before adding (roster.ts reads it).
 */
import ExcelJS from 'exceljs';
import { ClassLimits } from '@quiz/contract/classes';
import { Say } from '@quiz/contract/message-catalog';
import { badRequest } from '../../lib/errors';

/** The text of a cell as the spreadsheet shows it: rich text joined, a formula's result, a number as written. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    return '';
  }
  return String(value);
}

export async function rosterFromXlsx(data: Buffer): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw badRequest(Say.rosterFileUnreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest(Say.rosterEmpty);
  // The rows with something in them, at their row numbers; a roster holds at most 500 names (and a header), so a
  // cell far down the sheet cannot make a million rows of nothing.
  const rows: string[][] = [];
  let width = 0;
  sheet.eachRow((row, number) => {
    if (number > ClassLimits.rosterMax + 2 || row.cellCount > 200) return;
    const cells: string[] = [];
    row.eachCell((cell, column) => {
      if (column <= 200) cells[column - 1] = cellText(cell.value).trim();
    });
    rows[number - 1] = cells;
    width = Math.max(width, cells.length);
  });
  for (let i = 0; i < rows.length; i++) rows[i] ??= [];
  // The names are the first column with text under its header (a sheet often starts with a column of numbers).
  const body = rows.length > 1 ? rows.slice(1) : rows;
  for (let column = 0; column < width; column++) {
    if (body.some((r) => (r[column] ?? '') !== '' && !/^\d+$/.test(r[column]!))) {
      return rows
        .map((r) => r[column] ?? '')
        .join('\n')
        .trim();
    }
  }
  throw badRequest(Say.rosterEmpty);
}
