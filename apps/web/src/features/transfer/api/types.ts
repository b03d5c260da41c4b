import type { TransferFormat } from '@quiz/contract/limits';
export type { ImportPreview, ImportPreviewResponse, ImportedQuestion } from '@quiz/contract/transfer';

export type TransferFormatChoice = TransferFormat | 'auto';

/** The formats as the import page names them. */
export const TransferFormatLabels: Record<TransferFormat, string> = {
  json: 'Quiz Adventure (JSON)',
  csv: 'CSV (our template)',
  xlsx: 'Excel (our template, XLSX)',
  kahoot: 'Kahoot! spreadsheet (XLSX)',
  gift: 'Moodle GIFT',
  aiken: 'Moodle Aiken',
  moodle: 'Moodle XML',
};
