/**
 * A table for a spreadsheet, as CSV or XLSX: the game reports' files (issue 14) and the gradebook's (issue 38).
 * Text that a spreadsheet would run as a formula is never a formula.
 */
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export type TableCell = string | number | null;
export interface Table {
  header: string[];
  rows: TableCell[][];
}

/**
 * RFC 4180 with a byte-order mark, so Excel reads Vietnamese as UTF-8. A text cell that a spreadsheet would take
 * for a formula (a nickname like '=HYPERLINK(…)') is prefixed with an apostrophe.
 */
export function tableCsv({ header, rows }: Table): string {
  const cell = (value: TableCell) => {
    if (value === null) return '';
    if (typeof value === 'number') return String(value);
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return '\uFEFF' + [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/**
 * A real workbook: one sheet, the header in bold and frozen (and the first `frozenColumns` columns), every text
 * cell stored as text, never a formula; `width` gives each column's width from its index and header.
 */
export async function tableXlsx(
  table: Table,
  options: { sheet: string; width: (index: number, header: string) => number; frozenColumns?: number },
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Quiz Adventure';
  // A sheet's name is at most 31 characters, without : \ / ? * [ ].
  const sheetName = options.sheet.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet 1';
  const sheet = workbook.addWorksheet(sheetName, {
    views: [{ state: 'frozen', ySplit: 1, xSplit: options.frozenColumns ?? 0 }],
  });
  sheet.addRow(table.header).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row);
  sheet.columns.forEach((column, index) => {
    column.width = options.width(index, table.header[index] ?? '');
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const tableTypes = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** A table file as a download: its type, and its name (ASCII) for the browser to save it under. */
export const sendTable = (
  reply: FastifyReply,
  extension: keyof typeof tableTypes,
  fileName: string,
  body: string | Buffer,
) =>
  reply
    .header('content-type', tableTypes[extension])
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(body);
