/**
 * PDF → text per page (unpdf, pdf.js inside), with a clear reason for every PDF that cannot be used. The headings are
 * kept apart from the text (headings.ts), and the first one, or the PDF's own title, may name the quiz.
 */
import { getDocumentProxy } from 'unpdf';
import { Say, textOf, type Said } from '@quiz/contract/message-catalog';
import { withoutNul } from '../../lib/validate';
import { documentTitle, splitHeadings, type TextLine } from './headings';
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

/** A PDF's pages, without their headings (headings.ts), and what the document calls itself, if anything. */
export interface PdfDocument {
  title: string | undefined;
  pages: SourcePage[];
}

export async function extractPdfDocument(data: Buffer): Promise<PdfDocument> {
  if (!looksLikePdf(data)) throw new PdfError('not_pdf', Say.pdfNotPdf);
  let lines: TextLine[][];
  let metadataTitle: string | undefined;
  try {
    const pdf = await getDocumentProxy(new Uint8Array(data));
    try {
      lines = [];
      for (let n = 1; n <= pdf.numPages; n++) {
        const content = await (await pdf.getPage(n)).getTextContent();
        lines.push(linesOf(content.items as TextItem[]));
      }
      metadataTitle = await pdf.getMetadata().then(titleIn, () => undefined);
    } finally {
      await pdf.destroy();
    }
  } catch (error) {
    if ((error as { name?: string }).name === 'PasswordException') throw new PdfError('encrypted', Say.pdfEncrypted);
    throw new PdfError('damaged', Say.pdfDamaged);
  }
  const pages = lines
    // A NUL (a glyph the PDF maps to nothing) is dropped: PostgreSQL cannot store it, and it is no reason to refuse.
    .map((page) => splitHeadings(page.map((line) => ({ ...line, text: withoutNul(line.text) }))))
    .map(({ headings, body }, i) => ({ page: i + 1, text: body.join(' ').replace(/\s+/g, ' ').trim(), headings }))
    .filter((p) => p.text.length > 0);
  if (pages.length === 0) throw new PdfError('no_text', Say.pdfNoText);
  const title = documentTitle({ metadataTitle: withoutNul(metadataTitle), firstHeading: pages[0]!.headings[0] });
  return { title, pages };
}

export async function extractPdfPages(data: Buffer): Promise<SourcePage[]> {
  return (await extractPdfDocument(data)).pages;
}

/** What pdf.js gives for a run of text (a marked-content item has no `str`). */
interface TextItem {
  str?: string;
  hasEOL?: boolean;
  transform?: number[];
  height?: number;
}

/** The page's lines with their font size: a line ends at an end-of-line mark or where the baseline moves. */
function linesOf(items: TextItem[]): TextLine[] {
  const lines: TextLine[] = [];
  let text = '';
  let size = 0;
  let baseline: number | undefined;
  const end = () => {
    if (text.trim()) lines.push({ text, ...(size > 0 ? { size } : {}) });
    text = '';
    size = 0;
    baseline = undefined;
  };
  for (const item of items) {
    if (typeof item.str !== 'string') continue;
    const [, , c = 0, d = 0, , y] = item.transform ?? [];
    const itemSize = Math.hypot(c, d) || item.height || 0;
    if (item.str) {
      if (baseline !== undefined && y !== undefined && Math.abs(y - baseline) > Math.max(size, itemSize) / 2) end();
      text += item.str;
      baseline ??= y;
      size = Math.max(size, itemSize);
    }
    if (item.hasEOL) end();
  }
  end();
  return lines;
}

/** The title the PDF's metadata gives (XMP's dc:title, else the document information's Title). */
function titleIn(meta: { info?: unknown; metadata?: { get(name: string): unknown } | null }): string | undefined {
  const xmp = meta.metadata?.get('dc:title');
  if (typeof xmp === 'string' && xmp.trim()) return xmp;
  const info = meta.info as { Title?: unknown } | undefined;
  return typeof info?.Title === 'string' ? info.Title : undefined;
}
