import type { TransferFormat } from '@quiz/contract/limits';
export type { ImportPreview, ImportPreviewResponse, ImportedQuestion } from '@quiz/contract/transfer';

export type TransferFormatChoice = TransferFormat | 'auto';

/** The formats as the import and export name them (message keys: `t(TransferFormatLabels[format])`). */
export const TransferFormatLabels = {
  json: 'transfer.formats.json',
  csv: 'transfer.formats.csv',
  xlsx: 'transfer.formats.xlsx',
  kahoot: 'transfer.formats.kahoot',
  gift: 'transfer.formats.gift',
  aiken: 'transfer.formats.aiken',
  moodle: 'transfer.formats.moodle',
} as const satisfies Record<TransferFormat, string>;
