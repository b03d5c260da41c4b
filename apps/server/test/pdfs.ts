/** PDFs made by the tests themselves (pdfkit), so no binary fixtures are committed. */
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';

/** Vietnamese needs a font with its glyphs; Debian's fonts-dejavu-core has one (.ci/run installs it). */
export const unicodeFont = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

/** A page's text (a `\n` breaks the line), or a heading in a larger font above it. */
export type PdfPage = string | { heading: string; text: string };

/** `title`: the document's own title, in its metadata. */
export function makePdf(
  pages: PdfPage[],
  options: { unicode?: boolean; userPassword?: string; title?: string } = {},
): Promise<Buffer> {
  if (options.unicode && !existsSync(unicodeFont)) {
    throw new Error(`${unicodeFont} is missing: install Debian's fonts-dejavu-core to make Vietnamese test PDFs`);
  }
  const doc = new PDFDocument({
    autoFirstPage: false,
    ...(options.userPassword ? { userPassword: options.userPassword } : {}),
    ...(options.title ? { info: { Title: options.title } } : {}),
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  if (options.unicode) doc.registerFont('body', unicodeFont);
  for (const page of pages) {
    doc.addPage();
    if (options.unicode) doc.font('body');
    if (typeof page === 'string') doc.fontSize(11).text(page);
    else doc.fontSize(18).text(page.heading).fontSize(11).text(page.text);
  }
  doc.end();
  return done;
}

/** A PDF whose only page is a drawing: no selectable text, like a scan. */
export function makeImageOnlyPdf(): Promise<Buffer> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.rect(50, 50, 300, 200).fill('#336699').circle(200, 400, 80).fill('#aa3333');
  doc.end();
  return done;
}
