import { describe, expect, it } from 'vitest';
import { Messages } from '@quiz/contract/messages';
import { makeImageOnlyPdf, makePdf } from '../../../test/pdfs';
import { tinyPng } from '../../../test/factories';
import { extractPdfDocument, extractPdfPages, PdfError } from './pdf';

const waterCycle =
  'Water evaporates from oceans and lakes when the sun warms them. The vapour rises, cools and condenses into ' +
  'clouds, which carry it over the land where it falls again as rain or snow. Rivers bring it back to the sea.';

describe('extractPdfPages', () => {
  it('reads the text of every page, in order', async () => {
    const pdf = await makePdf(['The Eiffel Tower was completed in 1889.', 'Water boils at 100 degrees Celsius.']);
    expect(await extractPdfPages(pdf)).toEqual([
      { page: 1, text: 'The Eiffel Tower was completed in 1889.', headings: [] },
      { page: 2, text: 'Water boils at 100 degrees Celsius.', headings: [] },
    ]);
  });

  it('keeps headings, on a line of their own or in a larger font, out of the text', async () => {
    const pdf = await makePdf([
      `The Water Cycle\n${waterCycle}`,
      { heading: 'Plants and Light', text: 'Plants make their food by photosynthesis. They need sunlight and water.' },
    ]);
    expect(await extractPdfDocument(pdf)).toEqual({
      title: 'The Water Cycle',
      pages: [
        { page: 1, text: waterCycle, headings: ['The Water Cycle'] },
        {
          page: 2,
          text: 'Plants make their food by photosynthesis. They need sunlight and water.',
          headings: ['Plants and Light'],
        },
      ],
    });
  });

  it("takes the PDF's own title over its first heading", async () => {
    const pdf = await makePdf([`Chapter 1\n${waterCycle}`], { title: 'Where Rain Comes From' });
    expect((await extractPdfDocument(pdf)).title).toBe('Where Rain Comes From');
  });

  it('gives no title when the document has neither a title nor a heading', async () => {
    expect((await extractPdfDocument(await makePdf([waterCycle]))).title).toBeUndefined();
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
