import { describe, expect, it } from 'vitest';
import { documentTitle, splitHeadings, type TextLine } from './headings';

const lines = (...texts: string[]): TextLine[] => texts.map((text) => ({ text }));
const paragraph = [
  'Water evaporates from oceans and lakes when the sun warms them. The vapour rises, cools',
  'and condenses into clouds, which carry it over the land where it falls again as rain or snow.',
  'Rivers bring it back to the sea.',
];

describe('splitHeadings', () => {
  it('takes a short line without ending punctuation, on a line of its own before a sentence, as a heading', () => {
    expect(splitHeadings(lines('The Water Cycle', ...paragraph))).toEqual({
      headings: ['The Water Cycle'],
      body: paragraph,
    });
  });

  it('finds a heading in the middle of a page, after a finished sentence', () => {
    const page = lines(...paragraph, 'Plants and Light', 'Plants make their food by photosynthesis in their leaves.');
    expect(splitHeadings(page).headings).toEqual(['Plants and Light']);
    expect(splitHeadings(page).body).not.toContain('Plants and Light');
  });

  it('takes a line in a larger font than the body as a heading, even when it ends with a question mark', () => {
    const page: TextLine[] = [
      { text: 'What is photosynthesis?', size: 16 },
      ...paragraph.map((text) => ({ text, size: 11 })),
    ];
    expect(splitHeadings(page).headings).toEqual(['What is photosynthesis?']);
  });

  it('leaves the lines of a wrapped paragraph in the body, even one that starts with a capital', () => {
    const page = lines(
      'The Sun formed about 4.6 billion years ago from a collapsing cloud of gas and dust. Light',
      'Mercury is the smallest planet and completes one orbit around the Sun in only 88 days and',
      'Venus has a thick atmosphere of carbon dioxide.',
    );
    expect(splitHeadings(page).headings).toEqual([]);
  });

  it('leaves a short line that ends a sentence, a list after a colon and the last line of a page in the body', () => {
    const page = lines(
      ...paragraph,
      'It never stops.',
      'The planets nearest the Sun are:',
      'Mercury',
      'Venus',
      'Earth',
    );
    expect(splitHeadings(page).headings).toEqual([]);
  });

  it('keeps headings one after another, such as a chapter and its title', () => {
    expect(splitHeadings(lines('Chapter 2', 'Plants and Light', ...paragraph)).headings).toEqual([
      'Chapter 2',
      'Plants and Light',
    ]);
  });

  it('reads Vietnamese headings too', () => {
    const page = lines('Vòng tuần hoàn của nước', 'Nước bốc hơi từ biển và hồ khi được mặt trời sưởi ấm.');
    expect(splitHeadings(page).headings).toEqual(['Vòng tuần hoàn của nước']);
  });

  it('never takes a page number for a heading', () => {
    expect(splitHeadings(lines('12', ...paragraph)).headings).toEqual([]);
  });
});

describe('documentTitle', () => {
  it("prefers the PDF's own title", () => {
    expect(documentTitle({ metadataTitle: 'The Water Cycle', firstHeading: 'Chapter 1' })).toBe('The Water Cycle');
  });

  it('takes the first heading when the title is missing or only a file name or a placeholder', () => {
    for (const metadataTitle of [
      undefined,
      '',
      '   ',
      'Untitled',
      'Document1',
      'notes.pdf',
      'Microsoft Word - x.docx',
    ]) {
      expect(documentTitle({ metadataTitle, firstHeading: 'The Water Cycle' }), String(metadataTitle)).toBe(
        'The Water Cycle',
      );
    }
  });

  it("keeps a word processor's file name when it says something", () => {
    expect(documentTitle({ metadataTitle: 'Microsoft Word - Plants and Light.docx' })).toBe('Plants and Light');
  });

  it('gives nothing when the document has neither', () => {
    expect(documentTitle({})).toBeUndefined();
  });
});
