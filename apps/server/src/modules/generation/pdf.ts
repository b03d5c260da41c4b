/** PDF → text per page (unpdf, pdf.js inside), with a clear reason for every PDF that cannot be used. */
import { extractText, getDocumentProxy } from 'unpdf';
import { Say, textOf, type Said } from '@quiz/contract/message-catalog';
import type { SourcePage } from './types';

export class PdfError extends Error {
  constructor(
    readonly kind: 'not_pdf' | 'damaged' | 'encrypted' | 'no_text',
    readonly said: Said,
  ) {
    super(textOf(said));
  }
}

/** Judged by content, not by the name or the browser's claim: a PDF starts with `%PDF-`. */
export function looksLikePdf(data: Buffer): boolean {
  return data.subarray(0, 1024).includes('%PDF-');
}

export async function extractPdfPages(data: Buffer): Promise<SourcePage[]> {
  if (!looksLikePdf(data)) throw new PdfError('not_pdf', Say.pdfNotPdf);
  let pages: string[];
  try {
    const pdf = await getDocumentProxy(new Uint8Array(data));
    try {
      ({ text: pages } = await extractText(pdf, { mergePages: false }));
    } finally {
      await pdf.destroy();
    }
  } catch (error) {
    if ((error as { name?: string }).name === 'PasswordException') throw new PdfError('encrypted', Say.pdfEncrypted);
    throw new PdfError('damaged', Say.pdfDamaged);
  }
  const result = pages
    .map((text, i) => ({ page: i + 1, text: text.replace(/\s+/g, ' ').trim() }))
    .filter((p) => p.text.length > 0);
  if (result.length === 0) throw new PdfError('no_text', Say.pdfNoText);
  return result;
}
