import { describe, expect, it } from 'vitest';
import { Messages } from '@quiz/contract/messages';
import { makeImageOnlyPdf, makePdf } from '../../../test/pdfs';
import { tinyPng } from '../../../test/factories';
import { extractPdfPages, PdfError } from './pdf';

describe('extractPdfPages', () => {
  it('reads the text of every page, in order', async () => {
    const pdf = await makePdf(['The Eiffel Tower was completed in 1889.', 'Water boils at 100 degrees Celsius.']);
    expect(await extractPdfPages(pdf)).toEqual([
      { page: 1, text: 'The Eiffel Tower was completed in 1889.' },
      { page: 2, text: 'Water boils at 100 degrees Celsius.' },
    ]);
  });

  it('keeps Vietnamese diacritics', async () => {
    const pdf = await makePdf(['Hà Nội là thủ đô của Việt Nam từ năm 1010.'], { unicode: true });
    expect((await extractPdfPages(pdf))[0]!.text).toBe('Hà Nội là thủ đô của Việt Nam từ năm 1010.');
  });

  it.each([
    ['a PNG renamed .pdf', () => Promise.resolve(tinyPng), Messages.pdfNotPdf],
    [
      'a damaged file',
      async () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 7)]),
      Messages.pdfDamaged,
    ],
    ['an image-only scan', makeImageOnlyPdf, Messages.pdfNoText],
    ['a password-protected file', () => makePdf(['Secret text'], { userPassword: 'pw' }), Messages.pdfEncrypted],
  ])('refuses %s with a clear message', async (_name, make, message) => {
    const error = await extractPdfPages(await make()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PdfError);
    expect((error as Error).message).toBe(message);
  });
});
