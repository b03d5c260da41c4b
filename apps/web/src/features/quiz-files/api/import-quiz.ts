import type { QuizResponse } from '@quiz/contract/quizzes';
import type { ImportPreviewResponse, TransferFormatChoice } from './types';
import { currentLanguage } from '../../../i18n';
import { api } from '../../../lib/api-client';

export interface ImportForm {
  file: File;
  format: TransferFormatChoice;
}

function formOf({ file, format }: ImportForm, fields: Record<string, string>) {
  const form = new FormData();
  if (format !== 'auto') form.append('format', format);
  // The file's warnings and problems come back in the page's language.
  form.append('lang', currentLanguage());
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return form;
}

/** POST /api/quizzes/import with preview=true: what the file holds; nothing is saved. */
export const previewImport = (input: ImportForm) =>
  api<ImportPreviewResponse>('/quizzes/import', { method: 'POST', body: formOf(input, { preview: 'true' }) });

/** POST /api/quizzes/import: the chosen questions (`keep`, by their place in the preview) saved as a new quiz. */
export const saveImport = (
  input: ImportForm,
  fields: { title: string; description: string; category: string; isPublic: boolean; keep: number[] },
) =>
  api<QuizResponse>('/quizzes/import', {
    method: 'POST',
    body: formOf(input, {
      title: fields.title,
      description: fields.description,
      category: fields.category,
      isPublic: String(fields.isPublic),
      keep: fields.keep.join(','),
    }),
  });
