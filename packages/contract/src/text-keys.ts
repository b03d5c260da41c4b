/**
 * How two texts typed by people are compared: case, surrounding spaces and runs of spaces never count, and
 * Vietnamese diacritics (and đ) only when asked to — so 'Ha Noi' and ' hà  nội ' are one answer, and 'Minh' and
 * 'Mính' one nickname.
 */
export function textKey(text: string, options: { keepDiacritics?: boolean } = {}): string {
  const folded = options.keepDiacritics
    ? text.normalize('NFC')
    : text
        .normalize('NFD')
        .replace(/\p{M}+/gu, '')
        .replace(/[đĐ]/g, 'd');
  return folded.toLowerCase().replace(/\s+/g, ' ').trim();
}
