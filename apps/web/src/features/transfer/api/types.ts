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

/** The formats the server reads today, in the order the format menu lists them. */
export const ImportableFormats: readonly TransferFormat[] = ['json', 'csv', 'gift', 'aiken', 'moodle'];

/** The formats the server writes today, in the order the Export dialog lists them. */
export const ExportableFormats: readonly TransferFormat[] = ['json', 'gift', 'aiken', 'moodle'];
