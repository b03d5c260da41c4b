/**
 * Headings in a PDF's text (issue 36): kept out of the text questions are made from ('Plants and Light Plants make
 * their food by ___'), and the first one may name the quiz. Told by line structure, the only thing every PDF gives:
 *
 * - a line in a clearly larger font than the page's body text (when the extractor gives sizes), short; or
 * - a short line that starts with a capital or a digit and does not end with punctuation, standing alone: at the top
 *   of the page or after a finished sentence (or another heading), and followed by a line that starts a sentence;
 *   and shorter than the page's wrapped lines, which fill the width (a line inside a paragraph is never a heading).
 *
 * What is not a heading stays body text: the last line of a paragraph (it ends with punctuation), a list after a
 * colon, a page number.
 */

export interface TextLine {
  text: string;
  /** The font size, when the extractor gives it. */
  size?: number;
}

const maxWords = 12;
const maxLength = 90;
/** A heading's font is at least this much larger than the body's. */
const largerFont = 1.15;
/** Without a larger font, a heading is shorter than this share of the page's longest (wrapped) line. */
const shorterThanWrapped = 0.7;
/** A page whose longest line is shorter than this has no wrapped paragraph to compare with. */
const wrappedLineMin = 40;

const startsLikeHeading = /^[\p{Lu}\p{N}]/u;
const startsSentence = /^[\p{Lu}\p{N}"“‘'(«]/u;
const endsWithPunctuation = /[.,;:!?…\-–—]["”’')\]»]*$/u;
/** What ends a sentence before a heading; not a colon, which introduces what follows (a list). */
const endsSentence = /[.!?…]["”’')\]»]*$/u;
const pageNumber = /^(?:(?:page|trang|p\.)\s*)?[-–—([]?\s*\d{1,4}\s*[-–—)\]]?(?:\s*(?:\/|of|trên)\s*\d{1,4})?$/iu;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The size most of the page's characters are written in. */
function bodySize(lines: TextLine[]): number | undefined {
  const chars = new Map<number, number>();
  for (const { text, size } of lines) {
    if (size) chars.set(Math.round(size * 2) / 2, (chars.get(Math.round(size * 2) / 2) ?? 0) + text.length);
  }
  return [...chars].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** A page's lines (in reading order) as its headings and the rest. */
export function splitHeadings(lines: TextLine[]): { headings: string[]; body: string[] } {
  const page = lines.map((line) => ({ ...line, text: line.text.replace(/\s+/g, ' ').trim() })).filter((l) => l.text);
  const body = bodySize(page);
  const longest = Math.max(0, ...page.map((line) => line.text.length));
  const isHeading: boolean[] = [];
  page.forEach((line, i) => {
    const { text, size } = line;
    const short = text.length <= maxLength && wordCount(text) <= maxWords;
    const candidate = short && /\p{L}/u.test(text) && startsLikeHeading.test(text) && !pageNumber.test(text);
    if (!candidate) return void isHeading.push(false);
    if (body && size && size >= body * largerFont && !/[,;]$/.test(text)) return void isHeading.push(true);
    const previous = page[i - 1];
    const next = page[i + 1];
    const alone =
      !endsWithPunctuation.test(text) &&
      (!previous || isHeading[i - 1] === true || endsSentence.test(previous.text)) &&
      next !== undefined &&
      startsSentence.test(next.text) &&
      (longest < wrappedLineMin || text.length <= longest * shorterThanWrapped);
    isHeading.push(alone);
  });
  return {
    headings: page.filter((_, i) => isHeading[i]).map((line) => line.text),
    body: page.filter((_, i) => !isHeading[i]).map((line) => line.text),
  };
}

const fileExtension = /\.(?:pdf|docx?|odt|rtf|txt|pptx?|odp|pages|key|tex)$/i;
const placeholder = /^(?:untitled|document|title|presentation|slide|microsoft word|new document)\s*\d*$/i;

/**
 * What a PDF calls itself: the title in its metadata, unless that is empty, a placeholder ('Untitled', 'Document1')
 * or a file name of one word; else the first heading of its first page.
 */
export function documentTitle(document: { metadataTitle?: string; firstHeading?: string }): string | undefined {
  let title = (document.metadataTitle ?? '').replace(/\s+/g, ' ').trim();
  if (fileExtension.test(title)) {
    title = title
      .replace(/^Microsoft (?:Word|PowerPoint) - /i, '')
      .replace(fileExtension, '')
      .trim();
    if (wordCount(title) < 2) title = '';
  }
  if (title && !placeholder.test(title)) return title;
  return document.firstHeading || undefined;
}
